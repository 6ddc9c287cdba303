/**
 * Destinations brought into a campaign without a contact list: numbers pasted in the composer
 * and uploaded files (section 9). The file's bytes live in the database, not on a disk, so
 * whichever process handles the mapping step (or the sending later) can read them. The
 * checked recipients are kept per file for the sending pipeline. Also the chats a recipient's
 * reply opens, which the chat screen blacklists from.
 */
import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../database';
import { idColumn } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  const id = idColumn(dialect);

  await id(db.schema.createTable('destination_files'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('pasted', 'file')`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('uploaded', 'checked', 'inUse', 'removed')`))
    .addColumn('campaign_id', 'integer')
    .addColumn('size', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('headers', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('mapping', 'text')
    .addColumn('total_rows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('saved', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('duplicates', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('destination_files_account_hash', ['account_id', 'hash'])
    .execute();

  await db.schema
    .createTable('destination_file_blobs')
    .addColumn('file_id', 'integer', (c) => c.primaryKey().references('destination_files.id').onDelete('cascade'))
    // The same bytes, spelled per database: bytea has no "blob" alias in PostgreSQL.
    .addColumn('data', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('destination_file_rows')
    .addColumn('file_id', 'integer', (c) => c.notNull().references('destination_files.id').onDelete('cascade'))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('field1', 'text')
    .addColumn('field2', 'text')
    .addColumn('field3', 'text')
    .addColumn('field4', 'text')
    .addColumn('field5', 'text')
    .addColumn('field6', 'text')
    // Repeated numbers of a file are merged by this key, as in a contact list.
    .addPrimaryKeyConstraint('destination_file_rows_pk', ['file_id', 'phone'])
    .execute();

  await id(db.schema.createTable('chats'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('is_blacklisted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_message_at', 'bigint')
    .execute();
  await db.schema.createIndex('chats_account').on('chats').columns(['account_id', 'last_message_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['chats', 'destination_file_rows', 'destination_file_blobs', 'destination_files']) {
    await db.schema.dropTable(table).execute();
  }
}
