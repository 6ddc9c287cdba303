/**
 * The chat of a shipment (issue 17, /chat/:id). A conversation is one recipient of one
 * shipment; it is not stored as a row of its own but read from what it is made of:
 * - the shipment's message to the recipient (messages),
 * - the recipient's replies (incoming_messages, found by campaign_id and phone), now with
 *   `read_at`: when someone in the account opened the conversation (unread replies count),
 * - the answers written in the chat (chat_answers): each went out as a small campaign of its
 *   own through the pipeline (answer_campaign_id), charged and reported like any SMS,
 * - whether the recipient is blacklisted (the account's blacklist itself).
 * chat_settings keeps each user's chat page settings. The `chats` table of migration 0006 was
 * never written (a conversation per account and phone, which the page does not have) and goes.
 */
import type { Kysely } from 'kysely';
import { dialectOf } from '../database';
import { idColumn } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(dialectOf(db));
  await db.schema.alterTable('incoming_messages').addColumn('read_at', 'bigint').execute();
  await id(db.schema.createTable('chat_answers'))
    .addColumn('chat_id', 'integer', (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('answer_campaign_id', 'integer', (c) => c.notNull().references('campaigns.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chat_answers_chat').on('chat_answers').columns(['chat_id', 'phone', 'created_at']).execute();
  await db.schema
    .createTable('chat_settings')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('destination_filter', 'text', (c) => c.notNull())
    .addColumn('new_message_sound', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.dropTable('chats').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(dialectOf(db));
  await db.schema.dropTable('chat_settings').execute();
  await db.schema.dropTable('chat_answers').execute();
  await db.schema.alterTable('incoming_messages').dropColumn('read_at').execute();
  await id(db.schema.createTable('chats'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('is_blacklisted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_message_at', 'bigint')
    .execute();
}
