/**
 * The push-API page's "last deliveries": every POST the webhook sender makes (events and test
 * events alike) leaves one row — the address it went to, the event type, the HTTP status (none
 * when no answer came), how long it took and why it failed. Only the last few per push URL are
 * kept (messaging/webhooks/deliveries.ts), so the table stays small whatever the traffic.
 * No foreign key to push_urls, as for webhook_events: a POST already under way when its URL is
 * deleted still records itself; deleting a URL deletes its rows.
 */
import type { Kysely } from 'kysely';
import { dialectOf } from '../database';
import { idColumn } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(dialectOf(db))(db.schema.createTable('push_deliveries'))
    .addColumn('push_url_id', 'integer', (c) => c.notNull())
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('http_status', 'integer')
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('push_deliveries_url').on('push_deliveries').columns(['push_url_id', 'id']).execute();
  await db.schema.createIndex('push_deliveries_account').on('push_deliveries').columns(['account_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('push_deliveries').execute();
}
