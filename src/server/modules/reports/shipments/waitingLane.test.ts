/**
 * An account's sends go one after another (one lane per account, the accounts taking turns:
 * messaging/scheduler.ts), and the waiting report says so (issue 13, section 3): a due send
 * names the send of its account it goes after; another account's send is in no one's way.
 */
import { InProcessQueue } from '../../../jobs/queue';
import { Scheduler } from '../../../messaging/scheduler';
import { onEachDatabase } from '../../../test/signIn';
import { startTestApp, type TestApp } from '../../../test/testApp';
import { replyingAccount, report, sendFrom, type ReplyingAccount } from './testShipments';

onEachDatabase('the waiting report and the account lane', (dbOptions) => {
  let t: TestApp;
  let a: ReplyingAccount;
  let b: ReplyingAccount;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
    a = await replyingAccount(t, 30);
    b = await replyingAccount(t, 5);
  });
  afterAll(() => t.close());

  const waitingRows = async (token: string) =>
    ((await report(t, token, 'waiting-shipments-report', { sortField: 'ID', sortOrder: 'asc' })).rows as { ID: number; waitingReason: string; waitingFor?: number }[]).map((r) => ({
      ID: r.ID,
      waitingReason: r.waitingReason,
      waitingFor: r.waitingFor,
    }));

  test('a due send waits for the send of its account ahead of it, never for another account', async () => {
    const first = await sendFrom(t, a);
    const second = await sendFrom(t, a);
    const other = await sendFrom(t, b);
    // Both due: the second goes after the first.
    expect(await waitingRows(a.token)).toEqual([
      { ID: first, waitingReason: 'due', waitingFor: undefined },
      { ID: second, waitingReason: 'due', waitingFor: first },
    ]);
    expect(await waitingRows(b.token)).toEqual([{ ID: other, waitingReason: 'due', waitingFor: undefined }]);

    // The real scheduler, with no one taking its jobs, hands out two: the first send's first
    // chunk and, the accounts taking turns, the other account's send; never the second send.
    const queue = new InProcessQueue();
    const scheduler = new Scheduler(t.db, queue, { chunkSize: 10, tickMs: 3_600_000, waitingJobs: 2 });
    await scheduler.wake();
    await scheduler.stop();
    await queue.stop();
    const madeFor = async (campaignId: number) => (await t.db.selectFrom('messages').select('id').where('campaign_id', '=', campaignId).execute()).length;
    expect([await madeFor(first), await madeFor(second), await madeFor(other)]).toEqual([10, 0, 5]);

    // The first is being sent (not waiting any more); the second waits for it.
    expect(await waitingRows(a.token)).toEqual([{ ID: second, waitingReason: 'due', waitingFor: first }]);
    // The other account's send went at once, on its own turn.
    expect(await waitingRows(b.token)).toEqual([]);
  });
});
