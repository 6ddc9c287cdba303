/**
 * whatsapp.dispatch-10k: a 10,000-recipient WhatsApp template campaign, from its acceptance
 * (create-campaign-wa) to the last status webhook processed, through the whole pipeline (the
 * scheduler, the WhatsApp lane, the desk) to the WhatsApp simulator over HTTP on loopback, its
 * signed webhooks checked and applied as the webhook route does, on a SQLite file, in the two
 * processes `npm start` runs: the server (API, webhook route, embedded simulator) and its
 * pipeline child (pipelineProcess.ts, niceness 10 as main.ts starts it), the WAL checkpointed by
 * the server's thread as main.ts opens it (until then every 1,000 pages the server's commit did it,
 * its event loop standing still 10-20 ms, which `npm start` never does). The pipeline process has
 * booted before the clock starts, and a first campaign of 2,000 from another number has run its
 * code once, as in a server that has sent before (the first run of the code is slower).
 * The desk paces the number at the level the simulator reports for it (HIGH: 1,000 sends in any
 * second, each send's room freed a second after its answer: sending/pacer.ts).
 * The simulator holds one number to Meta's highest tier, 1,000 messages in any second
 * (130429 past it), and batches a number's waiting statuses into one delivery as Meta does under
 * load. Its statuses come 50 ms apart (sent, delivered, read), a phone that is on and read at
 * once: how long Meta and a customer take is theirs, not the pipeline's, and at the simulator's
 * default 500 ms the last read alone comes 1.5 s after the last send, which at 10,000 sends in
 * at least 9 s caps the figure at 950 msg/s whatever the pipeline does. The portfolio's
 * messaging limit is lifted (Meta's unlimited tier), so every recipient is reached and read.
 * Timed from the create-campaign-wa request to the poll (every 20 ms) that finds every message of
 * the campaign delivered or failed and every WhatsApp message read or failed; 1,000 msg/s means
 * all of that in 10 s, the pacing alone taking 9 (the ten thousandth send's second).
 * whatsapp.dispatch-10k-send-rate shows the sending alone, first to last send Meta accepted.
 * The simulator posts its webhooks straight to the route, as Meta does (no test relay between them).
 * Runnable alone: node -r esbuild-register scripts/benches/whatsappDispatch.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MessageStatus } from '../../src/server/db/schema';
import { startPipelineProcess } from '../../src/server/messaging/pipelineProcess';
import { whatsappPeerEnv } from '../../src/server/messaging/whatsapp/settings';
import { campaignAccount, createWaCampaign, startCampaignApp, type CampaignAccount } from '../../src/server/modules/whatsapp/campaigns/testWhatsAppCampaigns';
import { kitSecrets } from '../../src/server/modules/whatsapp/testWhatsAppKit';

type Print = (name: string, value: string | number, unit: string) => void;

const recipients = 10_000;
/** A message's statuses before delivered or failed, every one (a status added is a type error here). */
const openStatuses = Object.keys({ queued: true, submitting: true, submitted: true, uncertain: true } satisfies Record<Exclude<MessageStatus, 'delivered' | 'failed'>, true>) as MessageStatus[];

