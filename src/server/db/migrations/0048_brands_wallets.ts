/**
 * Issue 20, white-label-management and a customer's wallets and organizations:
 * - brand_files: a brand's logo and agreement file, kept in the database (served from
 *   /brand-files/<name>) so every server of the deployment answers the same bytes;
 * - wallets: sms credits an account sets apart for its sub-users (the credits come out of the
 *   account's balance through the ledger and go back to it), with who may spend from each;
 * - organizations: companies billed separately under one account, by company number.
 */
import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../database';
import { idColumn } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  const id = idColumn(dialect);

  await id(db.schema.createTable('brand_files'))
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('logo', 'approvalFile')`))
    // Random, with the extension of the sniffed type: the address the browser loads.
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    // bytea has no "blob" alias in PostgreSQL.
    .addColumn('data', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await id(db.schema.createTable('wallets'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active').check(sql`status in ('active', 'frozen')`))
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`balance >= 0`))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await sql`create unique index wallets_account_name on wallets (account_id, lower(name))`.execute(db);

  await db.schema
    .createTable('wallet_permissions')
    .addColumn('wallet_id', 'integer', (c) => c.notNull().references('wallets.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('wallet_permissions_pk', ['wallet_id', 'user_id'])
    .execute();

  await id(db.schema.createTable('organizations'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('organizations_account_company', ['account_id', 'company_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['organizations', 'wallet_permissions', 'wallets', 'brand_files']) await db.schema.dropTable(table).execute();
}
