import { Migrator, sql } from 'kysely';
import { openDatabase } from '../database';
import { migrations } from '../migrate';
import { insertUser } from '../../test/testApp';

test('0058 keeps every opt-out written before as "beforeConsentRecord", its channel read from its source, and down drops the evidence', async () => {
  const db = openDatabase('sqlite::memory:');
  // Only the migrations up to this one: others landing in parallel come after it in the list.
  const upTo0058 = Object.fromEntries(Object.entries(migrations).filter(([name]) => name <= '0058_consent_record'));
  const migrator = new Migrator({ db, provider: { getMigrations: async () => upTo0058 }, allowUnorderedMigrations: true });
  await migrator.migrateTo('0055_campaign_wallets');
  const account = await insertUser(db);
  for (const [phone, source] of [['521000001', 'reply'], ['521000002', 'upload'], ['521000003', 'admin'], ['521000004', 'user'], ['521000005', 'link'], ['521000006', 'chat']]) {
    await sql`insert into blacklist (account_id, phone, source, created_at) values (${account}, ${phone}, ${source}, 0)`.execute(db);
    await sql`insert into blacklist_history (account_id, phone, action, source, created_at) values (${account}, ${phone}, 'added', ${source}, 0)`.execute(db);
  }
  await migrator.migrateTo('0058_consent_record');
  const evidence = (table: string) => sql<{ source: string; channel: string; how: string; evidence_text: string | null }>`select source, channel, how, evidence_text from ${sql.table(table)} order by phone`.execute(db);
  const expected = [
    { source: 'reply', channel: 'sms', how: 'beforeConsentRecord', evidence_text: null },
    { source: 'upload', channel: 'import', how: 'beforeConsentRecord', evidence_text: null },
    { source: 'admin', channel: 'support', how: 'beforeConsentRecord', evidence_text: null },
    { source: 'user', channel: 'web', how: 'beforeConsentRecord', evidence_text: null },
    { source: 'link', channel: 'web', how: 'beforeConsentRecord', evidence_text: null },
    { source: 'chat', channel: 'sms', how: 'beforeConsentRecord', evidence_text: null },
  ];
  expect((await evidence('blacklist')).rows).toEqual(expected);
  expect((await evidence('blacklist_history')).rows).toEqual(expected);
  await migrator.migrateDown();
  expect((await sql<{ source: string }>`select * from blacklist`.execute(db)).rows.map((r) => Object.keys(r).sort())[0]).toEqual(['account_id', 'added_by', 'created_at', 'id', 'phone', 'source']);
  await db.destroy();
});
