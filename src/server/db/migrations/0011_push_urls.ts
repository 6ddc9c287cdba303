/**
 * Webhooks out (spec section 3 "Push URL"): the addresses an account's events are POSTed to.
 * - push_urls: one address for one event type (delivery, incoming, click, unsubscribe) and
 *   service. Its signing secret is kept in clear because signing needs it. `failures` counts
 *   consecutive failed POSTs since `failing_since`; `retry_at` paces the next try after one.
 * - webhook_events: the outbox. A row is written in the transaction that records what
 *   happened (a receipt, an incoming message), so no event is lost and none is made twice;
 *   pending → sending (claimed by one sender) → sent, or stopped (its URL blocked) or failed
 *   (gave up). There is no foreign key to push_urls on purpose: a sender's cached view of the
 *   URLs may lag a deletion by seconds, and that must not fail the receipt's transaction.
 * - webhook_alarms: a blocked URL whose alarm is on, for an administrator screen (there is no
 *   mail system yet).
 */
import type { Kysely } from 'kysely';
import { dialectOf } from '../database';
import { idColumn } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(dialectOf(db));

  await id(db.schema.createTable('push_urls'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('comments', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('alarm', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failing_since', 'bigint')
    .addColumn('retry_at', 'bigint')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('push_urls_account_url', ['account_id', 'type', 'service', 'url'])
    .execute();

  await id(db.schema.createTable('webhook_events'))
    .addColumn('push_url_id', 'integer', (c) => c.notNull())
    .addColumn('account_id', 'integer', (c) => c.notNull())
    /** What the receiver sees in X-Event-Id, to drop a repeat. */
    .addColumn('event_id', 'text', (c) => c.notNull().unique())
    .addColumn('type', 'text', (c) => c.notNull())
    /** The JSON body, fixed when the event happened. */
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
    /** The sender that took it (status sending), and when: one taken long ago was a dead sender's. */
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_at', 'bigint')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('sent_at', 'bigint')
    .execute();
  await db.schema.createIndex('webhook_events_due').on('webhook_events').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('webhook_events_url').on('webhook_events').columns(['push_url_id', 'status']).execute();

  await id(db.schema.createTable('webhook_alarms'))
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('push_url_id', 'integer', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('seen_at', 'bigint')
    .execute();
  await db.schema.createIndex('webhook_alarms_created').on('webhook_alarms').columns(['created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['webhook_alarms', 'webhook_events', 'push_urls']) await db.schema.dropTable(table).execute();
}
