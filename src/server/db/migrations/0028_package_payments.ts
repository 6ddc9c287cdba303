/**
 * Packages and card payment (issue 15).
 * - price_list_products: the packages a price list sells (credits of one service for a price
 *   in shekels before VAT). The default list starts with a few, so a fresh install can sell.
 * - package_payments: one row per card payment started through the hosted payment page. The
 *   token names it to the processor and back; `state` moves once from pending to paid or
 *   declined, in the transaction that loads the credits, so a result delivered twice loads
 *   them once. The processor's card token of a paid payment lets an administrator charge the
 *   same card again (super-admin/prepaid-to-pup).
 * - postpaid_requests: a customer asks to pay later; it stays open until an administrator
 *   approves it. At most one open request per account (a partial unique index).
 */
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../database';
import { idColumn } from './columns';

/** Starting packages of the default price list: service, credits, shekels before VAT. */
const defaultPackages: [name: string, service: string, quantity: number, rate: number][] = [
  ['SMS 1,000', 'sms', 1000, 80],
  ['SMS 5,000', 'sms', 5000, 350],
  ['SMS 20,000', 'sms', 20000, 1200],
  ['WhatsApp 1,000', 'whatsapp', 1000, 300],
  ['WhatsApp 5,000', 'whatsapp', 5000, 1350],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(dialectOf(db));
  await id(db.schema.createTable('price_list_products'))
    .addColumn('price_list_id', 'integer', (c) => c.notNull().references('price_lists.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('service', 'text', (c) => c.notNull())
    /** Credits the package loads. */
    .addColumn('quantity', 'integer', (c) => c.notNull())
    /** Shekels before VAT. */
    .addColumn('rate', 'real', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('price_list_products_list').on('price_list_products').column('price_list_id').execute();

  await id(db.schema.createTable('package_payments'))
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer')
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('credits', 'integer', (c) => c.notNull())
    .addColumn('amount', 'real', (c) => c.notNull())
    .addColumn('total', 'real', (c) => c.notNull())
    /** pending, paid, declined, failed (charged but nothing loaded). */
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('pending'))
    /** The package status code (section 4) the payment ended with. */
    .addColumn('result_status', 'integer')
    .addColumn('processor_reference', 'text')
    .addColumn('card_token', 'text')
    .addColumn('invoice_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('completed_at', 'bigint')
    .execute();
  await db.schema.createIndex('package_payments_account').on('package_payments').columns(['account_id', 'created_at']).execute();

  await id(db.schema.createTable('postpaid_requests'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer')
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('credits', 'integer', (c) => c.notNull())
    .addColumn('amount', 'real', (c) => c.notNull())
    /** open, approved. */
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('decided_by', 'integer')
    .addColumn('decided_at', 'bigint')
    .addColumn('invoice_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // Two requests racing: the second insert fails instead of opening a second request.
  await sql`create unique index postpaid_requests_one_open on postpaid_requests (account_id) where state = 'open'`.execute(db);

  const typed = db as unknown as Kysely<{
    price_lists: { id: number; is_default: number };
    price_list_products: { price_list_id: number; name: string; service: string; quantity: number; rate: number; created_at: number };
  }>;
  const list = await typed.selectFrom('price_lists').select('id').where('is_default', '=', 1).executeTakeFirst();
  if (list) {
    const now = Date.now();
    await typed
      .insertInto('price_list_products')
      .values(defaultPackages.map(([name, service, quantity, rate]) => ({ price_list_id: list.id, name, service, quantity, rate, created_at: now })))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('postpaid_requests').execute();
  await db.schema.dropTable('package_payments').execute();
  await db.schema.dropTable('price_list_products').execute();
}
