/**
 * Sign-in: the outbox that stands in for the system's SMS and mail provider (codes "sent"
 * are rows a super-administrator can read), and recovery requests for frozen accounts.
 */
import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../database';
import { idColumn } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(dialectOf(db));

  await id(db.schema.createTable('outbox'))
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('sms', 'mail')`))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('outbox_recipient').on('outbox').columns(['recipient', 'created_at']).execute();

  await id(db.schema.createTable('inactive_requests'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('comments', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'approved', 'rejected')`))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .addColumn('decided_by', 'integer', (c) => c.references('users.id'))
    .execute();
  await db.schema.createIndex('inactive_requests_user').on('inactive_requests').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('inactive_requests').execute();
  await db.schema.dropTable('outbox').execute();
}
