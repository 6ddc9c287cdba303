/**
 * reports/get-voice-duration: a voice send's (shipmentId) or a voice campaign's, over all its
 * runs (campaignId), calls for its statistics: totals by call status, answered and not, seconds
 * listened (total, average, and how many calls listened for each ten seconds), credits, and
 * answers over time (callTimeline.ts). An id outside the caller's scope, or of a campaign that
 * is not a voice campaign, is 404. Read by campaign id through messages_campaign_time.
 */
import { sql } from 'kysely';
import type { GetVoiceDurationApiArg, GetVoiceDurationApiResponse, ReportsStatisticRequest, ReportsVoiceDurationBucket } from '../../../../contract/reports';
import type { Db } from '../../../db/database';
import { notFound } from '../../../http/envelope';
import type { Handler } from '../../../http/handler';
import { chargedCreditsSum } from '../../../messaging/settlement';
import { campaignInScope, reportScopeOf, type ReportScope } from '../whose';
import { neverAnswered } from './callStatuses';
import { callTimeline } from './callTimeline';

/** Each bar of the listening chart covers this many seconds. */
export const bucketSeconds = 10;

/**
 * The listening range of a call: its whole seconds listened as the rows show them (rounded, by
 * integer division in both databases), then which ten seconds.
 */
const rangeOfListening = sql<number>`(${sql.ref('messages.listened_ms')} + 500) / 1000 / ${sql.lit(bucketSeconds)}`;

/** A voice campaign of the scope, or 404. */
async function voiceCampaign(db: Db, scope: ReportScope, id: number) {
  const campaign = await campaignInScope(db, scope, id);
  if (campaign.kind !== 'voice') throw notFound();
  return campaign;
}

/** How long the recording plays, from the campaign's settings (the composer stores it with its recording). */
function recordingSeconds(settings: string): number | undefined {
  try {
    const durationMs = (JSON.parse(settings) as { voice?: { durationMs?: unknown } }).voice?.durationMs;
    return typeof durationMs === 'number' ? Math.round(durationMs / 1000) : undefined;
  } catch {
    return undefined;
  }
}

/** The sends a request names, and the campaign they are of: a shipment alone, or a campaign with its runs. */
async function sendsOf(db: Db, scope: ReportScope, request: ReportsStatisticRequest) {
  if (request.shipmentId !== undefined) {
    const send = await voiceCampaign(db, scope, request.shipmentId);
    if (request.campaignId !== undefined && send.id !== request.campaignId && send.parent_id !== request.campaignId) throw notFound();
    return { campaign: send, ids: [send.id] };
  }
  if (request.campaignId === undefined) throw notFound();
  const named = await voiceCampaign(db, scope, request.campaignId);
  // A run given as the campaign stands for the campaign it is a run of.
  const campaign = named.parent_id !== null ? await voiceCampaign(db, scope, named.parent_id) : named;
  const runs = await db.selectFrom('campaigns').select('id').where('parent_id', '=', campaign.id).where('account_id', '=', scope.account).execute();
  return { campaign, ids: [campaign.id, ...runs.map((r) => r.id)] };
}

/** Calls per ten seconds listened, every range from 0 up to the longest listened (or the recording), empty ones too. */
function bucketsOf(counts: Map<number, number>, messageSeconds: number | undefined): ReportsVoiceDurationBucket[] {
  const longest = Math.max(-1, ...counts.keys());
  const last = Math.max(longest, messageSeconds === undefined ? -1 : Math.ceil(messageSeconds / bucketSeconds) - 1);
  return Array.from({ length: last + 1 }, (_, i) => ({ fromSeconds: i * bucketSeconds, toSeconds: (i + 1) * bucketSeconds, calls: counts.get(i) ?? 0 }));
}

export const getVoiceDuration: Handler<GetVoiceDurationApiArg> = async ({ body }, ctx): Promise<GetVoiceDurationApiResponse> => {
  const scope = await reportScopeOf(ctx, body.userId);
  const { campaign, ids } = await sendsOf(ctx.db, scope, body);
  const calls = () => ctx.db.selectFrom('messages').where('messages.campaign_id', 'in', ids);
  const [byCallStatus, listening, timeline] = await Promise.all([
    calls()
      .select((eb) => [
        'messages.call_status',
        eb.fn.countAll<number>().as('n'),
        eb.fn.count<number>('messages.answered_at').as('answered'),
        eb.fn.sum<number>(eb.case().when(neverAnswered(eb)).then(sql.lit(1)).else(sql.lit(0)).end()).as('neverAnswered'),
        eb.fn.sum<number>('messages.listened_ms').as('listened'),
        chargedCreditsSum(eb).as('credits'),
      ])
      .groupBy('messages.call_status')
      .execute(),
    calls()
      .where('messages.answered_at', 'is not', null)
      .where('messages.listened_ms', 'is not', null)
      .select((eb) => [rangeOfListening.as('range'), eb.fn.countAll<number>().as('n')])
      .groupBy(rangeOfListening)
      .execute(),
    callTimeline(ctx.db, ids),
  ]);
  const byStatus: Record<string, number> = {};
  let total = 0;
  let answered = 0;
  let notAnswered = 0;
  let listenedMs = 0;
  let credits = 0;
  for (const g of byCallStatus) {
    const n = Number(g.n);
    total += n;
    answered += Number(g.answered);
    listenedMs += Number(g.listened ?? 0);
    credits += Number(g.credits ?? 0);
    if (g.call_status !== null) byStatus[g.call_status] = n;
    notAnswered += Number(g.neverAnswered ?? 0);
  }
  const perRange = new Map<number, number>();
  for (const r of listening) perRange.set(Number(r.range), Number(r.n));
  const totalSeconds = Math.round(listenedMs / 1000);
  const messageSeconds = recordingSeconds(campaign.settings);
  return {
    data: {
      campaignId: campaign.id,
      campaignName: campaign.name,
      calls: total,
      answered,
      notAnswered,
      totalSeconds,
      averageSeconds: answered ? Math.round((totalSeconds / answered) * 10) / 10 : 0,
      ...(messageSeconds !== undefined ? { messageSeconds } : {}),
      // A call's credits are its units, one per started minute of the recording (domain/voice.ts callUnits).
      credits,
      billedMinutes: credits,
      byStatus,
      buckets: bucketsOf(perRange, messageSeconds),
      minutesPerPoint: timeline.minutesPerPoint,
      overTime: timeline.points,
    },
  };
};
