/**
 * Acting on one customer (issue 18, /user-profile/:userId and /create-user-account):
 * - users.comments: the support team's internal notes on the customer, never shown to it.
 * - users.payment_type: how the customer pays (prepaid, postpaid, card, bank), from its billing
 *   details; prepaid until an administrator says otherwise.
 * - send_word_permissions: the customers allowed to send messages holding a prohibited word
 *   (super-admin/add-permission-send); word_id 0 is every prohibited word.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('comments', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema
    .alterTable('users')
    .addColumn('payment_type', 'text', (c) => c.notNull().defaultTo('prepaid').check(sql`payment_type in ('prepaid', 'postpaid', 'card', 'bank')`))
    .execute();
  await db.schema
    .createTable('send_word_permissions')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('word_id', 'integer', (c) => c.notNull())
    .addColumn('granted_by', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('send_word_permissions_pk', ['user_id', 'word_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('send_word_permissions').execute();
  await db.schema.alterTable('users').dropColumn('payment_type').execute();
  await db.schema.alterTable('users').dropColumn('comments').execute();
}
