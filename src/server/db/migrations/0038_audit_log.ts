/**
 * The audit log (issue 18): every action of an administrator, system manager or
 * super-administrator, and every sign-in-as, one row each, written in the action's own
 * transaction (src/server/audit). Append-only: triggers refuse UPDATE and DELETE (and, on
 * PostgreSQL, TRUNCATE), so no operation of the product can change it. Rows are chained: each
 * row's hash covers the previous row's hash and its own fields, so an edit or a deletion made
 * around the triggers (someone with the database in hand) breaks the chain at that row
 * (`npm run audit:verify`).
 *
 * The id is given by the writer (the last id + 1, under the chain's lock) rather than by a
 * sequence, so the hash can cover it and a gap is itself a break. No foreign keys: a row
 * outlives its users, and a cascade from users would be a delete the triggers refuse.
 */
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../database';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('actor_user_id', 'integer', (c) => c.notNull())
    .addColumn('actor_group', 'integer', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('operation', 'text', (c) => c.notNull())
    .addColumn('subject_user_id', 'integer')
    .addColumn('account', 'integer')
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('prev_hash', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .execute();
  // The customer history reads one user's rows, or one account's, newest first.
  await db.schema.createIndex('audit_log_subject').on('audit_log').columns(['subject_user_id', 'at', 'id']).execute();
  await db.schema.createIndex('audit_log_account').on('audit_log').columns(['account', 'at', 'id']).execute();
  if (dialectOf(db) === 'postgres') {
    await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
      begin raise exception 'audit_log is append-only'; end $$`.execute(db);
    await sql`create trigger audit_log_no_change before update or delete on audit_log for each row execute function audit_log_append_only()`.execute(db);
    await sql`create trigger audit_log_no_truncate before truncate on audit_log for each statement execute function audit_log_append_only()`.execute(db);
  } else {
    await sql`create trigger audit_log_no_update before update on audit_log begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
    await sql`create trigger audit_log_no_delete before delete on audit_log begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  if (dialectOf(db) === 'postgres') await sql`drop function if exists audit_log_append_only()`.execute(db);
}
