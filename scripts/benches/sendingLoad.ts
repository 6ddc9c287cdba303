/**
 * The API while a 100,000-recipient campaign sends (issue 13, sections 3 and 6), against the
 * real server started as `npm start` starts it (src/server/main.ts: SQLite file, simulator,
 * PIPELINE_IN_PROCESS on), in a process of its own:
 * - campaign.small-while-bulk-p95: another account sends 10 messages through
 *   campaigns/send-campaign, ten times during the bulk send; each one timed from the request
 *   (so acceptance is included) until all 10 messages are submitted to the route.
 * - api.reads-during-send-p99: that other account's signed-in user reads its sms-report, its
 *   shipments report and its contact lists, one after another, all through the bulk send.
 * The bench writes its accounts and the bulk campaign into the server's database file itself
 * (WAL allows a second process), as campaign.dispatch-* writes its campaign.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Permission } from '../../src/domain/permissions';
import { openDatabase, type Db } from '../../src/server/db/database';
import { createSession } from '../../src/server/http/session';
import { insertCampaign } from '../../src/server/messaging/testCampaigns';
import { insertUser } from '../../src/server/test/testApp';
import { startServerProcess } from '../lib/localServer';

type Print = (name: string, value: string | number, unit: string) => void;

const bulkRecipients = 100_000;
const smallSends = 10;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** `npm start`'s server without the app build: the API is what is measured. */
async function startServer(dataDir: string, env: Record<string, string>): Promise<{ url: string; stop: () => Promise<void> }> {
  // BENCH_SERVER_LOG=1 shows the server's own log (pino writes to stdout).
  const server = await startServerProcess(
    { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', APP_DIR: '', NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    { stdout: process.env.BENCH_SERVER_LOG ? 'inherit' : 'ignore' },
  );
  const stop = async () => {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
    await Promise.race([server.exited, sleep(15_000)]);
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  };
  return { url: server.url, stop };
}

async function post(url: string, token: string, body: object): Promise<{ ms: number; data: { status?: number; campaignId?: number } }> {
  const started = performance.now();
  const res = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json()) as { data?: { status?: number; campaignId?: number } };
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${url} answered ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
  return { ms, data: json.data ?? {} };
}

const submitted = async (db: Db, campaignId: number): Promise<number> =>
  Number((await db.selectFrom('messages').select((eb) => eb.fn.countAll<number>().as('n')).where('campaign_id', '=', campaignId).where('submitted_at', 'is not', null).executeTakeFirstOrThrow()).n);

/** Where a small send's time went: the request until accepted, until its messages were made, until all were submitted. */
interface Stages {
  accept: number;
  make: number;
  submit: number;
}

async function stagesOf(db: Db, campaignId: number, requestedAt: number): Promise<Stages> {
  const accepted = Number((await db.selectFrom('campaigns').select('created_at').where('id', '=', campaignId).executeTakeFirstOrThrow()).created_at);
  const m = await db.selectFrom('messages').select((eb) => [eb.fn.min('created_at').as('made'), eb.fn.max('submitted_at').as('submitted')]).where('campaign_id', '=', campaignId).executeTakeFirstOrThrow();
  return { accept: accepted - requestedAt, make: Number(m.made) - accepted, submit: Number(m.submitted) - Number(m.made) };
}

export interface SendingLoadFigures {
  smallP95: number;
  readsP99: number;
  smallTimes: number[];
  stages: Stages[];
  readsMax: number;
  reads: number;
  /** Small sends that ended while the bulk campaign was still being submitted. */
  duringBulk: number;
  bulkSeconds: number | null;
}

