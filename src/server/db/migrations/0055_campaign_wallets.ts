/**
 * Issue 20, wallets spent by sends: a campaign remembers the wallet its credits were reserved
 * from (null: the account's balance), so whatever is given back later — undelivered messages,
 * an edit, a rejection — returns to that wallet even if the sender's permissions changed
 * meanwhile; a wallet deleted first sends it to the account, where the wallet's credits went.
 * The ledger names the wallet too: a balance_entries row with a wallet_id is that wallet's
 * take or refund (balance_after is then the wallet's), one without is the account balance's.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('campaigns').addColumn('wallet_id', 'integer', (c) => c.references('wallets.id').onDelete('set null')).execute();
  await db.schema.alterTable('balance_entries').addColumn('wallet_id', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('balance_entries').dropColumn('wallet_id').execute();
  await db.schema.alterTable('campaigns').dropColumn('wallet_id').execute();
}
