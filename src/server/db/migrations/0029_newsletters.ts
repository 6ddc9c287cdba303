/**
 * The newsletter and landing-page hand-off (issue 15).
 * - newsletter_accounts: a user's account at the newsletter service, as the service named it.
 *   One per user; its existence is the session's isHaveNewsLatterAccount.
 * - landing_page_links: a landing page (by its hash) and the contact list its sign-ups join.
 *   One list per page; linking again moves it.
 * - newsletter_simulator_*: the state of the embedded simulator of that service (accounts,
 *   single-use sign-in tokens and its page sessions, landing pages). In the database rather
 *   than in memory so every API process serves the same simulator.
 */
import type { Kysely } from 'kysely';
import { dialectOf } from '../database';
import { idColumn } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(dialectOf(db));
  await db.schema
    .createTable('newsletter_accounts')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('service_account_id', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('mail_limit', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('landing_page_links')
    .addColumn('hash', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('contact_list_id', 'integer', (c) => c.notNull().references('contact_lists.id').onDelete('cascade'))
    .addColumn('linked_by', 'integer', (c) => c.notNull())
    .addColumn('linked_at', 'bigint', (c) => c.notNull())
    .execute();

  await id(db.schema.createTable('newsletter_simulator_accounts'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('mail_limit', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('newsletter_simulator_tokens')
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('newsletter_simulator_accounts.id').onDelete('cascade'))
    /** login: the single-use link the product hands the browser; session: the simulator's own page cookie. */
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();

  await db.schema
    .createTable('newsletter_simulator_landing_pages')
    .addColumn('hash', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('newsletter_simulator_accounts.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('newsletter_simulator_landing_pages').execute();
  await db.schema.dropTable('newsletter_simulator_tokens').execute();
  await db.schema.dropTable('newsletter_simulator_accounts').execute();
  await db.schema.dropTable('landing_page_links').execute();
  await db.schema.dropTable('newsletter_accounts').execute();
}
