/**
 * Numbers removed platform-wide: a recipient on the public /remove-number page names no
 * account (the contract's request carries only the phone and, maybe, a sender), so the number
 * is kept out of every account's sending. The sender they typed is kept for support.
 */
import type { Kysely } from 'kysely';
import { dialectOf } from '../database';
import { idColumn } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(dialectOf(db));
  await id(db.schema.createTable('platform_blacklist'))
    .addColumn('phone', 'text', (c) => c.notNull().unique())
    .addColumn('sender', 'text')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('platform_blacklist').execute();
}