export async function measureSendingLoad(env: Record<string, string> = {}): Promise<SendingLoadFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-sending-load-'));
  // Replies as before the embedded default answered half (issue 17), so the figure compares across sessions.
  const server = await startServer(dataDir, { SIMULATOR_REPLY_SHARE: '0.05', ...env });
  const db = openDatabase(`sqlite:${join(dataDir, 'app.sqlite')}`);
  try {
    const now = Date.now();
    const bulk = await insertUser(db, { username: 'bench-bulk', permissions: [Permission.createCampaigns] });
    const small = await insertUser(db, { username: 'bench-small', permissions: [Permission.createCampaigns, Permission.createContactLists] });
    await db.insertInto('balances').values([{ user_id: bulk, service: 'sms', amount: 10 * bulkRecipients }, { user_id: small, service: 'sms', amount: 100_000 }]).execute();
    await db.insertInto('sender_identities').values({ account_id: small, kind: 'name', value: 'BenchShop', status: 'approved', created_at: now }).execute();
    const { token } = await createSession(db, { userId: small, lifetimeMs: 3_600_000, keepLoggedIn: false, now });

    const bulkStarted = Date.now();
    const { campaignId: bulkId } = await insertCampaign(db, { accountId: bulk, recipients: bulkRecipients, content: 'Your order [#1] is on its way' });
    // Reads start once the campaign is written: the bench's own 100k-row insert is not the server's doing.
    const reads: number[] = [];
    let reading = true;
    let readFailure: unknown = null;
    const readLoop = (async () => {
      const calls: [string, object][] = [
        [`${server.url}/api/reports/sms-report`, {}],
        [`${server.url}/api/reports/shipments-report`, {}],
        [`${server.url}/api/contacts/get-contacts-page-data`, { contactListId: -1 }],
      ];
      for (let i = 0; reading; i += 1) {
        const [url, body] = calls[i % calls.length];
        reads.push((await post(url, token, body)).ms);
        await sleep(50);
      }
    })().catch((error: unknown) => {
      readFailure = error;
    });

    // Cheap checks only: this process's own SQLite calls block its event loop, and the reads'
    // timers with it. The campaign is 'sent' once no message of it is left to submit.
    let bulkSeconds: number | null = null;
    const bulkDone = async () => {
      if (bulkSeconds === null && (await db.selectFrom('campaigns').select('status').where('id', '=', bulkId).executeTakeFirstOrThrow()).status === 'sent') bulkSeconds = (Date.now() - bulkStarted) / 1000;
      return bulkSeconds !== null;
    };
    const bulkUnderWay = async () => (await db.selectFrom('messages').select('id').where('campaign_id', '=', bulkId).where('status', 'in', ['submitted', 'delivered', 'failed']).limit(1).offset(1_999).executeTakeFirst()) !== undefined;
    while (!(await bulkUnderWay())) await sleep(100);

    const smallTimes: number[] = [];
    const stages: Stages[] = [];
    let duringBulk = 0;
    const phones = Array.from({ length: 10 }, (_, i) => `05290000${String(i).padStart(2, '0')}`);
    for (let i = 0; i < smallSends; i += 1) {
      const started = performance.now();
      const startedAt = Date.now();
      const sent = await post(`${server.url}/api/campaigns/send-campaign`, token, { smsContent: `Bench order ${i} is ready`, phones, sourceType: 1, sourceNumber: 'BenchShop', validation: false });
      if (sent.data.status !== 1 || !sent.data.campaignId) throw new Error(`the small send was refused: ${JSON.stringify(sent.data)}`);
      while ((await submitted(db, sent.data.campaignId)) < phones.length) {
        if (performance.now() - started > 120_000) throw new Error('the small send was not submitted within 2 minutes');
        await sleep(10);
      }
      smallTimes.push(Math.round(performance.now() - started));
      stages.push(await stagesOf(db, sent.data.campaignId, startedAt));
      if (!(await bulkDone())) duringBulk += 1;
      await sleep(1_500);
    }
    while (!(await bulkDone()) && Date.now() - bulkStarted < 600_000) await sleep(200);
    reading = false;
    await readLoop;
    if (readFailure) throw readFailure;
    return {
      smallP95: percentile(smallTimes, 95),
      readsP99: Math.round(percentile(reads, 99)),
      smallTimes,
      stages,
      readsMax: Math.round(Math.max(...reads)),
      reads: reads.length,
      duringBulk,
      bulkSeconds,
    };
  } finally {
    await db.destroy();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchSendingLoad(print: Print): Promise<void> {
  const figures = await measureSendingLoad();
  // The detail behind the two figures, for whoever compares runs.
  console.error(`sending load: small sends ${figures.smallTimes.join(', ')} ms (${figures.duringBulk} of ${smallSends} during the bulk send); ${figures.reads} reads, longest ${figures.readsMax} ms; bulk submitted in ${figures.bulkSeconds ?? '?'} s`);
  console.error(`sending load: small sends by stage (accept/make/submit ms): ${figures.stages.map((s) => `${s.accept}/${s.make}/${s.submit}`).join(', ')}`);
  print('campaign.small-while-bulk-p95', figures.smallP95, 'ms');
  print('api.reads-during-send-p99', figures.readsP99, 'ms');
}

if (require.main === module) {
  benchSendingLoad((name, value, unit) => console.log(`bench ${name}: ${value} ${unit}`)).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
