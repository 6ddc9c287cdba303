import { Migrator, sql } from 'kysely';
import { openDatabase } from '../database';
import { migrations } from '../migrate';
import { insertUser } from '../../test/testApp';

test('0059 turns the English reasons written before into the codes the approval page words, by kind, and down writes the sentences back', async () => {
  const db = openDatabase('sqlite::memory:');
  const upTo0059 = Object.fromEntries(Object.entries(migrations).filter(([name]) => name <= '0059_approval_reason_codes'));
  const migrator = new Migrator({ db, provider: { getMigrations: async () => upTo0059 }, allowUnorderedMigrations: true });
  await migrator.migrateTo('0058_consent_record');
  const account = await insertUser(db);
  const asked = [
    ['campaign', 'The sender may not send without approval.'],
    ['sourceNumberText', 'A new sender name needs approval.'],
    ['report', 'A big report'],
  ];
  for (const [i, [kind, reason]] of asked.entries()) {
    await sql`insert into approval_requests (kind, subject_id, account_id, user_id, link_hash, reason, created_at) values (${kind}, ${i + 1}, ${account}, ${account}, ${`hash${i}`}, ${reason}, 0)`.execute(db);
  }
  const reasons = async () => (await sql<{ kind: string; reason: string | null }>`select kind, reason from approval_requests order by id`.execute(db)).rows;
  await migrator.migrateTo('0059_approval_reason_codes');
  expect(await reasons()).toEqual([
    { kind: 'campaign', reason: 'approvalRequired' },
    { kind: 'sourceNumberText', reason: 'newSenderName' },
    { kind: 'report', reason: 'largeReport' },
  ]);
  await migrator.migrateDown();
  expect(await reasons()).toEqual([
    { kind: 'campaign', reason: 'The sender may not send without approval.' },
    { kind: 'sourceNumberText', reason: 'A new sender name needs approval.' },
    { kind: 'report', reason: null },
  ]);
  await db.destroy();
});
