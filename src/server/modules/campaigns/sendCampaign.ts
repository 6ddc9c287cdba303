/**
 * campaigns/send-campaign, the two passes of section 4: with validation on, everything is
 * checked and the summary answered (status 6) inside a transaction that is then undone; with
 * it off, the same steps commit — the campaign, its recipients, its shipment(s) and the credit
 * reservation in one transaction — and the pipeline sends it when due.
 * Built so far: now, a future time, and packets. Repeating, by-days and birthday campaigns
 * answer 501 until their schedules exist (saving them would promise a send that never comes).
 */
import { createHash } from 'node:crypto';
import type { CampaignsSendRequest, CampaignsSendResult, SendCampaignApiArg, SendCampaignApiResponse } from '../../../app/api/generated/campaigns';
import { futureStartProblem, packetsPlan, packetsProblem } from '../../../domain/campaignTiming';
import { formatIsraelDateTime, parseIsraelDateTime } from '../../../domain/israelTime';
import type { Db } from '../../db/database';
import { accountOf } from '../../http/account';
import { HttpError } from '../../http/envelope';
import type { Handler, RequestContext } from '../../http/handler';
import { reserveCredits } from '../../messaging/credits';
import { dryRun, estimateCampaign } from './creditsNumber';

export const SendStatus = {
  sent: 1,
  validated: 6,
  saveError: -1,
  notEnoughCredits: -2,
  zeroCredits: -3,
  noDestinations: -6,
  emptyContent: -7,
  estimateZero: -8,
  allFiltered: -9,
  sameMessageLastHour: -10,
  tooLong: -14,
  invalidTiming: -18,
  invalidPackets: -19,
} as const;

const hourMs = 3_600_000;
type Answer = { data: CampaignsSendResult };
const refused = (status: number, extra: Partial<CampaignsSendResult> = {}): Answer => ({ data: { status, ...extra } });

/** Thrown inside the transaction to undo it with an answer. */
class Outcome extends Error {
  constructor(readonly answer: Answer) {
    super('outcome');
  }
}

/** The same content to the same destinations: what "the same message in the last hour" compares. */
const contentKeyOf = (body: CampaignsSendRequest): string =>
  createHash('sha256')
    .update(JSON.stringify([body.smsContent?.trim(), [...(body.destinations ?? [])].map((d) => `${d.type}:${d.id ?? d.upload_id ?? d.phone}`).sort(), [...(body.phones ?? [])].sort()]))
    .digest('hex');

async function accept(trx: Db, ctx: RequestContext, body: CampaignsSendRequest, start: number): Promise<Answer> {
  const account = accountOf(ctx.user!);
  const now = ctx.now();
  const contentKey = contentKeyOf(body);
  const recent = await trx.selectFrom('campaigns').select('id').where('account_id', '=', account).where('content_key', '=', contentKey).where('created_at', '>=', now - hourMs).where('status', '!=', 'draft').executeTakeFirst();
  if (recent) return refused(SendStatus.sameMessageLastHour);

  const { campaignId, counts, cost, titles } = await estimateCampaign(trx, ctx, body);
  if (counts.recipients === 0) return refused(counts.gathered === 0 ? SendStatus.noDestinations : SendStatus.allFiltered);
  if (cost.tooLong) return refused(SendStatus.tooLong, { maxLength: cost.maxLength });
  if (cost.credits === 0) return refused(SendStatus.estimateZero);

  const packets = body.packets?.amount ? { amount: body.packets.amount, every: body.packets.every ?? 0, everyOption: body.packets.everyOption ?? 'MINUTE' } : null;
  if (packets && packetsProblem(packets, counts.recipients)) return refused(SendStatus.invalidPackets);
  const plan = packets ? packetsPlan(counts.recipients, packets.amount, packets.every, packets.everyOption, start) : [{ packetNumber: 1, at: start, amount: counts.recipients }];

  const campaign = { id: campaignId };
  const reservation = await reserveCredits(trx, { account, service: 'sms', amount: cost.credits, reason: 'campaign.reserve', reference: String(campaign.id), userId: ctx.user!.userId, now });
  if (!reservation.ok) {
    return refused(reservation.remaining === 0 ? SendStatus.zeroCredits : SendStatus.notEnoughCredits, { needed: cost.credits, remaining: reservation.remaining });
  }
  const summary = {
    recipients: counts.recipients,
    parts: cost.parts,
    totalParts: cost.totalParts,
    credits: cost.credits,
    remainingCredits: reservation.balanceAfter,
    sendTime: formatIsraelDateTime(start),
    messageLength: cost.messageLength,
    encoding: cost.encoding,
    blocked: counts.blocked,
    filtered: counts.filtered,
    duplicates: counts.duplicates,
    ...(packets ? { packets: plan.map((p) => ({ packetNumber: p.packetNumber, time: formatIsraelDateTime(p.at), amount: p.amount })) } : {}),
  };
  if (body.validation) throw new Outcome({ data: { status: SendStatus.validated, summary } });

  await trx
    .updateTable('campaigns')
    .set({
      name: body.campaign_name?.trim() || formatIsraelDateTime(now),
      status: body.isFuture ? 'future' : 'waiting',
      schedule: JSON.stringify({ kind: packets ? 'packets' : body.isFuture ? 'future' : 'now', start, packets }),
      settings: JSON.stringify({ retryCount: body.retryCount, retryIntervalMinutes: body.retryInterval, fieldTitles: titles, unsubscribeOption: body.unsubscribeOption ?? 0 }),
      content_key: contentKey,
      recipients: counts.recipients,
      credits_reserved: cost.credits,
      updated_at: now,
    })
    .where('id', '=', campaign.id)
    .execute();
  let from = 1;
  for (const p of plan) {
    await trx.insertInto('shipments').values({ campaign_id: campaign.id, account_id: account, seq_from: from, seq_to: from + p.amount - 1, run_at: p.at, status: 'waiting', created_at: now }).execute();
    from += p.amount;
  }
  return { data: { status: SendStatus.sent, campaignId: campaign.id, summary } };
}

export const sendCampaign: Handler<SendCampaignApiArg> = async ({ body }, ctx): Promise<SendCampaignApiResponse> => {
  if (body.isReusable || body.selectedDays?.length || body.birthdayCampaign || body.isDraft || body.campaignId !== undefined) throw new HttpError(501, 'notImplemented');
  if (!body.smsContent?.trim()) return refused(SendStatus.emptyContent);
  if (!body.destinations?.length && !body.phones?.length) return refused(SendStatus.noDestinations);
  const now = ctx.now();
  let start = now;
  if (body.isFuture) {
    const parsed = body.startDate ? parseIsraelDateTime(body.startDate) : null;
    if (futureStartProblem(parsed, now)) return refused(SendStatus.invalidTiming);
    start = parsed!;
  }
  try {
    // A refusal found inside must also undo what was written before it (the scratch campaign).
    const run = (trx: Db) =>
      accept(trx, ctx, body, start).then((answer) => {
        if (answer.data.status !== SendStatus.sent) throw new Outcome(answer);
        return answer;
      });
    return body.validation ? await dryRun(ctx.db, run) : await ctx.db.transaction().execute(run);
  } catch (error) {
    if (error instanceof Outcome) return error.answer;
    if (error instanceof HttpError) throw error;
    ctx.request.log.error({ err: error }, 'campaign could not be saved');
    return refused(SendStatus.saveError);
  }
};
