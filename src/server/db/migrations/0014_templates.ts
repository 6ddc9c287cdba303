/**
 * The composer's saved texts and the terms of use (issue 6):
 * - templates: an account's message templates, with dynamic fields in square brackets. The
 *   name is unique per account whatever its case (name_key, as contact lists keep theirs).
 * - terms_approvals: each time a user accepted the terms of use (campaigns/approve-app-rules),
 *   kept as a history rather than a flag so an administrator enforcing the terms again sees
 *   when they were last accepted.
 */
import type { Kysely } from 'kysely';
import { dialectOf } from '../database';
import { idColumn } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(dialectOf(db));
  await id(db.schema.createTable('templates'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('templates_account_name', ['account_id', 'name_key'])
    .execute();

  await id(db.schema.createTable('terms_approvals'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('approved_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('terms_approvals_user').on('terms_approvals').columns(['user_id', 'approved_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('terms_approvals').execute();
  await db.schema.dropTable('templates').execute();
}
