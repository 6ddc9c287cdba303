/**
 * Automatic answers to replies (issue 6, the composer's allow_response + autoReplyData).
 * - auto_replies: one row per recipient per campaign that was answered, or whose answer was
 *   refused (no credits, blacklisted...). The unique (campaign_id, phone) is what makes the
 *   answer go once: a second reply, or the SMSC handing the same reply again, finds the row.
 *   status is send-campaign's status for the answer (1 accepted; a refusal's negative code).
 *   answer_campaign_id is the small campaign the answer went out as (content_key 'autoReply:').
 */
import type { Kysely } from 'kysely';
import { dialectOf } from '../database';
import { idColumn } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(dialectOf(db));
  await id(db.schema.createTable('auto_replies'))
    .addColumn('campaign_id', 'integer', (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('incoming_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('answer_campaign_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('auto_replies_campaign_phone', ['campaign_id', 'phone'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('auto_replies').execute();
}
