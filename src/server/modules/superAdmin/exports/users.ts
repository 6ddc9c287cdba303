/**
 * super-admin/export-users: every user (deleted ones left out, as in the users report) with
 * its details and balances; filters: created in a period, one account (its primary user and
 * sub-users), group, active, customer type.
 */
import type { ExportUsersApiArg, ExportUsersApiResponse } from '../../../../contract/superAdmin';
import { ExportUsers } from '../../../../contract/statusCodes';
import { accountOf } from '../../../../domain/access';
import { formatIsraelDateTime } from '../../../../domain/israelTime';
import { balanceServices } from '../../../db/schema';
import { managedUserOf } from '../../../http/account';
import type { Handler } from '../../../http/handler';
import { datesOf } from '../../reports/period';
import { answerExport, filtersKey, type ExportColumn } from './exportTable';

export const userColumns: readonly ExportColumn[] = [
  { key: 'userId', title: 'User id' },
  { key: 'accountId', title: 'Account' },
  { key: 'username', title: 'Username' },
  { key: 'firstName', title: 'First name' },
  { key: 'lastName', title: 'Last name' },
  { key: 'email', title: 'Email' },
  { key: 'phone', title: 'Phone' },
  { key: 'customerNumber', title: 'Customer number' },
  { key: 'companyName', title: 'Company' },
  { key: 'group', title: 'Group' },
  { key: 'customerType', title: 'Customer type' },
  { key: 'active', title: 'Active' },
  { key: 'blocked', title: 'Blocked' },
  { key: 'createdOn', title: 'Created on' },
  ...balanceServices.map((service) => ({ key: service, title: `Balance ${service}` })),
];

const firstPhone = (json: string): string => {
  const phones: unknown = JSON.parse(json || '[]');
  return Array.isArray(phones) && phones.length ? String(phones[0]) : '';
};

export const exportUsers: Handler<ExportUsersApiArg> = async ({ body }, ctx): Promise<ExportUsersApiResponse> => {
  const dates = datesOf(body);
  if (dates === 'invalid') return { data: { status: ExportUsers.periodInvalid, headers: [...userColumns], rows: [] } };
  const account = body.userId === undefined ? undefined : accountOf(await managedUserOf(ctx, body.userId));
  let users = ctx.db.selectFrom('users').where('users.deleted_at', 'is', null);
  if (dates.from !== undefined) users = users.where('users.created_at', '>=', dates.from);
  if (dates.to !== undefined) users = users.where('users.created_at', '<', dates.to);
  if (account !== undefined) users = users.where((eb) => eb.or([eb('users.id', '=', account), eb('users.admin_id', '=', account)]));
  if (body.group !== undefined) users = users.where('users.group_id', '=', body.group);
  if (body.active !== undefined) users = users.where('users.active', '=', body.active ? 1 : 0);
  if (body.customerType !== undefined) users = users.where('users.customer_type', '=', body.customerType);
  const filtered = users;
  const answer = await answerExport(ctx, {
    name: 'export-users',
    fileName: 'users',
    columns: userColumns,
    key: filtersKey(body),
    count: async () => Number((await filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
    page: async (offset, limit) => {
      const rows = await filtered
        .select([
          'users.id',
          'users.admin_id',
          'users.username',
          'users.first_name',
          'users.last_name',
          'users.email',
          'users.phones',
          'users.customer_number',
          'users.company_name',
          'users.group_id',
          'users.customer_type',
          'users.active',
          'users.blocked',
          'users.created_at',
        ])
        .orderBy('users.id')
        .offset(offset)
        .limit(limit)
        .execute();
      const ids = rows.map((r) => r.id);
      const balances = ids.length ? await ctx.db.selectFrom('balances').select(['user_id', 'service', 'amount']).where('user_id', 'in', ids).execute() : [];
      const balanceOf = new Map(balances.map((b) => [`${b.user_id}:${b.service}`, Number(b.amount)]));
      return rows.map((r) => ({
        userId: r.id,
        accountId: accountOf({ userId: r.id, adminId: r.admin_id }),
        username: r.username,
        firstName: r.first_name,
        lastName: r.last_name,
        email: r.email,
        phone: firstPhone(r.phones),
        customerNumber: r.customer_number,
        companyName: r.company_name,
        group: r.group_id,
        customerType: r.customer_type,
        active: r.active === 1,
        blocked: r.blocked === 1,
        createdOn: formatIsraelDateTime(Number(r.created_at)),
        ...Object.fromEntries(balanceServices.map((service) => [service, balanceOf.get(`${r.id}:${service}`) ?? 0])),
      }));
    },
  }, body);
  const { outcome, ...table } = answer;
  return { data: { status: ExportUsers[outcome], ...table } };
};
