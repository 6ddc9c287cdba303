/**
 * super-admin/system-user-add and -remove (configuring-administrators): a primary user becomes a
 * system manager (group 2) or a super-administrator (5), its former group kept
 * (users.group_before_system) so removing returns it there. Its sessions read the group on every
 * request, so the change holds from its next call. A super-administrator never changes or removes
 * itself: the platform always keeps the one who is acting.
 */
import type { AddSystemUserApiArg, AddSystemUserApiResponse, RemoveSystemUserApiArg, RemoveSystemUserApiResponse } from '../../../../contract/superAdmin';
import { AddSystemUser, RemoveSystemUser } from '../../../../contract/statusCodes';
import { Group, isSystemGroup } from '../../../../domain/access';
import type { Db } from '../../../db/database';
import { notFound } from '../../../http/envelope';
import type { Handler } from '../../../http/handler';

async function userOf(db: Db, userId: number) {
  const row = await db.selectFrom('users').select(['id', 'admin_id', 'group_id', 'group_before_system']).where('id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export const addSystemUser: Handler<AddSystemUserApiArg> = async ({ body }, ctx): Promise<AddSystemUserApiResponse> => {
  const user = await userOf(ctx.db, body.userId);
  // A sub-user works inside a customer's account; only an account holder can hold the platform.
  if (user.admin_id !== 0 || user.id === ctx.user!.userId) return { data: { status: AddSystemUser.saveError } };
  if (user.group_id === body.group) return { data: { status: AddSystemUser.alreadyInGroup } };
  // Moving between 2 and 5 keeps the group it had before it was first made a system user.
  const former = isSystemGroup({ group: user.group_id }) ? user.group_before_system : user.group_id;
  await ctx.db.updateTable('users').set({ group_id: body.group, group_before_system: former }).where('id', '=', user.id).execute();
  return { data: { status: AddSystemUser.added } };
};

export const removeSystemUser: Handler<RemoveSystemUserApiArg> = async ({ body }, ctx): Promise<RemoveSystemUserApiResponse> => {
  const user = await userOf(ctx.db, body.userId);
  if (user.id === ctx.user!.userId) return { data: { status: RemoveSystemUser.cannotRemoveYourself } };
  if (!isSystemGroup({ group: user.group_id })) return { data: { status: RemoveSystemUser.deleteError } };
  await ctx.db
    .updateTable('users')
    .set({ group_id: user.group_before_system ?? Group.customer, group_before_system: null })
    .where('id', '=', user.id)
    .execute();
  return { data: { status: RemoveSystemUser.removed } };
};
