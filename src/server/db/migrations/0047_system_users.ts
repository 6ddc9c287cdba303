/**
 * System users (configuring-administrators, super-admin/system-user-add and -remove):
 * - users.group_before_system: the group a user was in before it was made a system manager (2)
 *   or a super-administrator (5), so removing it returns it there; null for a user never made one
 *   (or one that was a system user from the start, which removing returns to a customer, group 1).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('group_before_system', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('group_before_system').execute();
}
