/**
 * reports/future-shipments-report and reports/waiting-shipments-report: the sends still to go.
 * Both read the account's campaigns by (account_id, status): few at any time, however many
 * messages the account has sent. They have no default period (everything pending is current);
 * a period given bounds their send time.
 *
 * - future: a send at a time the user chose (status future), and repeating or birthday
 *   campaigns by their next run.
 * - waiting: held for permission to send (held), stopped by an administrator (stopped), due and
 *   about to go (waiting; with the send of its account it goes after, laneAhead.ts), or
 *   postponed to the permitted sending hours: a future send the user did not ask to be
 *   future (its kept request has no isFuture), or a run of a repeating campaign that the
 *   hours moved (a run is made when due, so a later time is the hours').
 */
import { type ExpressionBuilder, sql } from 'kysely';
import type { GetReportPageApiArg, GetReportPageApiResponse, Shipment } from '../../../../contract/reports';
import type { Database } from '../../../db/schema';
import type { RequestContext } from '../../../http/handler';
import { pageOf, refusedPage } from './paging';
import { type SendRow, shipmentsOf } from './rows';
import { datesOf, refusalStatus } from '../period';
import { checkCampaignInScope, reportScopeOf } from '../whose';
import { sendsAhead } from './laneAhead';
import { GetReportPage } from '../../../../contract/statusCodes';

type Campaigns = ExpressionBuilder<Database & { c: Database['campaigns'] }, 'c'>;

/** The kept composer request says the user chose a future time (JSON.stringify writes no spaces). */
const askedFuture = sql<string>`'%"isFuture":true%'`;
const sendAt = sql<number | null>`coalesce(c.next_run_at, (select min(s.run_at) from shipments s where s.campaign_id = c.id and s.status = 'waiting'))`;

const chosenFuture = (eb: Campaigns) =>
  eb.and([eb('c.status', '=', 'future'), eb.or([eb('c.next_run_at', 'is not', null), eb.and([eb('c.parent_id', 'is', null), eb('c.settings', 'like', askedFuture)])])]);

const postponedByHours = (eb: Campaigns) =>
  eb.and([eb('c.status', '=', 'future'), eb('c.next_run_at', 'is', null), eb.or([eb('c.parent_id', 'is not', null), eb('c.settings', 'not like', askedFuture)])]);

const waiting = (eb: Campaigns) => eb.or([eb('c.status', 'in', ['held', 'stopped', 'waiting']), postponedByHours(eb)]);

const reasonOf = (row: SendRow): Shipment['waitingReason'] => (row.status === 'held' ? 'held' : row.status === 'stopped' ? 'stopped' : row.status === 'waiting' ? 'due' : 'outsideHours');

/** Why it waits, and a due send's place in its account's lane (laneAhead.ts). */
function waitingOf(row: SendRow, ahead: (campaignId: number) => number | undefined): Partial<Shipment> {
  const waitingReason = reasonOf(row);
  const waitingFor = waitingReason === 'due' ? ahead(row.id) : undefined;
  return waitingFor === undefined ? { waitingReason } : { waitingReason, waitingFor };
}

const sortable = {
  ID: sql`c.id`,
  SHIPMENT_NAME: sql`c.name`,
  CAMPAIGN_ID: sql`coalesce(c.parent_id, c.id)`,
  sendDate: sql`coalesce(c.next_run_at, (select min(s.run_at) from shipments s where s.campaign_id = c.id and s.status = 'waiting'), 0)`,
  recipients: sql`c.recipients`,
  credits: sql`c.credits_reserved - c.credits_refunded`,
  status: sql`c.status`,
} as const;

async function pendingPage(kind: 'future' | 'waiting', { body }: GetReportPageApiArg, ctx: RequestContext): Promise<GetReportPageApiResponse> {
  const scope = await reportScopeOf(ctx, body.userId);
  await checkCampaignInScope(ctx, scope, body.campaignId);
  const period = datesOf(body);
  if (period === 'invalid') return refusedPage(body, refusalStatus.invalid);
  const { page, pageSize, sort, order } = pageOf(body, sortable, 'sendDate', 'asc');

  let query = ctx.db
    .selectFrom('campaigns as c')
    .where('c.account_id', '=', scope.account)
    .where('c.status', 'in', kind === 'future' ? ['future'] : ['future', 'held', 'stopped', 'waiting'])
    .where((eb) => (kind === 'future' ? chosenFuture(eb) : waiting(eb)))
    // A run accepted but never made, or a draft's scratch row, has no packet and no next run.
    .where((eb) => eb.or([eb('c.next_run_at', 'is not', null), eb.exists(eb.selectFrom('shipments as s').select('s.id').whereRef('s.campaign_id', '=', 'c.id'))]));
  if (scope.userId !== undefined) query = query.where('c.user_id', '=', scope.userId);
  if (body.campaignId !== undefined) query = query.where((eb) => eb.or([eb('c.id', '=', body.campaignId!), eb('c.parent_id', '=', body.campaignId!)]));
  if (period.from !== undefined) query = query.where(sendAt, '>=', period.from);
  if (period.to !== undefined) query = query.where(sendAt, '<', period.to);

  const [count, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    query
      .select(['c.id', 'c.name', 'c.content', 'c.parent_id', 'c.status', 'c.recipients', 'c.credits_reserved', 'c.credits_refunded', 'c.next_run_at'])
      .select([
        sendAt.as('send_at'),
        sql<number | null>`(select min(s.started_at) from shipments s where s.campaign_id = c.id)`.as('started'),
        sql<number | null>`(select max(s.ended_at) from shipments s where s.campaign_id = c.id)`.as('ended'),
        sql<number>`(select count(*) from shipments s where s.campaign_id = c.id and s.ended_at is null and s.status <> 'cancelled')`.as('open'),
      ])
      .orderBy(sort, order)
      .orderBy('c.id', order)
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  const ahead = kind === 'waiting' ? await sendsAhead(ctx.db, scope.account, ctx.now()) : null;
  const extra = ahead ? (row: SendRow) => waitingOf(row, ahead) : undefined;
  return { data: { status: GetReportPage.ready, rows: await shipmentsOf(ctx.db, rows as SendRow[], extra), pageInfo: { total: Number(count.total), page, pageSize } } };
}

export const futureShipmentsReportPage = (arg: GetReportPageApiArg, ctx: RequestContext) => pendingPage('future', arg, ctx);
export const waitingShipmentsReportPage = (arg: GetReportPageApiArg, ctx: RequestContext) => pendingPage('waiting', arg, ctx);