export async function benchWhatsAppDispatch(print: Print): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-whatsapp-'));
  const t = await startCampaignApp({ databaseUrl: `sqlite:${join(dir, 'app.sqlite')}`, statusStepMs: 50, recordWebhooks: false, checkpoints: 'background' });
  let stopWorker = async (): Promise<void> => undefined;
  try {
    // The pipeline in a process of its own, as `npm start` runs it (pipelineProcess.ts): the server
    // process keeps the API, the webhook route and the embedded simulator (Meta's stand-in).
    const worker = startPipelineProcess({
      niceness: 10,
      env: {
        ...process.env,
        DATABASE_URL: `sqlite:${join(dir, 'app.sqlite')}`,
        ...whatsappPeerEnv({ url: t.sim!.url, ...kitSecrets }),
        QUIET_HOURS_DEFAULT: 'none',
        DATA_DIR: dir,
      },
    });
    stopWorker = () => worker.stop();
    // `npm start` forks it once, long before a campaign: its boot is not the campaign's time.
    await worker.ready();
    // Meta scales a portfolio's messaging limit with its quality; here it reaches every recipient.
    t.sim!.control.setMessagingLimit(null);
    // Campaign by campaign, timed from its acceptance to the last of its statuses applied.
    // The wall clock of the timed one's request and end, for BENCH_WAVES (the simulator's times are wall clock).
    const wall = { started: 0, done: 0 };
    const campaignSeconds = async (account: CampaignAccount, count: number): Promise<number> => {
      wall.started = Date.now();
      const started = performance.now();
      const answer = await createWaCampaign(t, account, { validate: false });
      const campaignId = answer.json().data.campaignId as number;
      // Polled every 20 ms, by index and stopping at the first message still open (the poll shares the
      // process and its database with what it measures): a message still open is looked up by its
      // status on (campaign_id, status), not found past the delivered ones (by the end 10,000 index
      // entries a look, 1-2 ms of the server's thread 50 times a second); the newest messages are
      // the last to be read.
      const anyLeft = async () =>
        Boolean(await t.db.selectFrom('messages').select('id').where('campaign_id', '=', campaignId).where('status', 'in', openStatuses).limit(1).executeTakeFirst()) ||
        Boolean(
          await t.db
            .selectFrom('wa_messages')
            .select('id')
            .where('account_id', '=', account.userId)
            .where('campaign_id', '=', campaignId)
            .where('status', 'not in', ['read', 'failed'])
            .orderBy('created_at', 'desc')
            .limit(1)
            .executeTakeFirst(),
        );
      const made = async () => Number((await t.db.selectFrom('messages').select((eb) => eb.fn.countAll<number>().as('n')).where('campaign_id', '=', campaignId).executeTakeFirstOrThrow()).n);
      for (;;) {
        // Delivered comes before read: the last webhook is each message's read (or its failure).
        if (!(await anyLeft()) && (await made()) === count) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      wall.done = Date.now();
      return (performance.now() - started) / 1000;
    };
    // A running server's sending code is warm: one campaign first, from another number (its own
    // second at Meta), as a server that has sent before. The first run of the code is slower.
    const warmUp = 2_000;
    await campaignSeconds(await campaignAccount(t, warmUp, Array.from({ length: warmUp }, (_, i) => `54${String(i).padStart(7, '0')}`)), warmUp);

    const account = await campaignAccount(t, recipients, Array.from({ length: recipients }, (_, i) => `53${String(i).padStart(7, '0')}`));
    const cpu = process.cpuUsage();
    const seconds = await campaignSeconds(account, recipients);
    const used = process.cpuUsage(cpu);
    // On a shared machine the wall clock says more of the neighbours than of this code: BENCH_CPU=1 shows this process's CPU time too.
    if (process.env.BENCH_CPU) console.error(`  (${seconds.toFixed(2)} s, ${((used.user + used.system) / 1e6).toFixed(2)} CPU s in this process, the simulator's included)`);
    print('whatsapp.dispatch-10k', (recipients / seconds).toFixed(0), 'msg/s');
    // The sending alone, first to last message Meta accepted: how near the number's 1,000 a second it goes.
    const accepted = t.sim!.control.sent().filter((m) => m.phoneNumberId === account.phoneNumberId).map((m) => m.at);
    // BENCH_WAVES=1: where the time goes. Each thousand sends (a second's worth) from its first to its
    // last arrival at Meta: a send's room comes back a second after its answer (sending/pacer.ts), so
    // each second's sends follow the answers of the second before and its spread is carried on.
    if (process.env.BENCH_WAVES) {
      const at = [...accepted].sort((a, b) => a - b);
      const waves = Array.from({ length: Math.ceil(at.length / 1000) }, (_, w) => `${at[w * 1000]! - at[0]!}+${at[Math.min(at.length, w * 1000 + 1000) - 1]! - at[w * 1000]!}`);
      console.error(`  request to first send ${at[0]! - wall.started} ms; each thousand, start+spread (ms): ${waves.join(' ')}; last send to the end ${wall.done - at[at.length - 1]!} ms`);
    }
    print('whatsapp.dispatch-10k-send-rate', (recipients / (Math.max(1, Math.max(...accepted) - Math.min(...accepted)) / 1000)).toFixed(0), 'msg/s');
  } finally {
    await stopWorker();
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  benchWhatsAppDispatch((name, value, unit) => console.log(`bench ${name}: ${value} ${unit}`)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
