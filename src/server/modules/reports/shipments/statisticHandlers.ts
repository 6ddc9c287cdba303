/**
 * The statistics pages: reports/get-shipment-statistic (POST by shipment, or a campaign's
 * latest shipment), GET reports/get-shipment-statistic/{shipmentId}, reports/get-campaign-
 * statistic (a campaign over all its runs) and reports/get-shipment-percentage (progress bars).
 * A shipment id is a send's id as the shipment reports show it (rows.ts). Ids outside the
 * caller's scope are 404, except in get-shipment-percentage, which answers the progress of the
 * ids the caller may see and leaves the others out, as its contract says.
 */
import type {
  GetCampaignStatisticApiArg,
  GetCampaignStatisticApiResponse,
  GetShipmentPercentageApiArg,
  GetShipmentPercentageApiResponse,
  GetShipmentStatisticApiArg,
  GetShipmentStatisticApiResponse,
  GetShipmentStatisticByIdApiArg,
  GetShipmentStatisticByIdApiResponse,
  ReportsShipmentStatistic,
  ReportsStatisticRequest,
} from '../../../../contract/reports';
import type { Db } from '../../../db/database';
import { notFound } from '../../../http/envelope';
import type { Handler, RequestContext } from '../../../http/handler';
import { type SendRow, sendRowsByIds, shipmentsOf, shownStatus } from './rows';
import { campaignInScope, type ReportScope, reportScopeOf } from '../whose';
import { countsByCampaign, overTimeOf, statisticFrom, sumCounts } from './statistic';
import { abTestStatistic } from './abTestStatistic';

/** The most runs of a repeating campaign listed with their own figures (the newest). */
const maxRunsListed = 366;

const credits = (r: SendRow) => Number(r.credits_reserved) - Number(r.credits_refunded);

/** The send a request names: the shipment, or the campaign's latest send (a repeating one's latest run). */
async function sendOf(db: Db, scope: ReportScope, request: ReportsStatisticRequest): Promise<number> {
  const id = request.shipmentId ?? request.campaignId;
  if (id === undefined) throw notFound();
  const named = await campaignInScope(db, scope, id);
  if (request.shipmentId !== undefined) {
    if (request.campaignId !== undefined && named.id !== request.campaignId && named.parent_id !== request.campaignId) throw notFound();
    return named.id;
  }
  const own = await db.selectFrom('shipments').select('id').where('campaign_id', '=', named.id).limit(1).executeTakeFirst();
  if (own) return named.id;
  const latestRun = await db.selectFrom('campaigns').select('id').where('parent_id', '=', named.id).where('account_id', '=', scope.account).orderBy('id', 'desc').limit(1).executeTakeFirst();
  return latestRun?.id ?? named.id;
}

async function shipmentStatistic(db: Db, sendId: number): Promise<ReportsShipmentStatistic> {
  const [row] = await sendRowsByIds(db, [sendId]);
  const counts = (await countsByCampaign(db, [sendId])).get(sendId)!;
  const [shipment] = await shipmentsOf(db, [row]);
  const total = Math.max(Number(row.recipients), counts.made);
  const abTest = await abTestStatistic(db, sendId);
  return { shipment, statistic: statisticFrom(counts, Number(row.recipients), credits(row), await overTimeOf(db, [sendId], total)), ...(abTest ? { abTest } : {}) };
}

async function answerShipment(ctx: RequestContext, scope: ReportScope, request: ReportsStatisticRequest) {
  return { data: await shipmentStatistic(ctx.db, await sendOf(ctx.db, scope, request)) };
}

export const getShipmentStatistic: Handler<GetShipmentStatisticApiArg> = async ({ body }, ctx): Promise<GetShipmentStatisticApiResponse> =>
  answerShipment(ctx, await reportScopeOf(ctx, body.userId), body);

export const getShipmentStatisticById: Handler<GetShipmentStatisticByIdApiArg> = async ({ shipmentId }, ctx): Promise<GetShipmentStatisticByIdApiResponse> =>
  answerShipment(ctx, await reportScopeOf(ctx, undefined), { shipmentId });

export const getCampaignStatistic: Handler<GetCampaignStatisticApiArg> = async ({ body }, ctx): Promise<GetCampaignStatisticApiResponse> => {
  const scope = await reportScopeOf(ctx, body.userId);
  const campaign = await campaignInScope(ctx.db, scope, body.campaignId!);
  // A run given as the campaign stands for the campaign it is a run of.
  const root = campaign.parent_id !== null ? await campaignInScope(ctx.db, scope, campaign.parent_id) : campaign;
  const runs = await ctx.db.selectFrom('campaigns').select('id').where('parent_id', '=', root.id).where('account_id', '=', scope.account).orderBy('id', 'desc').execute();
  const ids = [root.id, ...runs.map((r) => r.id)];
  const rows = await sendRowsByIds(ctx.db, ids);
  const counts = await countsByCampaign(ctx.db, ids);
  // A repeating campaign's own row only plans its runs (its recipients are the first run's estimate): the runs are the sends.
  const sends = rows.filter((r) => r.id !== root.id || runs.length === 0).sort((a, b) => b.id - a.id);
  const recipients = sends.reduce((sum, r) => sum + Number(r.recipients), 0);
  const all = sumCounts(counts.values());
  const total = Math.max(recipients, all.made);
  const listed = sends.slice(0, maxRunsListed);
  const shipments = await shipmentsOf(ctx.db, listed);
  return {
    data: {
      campaignId: root.id,
      campaignName: root.name,
      messageType: root.kind === 'voice' ? 'voice' : root.kind === 'whatsapp' ? 'whatsapp' : 'text',
      statistic: statisticFrom(all, recipients, sends.reduce((sum, r) => sum + credits(r), 0), await overTimeOf(ctx.db, ids, total)),
      shipments: listed.map((r, i) => ({ shipment: shipments[i], statistic: statisticFrom(counts.get(r.id)!, Number(r.recipients), credits(r)) })),
    },
  };
};

export const getShipmentPercentage: Handler<GetShipmentPercentageApiArg> = async ({ body }, ctx): Promise<GetShipmentPercentageApiResponse> => {
  const scope = await reportScopeOf(ctx, body.userId);
  let query = ctx.db.selectFrom('campaigns').select(['id', 'status', 'recipients']).where('id', 'in', body.shipmentIds).where('account_id', '=', scope.account).where('status', '!=', 'draft');
  if (scope.userId !== undefined) query = query.where('user_id', '=', scope.userId);
  const sends = await query.execute();
  if (!sends.length) return { data: [] };
  // Left the platform: handed to the SMSC or settled (messages_campaign covers campaign_id, status).
  const left = await ctx.db
    .selectFrom('messages')
    .select(['campaign_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('campaign_id', 'in', sends.map((s) => s.id))
    .where('status', 'in', ['submitted', 'delivered', 'failed'])
    .groupBy('campaign_id')
    .execute();
  const sentOf = new Map(left.map((r) => [r.campaign_id, Number(r.n)]));
  return {
    data: sends.map((s) => {
      const total = Number(s.recipients);
      const sent = sentOf.get(s.id) ?? 0;
      const percentage = s.status === 'sent' ? 100 : total ? Math.min(100, Math.round((sent / total) * 1000) / 10) : 0;
      return { shipmentId: s.id, status: shownStatus(s.status), total, sent, percentage };
    }),
  };
};
