import type { PushDelivery } from '../../../contract/users';
import { createSession } from '../../http/session';
import { keptDeliveriesPerUrl } from '../../messaging/webhooks/deliveries';
import { enqueueWebhookEvents } from '../../messaging/webhooks/events';
import { startWebhookSender } from '../../messaging/webhooks/sender';
import { insertPushUrl, signedWith, startReceiver, type TestReceiver } from '../../messaging/webhooks/testReceiver';
import { bearer, onEachDatabase } from '../../test/signIn';
import { insertUser, startTestApp, type TestApp } from '../../test/testApp';

interface Caller {
  userId: number;
  token: string;
}

/** The push-API page's "send a test event" and "last deliveries", against a real receiver on 127.0.0.1. */
onEachDatabase('users/push-api test event and deliveries', (dbOptions) => {
  let t: TestApp;
  let receiver: TestReceiver;
  let owner: Caller;
  let sub: Caller;
  let stranger: Caller;

  const caller = async (adminId = 0): Promise<Caller> => {
    const userId = await insertUser(t.db, { adminId });
    const { token } = await createSession(t.db, { userId, lifetimeMs: 3_600_000, keepLoggedIn: false, now: Date.now() });
    return { userId, token };
  };

  beforeAll(async () => {
    // The receiver is local: this app lets push URLs name loopback (PUSH_ALLOW_PRIVATE=1).
    t = await startTestApp({ pushAllowPrivate: true }, dbOptions);
    receiver = await startReceiver();
    owner = await caller();
    sub = await caller(owner.userId);
    stranger = await caller();
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });
  beforeEach(() => {
    receiver.answer = 200;
    receiver.received.length = 0;
  });

  const sendTest = (who: Caller, id: number) => t.app.inject({ method: 'POST', url: '/api/users/push-api/send-test-event', headers: bearer(who.token), payload: { id } });
  const deliveries = (who: Caller, userId: number, pushUrlId?: number) =>
    t.app.inject({ method: 'GET', url: `/api/users/push-api/deliveries/${userId}${pushUrlId ? `?pushUrlId=${pushUrlId}` : ''}`, headers: bearer(who.token) });
  const addUrl = async (path: string, type = 'delivery'): Promise<{ id: number; secret: string }> => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/push-api/add-new-push-url',
      headers: bearer(owner.token),
      payload: { userId: owner.userId, url: receiver.url(path), type, service: 'sms' },
    });
    const { pushUrl, secret } = res.json().data;
    return { id: pushUrl.id, secret };
  };

  test('the test event is POSTed signed with the URL\'s secret, typed "test", and the page gets the receiver\'s HTTP status (1)', async () => {
    const { id, secret } = await addUrl('/signed', 'incoming');
    const res = await sendTest(owner, id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ status: 1, httpStatus: 200, durationMs: expect.any(Number) });
    expect(receiver.received).toHaveLength(1);
    const [post] = receiver.received;
    expect(post.path).toBe('/signed');
    expect(signedWith(post, secret)).toBe(true);
    expect(signedWith(post, `${secret}x`)).toBe(false);
    expect(post.headers['x-event-type']).toBe('test');
    const body = JSON.parse(post.body);
    expect(body).toEqual({ id: post.headers['x-event-id'], type: 'test', service: 'sms', occurredAt: expect.any(String), data: { pushUrlId: id, eventType: 'incoming' } });
  });

  test('a receiver answering 503 is -2 with its status; one that does not answer is -3; neither counts towards blocking the URL', async () => {
    const { id } = await addUrl('/failing');
    receiver.answer = 503;
    expect((await sendTest(owner, id)).json().data).toEqual({ status: -2, httpStatus: 503, durationMs: expect.any(Number) });

    const gone = await startReceiver();
    const closedUrl = gone.url('/gone');
    await gone.close();
    const closed = await insertPushUrl(t.db, { account: owner.userId, url: closedUrl });
    const noAnswer = (await sendTest(owner, closed.id)).json().data;
    expect(noAnswer).toEqual({ status: -3, durationMs: expect.any(Number) });

    const rows = await t.db.selectFrom('push_urls').select(['status', 'failures', 'retry_at']).where('id', 'in', [id, closed.id]).execute();
    expect(rows).toEqual([
      { status: 'open', failures: 0, retry_at: null },
      { status: 'open', failures: 0, retry_at: null },
    ]);
    const [last] = (await deliveries(owner, owner.userId, closed.id)).json().data as PushDelivery[];
    expect(last).toMatchObject({ pushUrlId: closed.id, eventType: 'test', error: expect.stringContaining('ECONNREFUSED') });
    expect(last.httpStatus).toBeUndefined();
  });

  test('a blocked URL can be tested (that is how a receiver is checked before opening it again)', async () => {
    const { id } = await addUrl('/blocked');
    await t.app.inject({ method: 'POST', url: '/api/users/push-api/change-push-api-status', headers: bearer(owner.token), payload: { id, status: 'blocked' } });
    expect((await sendTest(owner, id)).json().data.status).toBe(1);
    expect(receiver.received).toHaveLength(1);
  });

  test('the sender records each real event it POSTs; the deliveries list them newest first with HTTP status and time', async () => {
    const { id } = await addUrl('/real', 'click');
    await t.db.transaction().execute((tx) => enqueueWebhookEvents(tx, [{ accountId: owner.userId, type: 'click', at: Date.now(), data: { n: 1 } }]));
    const sender = startWebhookSender(t.db, { allowPrivateAddresses: true, intervalMs: 0 });
    receiver.answer = 202;
    expect(await sender.runOnce()).toBe(1);
    await sender.stop();
    await sendTest(owner, id);

    const list = (await deliveries(owner, owner.userId, id)).json().data as PushDelivery[];
    expect(list.map((d) => [d.eventType, d.httpStatus, d.url])).toEqual([
      ['test', 202, receiver.url('/real')],
      ['click', 202, receiver.url('/real')],
    ]);
    expect(list[0].id).toBeGreaterThan(list[1].id);
    expect(new Date(list[0].at).toISOString()).toBe(list[0].at);
    // Without pushUrlId: every URL of the account; a sub-user's id names the same account.
    const all = (await deliveries(owner, sub.userId)).json().data as PushDelivery[];
    expect(all.map((d) => d.pushUrlId)).toContain(id);
    expect(new Set(all.map((d) => d.pushUrlId)).size).toBeGreaterThan(1);
  });

  test(`only the last ${keptDeliveriesPerUrl} attempts per URL are kept`, async () => {
    const { id } = await addUrl('/many');
    const other = await addUrl('/other');
    await sendTest(owner, other.id);
    for (let i = 0; i < keptDeliveriesPerUrl + 3; i += 1) await sendTest(owner, id);
    const stored = await t.db.selectFrom('push_deliveries').select('id').where('push_url_id', '=', id).orderBy('id').execute();
    expect(stored).toHaveLength(keptDeliveriesPerUrl);
    expect((await deliveries(owner, owner.userId, id)).json().data.map((d: PushDelivery) => d.id)).toEqual(stored.map((r) => r.id).reverse());
    // Another URL's attempts are not touched.
    expect(await t.db.selectFrom('push_deliveries').select('id').where('push_url_id', '=', other.id).execute()).toHaveLength(1);
  });

  test('deleting a URL deletes its deliveries', async () => {
    const { id } = await addUrl('/deleted');
    await sendTest(owner, id);
    await t.app.inject({ method: 'POST', url: '/api/users/push-api/delete-push-api', headers: bearer(owner.token), payload: { id } });
    expect(await t.db.selectFrom('push_deliveries').select('id').where('push_url_id', '=', id).execute()).toEqual([]);
  });

  test("another account's URL or user is 404 and nothing is POSTed; a sub-user is 403", async () => {
    const { id } = await addUrl('/mine');
    expect((await sendTest(stranger, id)).statusCode).toBe(404);
    expect((await sendTest(owner, 999_999)).statusCode).toBe(404);
    expect(receiver.received).toHaveLength(0);
    expect((await deliveries(stranger, owner.userId)).statusCode).toBe(404);
    expect((await deliveries(owner, stranger.userId)).statusCode).toBe(404);
    expect((await deliveries(stranger, stranger.userId)).json().data).toEqual([]);
    expect((await sendTest(sub, id)).statusCode).toBe(403);
    expect((await deliveries(sub, owner.userId)).statusCode).toBe(403);
  });
});

