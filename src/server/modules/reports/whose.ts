/**
 * Whose data a report reads (section 6: no one sees another customer's statistics). Without
 * userId: the caller's account. userId names the caller itself, or a user the caller may read:
 * for a primary user or an administrator one of the same account, for an administrator also one
 * of the users it manages (admin_id is its id, as login-as-sub-user decides), and anyone for a
 * system manager or super-administrator. The report then reads that user's account, narrowed
 * to what that user sent. A sub-user names only itself (it reads its account whole without
 * userId, but some reports, usage, show it only its own figures). Any other user, and a campaign or
 * shipment id outside the scope, is 404: the same answer as an id that does not exist, so ids
 * of other customers cannot be probed.
 */
import { Group, isAdmin, isPrimaryUser, isSystemGroup, type AccessSubject } from '../../../domain/access';
import { accountOf } from '../../http/account';
import { notFound } from '../../http/envelope';
import type { RequestContext } from '../../http/handler';

export interface ReportScope {
  /** The account read (its primary user's id). */
  account: number;
  /** Only this user's campaigns; absent is the whole account. */
  userId?: number;
}

export interface NamedUser {
  userId: number;
  adminId: number;
  account: number;
}

export function mayReadUser(caller: AccessSubject, named: NamedUser): boolean {
  if (named.userId === caller.userId) return true;
  if (!isPrimaryUser(caller) && !isAdmin(caller)) return false;
  if (named.account === accountOf(caller)) return true;
  if (isSystemGroup(caller)) return true;
  return caller.group === Group.administrator && named.adminId === caller.userId;
}

export async function reportScopeOf(ctx: RequestContext, userId: number | undefined): Promise<ReportScope> {
  const caller = ctx.user!;
  if (userId === undefined) return { account: accountOf(caller) };
  if (userId === caller.userId) return { account: accountOf(caller), userId };
  const row = await ctx.db.selectFrom('users').select(['id', 'admin_id']).where('id', '=', userId).executeTakeFirst();
  if (!row) throw notFound();
  const named = { userId: row.id, adminId: row.admin_id, account: accountOf({ userId: row.id, adminId: row.admin_id }) };
  if (!mayReadUser(caller, named)) throw notFound();
  return { account: named.account, userId };
}

/** A campaign or shipment id names a send of the scope (not a draft), or the report is 404. */
export async function checkCampaignInScope(ctx: RequestContext, scope: ReportScope, campaignId: number | undefined): Promise<void> {
  if (campaignId === undefined) return;
  let query = ctx.db.selectFrom('campaigns').select('id').where('id', '=', campaignId).where('account_id', '=', scope.account).where('status', '!=', 'draft');
  if (scope.userId !== undefined) query = query.where('user_id', '=', scope.userId);
  if (!(await query.executeTakeFirst())) throw notFound();
}
