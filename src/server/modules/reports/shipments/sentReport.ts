/**
 * reports/shipments-report: the sends that have started (sending, sent, or stopped after some
 * of it left), of the last 60 days unless a period is given. The period is on the packets'
 * send times, read through shipments (account_id, run_at), so a page touches only the
 * account's shipments of that period, never the messages.
 */
import { sql } from 'kysely';
import type { GetReportPageApiArg, GetReportPageApiResponse } from '../../../../contract/reports';
import type { RequestContext } from '../../../http/handler';
import { type SendRow, shipmentsOf, storedStatuses } from './rows';
import { pageRequestOf } from './paging';
import { GetReportPage } from '../../../../contract/statusCodes';

export const shipmentsReportDays = 60;

/** The columns a page may be sorted by, and what each sorts on. */
const sortable = {
  ID: sql`c.id`,
  SHIPMENT_NAME: sql`c.name`,
  CAMPAIGN_ID: sql`coalesce(c.parent_id, c.id)`,
  STARTED_ON_DATE: sql`min(s.started_at)`,
  ENDED_ON_DATE: sql`coalesce(max(s.ended_at), 0)`,
  sendDate: sql`min(s.run_at)`,
  recipients: sql`c.recipients`,
  credits: sql`c.credits_reserved - c.credits_refunded`,
  status: sql`c.status`,
} as const;

export async function shipmentsReportPage({ body }: GetReportPageApiArg, ctx: RequestContext): Promise<GetReportPageApiResponse> {
  const asked = await pageRequestOf(ctx, body, { campaignId: body.campaignId, period: { byDefault: { days: shipmentsReportDays } }, sortable, sortedBy: ['sendDate', 'desc'] });
  if ('refused' in asked) return asked.refused;
  const { scope, period, paging: { page, pageSize, sort, order } } = asked;

  let query = ctx.db
    .selectFrom('shipments as s')
    .innerJoin('campaigns as c', 'c.id', 's.campaign_id')
    .where('s.account_id', '=', scope.account)
    .where('s.run_at', '>=', period.from)
    .where('s.run_at', '<', period.to)
    .where('s.started_at', 'is not', null);
  if (scope.userId !== undefined) query = query.where('c.user_id', '=', scope.userId);
  if (body.campaignId !== undefined) query = query.where((eb) => eb.or([eb('c.id', '=', body.campaignId!), eb('c.parent_id', '=', body.campaignId!)]));
  if (body.status) query = query.where('c.status', 'in', storedStatuses(body.status));

  const [count, rows] = await Promise.all([
    query.select((eb) => eb.fn.count<number>('s.campaign_id').distinct().as('total')).executeTakeFirstOrThrow(),
    query
      .select(['c.id', 'c.name', 'c.content', 'c.parent_id', 'c.status', 'c.recipients', 'c.credits_reserved', 'c.credits_refunded', 'c.next_run_at'])
      .select([
        sql<number>`min(s.run_at)`.as('send_at'),
        sql<number | null>`min(s.started_at)`.as('started'),
        sql<number | null>`max(s.ended_at)`.as('ended'),
        // Every packet of the send, not only those of the period: it has ended once all have.
        sql<number>`(select count(*) from shipments p where p.campaign_id = c.id and p.ended_at is null and p.status <> 'cancelled')`.as('open'),
      ])
      .groupBy('c.id')
      .orderBy(sort, order)
      .orderBy('c.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  return { data: { status: GetReportPage.ready, rows: await shipmentsOf(ctx.db, rows as SendRow[]), pageInfo: { total: Number(count.total), page, pageSize } } };
}
