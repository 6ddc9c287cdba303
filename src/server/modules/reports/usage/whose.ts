/**
 * Whose data a report reads (section 6: no one sees another customer's statistics). Without
 * userId: the caller's account. userId may name a user of the same account, any user for a
 * system manager or super-administrator, or for an administrator one of the users it manages
 * (admin_id is its id, as login-as-sub-user decides). Anyone else's is 404, so a caller
 * cannot even learn that the user exists.
 */
import { Group, isSystemGroup, type AccessSubject } from '../../../../domain/access';
import { accountOf } from '../../../http/account';
import { notFound } from '../../../http/envelope';
import type { RequestContext } from '../../../http/handler';

export interface NamedUser {
  userId: number;
  adminId: number;
  /** The account the user works in (its primary user's id). */
  account: number;
}

/** The user a report is about: the caller, or the one userId names if the caller may read it. */
export async function reportUserOf(ctx: RequestContext, userId: number | undefined): Promise<NamedUser> {
  const caller = ctx.user!;
  if (userId === undefined || userId === caller.userId) return { userId: caller.userId, adminId: caller.adminId, account: accountOf(caller) };
  const row = await ctx.db.selectFrom('users').select(['id', 'admin_id']).where('id', '=', userId).executeTakeFirst();
  if (!row) throw notFound();
  const named = { userId: row.id, adminId: row.admin_id, account: accountOf({ userId: row.id, adminId: row.admin_id }) };
  if (mayReadUser(caller, named, accountOf(caller))) return named;
  throw notFound();
}

export function mayReadUser(caller: AccessSubject, named: NamedUser, callerAccount: number): boolean {
  if (named.account === callerAccount) return true;
  if (isSystemGroup(caller)) return true;
  return caller.group === Group.administrator && named.adminId === caller.userId;
}

/** The account a report is about (campaigns, links, messages and invoices belong to accounts). */
export const reportAccountOf = async (ctx: RequestContext, userId: number | undefined): Promise<number> => (await reportUserOf(ctx, userId)).account;
