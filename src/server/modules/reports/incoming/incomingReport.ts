/**
 * Replies and other messages recipients sent to the account's numbers: the incoming-sms-report
 * page (reports/incoming-sms-report) and reports/get-incoming-sms (a campaign's or a
 * shipment's replies, or those one account number received). Newest first, of the current
 * month unless a period is given; a search by number covers 45 days and may not ask for more
 * (-2 on the page). A message is the account's when the pipeline matched it to a campaign sent
 * from the number it went to (receipts.ts); userId narrows to the replies of that user's
 * campaigns. Read through incoming_messages (account_id, received_at), (account_id, phone,
 * received_at) and (campaign_id, received_at).
 */
import { sql } from 'kysely';
import type { GetIncomingSmsApiArg, GetIncomingSmsApiResponse, GetReportPageApiArg, GetReportPageApiResponse, ReportsIncomingSmsRow } from '../../../../contract/reports';
import { formatIsraelDateTime } from '../../../../domain/israelTime';
import { internationalPhone, normalizeListPhone } from '../../../../domain/phones';
import type { Handler, RequestContext } from '../../../http/handler';
import { pageRequestOf } from '../shipments/paging';
import { GetReportPage } from '../../../../contract/statusCodes';

type Filters = GetIncomingSmsApiArg['body'];

const sortable = { receivedOn: sql`i.received_at`, id: sql`i.id`, phone: sql`i.phone`, destination: sql`i.to_number` } as const;

type Page = { status: number; rows: ReportsIncomingSmsRow[]; pageInfo: { total: number; page: number; pageSize: number } };

async function incomingPage(body: Filters, ctx: RequestContext): Promise<Page> {
  const typed = (body.phone ?? '').replace(/\D/g, '');
  const byNumber = typed.length > 0;
  const asked = await pageRequestOf(ctx, body, { campaignId: body.campaignId ?? body.shipmentId, period: { byDefault: { months: 1 }, byNumber }, sortable, sortedBy: ['receivedOn', 'desc'] });
  if ('refused' in asked) return { ...(asked.refused.data as Page), rows: [] };
  const { scope, period, paging: { page, pageSize, sort, order } } = asked;

  let query = ctx.db
    .selectFrom('incoming_messages as i')
    .leftJoin('campaigns as c', 'c.id', 'i.campaign_id')
    .where('i.account_id', '=', scope.account)
    .where('i.received_at', '>=', period.from)
    .where('i.received_at', '<', period.to);
  if (scope.userId !== undefined) query = query.where('c.user_id', '=', scope.userId);
  if (body.shipmentId !== undefined) query = query.where('i.campaign_id', '=', body.shipmentId);
  else if (body.campaignId !== undefined) {
    // A repeating campaign's replies come to its runs.
    const id = body.campaignId;
    query = query.where((eb) => eb.or([eb('i.campaign_id', '=', id), eb('c.parent_id', '=', id)]));
  }
  if (body.destination) {
    const to = normalizeListPhone(body.destination);
    query = query.where('i.to_number', '=', to ? internationalPhone(to) : body.destination.replace(/\D/g, ''));
  }
  if (byNumber) {
    // A whole number is found exactly (by index); part of one within the account's period.
    const whole = normalizeListPhone(typed);
    query = whole ? query.where('i.phone', '=', internationalPhone(whole)) : query.where('i.phone', 'like', `%${typed.replace(/^0+/, '')}%`);
  }

  const [count, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    query
      .select(['i.id', 'i.phone', 'i.to_number', 'i.text', 'i.received_at', 'i.campaign_id', 'i.is_unsubscribe', 'c.name as campaign_name'])
      .orderBy(sort, order)
      .orderBy('i.id', order)
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  return {
    status: GetReportPage.ready,
    rows: rows.map((r) => ({
      id: r.id,
      phone: r.phone,
      destination: r.to_number,
      message: r.text,
      receivedOn: formatIsraelDateTime(Number(r.received_at)),
      ...(r.campaign_id !== null ? { campaignId: r.campaign_id } : {}),
      ...(r.campaign_name !== null ? { campaignName: r.campaign_name } : {}),
      isUnsubscribe: r.is_unsubscribe === 1,
    })),
    pageInfo: { total: Number(count.total), page, pageSize },
  };
}

export async function incomingSmsReportPage({ body }: GetReportPageApiArg, ctx: RequestContext): Promise<GetReportPageApiResponse> {
  return { data: await incomingPage(body, ctx) };
}

/** The same page; its contract has no status, so a refused period answers an empty page. */
export const getIncomingSms: Handler<GetIncomingSmsApiArg> = async ({ body }, ctx): Promise<GetIncomingSmsApiResponse> => {
  const { rows, pageInfo } = await incomingPage(body, ctx);
  return { data: { rows, pageInfo } };
};
