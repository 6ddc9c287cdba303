import { Migrator, sql } from 'kysely';
import { openDatabase } from '../database';
import { migrations } from '../migrate';
import { insertUser } from '../../test/testApp';

test('a stored "interval" schedule reads "reusable" after 0024, and back after down', async () => {
  const db = openDatabase('sqlite::memory:');
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  await migrator.migrateTo('0023_retry_interval');
  const account = await insertUser(db);
  const stored = JSON.stringify({ kind: 'interval', start: 1, end: 2, intervalValue: 1, intervalField: 'WEEK' });
  await sql`insert into campaigns (account_id, user_id, name, content, sender, status, schedule, settings, content_key, created_at, updated_at)
    values (${account}, ${account}, 'c', 'hi', 'Shop', 'waiting', ${stored}, '{}', 'k', 0, 0)`.execute(db);
  const schedule = async () => (await sql<{ schedule: string }>`select schedule from campaigns`.execute(db)).rows[0].schedule;

  await migrator.migrateTo('0024_timing_kind_names');
  expect(JSON.parse(await schedule())).toEqual({ kind: 'reusable', start: 1, end: 2, intervalValue: 1, intervalField: 'WEEK' });
  await migrator.migrateDown();
  expect(JSON.parse(await schedule()).kind).toBe('interval');
  await db.destroy();
});
