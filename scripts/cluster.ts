/**
 * `npm run cluster`: the README's several-process topology on one machine (issue 21).
 * PostgreSQL (DATABASE_URL, or Debian's PostgreSQL started in a temporary data directory),
 * CLUSTER_API_PROCESSES API processes (default 2) behind one port (PORT, default 8080),
 * CLUSTER_WORKERS `npm run worker` processes (default 2), the test SMSC every worker binds to
 * over SMPP (SMSC_PORT, default a free one) and the WhatsApp simulator every process calls.
 * Voice calls go through the voice simulator inside each worker, as in the embedded default
 * (VOICE_SIP_HOST points the workers at a trunk instead). Ctrl-C stops everything.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { startSmsc } from '../src/server/messaging/providers/smsc';
import { cloudApiFromConfig } from '../src/server/messaging/whatsapp';
import { whatsappSettingsFromEnv } from '../src/server/messaging/whatsapp/settings';
import { loginsTable, presentDemoLogins, seedDemo } from '../src/server/seed';
import { provisionPoolNumbers } from '../src/server/seedWhatsApp';
import { startCluster } from './lib/cluster';
import { appBuildIsStale, buildApp } from './lib/localServer';
import { startTempPostgres, type TempPostgres } from './lib/tempPostgres';

const root = join(__dirname, '..');
const count = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number from 1, not ${process.env[name]}`);
  return value;
};

/** The replies the embedded simulator's recipients write back (config.ts), so the chat fills as with `npm start`. */
const replies = ['תודה! מתי זה מתחיל?', 'אפשר פרטים נוספים?', 'Thanks, see you there', 'מעולה, אני בפנים'];

async function main(): Promise<void> {
  const apiProcesses = count('CLUSTER_API_PROCESSES', 2);
  const workers = count('CLUSTER_WORKERS', 2);
  if (appBuildIsStale()) {
    console.log('Building the browser app (about a minute the first time)...');
    if (buildApp() !== 0) process.exit(1);
  }

  let postgres: TempPostgres | null = null;
  let databaseUrl = process.env.DATABASE_URL ?? '';
  if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
    postgres = await startTempPostgres();
    started.push(postgres.stop);
    databaseUrl = postgres.url;
    console.log(`No DATABASE_URL: started Debian's PostgreSQL in ${postgres.dataDir} (${databaseUrl}); it and its data go when this stops.`);
  }
  // With a temporary database the files go with it; with DATABASE_URL they stay beside it.
  const dataDir = process.env.DATA_DIR ?? (postgres ? mkdtempSync(join(tmpdir(), 'cluster-data-')) : join(root, 'data', 'cluster'));
  mkdirSync(dataDir, { recursive: true });

  const db = openDatabase(databaseUrl);
  started.push(() => db.destroy());
  await migrateToLatest(db);
  // Seeded once here, before any API process starts, so two do not race to seed.
  const seeded = await seedDemo(db, Date.now());
  const logins = seeded.length ? seeded : await presentDemoLogins(db);

  // Half of the delivered recipients write back after 3 s, as the embedded simulator's do.
  let replyTurn = 0;
  const smsc = await startSmsc({
    port: Number(process.env.SMSC_PORT ?? 0),
    systemId: 'cluster',
    password: 'cluster',
    receiptDelayMs: 1_000,
    outcome: (part) => {
      const firstPart = !part.concatenation || part.concatenation.sequence === 1;
      if (firstPart && (replyTurn += 1) % 2 === 0) {
        const text = replies[replyTurn % replies.length];
        setTimeout(() => void smsc.sendIncoming({ from: part.to, to: part.from, text }).catch(() => undefined), 3_000);
      }
      return { stat: 'DELIVRD' };
    },
  });
  started.push(() => smsc.stop());

  const cluster = await startCluster({
    databaseUrl,
    dataDir,
    smpp: {
      host: '127.0.0.1',
      port: smsc.port,
      systemId: 'cluster',
      password: 'cluster',
    },
    apiProcesses,
    workers,
    port: Number(process.env.PORT ?? 8080),
    host: process.env.HOST ?? '0.0.0.0',
    env: { APP_DIR: join(root, 'dist') },
    verbose: process.env.CLUSTER_VERBOSE === '1',
  });
  started.push(() => cluster.stop());
  const whatsappApi = cloudApiFromConfig({
    dataDir,
    whatsapp: whatsappSettingsFromEnv({ WHATSAPP_SIMULATOR_PORT: '0' }),
  });
  await provisionPoolNumbers(db, whatsappApi, cluster.whatsapp.control, Date.now());

  console.log(`\nThe platform is running at ${cluster.url.replace('127.0.0.1', 'localhost')}`);
  console.log(
    `  ${apiProcesses} API processes (pids ${cluster.apiPids().join(', ')}) behind that one port, ${workers} workers (pids ${cluster.workers.map((w) => w.pid).join(', ')}) on the pg-boss queue`,
  );
  console.log(`  PostgreSQL ${databaseUrl.replace(/\/\/[^@]*@/, '//…@')}, files in ${dataDir}`);
  console.log(`  SMSC (SMPP) on 127.0.0.1:${smsc.port}, WhatsApp simulator at ${cluster.whatsapp.url}, voice by each worker's simulator`);
  console.log(`\nDemo logins${seeded.length ? ' (created now)' : ' (as first seeded)'}:\n${loginsTable(logins)}\n\nCtrl-C stops everything.`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping...');
    await cluster.stop();
    await smsc.stop();
    await db.destroy();
    postgres?.stop();
    if (postgres && !process.env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** What main started so far, stopped in reverse order if it fails half-way. */
const started: (() => Promise<void> | void)[] = [];

main().catch(async (error: unknown) => {
  console.error(error);
  for (const undo of started.reverse()) await Promise.resolve(undo()).catch(() => undefined);
  process.exit(1);
});
