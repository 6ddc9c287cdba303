/**
 * Accounts: users and their permissions, passwords and two-step phones, sessions,
 * balances as a ledger, white-label brands and the audit of logins (sections 3 and 4).
 */
import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../database';
import { idColumn } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  const id = idColumn(dialect);

  await id(db.schema.createTable('brands'))
    .addColumn('host', 'text', (c) => c.notNull().unique())
    .addColumn('owner_user_id', 'integer')
    .addColumn('is_white_label', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('logo_name', 'text', (c) => c.notNull())
    .addColumn('app_logo_src', 'text', (c) => c.notNull())
    .addColumn('support_phone', 'text', (c) => c.notNull())
    .addColumn('support_email', 'text', (c) => c.notNull())
    .addColumn('support_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('site_key', 'text')
    .addColumn('hide_app_bar', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('buy_package', 'text')
    .addColumn('approval_file', 'text')
    .addColumn('info_links', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();

  await id(db.schema.createTable('users'))
    .addColumn('admin_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('group_id', 'integer', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('customer_number', 'text', (c) => c.notNull())
    .addColumn('national_id', 'text')
    .addColumn('phones', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('customer_type', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('blocked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('blocked_reason', 'text')
    .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('otp_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('price_list_id', 'integer')
    .addColumn('brand_id', 'integer', (c) => c.references('brands.id'))
    .addColumn('password_changed_at', 'bigint', (c) => c.notNull())
    .addColumn('password_valid_until', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // Usernames are unique whatever their case.
  await sql`create unique index users_username_unique on users (lower(username))`.execute(db);
  await db.schema.createIndex('users_admin_id').on('users').column('admin_id').execute();
  await db.schema.createIndex('users_customer_number').on('users').column('customer_number').execute();

  await db.schema
    .createTable('user_permissions')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('permission_id', 'integer', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('enable', 'block', 'enableAndBequeath', 'blockAndBequeath')`))
    .addPrimaryKeyConstraint('user_permissions_pk', ['user_id', 'permission_id'])
    .execute();

  await id(db.schema.createTable('password_history'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('password_history_user').on('password_history').columns(['user_id', 'created_at']).execute();

  await id(db.schema.createTable('otp_phones'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('otp_phones_unique', ['user_id', 'phone'])
    .execute();

  await id(db.schema.createTable('verification_codes'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('destination', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('verification_codes_lookup').on('verification_codes').columns(['destination', 'purpose', 'created_at']).execute();

  await id(db.schema.createTable('sessions'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('impersonator_id', 'integer', (c) => c.references('users.id'))
    .addColumn('keep_logged_in', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('balances')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`amount >= 0`))
    .addPrimaryKeyConstraint('balances_pk', ['user_id', 'service'])
    .execute();

  await id(db.schema.createTable('balance_entries'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('delta', 'bigint', (c) => c.notNull())
    .addColumn('balance_after', 'bigint', (c) => c.notNull().check(sql`balance_after >= 0`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('balance_entries_user').on('balance_entries').columns(['user_id', 'service', 'id']).execute();

  await id(db.schema.createTable('login_audit'))
    .addColumn('user_id', 'integer')
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_audit_user').on('login_audit').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['login_audit', 'balance_entries', 'balances', 'sessions', 'verification_codes', 'otp_phones', 'password_history', 'user_permissions', 'users', 'brands']) {
    await db.schema.dropTable(table).execute();
  }
}
