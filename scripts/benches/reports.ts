/**
 * reports.sms-report-10m-p95: the 95th percentile time of a first page of /sms-report (through
 * the real handler, app.inject) over an account holding 10,000,000 messages on a SQLite file,
 * with the typical filters: the current month, a campaign, a status, a number.
 * reports.export-csv-1m: the server-side CSV export (what an e-mailed report writes) of the
 * 1,000,000 newest of those messages, in rows per second.
 *
 * The messages are a year of 1,000 campaigns of 10,000 recipients, written with bulk inserts
 * straight into the file (indexes built after), and counted by day the way making.ts counts.
 * REPORTS_BENCH_MESSAGES sets a smaller size while developing.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { createSession } from '../../src/server/http/session';
import { messageReportCsv, writeCsvFile } from '../../src/server/modules/reports/messages/csv';
import { readFilters } from '../../src/server/modules/reports/messages/filters';
import { israelDayStart } from '../../src/server/modules/reports/period';
import { insertUser } from '../../src/server/test/testApp';

type Print = (name: string, value: string | number, unit: string) => void;

const total = Number(process.env.REPORTS_BENCH_MESSAGES ?? 10_000_000);
const campaigns = 1_000;
const perCampaign = Math.ceil(total / campaigns);
const yearMs = 365 * 86_400_000;
const outcomes: [string, string | null, number][] = [
  ['delivered', 'delivered', 90],
  ['failed', 'notDelivered', 4],
  ['failed', 'outOfCoverage', 2],
  ['failed', 'kosher', 2],
  ['failed', 'blocked', 2],
];

/** messages indexes dropped while loading and built after (a bulk load's usual order). */
const messageIndexes = ['messages_work', 'messages_due', 'messages_campaign', 'messages_account_time', 'messages_account_status', 'messages_account_phone', 'messages_campaign_time'];

export function load(file: string, account: number, now: number): { campaignIds: number[]; campaignTimes: number[]; knownPhone: string } {
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma('journal_mode = OFF');
  sqlite.pragma('synchronous = OFF');
  sqlite.pragma('cache_size = -1000000');
  const indexSql = messageIndexes.map((name) => (sqlite.prepare('select sql from sqlite_master where name = ?').get(name) as { sql: string }).sql);
  for (const name of messageIndexes) sqlite.exec(`drop index ${name}`);
  const addCampaign = sqlite.prepare(
    `insert into campaigns (account_id, user_id, name, content, sender, status, schedule, settings, content_key, recipients, created_at, updated_at) values (?, ?, ?, ?, 'Shop', 'sent', '{}', '{}', ?, ?, ?, ?)`,
  );
  const addShipment = sqlite.prepare(`insert into shipments (campaign_id, account_id, seq_from, seq_to, run_at, status, made_to, created_at) values (?, ?, 1, ?, ?, 'done', ?, ?)`);
  const rowsPerInsert = 100;
  const addMessages = sqlite.prepare(
    `insert into messages (shipment_id, campaign_id, account_id, seq, phone, text, parts, credits, status, delivery_status, created_at, submitted_at, done_at) values ${Array(rowsPerInsert).fill('(?,?,?,?,?,?,1,1,?,?,?,?,?)').join(',')}`,
  );
  const addDay = sqlite.prepare('insert into message_days (account_id, campaign_id, day, messages, parts, credits) values (?, ?, ?, ?, ?, ?) on conflict do update set messages = messages + excluded.messages, parts = parts + excluded.parts, credits = credits + excluded.credits');
  let seed = 7;
  const random = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
  const outcome = () => {
    let r = random() * 100;
    for (const o of outcomes) if ((r -= o[2]) < 0) return o;
    return outcomes[0];
  };
  const campaignIds: number[] = [];
  const campaignTimes: number[] = [];
  let knownPhone = '';
  const loadCampaign = sqlite.transaction((c: number) => {
    const at = now - yearMs + Math.floor(((c + 0.5) * yearMs) / campaigns);
    const campaign = Number(addCampaign.run(account, account, `מבצע ${c + 1}`, 'שלום [שם], המבצע שלנו מתחיל היום! לפרטים: https://s.co/abc', `k${c}`, perCampaign, at, at).lastInsertRowid);
    const shipment = Number(addShipment.run(campaign, account, perCampaign, at, perCampaign, at).lastInsertRowid);
    campaignIds.push(campaign);
    campaignTimes.push(at);
    let values: (string | number | null)[] = [];
    for (let seq = 1; seq <= perCampaign; seq += 1) {
      // Made in chunks of 1,000 a second apart, as the scheduler makes them.
      const made = at + Math.floor(seq / 1_000) * 1_000;
      const phone = `97250${String(Math.floor(random() * 2_000_000)).padStart(7, '0')}`;
      if (c === campaigns - 10 && seq === 1) knownPhone = phone;
      const [status, delivery] = outcome();
      values.push(shipment, campaign, account, seq, phone, `שלום לקוח ${seq}, המבצע שלנו מתחיל היום! לפרטים: https://s.co/abc`, status, delivery, made, made + 200, made + 5_000);
      if (values.length === rowsPerInsert * 11) {
        addMessages.run(values);
        values = [];
      }
    }
    // The rest, one row at a time.
    for (let i = 0; i < values.length; i += 11) {
      sqlite
        .prepare('insert into messages (shipment_id, campaign_id, account_id, seq, phone, text, parts, credits, status, delivery_status, created_at, submitted_at, done_at) values (?,?,?,?,?,?,1,1,?,?,?,?,?)')
        .run(values.slice(i, i + 11));
    }
    addDay.run(account, campaign, israelDayStart(at), perCampaign, perCampaign, perCampaign);
  });
  for (let c = 0; c < campaigns; c += 1) loadCampaign(c);
  for (const create of indexSql) sqlite.exec(create);
  sqlite.close();
  return { campaignIds, campaignTimes, knownPhone };
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];

