/**
 * Credits as a ledger (ARCHITECTURE "Sending a campaign"): every change of a balance is a row
 * of balance_entries saying why, and a balance never goes below zero however many sends run at
 * once. A reservation is one conditional UPDATE (enough credits, or nothing happens), so two
 * campaigns racing for the last credits cannot both win: SQLite runs one writer at a time and
 * PostgreSQL re-checks the condition on the row it has locked. It runs inside the caller's
 * transaction, the one that writes the campaign, so a campaign and its credits commit together,
 * and with them the low-balance warning a take may raise (balanceAlert.ts).
 */
import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { BalanceService, Database } from '../db/schema';
import { alertOnLowBalance } from './balanceAlert';

type Executor = Db | Transaction<Database>;

export interface CreditChange {
  account: number;
  service: BalanceService;
  amount: number;
  /** Why, for the ledger: e.g. campaign.reserve, campaign.refund. */
  reason: string;
  reference?: string;
  userId?: number;
  now: number;
  /**
   * Take from or give to this wallet of the account instead of its balance (a sub-user's
   * campaign, campaignCredits.ts). The ledger row names the wallet; its balance_after is the wallet's.
   */
  walletId?: number;
}

export type Reservation = { ok: true; balanceAfter: number } | { ok: false; remaining: number };

async function entry(db: Executor, change: CreditChange, delta: number, balanceAfter: number): Promise<void> {
  await db
    .insertInto('balance_entries')
    .values({ user_id: change.account, service: change.service, delta, balance_after: balanceAfter, reason: change.reason, reference: change.reference ?? null, created_by: change.userId ?? null, created_at: change.now, wallet_id: change.walletId ?? null })
    .execute();
}

/** Takes the credits when the balance holds them all; otherwise takes nothing and says what remains. */
export async function reserveCredits(db: Executor, change: CreditChange): Promise<Reservation> {
  if (!Number.isInteger(change.amount) || change.amount < 0) throw new Error(`a reservation is a whole, non-negative number of credits, not ${change.amount}`);
  if (change.walletId !== undefined) return reserveFromWallet(db, { ...change, walletId: change.walletId });
  const taken = await db
    .updateTable('balances')
    .set({ amount: sql<number>`amount - ${change.amount}` })
    .where('user_id', '=', change.account)
    .where('service', '=', change.service)
    .where('amount', '>=', change.amount)
    .returning('amount')
    .executeTakeFirst();
  if (!taken) {
    const row = await db.selectFrom('balances').select('amount').where('user_id', '=', change.account).where('service', '=', change.service).executeTakeFirst();
    return { ok: false, remaining: Number(row?.amount ?? 0) };
  }
  const balanceAfter = Number(taken.amount);
  await entry(db, change, -change.amount, balanceAfter);
  await alertOnLowBalance(db, { account: change.account, service: change.service, before: balanceAfter + change.amount, after: balanceAfter, now: change.now });
  return { ok: true, balanceAfter };
}

/** Gives credits back (what could not be sent), creating the balance row if the account had none. */
export async function refundCredits(db: Executor, change: CreditChange): Promise<number> {
  if (change.walletId !== undefined && change.amount > 0) {
    const wallet = await db.updateTable('wallets').set({ balance: sql<number>`balance + ${change.amount}` }).where('id', '=', change.walletId).returning('balance').executeTakeFirst();
    if (wallet) {
      await entry(db, change, change.amount, Number(wallet.balance));
      return Number(wallet.balance);
    }
    // The wallet was deleted meanwhile: its credits went back to the account, and so does this.
    return refundCredits(db, { ...change, walletId: undefined });
  }
  if (change.amount === 0) return Number((await db.selectFrom('balances').select('amount').where('user_id', '=', change.account).where('service', '=', change.service).executeTakeFirst())?.amount ?? 0);
  const row = await db
    .insertInto('balances')
    .values({ user_id: change.account, service: change.service, amount: change.amount })
    .onConflict((oc) => oc.columns(['user_id', 'service']).doUpdateSet({ amount: sql<number>`balances.amount + ${change.amount}` }))
    .returning('amount')
    .executeTakeFirstOrThrow();
  const balanceAfter = Number(row.amount);
  await entry(db, change, change.amount, balanceAfter);
  return balanceAfter;
}

/**
 * The same conditional take from a wallet: only an active (not frozen) one, and only when it
 * holds every credit. A wallet has no low-balance alert: the account's warning is about the
 * account's own balance.
 */
async function reserveFromWallet(db: Executor, change: CreditChange & { walletId: number }): Promise<Reservation> {
  const taken = await db
    .updateTable('wallets')
    .set({ balance: sql<number>`balance - ${change.amount}` })
    .where('id', '=', change.walletId)
    .where('account_id', '=', change.account)
    .where('status', '=', 'active')
    .where('balance', '>=', change.amount)
    .returning('balance')
    .executeTakeFirst();
  if (!taken) {
    const row = await db.selectFrom('wallets').select('balance').where('id', '=', change.walletId).executeTakeFirst();
    return { ok: false, remaining: Number(row?.balance ?? 0) };
  }
  const balanceAfter = Number(taken.balance);
  await entry(db, change, -change.amount, balanceAfter);
  return { ok: true, balanceAfter };
}
