/** A user as the management screens list it (SuperAdminUserSummary): the family tree, a group's users. */
import type { SuperAdminUserSummary } from '../../../../contract/superAdmin';
import type { UsersTable } from '../../../db/schema';
import type { Selectable } from 'kysely';

export const summaryColumns = [
  'id',
  'admin_id',
  'parent_id',
  'username',
  'first_name',
  'last_name',
  'company_name',
  'customer_number',
  'national_id',
  'phones',
  'email',
  'group_id',
  'customer_type',
  'active',
  'blocked',
  'created_at',
] as const;

export type SummaryRow = Pick<Selectable<UsersTable>, (typeof summaryColumns)[number]>;

/** The profile phones as stored (a JSON list); a damaged value reads as none. */
export function phonesOf(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json || '[]');
    return Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

export const summaryOf = (r: SummaryRow): SuperAdminUserSummary => ({
  userId: r.id,
  adminId: r.admin_id,
  username: r.username,
  firstName: r.first_name,
  lastName: r.last_name,
  companyName: r.company_name,
  customerNumber: r.customer_number,
  nationalId: r.national_id ?? '',
  phone: phonesOf(r.phones)[0] ?? '',
  email: r.email,
  group: r.group_id,
  customerType: r.customer_type,
  active: r.active === 1,
  blocked: r.blocked === 1,
  createdOn: new Date(Number(r.created_at)).toISOString(),
});
