/**
 * Campaigns and the way their messages leave (ARCHITECTURE "Sending a campaign").
 * - campaigns: what the user asked for, its state (section 4) and its credits.
 * - campaign_recipients: the recipients resolved when the campaign was accepted (lists minus
 *   blacklist, filters and duplicates), numbered 1..n, with their dynamic fields.
 * - shipments: one run of a campaign (now, at its time, each repeat, each packet) over a range
 *   of recipients, due at run_at.
 * - messages: one row per recipient of a shipment, made by the scheduler in chunks. The pair
 *   (shipment_id, seq) is unique, so making a chunk twice after a crash makes nothing twice;
 *   the status moves queued → submitting → submitted → delivered or failed.
 * - message_provider_ids: the SMSC's id of each part sent, for matching delivery receipts.
 * - unmatched_receipts: receipts naming an SMSC id we never recorded (the answer to a submit
 *   was lost in a crash); they settle messages whose sending was uncertain.
 * - incoming_messages: messages recipients sent to the account's numbers (replies, chat).
 */
import type { Kysely } from 'kysely';
import { dialectOf } from '../database';
import { idColumn } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(dialectOf(db));

  await id(db.schema.createTable('campaigns'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('sms'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('sender', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    /** The timing asked for (now, future, reusable, days, birthday, packets), JSON. */
    .addColumn('schedule', 'text', (c) => c.notNull())
    /** Unsubscribe option, replies, filters, retries, temporary block days, headers, JSON. */
    .addColumn('settings', 'text', (c) => c.notNull())
    /** Content and recipients digested, for "the same message to the same destinations within an hour". */
    .addColumn('content_key', 'text', (c) => c.notNull())
    .addColumn('recipients', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('credits_reserved', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('credits_spent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('credits_refunded', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('sent_at', 'bigint')
    .execute();
  await db.schema.createIndex('campaigns_account').on('campaigns').columns(['account_id', 'created_at']).execute();
  await db.schema.createIndex('campaigns_content_key').on('campaigns').columns(['account_id', 'content_key', 'created_at']).execute();

  await db.schema
    .createTable('campaign_recipients')
    .addColumn('campaign_id', 'integer', (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('field1', 'text')
    .addColumn('field2', 'text')
    .addColumn('field3', 'text')
    .addColumn('field4', 'text')
    .addColumn('field5', 'text')
    .addColumn('field6', 'text')
    .addPrimaryKeyConstraint('campaign_recipients_pk', ['campaign_id', 'seq'])
    .execute();

  await id(db.schema.createTable('shipments'))
    .addColumn('campaign_id', 'integer', (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('seq_from', 'integer', (c) => c.notNull())
    .addColumn('seq_to', 'integer', (c) => c.notNull())
    .addColumn('run_at', 'bigint', (c) => c.notNull())
    /** waiting → making (messages being made in chunks) → dispatching → done; or cancelled. */
    .addColumn('status', 'text', (c) => c.notNull())
    /** The last recipient seq whose message row exists: where making resumes after a crash. */
    .addColumn('made_to', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('started_at', 'bigint')
    .addColumn('ended_at', 'bigint')
    .execute();
  await db.schema.createIndex('shipments_due').on('shipments').columns(['status', 'run_at']).execute();

  await id(db.schema.createTable('messages'))
    .addColumn('shipment_id', 'integer', (c) => c.notNull().references('shipments.id').onDelete('cascade'))
    .addColumn('campaign_id', 'integer', (c) => c.notNull())
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('parts', 'integer', (c) => c.notNull())
    .addColumn('credits', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('delivery_status', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    /** queued: not before this (a retry); uncertain: when to send again if no receipt settled it. */
    .addColumn('next_attempt_at', 'bigint')
    /** When a dispatcher took it (status submitting): one left there long ago was a dead worker's. */
    .addColumn('claimed_at', 'bigint')
    .addColumn('error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('submitted_at', 'bigint')
    .addColumn('done_at', 'bigint')
    .addUniqueConstraint('messages_shipment_seq', ['shipment_id', 'seq'])
    .execute();
  await db.schema.createIndex('messages_work').on('messages').columns(['status', 'shipment_id', 'seq']).execute();
  await db.schema.createIndex('messages_due').on('messages').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('messages_campaign').on('messages').columns(['campaign_id', 'status']).execute();

  await db.schema
    .createTable('message_provider_ids')
    .addColumn('provider_id', 'text', (c) => c.notNull().primaryKey())
    .addColumn('message_id', 'integer', (c) => c.notNull().references('messages.id').onDelete('cascade'))
    .execute();

  await id(db.schema.createTable('unmatched_receipts'))
    .addColumn('provider_id', 'text', (c) => c.notNull())
    /** The recipient and the sender as the receipt names them, digits or name. */
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('sender', 'text', (c) => c.notNull())
    /** The first characters of the message the receipt quotes (its text: field). */
    .addColumn('text_start', 'text', (c) => c.notNull())
    .addColumn('delivery_status', 'text', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('unmatched_receipts_phone').on('unmatched_receipts').columns(['phone', 'sender']).execute();
  await db.schema.createIndex('unmatched_receipts_provider').on('unmatched_receipts').columns(['provider_id']).execute();
  await db.schema.createIndex('unmatched_receipts_received').on('unmatched_receipts').columns(['received_at']).execute();

  await id(db.schema.createTable('incoming_messages'))
    .addColumn('account_id', 'integer')
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('to_number', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('campaign_id', 'integer')
    .addColumn('is_unsubscribe', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('incoming_messages_account').on('incoming_messages').columns(['account_id', 'received_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['incoming_messages', 'unmatched_receipts', 'message_provider_ids', 'messages', 'shipments', 'campaign_recipients', 'campaigns']) await db.schema.dropTable(table).execute();
}
