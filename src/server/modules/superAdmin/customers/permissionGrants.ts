/**
 * super-admin/add-permission and del-permission: a super-administrator grants a user one
 * permission (the administrators' extra ones included) in one of the family modes, or takes it
 * back. The grant is the user's own; what it holds in force also follows its ancestors
 * (domain/family permissionsInForce), exactly as a grant made on the sub-user form.
 */
import type { AddPermissionApiArg, AddPermissionApiResponse, DelPermissionApiArg, DelPermissionApiResponse } from '../../../../contract/superAdmin';
import { AddPermission, DelPermission } from '../../../../contract/statusCodes';
import { permissionIds } from '../../../../domain/permissions';
import { managedUserOf } from '../../../http/account';
import type { Handler } from '../../../http/handler';

export const addPermission: Handler<AddPermissionApiArg> = async ({ body }, ctx): Promise<AddPermissionApiResponse> => {
  const user = await managedUserOf(ctx, body.userId);
  // Only the product's named permissions: an unknown number would be a grant nothing reads.
  if (!permissionIds.includes(body.permissionId)) return { data: { status: AddPermission.saveError } };
  const mode = body.mode ?? 'enable';
  await ctx.db
    .insertInto('user_permissions')
    .values({ user_id: user.userId, permission_id: body.permissionId, mode })
    .onConflict((oc) => oc.columns(['user_id', 'permission_id']).doUpdateSet({ mode }))
    .execute();
  return { data: { status: AddPermission.granted } };
};

export const delPermission: Handler<DelPermissionApiArg> = async ({ body }, ctx): Promise<DelPermissionApiResponse> => {
  const user = await managedUserOf(ctx, body.userId);
  const removed = await ctx.db.deleteFrom('user_permissions').where('user_id', '=', user.userId).where('permission_id', '=', body.permissionId).executeTakeFirst();
  // Nothing to take back is the error the contract names, so the screen can say the list was stale.
  return { data: { status: Number(removed.numDeletedRows) === 1 ? DelPermission.removed : DelPermission.deleteError } };
};
