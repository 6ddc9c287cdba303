/**
 * Invoices, usage and overseas billing (issue 7).
 * - invoices: one row per document (an invoice or a receipt) issued for credits bought; the
 *   document itself (a printable HTML page) is kept in the row, so every process of a
 *   multi-process deployment serves it and it commits together with its row. Deleting the
 *   file (reports/delete-invoice-or-receipt-file) empties `document` and keeps the record.
 *   Numbers run per type (invoice 1, 2, ...; receipt 1, 2, ...).
 * - campaign_usage: a finished campaign's usage (messages that left, their parts, those abroad, credits),
 *   counted once from its messages and kept, so the users usage report adds up a year of
 *   campaigns instead of reading millions of messages. A finished campaign's messages no
 *   longer change their parts or credits.
 * - messages_overseas: a partial index of the messages to numbers abroad (not 972...), by
 *   account and time, for the overseas billing report; it holds only those few messages.
 */
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../database';
import { idColumn } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(dialectOf(db));
  await id(db.schema.createTable('invoices'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    /** invoice or receipt. */
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('number', 'integer', (c) => c.notNull())
    /** The balance entry of the credits the document is for. */
    .addColumn('balance_entry_id', 'integer', (c) => c.notNull())
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('credits', 'integer', (c) => c.notNull())
    /** Shekels before VAT, the VAT multiplier of that day (1.17, or 1.18 from 2025), and with VAT. */
    .addColumn('amount', 'real', (c) => c.notNull())
    .addColumn('vat_multiplier', 'real', (c) => c.notNull())
    .addColumn('total', 'real', (c) => c.notNull())
    .addColumn('payment_reference', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'bigint', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('document', 'text')
    .addColumn('file_deleted_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('invoices_number_unique', ['type', 'number'])
    .execute();
  await db.schema.createIndex('invoices_account').on('invoices').columns(['account_id', 'paid_at']).execute();

  await db.schema
    .createTable('campaign_usage')
    .addColumn('campaign_id', 'integer', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    /** When its first message was made: the month the usage belongs to. */
    .addColumn('first_at', 'bigint', (c) => c.notNull())
    .addColumn('messages', 'integer', (c) => c.notNull())
    .addColumn('parts', 'integer', (c) => c.notNull())
    .addColumn('overseas', 'integer', (c) => c.notNull())
    .addColumn('overseas_parts', 'integer', (c) => c.notNull())
    .addColumn('credits', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('campaign_usage_account').on('campaign_usage').columns(['account_id', 'first_at']).execute();

  await sql`create index messages_overseas on messages (account_id, created_at) where substr(phone, 1, 3) <> '972'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('messages_overseas').execute();
  await db.schema.dropTable('campaign_usage').execute();
  await db.schema.dropTable('invoices').execute();
}
