/**
 * Short links on the product's own domain (spec section 9 "Links") and their clicks.
 * - short_links: one row per link the account made (create-short-url) and one per campaign
 *   that unsubscribes by link (option 3). A general link is its own code; a campaign link
 *   (personal image/link, unsubscribe) is a template whose per-recipient codes are derived
 *   (code + seq + signature), so a million recipients add no rows here.
 * - short_link_clicks: each time a link was followed, with the recipient of a personal one and
 *   whether a person, a link preview or a bot opened it.
 */
import type { Kysely } from 'kysely';
import { dialectOf } from '../database';
import { idColumn } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(dialectOf(db));

  await id(db.schema.createTable('short_links'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('code', 'text', (c) => c.notNull())
    /** general, personalImage, personalLink or unsubscribe. */
    .addColumn('kind', 'text', (c) => c.notNull())
    /** Where the link sends the person; empty for unsubscribe links (they land on /remove). */
    .addColumn('url', 'text', (c) => c.notNull())
    /** The short address as given out (and written in campaign contents). */
    .addColumn('short_url', 'text', (c) => c.notNull())
    /** The handle the composer passes back (url_unique_hash) to reuse the link. */
    .addColumn('handle', 'text', (c) => c.notNull())
    /** Signs the per-recipient codes of a campaign link; empty for a general link. */
    .addColumn('secret', 'text', (c) => c.notNull())
    /** The campaign a campaign link belongs to, once one took it. */
    .addColumn('campaign_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    /** When the campaign first made messages with it; from then it lives 3 weeks (unsubscribe 30 days). */
    .addColumn('sent_at', 'bigint')
    .execute();
  await db.schema.createIndex('short_links_code').on('short_links').column('code').unique().execute();
  await db.schema.createIndex('short_links_handle').on('short_links').column('handle').unique().execute();
  await db.schema.createIndex('short_links_campaign').on('short_links').column('campaign_id').execute();

  await id(db.schema.createTable('short_link_clicks'))
    .addColumn('link_id', 'integer', (c) => c.notNull().references('short_links.id').onDelete('cascade'))
    /** The recipient of a personal link: campaign and seq (campaign_recipients), and the phone then. */
    .addColumn('campaign_id', 'integer')
    .addColumn('seq', 'integer')
    .addColumn('phone', 'text')
    /** person, preview (a messenger fetching the page to show a preview) or bot. */
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  // Counts per link, and per campaign and recipient (uniq clicks), read by the click reports.
  await db.schema.createIndex('short_link_clicks_link').on('short_link_clicks').columns(['link_id', 'kind', 'at']).execute();
  await db.schema.createIndex('short_link_clicks_recipient').on('short_link_clicks').columns(['campaign_id', 'seq', 'kind']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('short_link_clicks').execute();
  await db.schema.dropTable('short_links').execute();
}
