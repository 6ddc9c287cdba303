/**
 * Contact lists, their contacts, and the blacklist with its history (section 3). Lists
 * belong to an account (the primary user; its sub-users work in it); a parent list holds
 * sub-lists; deleted lists stay until restored or purged. A contact's phone is stored
 * digits-only (src/domain/phones) and is unique within its list.
 */
import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../database';
import { idColumn } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(dialectOf(db));

  await id(db.schema.createTable('contact_lists'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('is_parent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('headers', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('mobile_data', 'text')
    .addColumn('contacts_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute();
  // A name is unique among an account's live lists, whatever its case.
  await sql`create unique index contact_lists_name_unique on contact_lists (account_id, name_key) where deleted_at is null`.execute(db);
  await db.schema.createIndex('contact_lists_account').on('contact_lists').columns(['account_id', 'deleted_at']).execute();

  await db.schema
    .createTable('contact_list_subs')
    .addColumn('parent_id', 'integer', (c) => c.notNull().references('contact_lists.id').onDelete('cascade'))
    .addColumn('sub_id', 'integer', (c) => c.notNull().references('contact_lists.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('contact_list_subs_pk', ['parent_id', 'sub_id'])
    .execute();

  await id(db.schema.createTable('contacts'))
    .addColumn('list_id', 'integer', (c) => c.notNull().references('contact_lists.id').onDelete('cascade'))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('field1', 'text')
    .addColumn('field2', 'text')
    .addColumn('field3', 'text')
    .addColumn('field4', 'text')
    .addColumn('field5', 'text')
    .addColumn('field6', 'text')
    .addColumn('email', 'text')
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('manual'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('contacts_list_phone', ['list_id', 'phone'])
    .execute();
  await db.schema.createIndex('contacts_phone').on('contacts').column('phone').execute();

  await id(db.schema.createTable('blacklist'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('added_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('blacklist_account_phone', ['account_id', 'phone'])
    .execute();

  await id(db.schema.createTable('blacklist_history'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('added', 'removed')`))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('blacklist_history_phone').on('blacklist_history').columns(['account_id', 'phone', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['blacklist_history', 'blacklist', 'contacts', 'contact_list_subs', 'contact_lists']) {
    await db.schema.dropTable(table).execute();
  }
}
