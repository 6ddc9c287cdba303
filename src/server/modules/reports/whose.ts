/**
 * Whose data a report reads (section 6: no one sees another customer's statistics). Without
 * userId: the caller's account. userId names the caller itself, or a user the caller may read:
 * for a primary user or an administrator one of the same account, for an administrator also one
 * of the users it manages, and anyone for a system manager or super-administrator: the one scope
 * rule of every operation that takes a userId (mayActForUser in domain/access.ts). The report then reads that user's account, narrowed
 * to what that user sent. A sub-user names only itself (it reads its account whole without
 * userId, but some reports, usage, show it only its own figures). Any other user, and a campaign or
 * shipment id outside the scope, is 404: the same answer as an id that does not exist, so ids
 * of other customers cannot be probed.
 */
import type { Db } from '../../db/database';
import { userScopeOf, type UserScope } from '../../http/account';
import { notFound } from '../../http/envelope';
import type { RequestContext } from '../../http/handler';

/** The account read, and only this user's campaigns when userId is set (the rule: domain/access.ts mayActForUser). */
export type ReportScope = UserScope;

export const reportScopeOf = (ctx: RequestContext, userId: number | undefined): Promise<ReportScope> => userScopeOf(ctx, userId);

/** A campaign (not a draft) of the scope, or 404. */
export async function campaignInScope(db: Db, scope: ReportScope, id: number) {
  let query = db.selectFrom('campaigns').select(['id', 'name', 'kind', 'parent_id', 'settings']).where('id', '=', id).where('account_id', '=', scope.account).where('status', '!=', 'draft');
  if (scope.userId !== undefined) query = query.where('user_id', '=', scope.userId);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** A campaign or shipment id names a send of the scope (not a draft), or the report is 404. */
export async function checkCampaignInScope(ctx: RequestContext, scope: ReportScope, campaignId: number | undefined): Promise<void> {
  if (campaignId !== undefined) await campaignInScope(ctx.db, scope, campaignId);
}
