/**
 * Indexes for the shipment reports, statistics and the incoming-messages report (issue 7):
 * - shipments (account_id, run_at): the sent-shipments report reads the account's shipments of
 *   a period (last 60 days by default) without touching other accounts' or older ones.
 * - shipments (campaign_id): a send's packets, for its times, progress and rescheduling (the
 *   foreign key alone is not indexed on SQLite).
 * - campaigns (account_id, status): the future and waiting reports read the few campaigns of an
 *   account still to go out.
 * - incoming_messages (campaign_id, received_at): replies to a campaign, for its statistic and
 *   the campaign filter of the incoming report; (account_id, phone, received_at) for the
 *   number filter.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('shipments_account_run').on('shipments').columns(['account_id', 'run_at']).execute();
  await db.schema.createIndex('shipments_campaign').on('shipments').columns(['campaign_id']).execute();
  await db.schema.createIndex('campaigns_account_status').on('campaigns').columns(['account_id', 'status']).execute();
  await db.schema.createIndex('incoming_messages_campaign').on('incoming_messages').columns(['campaign_id', 'received_at']).execute();
  await db.schema.createIndex('incoming_messages_phone').on('incoming_messages').columns(['account_id', 'phone', 'received_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['incoming_messages_phone', 'incoming_messages_campaign', 'campaigns_account_status', 'shipments_campaign', 'shipments_account_run']) {
    await db.schema.dropIndex(index).execute();
  }
}
