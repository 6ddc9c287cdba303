/**
 * api.reads-200c-p99 and api.reads-200c-rps: 200 connections (autocannon) through the cluster
 * topology's front (scripts/lib/cluster.ts: two API processes on PostgreSQL) asking, in turn,
 * the reads a signed-in user's pages make — the profile every page loads, the messages report,
 * the shipments report and one shipment's statistic, the contacts page and the composer's list
 * search — over an account with a realistic history: 200 campaigns of 1,000 messages over the
 * last 90 days, 20 contact lists of 2,500 contacts. Goal: p99 ≤ 20 ms.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { Permission } from '../../src/domain/permissions';
import { openDatabase, type Db } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { createSession } from '../../src/server/http/session';
import { israelDayStart } from '../../src/server/modules/reports/period';
import { insertUser } from '../../src/server/test/testApp';
import { startCluster } from '../lib/cluster';
import { postgresUnavailable, withBenchDatabase } from './postgresBench';

type Print = (name: string, value: string | number, unit: string) => void;

const campaigns = 200;
const perCampaign = 1_000;
const lists = 20;
const perList = 2_500;
const connections = 200;
const seconds = Number(process.env.API_READS_SECONDS ?? 20);
const dayMs = 86_400_000;

/** An account's history written in bulk with generate_series (the pipeline would take minutes to make it). */
export async function loadHistory(db: Db, account: number, now: number): Promise<number> {
  for (let c = 0; c < campaigns; c += 1) {
    const at = now - Math.round(((campaigns - c) / campaigns) * 90 * dayMs);
    const campaign = await db
      .insertInto('campaigns')
      .values({ account_id: account, user_id: account, name: `campaign ${c + 1}`, content: 'Sale this week: 20% off [#1]', sender: 'Shop', status: 'sent', schedule: '{}', settings: '{}', content_key: `bench${c}`, recipients: perCampaign, credits_reserved: perCampaign, credits_spent: perCampaign, created_at: at, updated_at: at, sent_at: at, parent_id: null, next_run_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('shipments').values({ campaign_id: campaign.id, account_id: account, seq_from: 1, seq_to: perCampaign, run_at: at, status: 'done', made_to: perCampaign, created_at: at, started_at: at, ended_at: at + 60_000 }).execute();
    await db.insertInto('message_days').values({ account_id: account, campaign_id: campaign.id, day: israelDayStart(at), messages: perCampaign, parts: perCampaign, credits: perCampaign }).execute();
  }
  // 90 % delivered, the rest failed with the usual reasons, a minute after the submit.
  await sql`
    insert into messages (shipment_id, campaign_id, account_id, seq, phone, text, parts, credits, status, delivery_status, created_at, submitted_at, done_at)
    select s.id, s.campaign_id, s.account_id, g, '97250' || lpad(((s.campaign_id * 7919 + g) % 10000000)::text, 7, '0'), 'Sale this week: 20% off', 1, 1,
      case when g % 10 = 0 then 'failed' else 'delivered' end,
      case when g % 10 = 0 then (array['notDelivered', 'outOfCoverage', 'blocked'])[1 + g % 3] else 'delivered' end,
      s.run_at, s.run_at + g * 10, s.run_at + 60000 + g * 10
    from shipments s cross join generate_series(1, ${perCampaign}::int) g
    where s.account_id = ${account}::int`.execute(db);
  for (let l = 0; l < lists; l += 1) {
    const list = await db
      .insertInto('contact_lists')
      .values({ account_id: account, created_by: account, name: `customers ${l + 1}`, name_key: `customers ${l + 1}`, headers: JSON.stringify(['שם', 'עיר']), created_at: now - l * dayMs, contacts_count: perList, mobile_data: null, deleted_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`
      insert into contacts (list_id, phone, field1, field2, created_at, source)
      select ${list.id}::int, '97252' || lpad((${l * perList}::int + g)::text, 7, '0'), 'name ' || g, 'Haifa', ${now}::bigint - g, 'import'
      from generate_series(1, ${perList}::int) g`.execute(db);
  }
  await sql`analyze`.execute(db);
  const latest = await db.selectFrom('shipments').select('id').where('account_id', '=', account).orderBy('id', 'desc').executeTakeFirstOrThrow();
  return latest.id;
}

export interface ApiReadsFigures {
  p99: number;
  p50: number;
  rps: number;
  requests: number;
}

export async function measureApiReads(databaseUrl: string): Promise<ApiReadsFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-api-reads-'));
  const db = openDatabase(databaseUrl);
  try {
    await migrateToLatest(db);
    const now = Date.now();
    const account = await insertUser(db, { username: 'bench-reader', permissions: [Permission.createCampaigns, Permission.createContactLists] });
    await db.insertInto('balances').values({ user_id: account, service: 'sms', amount: 1_000_000 }).execute();
    const shipmentId = await loadHistory(db, account, now);
    // Ten sessions of the account's user (ten browsers), the connections shared between them.
    const tokens = await Promise.all(Array.from({ length: 10 }, async () => (await createSession(db, { userId: account, lifetimeMs: 3_600_000, keepLoggedIn: false, now })).token));

    // Nothing to send: no worker needed for reads, and none competing for the two cores.
    const cluster = await startCluster({ databaseUrl, dataDir: dir, smpp: { host: '127.0.0.1', port: 1, systemId: 'none', password: 'none' }, apiProcesses: 2, workers: 0, env: { APP_DIR: '' } });
    try {
      const reads = (token: string): autocannon.Request[] => {
        const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
        const post = (path: string, body: object): autocannon.Request => ({ method: 'POST', path, headers, body: JSON.stringify(body) });
        return [
          { method: 'GET', path: '/api/main/user-profile', headers },
          post('/api/reports/sms-report', {}),
          post('/api/reports/shipments-report', {}),
          { method: 'GET', path: `/api/reports/get-shipment-statistic/${shipmentId}`, headers },
          post('/api/contacts/get-contacts-page-data', { contactListId: -1 }),
          post('/api/contacts/get-contacts-lists', { q: '' }),
        ];
      };
      // Each read answers before the load: a wrong path or a refusal would measure nothing.
      // Alone, one at a time, each read's own time goes to stderr (where a slow p99 comes from).
      const alone: string[] = [];
      for (const request of [...reads(tokens[0]), ...reads(tokens[1])]) {
        const started = performance.now();
        const path = request.path ?? '/';
        const res = await fetch(`${cluster.url}${path}`, { method: request.method, headers: request.headers as Record<string, string>, body: request.body as string | undefined });
        if (!res.ok) throw new Error(`${path} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
        await res.arrayBuffer();
        alone.push(`${path.replace(/^\/api\//, '')} ${(performance.now() - started).toFixed(0)}`);
      }
      console.error(`  (alone, ms: ${alone.slice(alone.length / 2).join(', ')})`);
      const run = (duration: number) =>
        autocannon({
          url: cluster.url,
          connections,
          duration,
          // Every connection signed in as one of the users, going through the reads in turn.
          requests: reads(tokens[0]),
          setupClient: (client) => {
            const token = tokens[Math.floor(Math.random() * tokens.length)];
            client.setRequests(reads(token));
          },
        } as autocannon.Options);
      // A warm-up (JIT, connection pools, PostgreSQL's cache), then the measured run.
      await run(5);
      const result = await run(seconds);
      if (result.non2xx > 0 || result.errors > 0) throw new Error(`api reads: ${result.non2xx} non-2xx answers, ${result.errors} errors (${result.timeouts} timeouts), p99 ${result.latency.p99} ms, ${Math.round(result.requests.average)} req/s`);
      return { p99: result.latency.p99, p50: result.latency.p50, rps: Math.round(result.requests.average), requests: result.requests.total };
    } finally {
      await cluster.stop();
    }
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function benchApiReads(print: Print): Promise<void> {
  const why = await postgresUnavailable();
  if (why) {
    console.log(`(api.reads-200c-p99 and api.reads-200c-rps not measured: ${why})`);
    return;
  }
  const figures = await withBenchDatabase(measureApiReads);
  console.error(`  (p50 ${figures.p50} ms, ${figures.requests} requests in ${seconds} s, two API processes)`);
  print('api.reads-200c-p99', figures.p99, 'ms');
  print('api.reads-200c-rps', figures.rps, 'req/s');
}

if (require.main === module) {
  benchApiReads((name, value, unit) => console.log(`bench ${name}: ${value} ${unit}`)).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
