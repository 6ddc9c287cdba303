/**
 * The PostgreSQL path in tests: TEST_DATABASE_URL names a server (.ci/run starts one on
 * 127.0.0.1); each test gets a database of its own and drops it after. Without the URL the
 * tests are skipped with a notice — unless REQUIRE_POSTGRES=1, as in CI, where that fails.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Db } from '../db/database';

export const postgresUrl = process.env.TEST_DATABASE_URL ?? null;

export function describePostgres(name: string, body: () => void): void {
  if (postgresUrl) {
    describe(name, body);
    return;
  }
  if (process.env.REQUIRE_POSTGRES === '1') {
    test(name, () => {
      throw new Error('REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set');
    });
    return;
  }
  describe.skip(`${name} (set TEST_DATABASE_URL to run)`, body);
}

/** A new database on the test server, empty or a copy of `template`; `drop` removes it. */
export async function freshPostgres(template?: string): Promise<{ db: Db; url: string; drop: () => Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl! });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(postgresUrl!);
  url.pathname = `/${name}`;
  const db = openDatabase(url.toString());
  return {
    db,
    url: url.toString(),
    drop: async () => {
      await db.destroy();
      const c = new pg.Client({ connectionString: postgresUrl! });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
