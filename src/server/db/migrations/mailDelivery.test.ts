import { Migrator, sql } from 'kysely';
import { openDatabase } from '../database';
import { migrations } from '../migrate';

test('outbox rows written before 0034 are kept (never mailed late when SMTP is turned on), new mail waits pending; down undoes it', async () => {
  const db = openDatabase('sqlite::memory:');
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  await migrator.migrateTo('0033_shared_verified_numbers');
  await sql`insert into outbox (channel, recipient, subject, body, created_at) values ('mail', 'old@example.com', 'code', '1234', 1)`.execute(db);

  await migrator.migrateTo('0034_mail_delivery');
  await sql`insert into outbox (channel, recipient, subject, body, created_at) values ('mail', 'new@example.com', 'code', '5678', 2)`.execute(db);
  const rows = await sql<{ recipient: string; status: string; attempts: number }>`select recipient, status, attempts from outbox order by id`.execute(db);
  expect(rows.rows).toEqual([
    { recipient: 'old@example.com', status: 'kept', attempts: 0 },
    { recipient: 'new@example.com', status: 'pending', attempts: 0 },
  ]);

  await migrator.migrateDown();
  const columns = await sql<{ name: string }>`select name from pragma_table_info('outbox')`.execute(db);
  expect(columns.rows.map((c) => c.name)).not.toContain('status');
  await db.destroy();
});
