/**
 * Numbers and verified groups of the system-settings screens (issue 20):
 * - sender_identities gains held_until (when a lent reply number that is not permanent stops
 *   being the account's; src/domain/replyNumbers.ts) and contact_list_id (a quick-send list
 *   bound to the number). Reply numbers stay in sender_identities (kind 'attached'): the table
 *   replies are routed by, the composer reads and the seed fills; there is no second one.
 * - account_numbers: the other numbers support gives a customer — resold (special) numbers,
 *   system numbers and short (shortcut) numbers — one owner per number.
 * - shortcut_number_files: files of numbers uploaded for a short number.
 * - verified_groups / verified_group_members: accounts that share their verified sender numbers.
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { dialectOf } from '../database';
import { idColumn } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(dialectOf(db));
  await db.schema.alterTable('sender_identities').addColumn('held_until', 'bigint').execute();
  await db.schema.alterTable('sender_identities').addColumn('contact_list_id', 'integer').execute();

  await id(db.schema.createTable('account_numbers'))
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('special', 'system', 'shortcut')`))
    .addColumn('assigned_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('account_numbers_account').on('account_numbers').columns(['account_id']).execute();

  await id(db.schema.createTable('shortcut_number_files'))
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('rows', 'integer', (c) => c.notNull())
    .addColumn('uploaded_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('shortcut_number_files_number').on('shortcut_number_files').columns(['number']).execute();

  await id(db.schema.createTable('verified_groups'))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('verified_group_members')
    .addColumn('group_id', 'integer', (c) => c.notNull().references('verified_groups.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('verified_group_members_pk', ['group_id', 'user_id'])
    .execute();
  await db.schema.createIndex('verified_group_members_user').on('verified_group_members').columns(['user_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('verified_group_members').execute();
  await db.schema.dropTable('verified_groups').execute();
  await db.schema.dropTable('shortcut_number_files').execute();
  await db.schema.dropTable('account_numbers').execute();
  await db.schema.alterTable('sender_identities').dropColumn('contact_list_id').execute();
  await db.schema.alterTable('sender_identities').dropColumn('held_until').execute();
}
