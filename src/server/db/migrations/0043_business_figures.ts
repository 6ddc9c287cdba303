/**
 * The business at a glance (/bi, issue 18) reads periods across every account, where the
 * existing indexes all start with one account or user:
 * - balance_entries_service_time: credits sold and used per product in a period, and the
 *   reloads of today, this month and this year — a range per service, read from the index
 *   alone (reason and delta are in it), however long the ledger grows.
 * - login_audit_time: sign-ins per day and outcome in a period, from the index alone.
 * - message_days_day: the daily message counts of a period over every account (messages per
 *   day by route, the accounts active in it, the top 10 customers) — the table's key starts
 *   with the account.
 * - message_status_days: what the daily counts cannot say — a day's messages by status, and
 *   those abroad — counted from messages once the day has settled (receipts in), then kept, so
 *   a year of days is a year of rows, not a count of every message it sent
 *   (modules/superAdmin/bi/messagesPerDay.ts).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('balance_entries_service_time').on('balance_entries').columns(['service', 'created_at', 'reason', 'delta']).execute();
  await db.schema.createIndex('login_audit_time').on('login_audit').columns(['created_at', 'outcome']).execute();
  await db.schema.createIndex('message_days_day').on('message_days').columns(['day', 'account_id', 'campaign_id', 'messages', 'credits']).execute();
  await db.schema
    .createTable('message_status_days')
    /** The Israel midnight that starts the day (epoch ms). */
    .addColumn('day', 'bigint', (c) => c.notNull())
    /** delivered, notDelivered, pending, overseasSms; total is written for every counted day (0 too), so a counted day is known. */
    .addColumn('figure', 'text', (c) => c.notNull())
    .addColumn('messages', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('message_status_days_pk', ['day', 'figure'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('message_status_days').execute();
  await db.schema.dropIndex('message_days_day').execute();
  await db.schema.dropIndex('login_audit_time').execute();
  await db.schema.dropIndex('balance_entries_service_time').execute();
}
