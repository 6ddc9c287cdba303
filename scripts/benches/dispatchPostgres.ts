/**
 * campaign.dispatch-smpp-100k-pg-2w: campaign.dispatch-smpp-100k's campaign (100,000 recipients,
 * written the way acceptance writes it) sent by two `npm run worker` processes sharing the
 * pg-boss queue on PostgreSQL (the cluster topology, scripts/lib/cluster.ts) to the test SMSC on
 * loopback, from the moment it is accepted until every delivery receipt is recorded.
 * The workers are started and bound first: their start is not the campaign's time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { startSmsc } from '../../src/server/messaging/providers/smsc';
import { insertCampaign, testAccount } from '../../src/server/messaging/testCampaigns';
import { startCluster } from '../lib/cluster';
import { everyReceipt } from './campaigns';
import { postgresUnavailable, withBenchDatabase } from './postgresBench';

type Print = (name: string, value: string | number, unit: string) => void;

const recipients = Number(process.env.DISPATCH_PG_RECIPIENTS ?? 100_000);

async function dispatchRate(databaseUrl: string): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-dispatch-pg-'));
  const db = openDatabase(databaseUrl);
  const smsc = await startSmsc();
  try {
    await migrateToLatest(db);
    const account = await testAccount(db, 10 * recipients);
    // As campaign.dispatch-smpp-100k's pipeline: four chunks at once per process, the default
    // window, no quiet hours (the bench runs at any hour).
    const cluster = await startCluster({
      databaseUrl,
      dataDir: dir,
      smpp: { host: '127.0.0.1', port: smsc.port, systemId: 'test', password: 'secret' },
      apiProcesses: 0,
      workers: 2,
      env: { PIPELINE_CONCURRENCY: '4', SMPP_WINDOW: '50', QUIET_HOURS_DEFAULT: 'none' },
    });
    try {
      await smsc.waitFor(() => smsc.stats.binds >= 2, 120_000);
      const { campaignId } = await insertCampaign(db, { accountId: account, recipients, content: 'Your order [#1] is on its way' });
      const started = Date.now();
      const received = async () =>
        Number(
          (await db.selectFrom('messages').select((eb) => eb.fn.countAll<number>().as('n')).where('campaign_id', '=', campaignId).where('delivery_status', 'is not', null).executeTakeFirstOrThrow())
            .n,
        );
      await everyReceipt(received, started, recipients);
      const elapsedMs = Date.now() - started;
      if (smsc.received.length !== recipients) throw new Error(`the SMSC received ${smsc.received.length} messages for ${recipients} recipients`);
      console.error(`  (${(elapsedMs / 1000).toFixed(1)} s; the SMSC and this bench in one process, two workers in others)`);
      return Math.round(recipients / (elapsedMs / 1000));
    } finally {
      await cluster.stop();
    }
  } finally {
    await smsc.stop();
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function benchDispatchPostgres(print: Print): Promise<void> {
  const why = await postgresUnavailable();
  if (why) {
    console.log(`(campaign.dispatch-smpp-100k-pg-2w not measured: ${why})`);
    return;
  }
  print('campaign.dispatch-smpp-100k-pg-2w', await withBenchDatabase(dispatchRate), 'msg/s');
}

if (require.main === module) {
  benchDispatchPostgres((name, value, unit) => console.log(`bench ${name}: ${value} ${unit}`)).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
