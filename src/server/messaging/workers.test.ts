/**
 * PostgreSQL with the pipeline in `npm run worker` processes sharing the pg-boss queue (the
 * install of README "Growing past one machine"): two workers send one campaign to the test
 * SMSC on 127.0.0.1 while one of them is SIGKILLed three times mid-send and started again.
 * Each recipient must be received exactly once, and every receipt and credit recorded.
 */
import type { ChildProcess } from 'node:child_process';
import { sql } from 'kysely';
import { describePostgres } from '../test/postgres';
import { startSmsc, type Smsc } from './providers/smsc';
import { countByStatus, insertCampaign, testAccount, testDatabase, waitUntil } from './testCampaigns';
import { expectEachOnce, killWorker, settled, startWorker, workerEnv } from './testDelivery';

describePostgres('two worker processes on pg-boss, one killed mid-send (SIGKILL, three times)', () => {
  let smsc: Smsc;
  const workers = new Set<ChildProcess>();

  afterEach(async () => {
    await Promise.all([...workers].map(killWorker));
    workers.clear();
    await smsc.stop();
  });

  it('delivers each of 10,000 recipients exactly once and records every receipt', async () => {
    smsc = await startSmsc({ seed: 6, receiptDelayMs: 20 });
    const { db, url, close } = await testDatabase({ postgres: true });
    try {
      const account = await testAccount(db, 100_000);
      const { campaignId, reserved } = await insertCampaign(db, { accountId: account, recipients: 10_000 });
      // Each worker submits at most 300 a second, so a chunk of 500 takes nearly 2 s: a kill
      // lands mid-submit. A dead worker's claims are taken after 3 s (a live one renews its own
      // every 750 ms), and what it left uncertain is sent again after 2 s without a receipt.
      const env = workerEnv(smsc, url, { PIPELINE_QUEUE: 'pg-boss', PIPELINE_ABANDONED_AFTER_MS: '3000', PIPELINE_CHUNK_SIZE: '500', SMPP_RATE: '300' });
      const start = () => {
        const child = startWorker(env);
        workers.add(child);
        child.once('exit', () => workers.delete(child));
        return child;
      };
      /** The campaign moved on by this many messages more. */
      const progress = async (count: number) => {
        const received = smsc.received.length;
        await smsc.waitFor(() => smsc.received.length >= received + count, 30_000);
      };
      /** A worker started, bound to the SMSC, and the campaign moving on since. */
      const sending = async () => {
        const binds = smsc.stats.binds;
        const child = start();
        await smsc.waitFor(() => smsc.stats.binds > binds, 30_000);
        await progress(400);
        return child;
      };
      const steady = await sending();
      for (let kill = 0; kill < 3; kill += 1) {
        const victim = await sending();
        await killWorker(victim);
        // The other one carries on alone meanwhile.
        await progress(300);
      }
      expect(smsc.received.length).toBeLessThan(9_000);
      start();
      await waitUntil(() => settled(db, campaignId), 60_000, 'all receipts after three kills');
      expect(steady.exitCode).toBeNull();

      expectEachOnce(smsc, 10_000);
      expect(await countByStatus(db, campaignId)).toEqual({ delivered: 10_000 });
      // Every receipt found its message (none left over), and each message was paid once.
      await waitUntil(async () => (await db.selectFrom('unmatched_receipts').select('id').limit(1).execute()).length === 0, 10_000, 'no receipt left unmatched');
      const c = await db.selectFrom('campaigns').select(['credits_spent', 'credits_refunded']).where('id', '=', campaignId).executeTakeFirstOrThrow();
      expect(c).toEqual({ credits_spent: reserved, credits_refunded: 0 });
      // Each kill came mid-job: what a killed worker held is still 'active' in pg-boss (the
      // steady worker ended all of its own), and its messages were sent by the others.
      const held = await sql<{ n: number }>`select count(*)::int as n from pgboss.job where state = 'active'`.execute(db);
      expect(held.rows[0].n).toBeGreaterThanOrEqual(3);
    } finally {
      await Promise.all([...workers].map(killWorker));
      await close();
    }
  }, 150_000);
});
