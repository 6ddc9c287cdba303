/**
 * super-admin/user-to-user: support moves credits of one service from one customer's balance
 * to another's — both users the caller reaches (managedUserOf: an administrator its assigned
 * customers, system groups everyone; any other id is 404), never more than the giver holds.
 * Through the credit ledger, as every balance change (messaging/credits): the giver's side is
 * the ledger's conditional take, so concurrent transfers cannot take it below zero, and the
 * receiver's is a refund into its balance; both rows and the audit row commit together.
 * An administrator moves credits only with permission 49, as on reports/set-new-messages-balance.
 */
import type { UserToUserCreditTransferApiArg, UserToUserCreditTransferApiResponse } from '../../../../contract/superAdmin';
import { UserToUserCreditTransfer } from '../../../../contract/statusCodes';
import { Group, holdsPermission } from '../../../../domain/access';
import { Permission } from '../../../../domain/permissions';
import { dialectOf } from '../../../db/database';
import { managedUserOf } from '../../../http/account';
import { forbidden } from '../../../http/envelope';
import type { Handler } from '../../../http/handler';
import { refundCredits, reserveCredits } from '../../../messaging/credits';

class NotEnoughCredits extends Error {}

export const userToUserCreditTransfer: Handler<UserToUserCreditTransferApiArg> = async ({ body }, ctx): Promise<UserToUserCreditTransferApiResponse> => {
  const caller = ctx.user!;
  if (caller.group === Group.administrator && !holdsPermission(caller, Permission.manageSubUserBalances)) throw forbidden();
  const from = await managedUserOf(ctx, body.fromUserId);
  const to = await managedUserOf(ctx, body.toUserId);
  // Credits are whole; a transfer to oneself moves nothing.
  if (!Number.isInteger(body.amount) || body.amount <= 0 || from.userId === to.userId) return { data: { status: UserToUserCreditTransfer.invalidAmount } };
  if (to.blocked) return { data: { status: UserToUserCreditTransfer.userBlocked } };
  const move = { service: body.service, amount: body.amount, reason: 'credits.transfer', reference: `${from.userId}->${to.userId}`, userId: caller.userId, now: ctx.now() };
  const postgres = dialectOf(ctx.db) === 'postgres';
  try {
    const balances = await ctx.db.transaction().execute(async (trx) => {
      // PostgreSQL: both balance rows locked in one order (by user id), so transfers crossing
      // between the same two users wait for each other instead of deadlocking.
      if (postgres) {
        await trx.insertInto('balances').values({ user_id: to.userId, service: body.service, amount: 0 }).onConflict((oc) => oc.columns(['user_id', 'service']).doNothing()).execute();
        await trx.selectFrom('balances').select('user_id').where('user_id', 'in', [from.userId, to.userId]).where('service', '=', body.service).orderBy('user_id').forUpdate().execute();
      }
      const taken = await reserveCredits(trx, { ...move, account: from.userId });
      if (!taken.ok) throw new NotEnoughCredits();
      const toBalance = await refundCredits(trx, { ...move, account: to.userId });
      return { fromBalance: taken.balanceAfter, toBalance };
    });
    return { data: { status: UserToUserCreditTransfer.transferred, ...balances } };
  } catch (error) {
    if (error instanceof NotEnoughCredits) return { data: { status: UserToUserCreditTransfer.insufficientCredits } };
    throw error;
  }
};
