/**
 * Who pays for a campaign (issue 20, wallets): a sub-user permitted on a wallet of its account
 * spends from that wallet, everyone else from the account's balance. The rule lives here once;
 * acceptance asks purseOf before reserving, and every later give-back (settlement, an edit, a
 * rejection) goes through refundCampaignCredits to the wallet the campaign remembers
 * (campaigns.wallet_id, migration 0055), whatever the permissions say by then.
 *
 * Several wallets: the active one with the lowest id (the oldest) pays; a frozen wallet never
 * pays. A sender whose every wallet is frozen is refused (SendCampaign.walletFrozen) rather
 * than falling back to the account, since the administrator froze the wallet to stop its
 * spending. Wallets hold text-message credits only: voice and WhatsApp pay from the account.
 */
import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { BalanceService, Database } from '../db/schema';
import { refundCredits, type CreditChange } from './credits';

type Executor = Db | Transaction<Database>;

/** The product a wallet's credits buy. */
export const walletService: BalanceService = 'sms';

/** Where a campaign's credits come from: a wallet, the account's balance (null), or nowhere (its wallets are frozen). */
export type Purse = { walletId: number | null } | 'frozen';

export async function purseOf(db: Executor, account: number, userId: number, service: BalanceService): Promise<Purse> {
  if (service !== walletService) return { walletId: null };
  const wallets = await db
    .selectFrom('wallet_permissions')
    .innerJoin('wallets', 'wallets.id', 'wallet_permissions.wallet_id')
    .select(['wallets.id', 'wallets.status'])
    .where('wallet_permissions.user_id', '=', userId)
    .where('wallets.account_id', '=', account)
    .orderBy('wallets.id')
    .execute();
  if (wallets.length === 0) return { walletId: null };
  const active = wallets.find((w) => w.status === 'active');
  return active ? { walletId: active.id } : 'frozen';
}

/** What a campaign gives back goes where its credits came from: the wallet it remembers, else the account. */
export async function refundCampaignCredits(db: Executor, campaignId: number, change: Omit<CreditChange, 'walletId' | 'reference'>): Promise<void> {
  if (change.amount <= 0) return;
  const row = await db.selectFrom('campaigns').select('wallet_id').where('id', '=', campaignId).executeTakeFirst();
  await refundCredits(db, { ...change, reference: String(campaignId), walletId: row?.wallet_id ?? undefined });
}
