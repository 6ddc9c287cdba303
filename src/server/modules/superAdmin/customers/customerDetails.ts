/**
 * super-admin/get-user-details: everything the support page (/user-profile/:userId) shows of
 * one customer — profile, billing data, balances per product, its own permission grants, and
 * its standing (blocks, failed sign-ins, password validity, last sign-in, the administrator it
 * is assigned to). The id is scoped as every customer operation is (managedUserOf): an
 * administrator reaches its assigned customers and its own account's users; any other, unknown
 * or deleted id is 404.
 */
import type { GetUserDetailsApiArg, GetUserDetailsApiResponse, PermissionGrant, SuperAdminCustomer } from '../../../../contract/superAdmin';
import type { Db } from '../../../db/database';
import { managedUserOf } from '../../../http/account';
import type { Handler } from '../../../http/handler';
import { refuseManagementDenied } from '../../../http/managementDeny';
import { balanceCreditsOf } from '../../auth/currentUser';
import { enabledPermissions } from '../../auth/queries';
import { phonesOf } from './customerSummary';

const iso = (at: number | null | undefined): string | undefined => (at === null || at === undefined ? undefined : new Date(Number(at)).toISOString());

export async function customerDetailsOf(db: Db, userId: number): Promise<SuperAdminCustomer> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  const grants = await db.selectFrom('user_permissions').select(['permission_id', 'mode']).where('user_id', '=', userId).orderBy('permission_id').execute();
  // A sign-in of its own, not a session an administrator opened as it.
  const lastSession = await db.selectFrom('sessions').select((eb) => eb.fn.max('created_at').as('at')).where('user_id', '=', userId).where('impersonator_id', 'is', null).executeTakeFirst();
  const subject = { userId: user.id, adminId: user.admin_id, group: user.group_id, permissions: await enabledPermissions(db, userId) };
  const lastSignIn = iso(lastSession?.at === null || lastSession?.at === undefined ? null : Number(lastSession.at));
  const passwordValidUntil = iso(user.password_valid_until);
  return {
    userId: user.id,
    adminId: user.admin_id,
    parentId: user.parent_id,
    username: user.username,
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    phones: phonesOf(user.phones),
    customerNumber: user.customer_number,
    nationalId: user.national_id ?? '',
    companyName: user.company_name,
    comments: user.comments,
    group: user.group_id,
    customerType: user.customer_type,
    ...(user.price_list_id !== null && { priceListId: user.price_list_id }),
    paymentType: user.payment_type,
    ...(user.administrator_id !== null && { administratorId: user.administrator_id }),
    active: user.active === 1,
    blocked: user.blocked === 1,
    ...(user.blocked === 1 && { blockedReason: user.blocked_reason ?? 'administrator' }),
    failedLogins: user.failed_logins,
    campaignsBlocked: user.cant_send_campaign === 1,
    ...(passwordValidUntil && { passwordValidUntil }),
    ...(lastSignIn && { lastSignIn }),
    createdOn: new Date(Number(user.created_at)).toISOString(),
    balances: await balanceCreditsOf(db, subject),
    permissions: grants.map((g) => ({ permissionId: g.permission_id, mode: g.mode as PermissionGrant['mode'] })),
  };
}

export const getUserDetails: Handler<GetUserDetailsApiArg> = async ({ body }, ctx): Promise<GetUserDetailsApiResponse> => {
  refuseManagementDenied(ctx);
  const customer = await managedUserOf(ctx, body.userId);
  return { data: await customerDetailsOf(ctx.db, customer.userId) };
};
