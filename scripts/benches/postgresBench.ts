/**
 * The PostgreSQL benches' server: TEST_DATABASE_URL (as the tests), else a postgres:// DATABASE_URL.
 * Each bench gets a database of its own, dropped after. Without a reachable server the benches
 * print no figure, and one line saying why.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const benchPostgresUrl = (): string | null => {
  const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || '';
  return /^postgres(ql)?:\/\//.test(url) ? url : null;
};

/** Why the PostgreSQL benches cannot run here, or null when they can. */
export async function postgresUnavailable(): Promise<string | null> {
  const url = benchPostgresUrl();
  if (!url) return 'set TEST_DATABASE_URL (or DATABASE_URL) to a postgres:// server';
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: 3_000,
  });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return `PostgreSQL at ${new URL(url).host} is not reachable (${error instanceof Error ? error.message : String(error)})`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A fresh database on the bench server for `work`, dropped afterwards whatever happens. */
export async function withBenchDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  const server = benchPostgresUrl()!;
  const name = `bench_${randomBytes(5).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  // BENCH_PG_LOG_MS=20: every statement slower than that goes to the server's log (profiling a figure).
  const logMs = Number(process.env.BENCH_PG_LOG_MS);
  if (logMs > 0) await admin(`alter database ${name} set log_min_duration_statement = ${Math.round(logMs)}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
}
