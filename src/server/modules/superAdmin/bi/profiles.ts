/**
 * super-admin/profiles: how many users the system holds (deleted ones left out): active,
 * inactive (switched off), blocked (by an administrator, failed sign-ins or forbidden text),
 * new this month (Israel time), by group and by customer type. One grouped read of users.
 */
import { sql } from 'kysely';
import type { GetProfilesApiResponse } from '../../../../contract/superAdmin';
import type { Handler } from '../../../http/handler';
import { namedPeriods } from '../../reports/days';

export const getProfiles: Handler = async (_arg, ctx): Promise<GetProfilesApiResponse> => {
  const month = namedPeriods(ctx.now()).month;
  const isNew = sql<number>`case when created_at >= ${month.from} then 1 else 0 end`;
  const rows = await ctx.db
    .selectFrom('users')
    .select(['group_id', 'customer_type', 'active', 'blocked', (eb) => eb.fn.sum<number>(isNew).as('new'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('deleted_at', 'is', null)
    .groupBy(['group_id', 'customer_type', 'active', 'blocked'])
    .execute();
  const data = { total: 0, active: 0, inactive: 0, blocked: 0, newThisMonth: 0, byGroup: {} as Record<string, number>, byCustomerType: {} as Record<string, number> };
  for (const r of rows) {
    const n = Number(r.n);
    data.total += n;
    if (Number(r.active)) data.active += n;
    else data.inactive += n;
    if (Number(r.blocked)) data.blocked += n;
    data.newThisMonth += Number(r.new);
    data.byGroup[r.group_id] = (data.byGroup[r.group_id] ?? 0) + n;
    data.byCustomerType[r.customer_type] = (data.byCustomerType[r.customer_type] ?? 0) + n;
  }
  return { data };
};
