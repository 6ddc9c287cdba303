/**
 * Families of users (issue 15). users.admin_id keeps meaning "the account's primary user"
 * (0 for a primary user); these columns add who created whom and who supports the account.
 * - parent_id: who created the user (its primary user, or a sub-user holding permission 2);
 *   0 for a primary user.
 * - family_path: the ancestors root to self ('/12/40/41/'), so "is X in Y's family" needs no
 *   query and a user's descendants are one indexed range (domain/family.ts). On PostgreSQL the
 *   column uses the C collation so that range is in byte order, as on SQLite.
 * - administrator_id: the administrator (group 3) the account is assigned to, on every user of
 *   the account; it replaces "an administrator manages the users whose admin_id is its id".
 * - deleted_at: a deleted sub-user stays as a row (its campaigns, lists and reports name it)
 *   but can never sign in again and is in no report; its username and e-mail are freed.
 * - user_source_names: the sender names a sub-user may use (its account's approved ones).
 * Existing rows: every sub-user was its primary user's child; a user whose admin_id named an
 * administrator is assigned to it.
 */
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../database';

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  await db.schema.alterTable('users').addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema
    .alterTable('users')
    .addColumn('family_path', 'text', (c) => (postgres ? c.notNull().defaultTo('').modifyFront(sql`collate "C"`) : c.notNull().defaultTo('')))
    .execute();
  await db.schema.alterTable('users').addColumn('administrator_id', 'integer').execute();
  await db.schema.alterTable('users').addColumn('deleted_at', 'bigint').execute();

  await sql`update users set parent_id = admin_id`.execute(db);
  await sql`update users set family_path = '/' || cast(id as text) || '/' where admin_id = 0`.execute(db);
  await sql`update users set family_path = '/' || cast(admin_id as text) || '/' || cast(id as text) || '/' where admin_id <> 0`.execute(db);
  await sql`update users set administrator_id = admin_id where admin_id in (select id from users where group_id = 3)`.execute(db);

  await db.schema.createIndex('users_family_path').on('users').column('family_path').execute();
  await db.schema.createIndex('users_parent').on('users').column('parent_id').execute();
  await db.schema.createIndex('users_administrator').on('users').column('administrator_id').execute();
  // The sender names a sub-user may use, chosen from its account's approved ones.
  await db.schema
    .createTable('user_source_names')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_source_names_pk', ['user_id', 'name'])
    .execute();
  // The users report's first page sorted by balance reads balances per (service, amount).
  await db.schema.createIndex('balances_service_amount').on('balances').columns(['service', 'amount']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_source_names').execute();
  await db.schema.dropIndex('balances_service_amount').execute();
  await db.schema.dropIndex('users_administrator').execute();
  await db.schema.dropIndex('users_parent').execute();
  await db.schema.dropIndex('users_family_path').execute();
  await db.schema.alterTable('users').dropColumn('deleted_at').execute();
  await db.schema.alterTable('users').dropColumn('administrator_id').execute();
  await db.schema.alterTable('users').dropColumn('family_path').execute();
  await db.schema.alterTable('users').dropColumn('parent_id').execute();
}
