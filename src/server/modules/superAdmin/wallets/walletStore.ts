/**
 * A customer's wallets: sms credits its account sets apart for its sub-users. Credits only move
 * between a wallet and the account's balance, through the ledger (messaging/credits): a wallet
 * funded takes them from the balance (never below zero), a wallet lowered or deleted gives them
 * back, each move a balance_entries row referring to the wallet, in the transaction that
 * changes the wallet — so the account's credits plus its wallets' never change by a wallet move.
 * Sends of the sub-users permitted on a wallet spend from it (messaging/campaignCredits.ts).
 */
import { sql } from 'kysely';
import type { Wallet } from '../../../../contract/superAdmin';
import { accountOf } from '../../../../domain/access';
import type { Db } from '../../../db/database';
import { dialectOf } from '../../../db/database';
import { managedUserOf } from '../../../http/account';
import { HttpError, notFound } from '../../../http/envelope';
import type { RequestContext } from '../../../http/handler';
import { walletService } from '../../../messaging/campaignCredits';
import { refundCredits, reserveCredits } from '../../../messaging/credits';

/** The balance cannot give what the wallet is to get; thrown to roll the transaction back. */
export class NotEnoughCredits extends Error {}

/** The account of the customer named, when the caller manages it (else 404). */
export async function customerAccountOf(ctx: RequestContext, userId: number): Promise<number> {
  return accountOf(await managedUserOf(ctx, userId));
}

export async function walletsOf(db: Db, account: number, walletId?: number): Promise<Wallet[]> {
  let query = db.selectFrom('wallets').select(['id', 'name', 'status', 'balance']).where('account_id', '=', account);
  if (walletId !== undefined) query = query.where('id', '=', walletId);
  const rows = await query.orderBy('id').execute();
  const permissions = rows.length
    ? await db.selectFrom('wallet_permissions').select(['wallet_id', 'user_id']).where('wallet_id', 'in', rows.map((r) => r.id)).orderBy('user_id').execute()
    : [];
  return rows.map((row) => ({
    id: row.id,
    userId: account,
    name: row.name,
    status: row.status,
    balance: Number(row.balance),
    permissions: permissions.filter((p) => p.wallet_id === row.id).map((p) => p.user_id),
  }));
}

/** The account's wallet, locked for the change on PostgreSQL; another account's or a missing one is 404. */
export async function lockedWalletOf(db: Db, account: number, walletId: number): Promise<{ id: number; name: string; balance: number }> {
  let query = db.selectFrom('wallets').select(['id', 'name', 'balance']).where('id', '=', walletId).where('account_id', '=', account);
  if (dialectOf(db) === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound();
  return { ...row, balance: Number(row.balance) };
}

export async function nameTaken(db: Db, account: number, name: string, except = 0): Promise<boolean> {
  const row = await db
    .selectFrom('wallets')
    .select('id')
    .where('account_id', '=', account)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .where('id', '!=', except)
    .executeTakeFirst();
  return row !== undefined;
}

/** Credits are whole; a wallet's balance is a whole, non-negative number. */
export function creditsOf(value: number | undefined, field: string): number | undefined {
  if (value === undefined) return undefined;
  if (!Number.isInteger(value) || value < 0) throw new HttpError(400, 'errors.generic.badRequest', { field });
  return value;
}

/**
 * Sets the wallet's balance to `to`, moving the difference from or to the account's balance
 * with a ledger row (reason wallet.fund / wallet.return, reference wallet:<id>).
 */
export async function moveToBalance(db: Db, ctx: RequestContext, account: number, wallet: { id: number; balance: number }, to: number): Promise<void> {
  const delta = to - wallet.balance;
  if (delta === 0) return;
  const change = { account, service: walletService, reference: `wallet:${wallet.id}`, userId: ctx.user!.userId, now: ctx.now() };
  if (delta > 0) {
    const taken = await reserveCredits(db, { ...change, amount: delta, reason: 'wallet.fund' });
    if (!taken.ok) throw new NotEnoughCredits();
  } else {
    await refundCredits(db, { ...change, amount: -delta, reason: 'wallet.return' });
  }
  await db.updateTable('wallets').set({ balance: sql<number>`balance + ${delta}` }).where('id', '=', wallet.id).execute();
}
