/**
 * The low-balance alert (messaging/balanceAlert.ts) reads an account's last top-up of a service
 * on every credit take. Top-ups are few among an account's ledger entries (a campaign writes a
 * take and later refunds), so an index of top-ups alone finds the last one at once however long
 * the ledger grows. The index's condition is written exactly as the query's, in literals, so
 * both SQLite and PostgreSQL see that the query may use it.
 */
import { sql, type Kysely, type SqlBool } from 'kysely';

export const topUpCondition = sql<SqlBool>`delta > 0 and reason not like 'campaign.%'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('balance_entries_top_ups').on('balance_entries').columns(['user_id', 'service', 'id']).where(topUpCondition).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('balance_entries_top_ups').execute();
}
