/** A user's own monthly e-mail limit, set by whoever manages it on the sub-user form; null is none of its own. */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('mail_limit', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('mail_limit').execute();
}
