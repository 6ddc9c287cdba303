/**
 * Where a customer found by the management search opens: a user of the caller's own family on
 * the family's page (/profile/:userId, where the caller manages its users), the caller itself
 * on /my-profile, anyone else on the support page of the customer (/user-profile/:userId).
 */
import { accountOf } from '../../../domain/access';
import type { SuperAdminUserSummary } from '../../api/generated/superAdmin';
import { href } from '../../router/paths';

export function customerDestination(caller: { userId: number; adminId: number }, customer: SuperAdminUserSummary): string {
  if (customer.userId === caller.userId) return href('myProfile');
  const found = { userId: customer.userId, adminId: customer.adminId ?? 0 };
  if (accountOf(found) === accountOf(caller)) return href('profile', { userId: customer.userId });
  return href('userProfile', { userId: customer.userId });
}
