/**
 * reports/set-new-messages-balance, the one credit transfer: the caller sets the balance of
 * one product of a user it manages, and the difference moves from (or back to) the caller's
 * own balance of the product as two ledger rows, in one transaction. The user's balance row
 * is locked first (PostgreSQL FOR UPDATE; SQLite runs one writer at a time), so transfers
 * racing to the same user each see the balance the one before left; the caller's side is the
 * ledger's conditional take (messaging/credits reserveCredits), so the caller never goes
 * below zero however many transfers run at once.
 */
import type { BalanceCredits, SetNewMessagesBalanceApiArg, SetNewMessagesBalanceApiResponse } from '../../../contract/reports';
import { SetNewMessagesBalance } from '../../../contract/statusCodes';
import { Group, holdsPermission } from '../../../domain/access';
import { Permission } from '../../../domain/permissions';
import type { Db } from '../../db/database';
import { balanceServices, type BalanceService } from '../../db/schema';
import { dialectOf } from '../../db/database';
import { managedUserOf } from '../../http/account';
import { forbidden } from '../../http/envelope';
import type { Handler } from '../../http/handler';
import { refundCredits, reserveCredits } from '../../messaging/credits';
import { balancesOf } from '../auth/queries';

const serviceCodes: Record<number, BalanceService> = { 445: 'sms', 446: 'overseas_sms', 500: 'voice' };

class NotEnoughCredits extends Error {}

async function creditsOf(db: Db, userId: number): Promise<BalanceCredits> {
  const own = await balancesOf(db, userId);
  const credits: BalanceCredits = {};
  for (const service of balanceServices) credits[service] = { amount: own.get(service) ?? 0, hasPermissions: true };
  return credits;
}

export const setNewMessagesBalance: Handler<SetNewMessagesBalanceApiArg> = async ({ body }, ctx): Promise<SetNewMessagesBalanceApiResponse> => {
  const caller = ctx.user!;
  // An administrator moves credits with permission 49; families' managers with their permission 2 (managesUser).
  if (caller.group === Group.administrator && !holdsPermission(caller, Permission.manageSubUserBalances)) throw forbidden();
  const user = await managedUserOf(ctx, body.userId);
  const service = body.product ?? (body.service !== undefined ? serviceCodes[body.service] : undefined);
  if (!service || !Number.isInteger(body.amount) || body.amount < 0) return { data: { status: SetNewMessagesBalance.invalidAmount } };
  if (user.blocked) return { data: { status: SetNewMessagesBalance.userBlocked } };
  const now = ctx.now();
  const reference = `${caller.userId}->${user.userId}`;
  const postgres = dialectOf(ctx.db) === 'postgres';
  const move = { service, reason: 'credits.transfer', reference, userId: caller.userId, now };
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await trx.insertInto('balances').values({ user_id: user.userId, service, amount: 0 }).onConflict((oc) => oc.columns(['user_id', 'service']).doNothing()).execute();
      let current = trx.selectFrom('balances').select('amount').where('user_id', '=', user.userId).where('service', '=', service);
      if (postgres) current = current.forUpdate();
      const before = Number((await current.executeTakeFirstOrThrow()).amount);
      const delta = body.amount - before;
      if (delta > 0) {
        const taken = await reserveCredits(trx, { ...move, account: caller.userId, amount: delta });
        if (!taken.ok) throw new NotEnoughCredits();
        await refundCredits(trx, { ...move, account: user.userId, amount: delta });
      } else if (delta < 0) {
        const taken = await reserveCredits(trx, { ...move, account: user.userId, amount: -delta });
        if (!taken.ok) throw new Error('a locked balance changed under its transfer');
        await refundCredits(trx, { ...move, account: caller.userId, amount: -delta });
      }
    });
  } catch (error) {
    if (error instanceof NotEnoughCredits) return { data: { status: SetNewMessagesBalance.insufficientCredits } };
    throw error;
  }
  return { data: { status: SetNewMessagesBalance.updated, balanceCredits: await creditsOf(ctx.db, user.userId), adminBalanceCredits: await creditsOf(ctx.db, caller.userId) } };
};