export async function benchReports(print: Print): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-reports-'));
  const file = join(dir, 'bench.sqlite');
  const config = testConfig({ databaseUrl: `sqlite:${file}`, dataDir: dir, validateResponses: false });
  try {
    const setup = openDatabase(config.databaseUrl);
    await migrateToLatest(setup);
    const account = await insertUser(setup, {});
    await setup.destroy();
    const now = Date.now();
    const loadStarted = Date.now();
    const data = load(file, account, now);
    console.error(`loaded ${(perCampaign * campaigns).toLocaleString('en-US')} messages in ${Math.round((Date.now() - loadStarted) / 1000)} s (${Math.round(statSync(file).size / 1e6)} MB)`);

    const db = openDatabase(config.databaseUrl);
    const app = await buildApp({ config, db });
    await app.ready();
    try {
      const { token } = await createSession(db, { userId: account, lifetimeMs: 3_600_000, keepLoggedIn: false, now });
      const thisMonth = data.campaignIds.filter((_, i) => data.campaignTimes[i] >= now - 20 * 86_400_000);
      const campaignId = thisMonth[0] ?? data.campaignIds[data.campaignIds.length - 1];
      const typical: object[] = [{}, { campaignId }, { status: 'failed' }, { status: 'delivered' }, { campaignId, status: 'kosherNumber' }, { phone: `0${data.knownPhone.slice(3)}` }];
      const times: number[] = [];
      const byKind = new Map<string, number[]>();
      for (let round = 0; round < 20; round += 1) {
        for (const body of typical) {
          const started = process.hrtime.bigint();
          const res = await app.inject({ method: 'POST', url: '/api/reports/sms-report', headers: { authorization: `Bearer ${token}` }, payload: body });
          const ms = Number(process.hrtime.bigint() - started) / 1e6;
          const answer = res.json().data;
          if (answer.status !== 1 || answer.rows.length === 0) throw new Error(`sms-report ${JSON.stringify(body)} answered ${res.body.slice(0, 200)}`);
          if (round > 0) {
            times.push(ms);
            byKind.set(JSON.stringify(body), [...(byKind.get(JSON.stringify(body)) ?? []), ms]);
          }
        }
      }
      for (const [kind, ms] of byKind) console.error(`  ${kind}: median ${percentile(ms, 50).toFixed(1)} ms, p95 ${percentile(ms, 95).toFixed(1)} ms`);
      print(`reports.sms-report-${total >= 1e6 ? `${Math.round(total / 1e6)}m` : `${Math.round(total / 1e3)}k`}-p95`, percentile(times, 95).toFixed(1), 'ms');

      // The newest tenth of the campaigns: 1,000,000 messages at full size.
      const from = new Date(data.campaignTimes[campaigns - campaigns / 10] - 1).toISOString();
      const user = { userId: account, adminId: 0, group: 1, permissions: [], sessionId: 0, impersonatorId: null, createdAt: now, expiresAt: now + 3_600_000, keepLoggedIn: false };
      const read = await readFilters({ db, config, user, now: () => now } as never, { fromDate: from, toDate: new Date(now + 86_400_000).toISOString() });
      if (!read.ok || 'nothing' in read) throw new Error('export filters not read');
      const counted = { rows: 0 };
      const started = Date.now();
      await writeCsvFile(join(dir, 'export.csv'), messageReportCsv(db, read.filters, 'Simulator', counted));
      const seconds = (Date.now() - started) / 1000;
      console.error(`  exported ${counted.rows.toLocaleString('en-US')} rows, ${Math.round(statSync(join(dir, 'export.csv')).size / 1e6)} MB in ${seconds.toFixed(1)} s`);
      print(`reports.export-csv-${counted.rows >= 1e6 ? `${Math.round(counted.rows / 1e6)}m` : `${Math.round(counted.rows / 1e3)}k`}`, Math.round(counted.rows / seconds), 'rows/s');
    } finally {
      await app.close();
      await db.destroy();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  benchReports((name, value, unit) => console.log(`bench ${name}: ${value} ${unit}`)).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
