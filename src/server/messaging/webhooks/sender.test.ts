import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Db } from '../../db/database';
import { onEachDatabase } from '../../test/signIn';
import { testAccount, testDatabase } from '../testCampaigns';
import { enqueueWebhookEvents } from './events';
import { startWebhookSender } from './sender';
import { insertPushUrl, startReceiver, type TestReceiver } from './testReceiver';

const minute = 60_000;

onEachDatabase('webhook sender', (options) => {
  let db: Db;
  let url: string;
  let close: () => Promise<void>;
  let receiver: TestReceiver;
  let dir: string;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'webhooks-'));
    // A file, not memory, so a second connection (a second sender process) sees the same database.
    ({ db, url, close } = await testDatabase({ ...options, file: join(dir, 'test.db') }));
    receiver = await startReceiver();
  });
  afterEach(async () => {
    await receiver.close();
    await close();
    rmSync(dir, { recursive: true, force: true });
  });

  const enqueue = (account: number, count: number, at: number) =>
    db.transaction().execute((tx) => enqueueWebhookEvents(tx, Array.from({ length: count }, (_, i) => ({ accountId: account, type: 'delivery' as const, at, data: { n: i } }))));

  it('retries a failing URL at 30 s, 2 min, 10 min, then hourly; blocks it after 10 failures over an hour, with an alarm when its alarm is on', async () => {
    const account = await testAccount(db, 10);
    let clock = Date.now();
    const alarmed = await insertPushUrl(db, { account, url: receiver.url('/alarmed'), alarm: true });
    const quiet = await insertPushUrl(db, { account, url: receiver.url('/quiet') });
    await enqueue(account, 2, clock);
    receiver.answer = 503;
    const logged: string[] = [];
    const sender = startWebhookSender(db, { allowPrivateAddresses: true, intervalMs: 0, now: () => clock, log: (m) => logged.push(m) });

    const tries: number[] = [];
    const start = clock;
    for (let i = 0; i < 10; i += 1) {
      const before = receiver.received.length;
      if (i > 0) {
        // Nothing goes before the retry time...
        const { retry_at } = await db.selectFrom('push_urls').select('retry_at').where('id', '=', alarmed.id).executeTakeFirstOrThrow();
        clock = Number(retry_at) - 1;
        await sender.runOnce();
        expect(receiver.received.length).toBe(before);
        clock += 1;
      }
      // ...and at it, one POST per URL (the URL's second event waits for the first).
      await sender.runOnce();
      expect(receiver.received.length).toBe(before + 2);
      tries.push(clock - start);
    }
    const gaps = tries.slice(1).map((t, i) => t - tries[i]);
    expect(gaps.map((g) => Math.round(g / 1_000))).toEqual([30, 120, 600, 3_600, 3_600, 3_600, 3_600, 3_600, 3_600]);

    const urls = await db.selectFrom('push_urls').select(['id', 'status', 'failures']).orderBy('id').execute();
    expect(urls).toEqual([
      { id: alarmed.id, status: 'blocked', failures: 10 },
      { id: quiet.id, status: 'blocked', failures: 10 },
    ]);
    const alarms = await db.selectFrom('webhook_alarms').select(['account_id', 'push_url_id', 'url', 'failures']).execute();
    expect(alarms).toEqual([{ account_id: account, push_url_id: alarmed.id, url: receiver.url('/alarmed'), failures: 10 }]);
    expect(logged.filter((l) => l.startsWith('webhook alarm'))).toHaveLength(1);
    const events = await db.selectFrom('webhook_events').select(['push_url_id', 'status', 'attempts']).orderBy('id').execute();
    expect(events.map((e) => e.status)).toEqual(['stopped', 'stopped', 'stopped', 'stopped']);
    expect(events.filter((e) => e.attempts === 10)).toHaveLength(2);

    // Blocked: it receives nothing, neither what waited nor what happens next.
    receiver.answer = 200;
    const seen = receiver.received.length;
    await enqueue(account, 3, clock);
    clock += 24 * 60 * minute;
    expect(await sender.runOnce()).toBe(0);
    expect(receiver.received.length).toBe(seen);
    expect(await db.selectFrom('webhook_events').select('id').where('status', '=', 'pending').execute()).toEqual([]);
    await sender.stop();
  });

  it('ten quick failures do not block a URL that has failed for less than an hour; a success resets its count', async () => {
    const account = await testAccount(db, 10);
    let clock = Date.now();
    const hook = await insertPushUrl(db, { account, url: receiver.url(), alarm: true });
    await enqueue(account, 1, clock);
    receiver.answer = 500;
    const sender = startWebhookSender(db, { allowPrivateAddresses: true, intervalMs: 0, now: () => clock, backoffMs: [1_000] });
    for (let i = 0; i < 12; i += 1) {
      await sender.runOnce();
      clock += 1_000;
    }
    expect(receiver.received).toHaveLength(12);
    expect(await db.selectFrom('push_urls').select(['status', 'failures']).executeTakeFirstOrThrow()).toEqual({ status: 'open', failures: 12 });
    receiver.answer = 204;
    expect(await sender.runOnce()).toBe(1);
    expect(await db.selectFrom('push_urls').select(['status', 'failures', 'failing_since', 'retry_at']).where('id', '=', hook.id).executeTakeFirstOrThrow()).toEqual({
      status: 'open',
      failures: 0,
      failing_since: null,
      retry_at: null,
    });
    expect(await db.selectFrom('webhook_events').select(['status', 'attempts']).execute()).toEqual([{ status: 'sent', attempts: 13 }]);
    expect(await db.selectFrom('webhook_alarms').select('id').execute()).toEqual([]);
    // The same event id each time: the receiver can tell a retry from a new event.
    expect(new Set(receiver.received.map((p) => p.headers['x-event-id'])).size).toBe(1);
  });

  it('a receiver that does not answer in time is a failure', async () => {
    const account = await testAccount(db, 10);
    await insertPushUrl(db, { account, url: receiver.url() });
    await enqueue(account, 1, Date.now());
    receiver.answer = () => new Promise((resolve) => setTimeout(() => resolve(200), 500));
    const sender = startWebhookSender(db, { allowPrivateAddresses: true, intervalMs: 0, timeoutMs: 100 });
    expect(await sender.runOnce()).toBe(0);
    const event = await db.selectFrom('webhook_events').select(['status', 'attempts', 'last_error']).executeTakeFirstOrThrow();
    expect(event).toMatchObject({ status: 'pending', attempts: 1 });
    expect(event.last_error).toMatch(/Timeout|abort/i);
  });

  it('two senders at once send each event once', async () => {
    const accounts = [await testAccount(db, 10), await testAccount(db, 10)];
    for (const [i, account] of accounts.entries()) {
      await insertPushUrl(db, { account, url: receiver.url(`/a${i}`) });
      await enqueue(account, 150, Date.now());
    }
    receiver.answer = () => new Promise((resolve) => setTimeout(() => resolve(200), Math.random() * 3));
    const other = openDatabase(url);
    try {
      const senders = [startWebhookSender(db, { allowPrivateAddresses: true, intervalMs: 0, batchSize: 20 }), startWebhookSender(other, { allowPrivateAddresses: true, intervalMs: 0, batchSize: 20 })];
      const drain = async (sender: (typeof senders)[number]) => {
        for (let idle = 0; idle < 3; ) idle = (await sender.runOnce()) === 0 ? idle + 1 : 0;
      };
      await Promise.all(senders.map(drain));
      const ids = receiver.received.map((p) => String(p.headers['x-event-id']));
      expect(ids).toHaveLength(300);
      expect(new Set(ids).size).toBe(300);
      expect(await db.selectFrom('webhook_events').select('id').where('status', '!=', 'sent').execute()).toEqual([]);
    } finally {
      await other.destroy();
    }
  });
});
