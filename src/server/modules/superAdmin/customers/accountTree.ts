/**
 * super-admin/view-family: where a user sits in its account — the primary user at the root and
 * every live sub-user below the user that created it (parent_id). super-admin/get-users-group/{groupId}:
 * the users of one group. Both read only; deleted users are left out.
 */
import type { GetUsersGroupApiArg, GetUsersGroupApiResponse, SuperAdminFamilyNode, ViewFamilyApiArg, ViewFamilyApiResponse } from '../../../../contract/superAdmin';
import { accountOf } from '../../../../domain/access';
import { managedUserOf } from '../../../http/account';
import type { Handler } from '../../../http/handler';
import { refuseManagementDenied } from '../../../http/managementDeny';
import { summaryColumns, summaryOf } from './customerSummary';

export const viewFamily: Handler<ViewFamilyApiArg> = async ({ body }, ctx): Promise<ViewFamilyApiResponse> => {
  refuseManagementDenied(ctx);
  const user = await managedUserOf(ctx, body.userId);
  const account = accountOf(user);
  const rows = await ctx.db
    .selectFrom('users')
    .select(summaryColumns)
    .where((eb) => eb.or([eb('id', '=', account), eb('admin_id', '=', account)]))
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  const nodes = new Map<number, SuperAdminFamilyNode>(rows.map((r) => [r.id, { ...summaryOf(r), children: [] }]));
  const root = nodes.get(account);
  // A caller may reach a sub-user whose primary user is deleted: it is then the root it has.
  if (!root) return { data: { userId: user.userId, root: nodes.get(user.userId)! } };
  for (const r of rows) {
    if (r.id === account) continue;
    // Rows written before families had parents (parent_id 0), or whose parent is gone, hang from the primary user.
    const parent = nodes.get(r.parent_id) ?? root;
    parent.children!.push(nodes.get(r.id)!);
  }
  return { data: { userId: user.userId, root } };
};

/** At most this many users of a group in one answer (group 1 holds every customer; the search finds one). */
export const usersGroupLimit = 1000;

export const getUsersGroup: Handler<GetUsersGroupApiArg> = async ({ groupId }, ctx): Promise<GetUsersGroupApiResponse> => {
  refuseManagementDenied(ctx);
  const rows = await ctx.db.selectFrom('users').select(summaryColumns).where('group_id', '=', groupId).where('deleted_at', 'is', null).orderBy('id').limit(usersGroupLimit).execute();
  return { data: rows.map(summaryOf) };
};
