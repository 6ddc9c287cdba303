/**
 * super-admin/export-report-billing: what each account was billed in a period, per product —
 * its campaigns, messages, parts (overseas apart) and credits — from the campaigns' usage rows
 * (reports/usage: one row per campaign, dated by its first message).
 */
import type { ExportReportBillingApiArg, ExportReportBillingApiResponse } from '../../../../contract/superAdmin';
import { ExportReportBilling } from '../../../../contract/statusCodes';
import { accountOf } from '../../../../domain/access';
import { managedUserOf } from '../../../http/account';
import type { Handler } from '../../../http/handler';
import { periodOf } from '../../reports/period';
import { answerExport, filtersKey, type ExportColumn } from './exportTable';

export const billingColumns: readonly ExportColumn[] = [
  { key: 'accountId', title: 'Account' },
  { key: 'username', title: 'Username' },
  { key: 'customerNumber', title: 'Customer number' },
  { key: 'companyName', title: 'Company' },
  { key: 'service', title: 'Product' },
  { key: 'campaigns', title: 'Campaigns' },
  { key: 'messages', title: 'Messages' },
  { key: 'parts', title: 'Parts' },
  { key: 'overseas', title: 'Overseas messages' },
  { key: 'overseasParts', title: 'Overseas parts' },
  { key: 'credits', title: 'Credits' },
];

export const exportReportBilling: Handler<ExportReportBillingApiArg> = async ({ body }, ctx): Promise<ExportReportBillingApiResponse> => {
  const period = periodOf(body, ctx.now(), { byDefault: { months: 1 } });
  if (typeof period === 'string') return { data: { status: ExportReportBilling.periodInvalid, headers: [...billingColumns], rows: [] } };
  const account = body.userId === undefined ? undefined : accountOf(await managedUserOf(ctx, body.userId));
  let usage = ctx.db.selectFrom('campaign_usage').where('campaign_usage.first_at', '>=', period.from).where('campaign_usage.first_at', '<', period.to);
  if (account !== undefined) usage = usage.where('campaign_usage.account_id', '=', account);
  if (body.service) usage = usage.where('campaign_usage.kind', '=', body.service);
  const grouped = usage
    .select((eb) => [
      'campaign_usage.account_id',
      'campaign_usage.kind',
      eb.fn.countAll<number>().as('campaigns'),
      eb.fn.sum<number>('campaign_usage.messages').as('messages'),
      eb.fn.sum<number>('campaign_usage.parts').as('parts'),
      eb.fn.sum<number>('campaign_usage.overseas').as('overseas'),
      eb.fn.sum<number>('campaign_usage.overseas_parts').as('overseas_parts'),
      eb.fn.sum<number>('campaign_usage.credits').as('credits'),
    ])
    .groupBy(['campaign_usage.account_id', 'campaign_usage.kind']);
  const answer = await answerExport(ctx, {
    name: 'export-report-billing',
    fileName: 'billing',
    columns: billingColumns,
    key: filtersKey(body, { ...period }),
    count: async () => Number((await ctx.db.selectFrom(grouped.as('g')).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
    page: async (offset, limit) => {
      const rows = await ctx.db
        .selectFrom(grouped.as('g'))
        .innerJoin('users', 'users.id', 'g.account_id')
        .select(['g.account_id', 'g.kind', 'g.campaigns', 'g.messages', 'g.parts', 'g.overseas', 'g.overseas_parts', 'g.credits', 'users.username', 'users.customer_number', 'users.company_name'])
        .orderBy('g.account_id')
        .orderBy('g.kind')
        .offset(offset)
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        accountId: r.account_id,
        username: r.username,
        customerNumber: r.customer_number,
        companyName: r.company_name,
        service: r.kind,
        campaigns: Number(r.campaigns),
        messages: Number(r.messages),
        parts: Number(r.parts),
        overseas: Number(r.overseas),
        overseasParts: Number(r.overseas_parts),
        credits: Number(r.credits),
      }));
    },
  }, body);
  const { outcome, ...table } = answer;
  return { data: { status: ExportReportBilling[outcome], ...table } };
};
