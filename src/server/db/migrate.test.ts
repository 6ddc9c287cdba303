import { sql } from 'kysely';
import { openDatabase, type Db } from './database';
import { migrateToLatest, migrations } from './migrate';
// Errors from the native SQLite driver come from another realm, so the tests match their
// message rather than using toThrow (which checks instanceof Error).
import { describePostgres, freshPostgres } from '../test/postgres';

const accountTables = ['users', 'user_permissions', 'password_history', 'otp_phones', 'verification_codes', 'sessions', 'balances', 'balance_entries', 'brands', 'login_audit'];

/** The same checks on either database. */
function migrationChecks(open: () => Promise<{ db: Db; done: () => Promise<void> }>): void {
  let db: Db;
  let done: () => Promise<void>;
  beforeAll(async () => {
    ({ db, done } = await open());
  });
  afterAll(() => done());

  test('every migration applies, in order, and a second run applies none', async () => {
    expect(await migrateToLatest(db)).toEqual(Object.keys(migrations));
    expect(await migrateToLatest(db)).toEqual([]);
  });

  test('the account tables exist', async () => {
    const tables = (await db.introspection.getTables()).map((t) => t.name);
    expect(tables).toEqual(expect.arrayContaining(accountTables));
  });

  test('a balance can never go below zero', async () => {
    const now = Date.now();
    const user = await db
      .insertInto('users')
      .values({ admin_id: 0, group_id: 1, username: 'ledger', password_hash: '!', customer_number: '1', password_changed_at: now, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('balances').values({ user_id: user.id, service: 'sms', amount: 5 }).execute();
    await expect(db.updateTable('balances').set({ amount: sql`amount - 6` }).where('user_id', '=', user.id).execute()).rejects.toMatchObject({
      message: expect.stringMatching(/check/i),
    });
    const row = await db.selectFrom('balances').select('amount').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.amount).toBe(5);
  });

  test('usernames are unique whatever their case', async () => {
    const now = Date.now();
    const values = { admin_id: 0, group_id: 1, password_hash: '!', customer_number: '2', password_changed_at: now, created_at: now };
    await db.insertInto('users').values({ ...values, username: 'Dana' }).execute();
    await expect(db.insertInto('users').values({ ...values, username: 'dana' }).execute()).rejects.toMatchObject({
      message: expect.stringMatching(/unique/i),
    });
  });
}

describe('migrations on SQLite', () => {
  migrationChecks(async () => {
    const db = openDatabase('sqlite::memory:');
    return { db, done: () => db.destroy() };
  });
});

describePostgres('migrations on PostgreSQL', () => {
  migrationChecks(async () => {
    const { db, drop } = await freshPostgres();
    return { db, done: drop };
  });
});

describePostgres('a PostgreSQL connection dropped by the server', () => {
  test('does not end the process; the next query gets a new connection', async () => {
    const { db, url, drop } = await freshPostgres();
    try {
      await migrateToLatest(db);
      const pg = await import('pg');
      const admin = new pg.default.Client({ connectionString: url });
      await admin.connect();
      // Terminate every other connection to this database, as a restart would.
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
      await admin.end();
      await new Promise((r) => setTimeout(r, 100));
      const row = await sql<{ one: number }>`select 1 as one`.execute(db);
      expect(row.rows[0].one).toBe(1);
    } finally {
      await drop();
    }
  });
});
