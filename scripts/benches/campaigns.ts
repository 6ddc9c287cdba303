/**
 * campaign.dispatch-*-100k: a 100,000-recipient campaign, written the way acceptance writes
 * it, from the moment the pipeline may send it until every delivery receipt is recorded, on
 * a SQLite file (the default): through the simulator, and through the SMPP provider to the
 * test SMSC on loopback.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPipeline } from '../../src/server/messaging/pipeline';
import type { SmsProvider } from '../../src/server/messaging/provider';
import { SimulatorProvider } from '../../src/server/messaging/providers/simulator';
import { SmppProvider } from '../../src/server/messaging/providers/smpp';
import { startSmsc } from '../../src/server/messaging/providers/smsc';
import { insertCampaign, testAccount, testDatabase } from '../../src/server/messaging/testCampaigns';

type Print = (name: string, value: string | number, unit: string) => void;

const recipients = 100_000;

/**
 * Waits until every receipt is recorded. Each count reads the campaign's 100k rows (about 20 ms
 * on SQLite, on the event loop and the one connection the pipeline uses): polled every 25 ms
 * (waitUntil) it held the pipeline up half the time and the figure measured the bench's own
 * counting. So it counts seldom while many are missing, and often near the end, where the
 * figure's precision is decided: the last count comes at most a few percent after the last receipt.
 */
export async function everyReceipt(received: () => Promise<number>, started: number, recipients = 100_000): Promise<void> {
  for (;;) {
    const count = await received();
    if (count >= recipients) return;
    const elapsed = Date.now() - started;
    if (elapsed > 600_000) throw new Error(`timed out waiting for every receipt (${count} of ${recipients})`);
    const perMs = count / Math.max(1, elapsed);
    const wait = perMs > 0 ? Math.min(1_000, Math.max(25, (recipients - count) / perMs / 4)) : 250;
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

async function dispatchRate(provider: SmsProvider): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-dispatch-'));
  const { db, close } = await testDatabase({ file: join(dir, 'bench.sqlite') });
  try {
    const account = await testAccount(db, 10 * recipients);
    const { campaignId } = await insertCampaign(db, { accountId: account, recipients, content: 'Your order [#1] is on its way' });
    const started = Date.now();
    const cpuBefore = process.cpuUsage();
    const pipeline = await startPipeline({ db, provider, tickMs: 50, concurrency: 4 });
    try {
      const received = async () => Number((await db.selectFrom('messages').select((eb) => eb.fn.countAll<number>().as('n')).where('campaign_id', '=', campaignId).where('delivery_status', 'is not', null).executeTakeFirstOrThrow()).n);
      await everyReceipt(received, started);
      const elapsedMs = Date.now() - started;
      // On a shared machine the rate follows the load; the CPU this process spent (pipeline and
      // test SMSC alike) per thousand messages does much less, so it goes beside it, on stderr.
      const cpu = process.cpuUsage(cpuBefore);
      console.error(`  (${((cpu.user + cpu.system) / 1000 / (recipients / 1000)).toFixed(0)} ms CPU per 1k messages, ${(elapsedMs / 1000).toFixed(1)} s)`);
      return Math.round(recipients / (elapsedMs / 1000));
    } finally {
      await pipeline.stop();
    }
  } finally {
    await close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `routes` picks which figures to measure (both by default; `... campaigns.ts smpp` runs one alone). */
export async function benchCampaignDispatch(print: Print, routes: readonly string[] = ['sim', 'smpp']): Promise<void> {
  if (routes.includes('sim')) print('campaign.dispatch-sim-100k', await dispatchRate(new SimulatorProvider({ latencyMs: 0, receiptDelayMs: 0, outcomes: { delivered: 1 }, replyShare: 0, seed: 1 })), 'msg/s');
  if (!routes.includes('smpp')) return;
  const smsc = await startSmsc();
  try {
    print('campaign.dispatch-smpp-100k', await dispatchRate(new SmppProvider({ host: '127.0.0.1', port: smsc.port, systemId: 'test', password: 'secret', window: 50 })), 'msg/s');
  } finally {
    await smsc.stop();
  }
}

if (require.main === module) {
  const routes = process.argv.slice(2);
  benchCampaignDispatch((name, value, unit) => console.log(`bench ${name}: ${value} ${unit}`), routes.length ? routes : undefined).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
