/**
 * The verified numbers a sub-user may send from, shared down the family like its sender names
 * (user_source_names, migration 0025): digits in the stored form of sender_identities.value.
 * A user with no rows shares everything its parent may use (modules/senders/sharedSenders.ts).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_verified_numbers')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_verified_numbers_pk', ['user_id', 'phone'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_verified_numbers').execute();
}
