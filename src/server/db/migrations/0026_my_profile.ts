/**
 * The signed-in user's own profile (issue 15 C):
 * - allowed_ips: JSON array of addresses the account may be used from (sign-in, session and API
 *   calls alike); '[]' allows every address.
 * - allowed_emails: JSON array of at most 3 addresses incoming SMS are mailed to (SMS-to-mail).
 * - reports_email: where invoices and reports go (reports/update-email-address); null means the
 *   user's own e-mail.
 * - terms_required_since: set by an administrator (users/enforcement-user); the user must accept
 *   the terms again unless a terms_approvals row is newer than it.
 * - account_defaults: JSON of the user's defaults (/settings: sender, unsubscribe option,
 *   notifications, language, theme); the campaign composer starts from them.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('allowed_ips', 'text', (c) => c.notNull().defaultTo('[]')).execute();
  await db.schema.alterTable('users').addColumn('allowed_emails', 'text', (c) => c.notNull().defaultTo('[]')).execute();
  await db.schema.alterTable('users').addColumn('reports_email', 'text').execute();
  await db.schema.alterTable('users').addColumn('terms_required_since', 'bigint').execute();
  await db.schema.alterTable('users').addColumn('account_defaults', 'text', (c) => c.notNull().defaultTo('{}')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('account_defaults').execute();
  await db.schema.alterTable('users').dropColumn('terms_required_since').execute();
  await db.schema.alterTable('users').dropColumn('reports_email').execute();
  await db.schema.alterTable('users').dropColumn('allowed_emails').execute();
  await db.schema.alterTable('users').dropColumn('allowed_ips').execute();
}
