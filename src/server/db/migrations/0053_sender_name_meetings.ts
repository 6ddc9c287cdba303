/**
 * Sender-name verification meetings (issue 20): the video meeting that strongly verifies an
 * approved sender name. One row per sender-name request (sender_identities of kind 'name'): the
 * booking link's token is kept only as its SHA-256 (as approval links are), and the time the
 * customer booked, once booked. There is no Zoom account here: a booking records the time and
 * mails it to both sides; the meeting room itself is arranged by the verification team.
 */
import type { Kysely } from 'kysely';
import { dialectOf } from '../database';
import { idColumn } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(dialectOf(db));
  await id(db.schema.createTable('sender_name_meetings'))
    .addColumn('identity_id', 'integer', (c) => c.notNull().unique().references('sender_identities.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('link_hash', 'text', (c) => c.notNull().unique())
    .addColumn('sent_by', 'integer', (c) => c.notNull())
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    .addColumn('meeting_at', 'bigint')
    .addColumn('contact_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // Unique: one team holds every meeting, so two customers booking the same time at once cannot both win.
  await db.schema.createIndex('sender_name_meetings_meeting_at').unique().on('sender_name_meetings').column('meeting_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sender_name_meetings').execute();
}
