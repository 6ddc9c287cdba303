/**
 * The rules a campaign is accepted by (sections 4, 6 and 8), beside the pipeline's tables:
 * - users: can_send (the hour permission: 0 keeps campaigns waiting for an administrator),
 *   cant_send_campaign (an administrator refused new campaigns), sending_hours (JSON, the
 *   permitted window; null is any time) and daily_limit (messages a day; null is no limit).
 * - forbidden_words: the prohibited words of the platform; text holding one is refused.
 * - sender_identities: an account's sender names (pending, approved, rejected), verified
 *   numbers and attached numbers (permanent or held for days), the only senders it may use.
 * - campaigns.parent_id / next_run_at: a repeating or birthday campaign keeps its next run;
 *   each run is a campaign of its own (parent_id) so it is sent, reported and refunded alone.
 */
import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../database';
import { idColumn } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(dialectOf(db));
  await db.schema.alterTable('users').addColumn('can_send', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('users').addColumn('cant_send_campaign', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('users').addColumn('sending_hours', 'text').execute();
  await db.schema.alterTable('users').addColumn('daily_limit', 'integer').execute();

  await id(db.schema.createTable('forbidden_words'))
    .addColumn('word', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await sql`create unique index forbidden_words_word on forbidden_words (lower(word))`.execute(db);

  await id(db.schema.createTable('sender_identities'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('name', 'verified', 'attached')`))
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'approved', 'rejected')`))
    /** Attached numbers: a permanent one may carry birthday campaigns; others are held for days. */
    .addColumn('permanent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('sender_identities_unique', ['account_id', 'kind', 'value'])
    .execute();
  await db.schema.createIndex('sender_identities_value').on('sender_identities').columns(['kind', 'value']).execute();

  await db.schema.alterTable('campaigns').addColumn('parent_id', 'integer').execute();
  await db.schema.alterTable('campaigns').addColumn('next_run_at', 'bigint').execute();
  await db.schema.createIndex('campaigns_next_run').on('campaigns').columns(['next_run_at']).execute();
  await db.schema.createIndex('campaigns_parent').on('campaigns').columns(['parent_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('campaigns_parent').execute();
  await db.schema.dropIndex('campaigns_next_run').execute();
  await db.schema.alterTable('campaigns').dropColumn('next_run_at').execute();
  await db.schema.alterTable('campaigns').dropColumn('parent_id').execute();
  await db.schema.dropTable('sender_identities').execute();
  await db.schema.dropTable('forbidden_words').execute();
  for (const column of ['daily_limit', 'sending_hours', 'cant_send_campaign', 'can_send']) await db.schema.alterTable('users').dropColumn(column).execute();
}