onEachDatabase('users/push-api test event to a private address', (dbOptions) => {
  let t: TestApp;
  let receiver: TestReceiver;
  beforeAll(async () => {
    t = await startTestApp({ pushAllowPrivate: false }, dbOptions);
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  test('a URL on loopback (saved before the rule, or by a closed install) is refused at send: -4, nothing POSTed, the refusal recorded', async () => {
    const account = await insertUser(t.db);
    const { token } = await createSession(t.db, { userId: account, lifetimeMs: 3_600_000, keepLoggedIn: false, now: Date.now() });
    // Saving it through the API is refused too (-4, pushApi.test.ts); it is written here to test the check at send.
    const { id } = await insertPushUrl(t.db, { account, url: receiver.url('/inside') });
    const res = await t.app.inject({ method: 'POST', url: '/api/users/push-api/send-test-event', headers: bearer(token), payload: { id } });
    expect(res.json().data).toEqual({ status: -4, durationMs: expect.any(Number) });
    expect(receiver.received).toEqual([]);
    const [delivery] = (await t.app.inject({ method: 'GET', url: `/api/users/push-api/deliveries/${account}`, headers: bearer(token) })).json().data as PushDelivery[];
    expect(delivery).toMatchObject({ pushUrlId: id, eventType: 'test', error: expect.stringContaining('NonPublicAddressError') });
    expect((await t.app.inject({ method: 'POST', url: '/api/users/push-api/add-new-push-url', headers: bearer(token), payload: { userId: account, url: receiver.url('/inside'), type: 'click', service: 'sms' } })).json().data).toEqual({ status: -4 });
  });
});
