/**
 * Indexes the sending pipeline was missing (issue 13, section 3).
 * - message_provider_ids(message_id): the foreign key to messages had no index, so deleting
 *   messages (a campaign's shipments cascade to them) searched the whole table of SMSC ids
 *   once per message, which grows with every message ever sent.
 * The receipts' update finds its rows by primary key through its SQL (receipts.ts), not
 * through an index here: SQLite has no statistics to tell it that `status` is a poor choice.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('message_provider_ids_message').ifNotExists().on('message_provider_ids').column('message_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('message_provider_ids_message').ifExists().execute();
}
