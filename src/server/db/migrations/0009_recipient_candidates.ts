/**
 * Where a campaign's recipients are gathered before they are final: every destination's
 * numbers go in as they come (lists, sub-lists, uploaded files, single contacts, typed
 * numbers), then the blacklist and the filters take theirs out and the rest are numbered once
 * each into campaign_recipients — all in SQL, so a million recipients never sit in memory.
 * Rows live only inside the accepting transaction.
 */
import type { Kysely } from 'kysely';
import { dialectOf } from '../database';
import { idColumn } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(dialectOf(db));
  await id(db.schema.createTable('recipient_candidates'))
    .addColumn('campaign_id', 'integer', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('field1', 'text')
    .addColumn('field2', 'text')
    .addColumn('field3', 'text')
    .addColumn('field4', 'text')
    .addColumn('field5', 'text')
    .addColumn('field6', 'text')
    .execute();
  await db.schema.createIndex('recipient_candidates_phone').on('recipient_candidates').columns(['campaign_id', 'phone']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('recipient_candidates').execute();
}
