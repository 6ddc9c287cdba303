/**
 * Sender identities being asked for (sections 4, 5, 8, 9), beside sender_identities (0012):
 * - sender_verifications: an account's request to send from a number. The /ver/:hash link
 *   is stored only as a hash (link_hash) and expires; the code of the latest message is
 *   stored as a hash too, and counts its wrong tries. verified_at closes it.
 * - sender_verification_messages: every verification message sent, by number, so at most 3
 *   an hour reach one number whichever account asked.
 * - forbidden_sources: sender names and numbers no customer may use (super-admin's list).
 * - user_notices: notices a user has read and should not see again (the "new source
 *   number" popup), one row per user and notice.
 */
import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../database';
import { idColumn } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(dialectOf(db));

  await id(db.schema.createTable('sender_verifications'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('link_hash', 'text', (c) => c.notNull().unique())
    .addColumn('code_hash', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('verified_at', 'bigint')
    .execute();
  await db.schema.createIndex('sender_verifications_account_phone').on('sender_verifications').columns(['account_id', 'phone']).execute();

  await id(db.schema.createTable('sender_verification_messages'))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('verification_id', 'integer', (c) => c.notNull().references('sender_verifications.id').onDelete('cascade'))
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sender_verification_messages_phone').on('sender_verification_messages').columns(['phone', 'sent_at']).execute();

  await id(db.schema.createTable('forbidden_sources'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await sql`create unique index forbidden_sources_source on forbidden_sources (lower(source))`.execute(db);

  await db.schema
    .createTable('user_notices')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('notice', 'text', (c) => c.notNull())
    .addColumn('read_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_notices_pk', ['user_id', 'notice'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_notices').execute();
  await db.schema.dropTable('forbidden_sources').execute();
  await db.schema.dropTable('sender_verification_messages').execute();
  await db.schema.dropTable('sender_verifications').execute();
}
