/**
 * Price lists managed from /setting-system/manage-price-lists (issue 20).
 * - price_lists.rate: the list's base rate, the credits one message unit costs on any channel
 *   the list names no rate of its own for (1 keeps what every account paid before).
 * - price_list_products.kind: 'package' (quantity credits for rate shekels, as issue 15 sells)
 *   or 'message' (rate credits per message unit of its service: an SMS credit, a call unit,
 *   a WhatsApp message). The default list starts with one message product per channel.
 * - price_list_texts: what customers read with a list, per language.
 * - user_rates: one customer's own overseas rates by prefix (save-countries-rates), read
 *   before its price list's rates.
 */
import type { Kysely } from 'kysely';
import { dialectOf } from '../database';
import { idColumn } from './columns';

const messageProducts: [name: string, service: string][] = [
  ['SMS message', 'sms'],
  ['Voice call unit', 'voice'],
  ['WhatsApp message', 'whatsapp'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(dialectOf(db));
  await db.schema.alterTable('price_lists').addColumn('rate', 'real', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('price_list_products').addColumn('kind', 'text', (c) => c.notNull().defaultTo('package')).execute();
  await db.schema
    .createTable('price_list_texts')
    .addColumn('price_list_id', 'integer', (c) => c.notNull().references('price_lists.id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('price_list_texts_pk', ['price_list_id', 'language'])
    .execute();
  await id(db.schema.createTable('user_rates'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('operator_desc', 'text', (c) => c.notNull())
    .addColumn('rate', 'real', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('user_rates_unique', ['user_id', 'prefix', 'operator_desc'])
    .execute();

  const typed = db as unknown as Kysely<{
    price_lists: { id: number; is_default: number };
    price_list_products: { price_list_id: number; name: string; service: string; quantity: number; rate: number; kind: string; created_at: number };
  }>;
  const list = await typed.selectFrom('price_lists').select('id').where('is_default', '=', 1).orderBy('id').executeTakeFirst();
  if (list) {
    const now = Date.now();
    await typed
      .insertInto('price_list_products')
      .values(messageProducts.map(([name, service]) => ({ price_list_id: list.id, name, service, quantity: 1, rate: 1, kind: 'message', created_at: now })))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await (db as Kysely<{ price_list_products: { kind: string } }>).deleteFrom('price_list_products').where('kind', '=', 'message').execute();
  await db.schema.dropTable('user_rates').execute();
  await db.schema.dropTable('price_list_texts').execute();
  await db.schema.alterTable('price_list_products').dropColumn('kind').execute();
  await db.schema.alterTable('price_lists').dropColumn('rate').execute();
}
