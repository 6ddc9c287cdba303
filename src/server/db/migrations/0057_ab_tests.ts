/**
 * A/B tests with automatic roll-out (issue 21, domain/abTests.ts). A campaign with a test has
 * one shipment per variant (shipments.variant 1..4, the variant's text in the campaign's
 * settings) and one for the rest of the list, which waits, its run_at far ahead, until the
 * decision names its variant and makes it due. ab_tests holds the decision: when it is due,
 * by which metric, and once taken, the winner and when; a pass claims a due decision by
 * setting decided_at where it is still null, so two workers never decide twice. settled_at:
 * when the credits reserved with the longest variant were settled to what was made.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('shipments').addColumn('variant', 'integer').execute();
  await db.schema
    .createTable('ab_tests')
    .addColumn('campaign_id', 'integer', (c) => c.primaryKey().references('campaigns.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('metric', 'text', (c) => c.notNull())
    .addColumn('share_percent', 'integer', (c) => c.notNull())
    .addColumn('delay_minutes', 'integer', (c) => c.notNull())
    .addColumn('decide_at', 'bigint', (c) => c.notNull())
    .addColumn('rest_shipment_id', 'integer')
    .addColumn('decided_at', 'bigint')
    .addColumn('winner', 'integer')
    .addColumn('settled_at', 'bigint')
    .execute();
  await db.schema.createIndex('ab_tests_due').on('ab_tests').columns(['decided_at', 'decide_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ab_tests').execute();
  await db.schema.alterTable('shipments').dropColumn('variant').execute();
}
