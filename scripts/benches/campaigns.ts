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
import { insertCampaign, testAccount, testDatabase, waitUntil } from '../../src/server/messaging/testCampaigns';

type Print = (name: string, value: string | number, unit: string) => void;

const recipients = 100_000;

async function dispatchRate(provider: SmsProvider): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-dispatch-'));
  const { db, close } = await testDatabase({ file: join(dir, 'bench.sqlite') });
  try {
    const account = await testAccount(db, 10 * recipients);
    const { campaignId } = await insertCampaign(db, { accountId: account, recipients, content: 'Your order [#1] is on its way' });
    const started = Date.now();
    const pipeline = await startPipeline({ db, provider, tickMs: 50, concurrency: 4 });
    try {
      const received = async () => Number((await db.selectFrom('messages').select((eb) => eb.fn.countAll<number>().as('n')).where('campaign_id', '=', campaignId).where('delivery_status', 'is not', null).executeTakeFirstOrThrow()).n);
      await waitUntil(async () => (await received()) === recipients, 600_000, 'every receipt');
      return Math.round(recipients / ((Date.now() - started) / 1000));
    } finally {
      await pipeline.stop();
    }
  } finally {
    await close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function benchCampaignDispatch(print: Print): Promise<void> {
  print('campaign.dispatch-sim-100k', await dispatchRate(new SimulatorProvider({ latencyMs: 0, receiptDelayMs: 0, outcomes: { delivered: 1 }, replyShare: 0, seed: 1 })), 'msg/s');
  const smsc = await startSmsc();
  try {
    print('campaign.dispatch-smpp-100k', await dispatchRate(new SmppProvider({ host: '127.0.0.1', port: smsc.port, systemId: 'test', password: 'secret', window: 50 })), 'msg/s');
  } finally {
    await smsc.stop();
  }
}

if (require.main === module) {
  benchCampaignDispatch((name, value, unit) => console.log(`bench ${name}: ${value} ${unit}`)).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
