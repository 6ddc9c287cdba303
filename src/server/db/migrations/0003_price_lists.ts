/**
 * Price lists and their overseas rates. Every deployment starts with a default list (used
 * by users without one); super-administrators edit lists and rates later.
 */
import type { Kysely } from 'kysely';
import { dialectOf } from '../database';
import { idColumn } from './columns';

/** Starting overseas rates, in credits per message part, by international prefix. */
const defaultRates: [prefix: string, country: string, operator: string, rate: number][] = [
  ['972', 'Israel', 'All operators', 1],
  ['1', 'United States / Canada', 'All operators', 2],
  ['44', 'United Kingdom', 'All operators', 3],
  ['33', 'France', 'All operators', 4],
  ['49', 'Germany', 'All operators', 4],
  ['7', 'Russia', 'All operators', 5],
  ['380', 'Ukraine', 'All operators', 4],
  ['971', 'United Arab Emirates', 'All operators', 3],
  ['20', 'Egypt', 'All operators', 4],
  ['962', 'Jordan', 'All operators', 4],
  ['90', 'Turkey', 'All operators', 3],
  ['91', 'India', 'All operators', 2],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(dialectOf(db));
  await id(db.schema.createTable('price_lists'))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('standard'))
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await id(db.schema.createTable('rates'))
    .addColumn('price_list_id', 'integer', (c) => c.notNull().references('price_lists.id').onDelete('cascade'))
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('operator_desc', 'text', (c) => c.notNull())
    .addColumn('rate', 'real', (c) => c.notNull())
    .addUniqueConstraint('rates_unique', ['price_list_id', 'prefix', 'operator_desc'])
    .execute();

  const typed = db as unknown as Kysely<{ price_lists: { id?: number; name: string; is_default: number; created_at: number }; rates: { price_list_id: number; prefix: string; country: string; operator_desc: string; rate: number } }>;
  const list = await typed
    .insertInto('price_lists')
    .values({ name: 'Default', is_default: 1, created_at: Date.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await typed
    .insertInto('rates')
    .values(defaultRates.map(([prefix, country, operator_desc, rate]) => ({ price_list_id: list.id!, prefix, country, operator_desc, rate })))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rates').execute();
  await db.schema.dropTable('price_lists').execute();
}
