/**
 * The pipeline against the test SMSC on 127.0.0.1 (real SMPP sockets): every recipient
 * received exactly once, receipts recorded, and the same when the link or the worker dies
 * in the middle of a send.
 */
import { type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../db/database';
import { onEachDatabase } from '../test/signIn';
import { startPipeline, type Pipeline } from './pipeline';
import { startSmsc, type Smsc } from './providers/smsc';
import { countByStatus, insertCampaign, testAccount, testDatabase, waitUntil } from './testCampaigns';
import { expectEachOnce, killWorker, settled, smppTo, startWorker, workerEnv } from './testDelivery';

onEachDatabase('sending through the SMSC', (options) => {
  let db: Db;
  let close: () => Promise<void>;
  let smsc: Smsc;
  let pipeline: Pipeline | null = null;

  beforeEach(async () => {
    ({ db, close } = await testDatabase(options));
  });
  afterEach(async () => {
    await pipeline?.stop();
    pipeline = null;
    await smsc.stop();
    await close();
  });

  it('delivers a 2,000-recipient campaign exactly once and records every receipt', async () => {
    smsc = await startSmsc({ outcomeMix: { DELIVRD: 9, 'UNDELIV:011': 1 }, seed: 3 });
    const account = await testAccount(db, 10_000);
    const { campaignId } = await insertCampaign(db, { accountId: account, recipients: 2_000 });
    pipeline = await startPipeline({ db, provider: smppTo(smsc), tickMs: 50, sweepMs: 200 });
    await waitUntil(() => settled(db, campaignId), 30_000, 'all receipts');
    expectEachOnce(smsc, 2_000);
    const counts = await countByStatus(db, campaignId);
    expect((counts.delivered ?? 0) + (counts.failed ?? 0)).toBe(2_000);
    expect(counts.failed).toBeGreaterThan(100);
    const kosher = await db.selectFrom('messages').select((eb) => eb.fn.countAll<number>().as('n')).where('campaign_id', '=', campaignId).where('delivery_status', '=', 'kosher').executeTakeFirstOrThrow();
    expect(Number(kosher.n)).toBe(counts.failed);
    expect(await db.selectFrom('unmatched_receipts').select('id').execute()).toEqual([]);
  });

  it('settles by receipts what was in flight when the link died, and resends only what the SMSC never got', async () => {
    smsc = await startSmsc({ seed: 4, submitDelayMs: 2 });
    const account = await testAccount(db, 10_000);
    const { campaignId } = await insertCampaign(db, { accountId: account, recipients: 2_000 });
    pipeline = await startPipeline({ db, provider: smppTo(smsc), tickMs: 50, sweepMs: 100, uncertainWaitMs: 1_500 });
    await smsc.waitFor(() => smsc.received.length >= 700, 20_000);
    await smsc.stop();
    await new Promise((r) => setTimeout(r, 300));
    await smsc.restart();
    await waitUntil(() => settled(db, campaignId), 40_000, 'all receipts after the crash');
    expectEachOnce(smsc, 2_000);
    const counts = await countByStatus(db, campaignId);
    expect(counts.delivered).toBe(2_000);
    const c = await db.selectFrom('campaigns').select(['credits_spent', 'credits_refunded', 'credits_reserved']).where('id', '=', campaignId).executeTakeFirstOrThrow();
    expect(c).toEqual({ credits_spent: c.credits_reserved, credits_refunded: 0, credits_reserved: c.credits_reserved });
  });
});

describe('the worker process killed mid-send (SIGKILL, three times)', () => {
  let smsc: Smsc;
  let dir: string;
  let worker: ChildProcess | null = null;

  afterEach(async () => {
    if (worker) await killWorker(worker);
    await smsc.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('delivers each of 10,000 recipients exactly once', async () => {
    smsc = await startSmsc({ seed: 5, receiptDelayMs: 20 });
    dir = mkdtempSync(join(tmpdir(), 'worker-test-'));
    const file = join(dir, 'app.sqlite');
    const { db, close } = await testDatabase({ file });
    const account = await testAccount(db, 100_000);
    const { campaignId } = await insertCampaign(db, { accountId: account, recipients: 10_000 });
    const env = workerEnv(smsc, `sqlite:${file}`);
    const start = () => (worker = startWorker(env));
    try {
      for (const at of [1_500, 4_000, 6_500]) {
        const child = start();
        await smsc.waitFor(() => smsc.received.length >= at, 30_000);
        await killWorker(child);
      }
      start();
      await waitUntil(() => settled(db, campaignId), 40_000, 'all receipts after three kills');
      expectEachOnce(smsc, 10_000);
      const counts = await countByStatus(db, campaignId);
      expect(counts.delivered).toBe(10_000);
    } finally {
      await close();
    }
  });
});
