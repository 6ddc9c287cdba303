import type { AddressInfo } from 'node:net';
import { raiseNotification, NotificationType } from '../../events/notifications';
import { openEventStream } from '../../events/testEventStream';
import { bearer, onEachDatabase } from '../../test/signIn';
import { signedInToken, startTestApp, type TestApp } from '../../test/testApp';
import { resolveSession } from '../../http/session';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { openDatabase } from '../../db/database';
import { migratedPostgres } from '../../test/migratedDatabase';
import { describePostgres } from '../../test/postgres';

onEachDatabase('the live event stream', (options) => {
  let t: TestApp;
  let base: string;
  beforeEach(async () => {
    t = await startTestApp({}, options);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api`;
  });
  afterEach(() => t.close());

  const userOf = async (token: string) => (await resolveSession(t.db, token, Date.now()))!.userId;
  const raise = (userId: number, dynamicString: string) => raiseNotification(t.db, userId, { type: NotificationType.info, message: 'shell.notifications.newReply', dynamicString }, Date.now());

  test('a notification raised after the window connected arrives as newNotification, and its acknowledgement is recorded', async () => {
    const token = await signedInToken(t.db);
    const stream = await openEventStream(`${base}/sockets/${token}/main`);
    expect(stream.status).toBe(200);
    await raise(await userOf(token), '0521234567');
    const event = await stream.next();
    expect(event.event).toBe('newNotification');
    const data = JSON.parse(event.data) as { notificationId: string; notification: { message: string; type: number; dynamicString: string } };
    expect(data).toEqual({ notificationId: event.id, notification: { message: 'shell.notifications.newReply', type: 3, dynamicString: '0521234567' } });

    const ack = await t.app.inject({ method: 'POST', url: `/api/sockets/${token}/ack`, headers: bearer(token), payload: { notificationId: event.id } });
    expect(ack.json()).toEqual({ data: { received: true } });
    const row = await t.db.selectFrom('notifications').select('received_at').where('id', '=', Number(event.id)).executeTakeFirstOrThrow();
    expect(row.received_at).not.toBeNull();
    stream.close();
  });

  test('a reconnecting window gets what it missed after its Last-Event-ID, and nothing acknowledged or older again', async () => {
    const token = await signedInToken(t.db);
    const userId = await userOf(token);
    for (const phone of ['1', '2', '3']) await raise(userId, phone);
    const ids = (await t.db.selectFrom('notifications').select('id').orderBy('id').execute()).map((r) => r.id);
    await t.app.inject({ method: 'POST', url: `/api/sockets/${token}/ack`, headers: bearer(token), payload: { notificationId: String(ids[2]) } });
    // Seen up to the first; the third was acknowledged by another window: only the second comes.
    const stream = await openEventStream(`${base}/sockets/${token}/main`, { 'last-event-id': String(ids[0]) });
    const event = await stream.next();
    expect(JSON.parse(event.data).notification.dynamicString).toBe('2');
    await expect(stream.next(400)).rejects.toThrow('no event');
    stream.close();
  });

  test("another user's notifications never reach the stream, and acknowledging one is not found", async () => {
    const token = await signedInToken(t.db);
    const otherToken = await signedInToken(t.db);
    const stream = await openEventStream(`${base}/sockets/${token}/main`);
    await raise(await userOf(otherToken), 'theirs');
    await raise(await userOf(token), 'mine');
    expect(JSON.parse((await stream.next()).data).notification.dynamicString).toBe('mine');
    const theirs = await t.db.selectFrom('notifications').select('id').where('dynamic_string', '=', 'theirs').executeTakeFirstOrThrow();
    const ack = await t.app.inject({ method: 'POST', url: `/api/sockets/${token}/ack`, headers: bearer(token), payload: { notificationId: String(theirs.id) } });
    expect(ack.statusCode).toBe(404);
    stream.close();
  });

  test('a second stream of the same session and window replaces the first; another window keeps its own', async () => {
    const token = await signedInToken(t.db);
    const first = await openEventStream(`${base}/sockets/${token}/main`);
    const other = await openEventStream(`${base}/sockets/${token}/second`);
    const again = await openEventStream(`${base}/sockets/${token}/main`);
    expect(await first.ended()).toBe(true);
    await raise(await userOf(token), 'both');
    expect(JSON.parse((await again.next()).data).notification.dynamicString).toBe('both');
    expect(JSON.parse((await other.next()).data).notification.dynamicString).toBe('both');
    again.close();
    other.close();
  });

  test('a stream whose session ended (signed out) is closed at the next keep-alive round; an open one gets the keep-alive and stays', async () => {
    const token = await signedInToken(t.db);
    const stays = await signedInToken(t.db);
    const leaving = await openEventStream(`${base}/sockets/${token}/main`);
    const staying = await openEventStream(`${base}/sockets/${stays}/main`);
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
    await t.app.notificationHub.keepAliveRound();
    expect(await leaving.ended()).toBe(true);
    await raise(await userOf(stays), 'still here');
    expect(JSON.parse((await staying.next()).data).notification.dynamicString).toBe('still here');
    staying.close();
  });

  test('a flood of windows from one user keeps at most 20 streams open, closing the oldest', async () => {
    const token = await signedInToken(t.db);
    const opened = [];
    for (let i = 0; i < 21; i++) opened.push(await openEventStream(`${base}/sockets/${token}/w${i}`));
    expect(await opened[0].ended()).toBe(true);
    expect(t.app.notificationHub.openStreams).toBe(20);
    for (const s of opened) s.close();
  });

  test('without a valid session the stream is refused (401), so the browser stops reconnecting', async () => {
    const stream = await openEventStream(`${base}/sockets/not-a-token/main`);
    expect(stream.status).toBe(401);
    stream.close();
  });
});

describePostgres('the live event stream across processes (PostgreSQL LISTEN/NOTIFY)', () => {
  test('a notification committed through another connection pool (a worker, another API process) reaches a window streaming from this one; a rolled-back one never does', async () => {
    const { db, url, drop } = await migratedPostgres();
    const app = await buildApp({ config: testConfig({ databaseUrl: url }), db });
    // The "worker": its own pool on the same database, as a separate process has.
    const worker = openDatabase(url);
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const token = await signedInToken(db);
      const userId = (await resolveSession(db, token, Date.now()))!.userId;
      const stream = await openEventStream(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/sockets/${token}/main`);
      await worker
        .transaction()
        .execute(async (tx) => {
          await raiseNotification(tx, userId, { type: NotificationType.info, message: 'shell.notifications.newReply', dynamicString: 'rolled back' }, Date.now());
          throw new Error('undo');
        })
        .catch(() => undefined);
      await worker.transaction().execute((tx) => raiseNotification(tx, userId, { type: NotificationType.info, message: 'shell.notifications.newReply', dynamicString: 'from the worker' }, Date.now()));
      expect(JSON.parse((await stream.next()).data).notification.dynamicString).toBe('from the worker');
      stream.close();
    } finally {
      await app.close();
      await worker.destroy();
      await drop();
    }
  });
});
