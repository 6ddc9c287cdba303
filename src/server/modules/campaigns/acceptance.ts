/**
 * Accepting one run of a campaign inside the caller's transaction: recipients, cost, daily
 * limit, packets, the credit reservation, then the campaign row and its shipment(s). The
 * send-campaign handler uses it for a campaign sent once; the repeat runner for each run of a
 * repeating or birthday campaign. A refusal is answered, and the caller undoes the transaction.
 */
import { createHash } from 'node:crypto';
import type { CampaignsAbTest, CampaignsSendRequest, CampaignsSendResult } from '../../../contract/campaigns';
import { packetsPlan, packetsProblem } from '../../../domain/campaignTiming';
import { couponProblem } from '../../../domain/coupons';
import { formatIsraelDateTime } from '../../../domain/israelTime';
import { acceptCampaign } from '../../campaigns/store';
import type { KeptRequest, VoiceSettings } from '../../campaigns/settings';
import type { Db } from '../../db/database';
import type { BalanceService, CampaignStatus } from '../../db/schema';
import { purseOf } from '../../messaging/campaignCredits';
import { reserveCredits, type Reservation } from '../../messaging/credits';
import { askCampaignApproval } from '../approvals/heldCampaigns';
import { linkBaseOf } from '../links/base';
import { keptCoupon } from '../links/coupons';
import { linkProblem } from '../links/store';
import { acceptedOverseasRates } from '../../pricing/accountPrices';
import { quietHoursNotice } from './quietHoursNotice';
import { abShipments, splitOf, startAbTest } from './abTests';
import { estimateCampaign, previewCampaign, type Sending } from './creditsNumber';
import type { RecipientChoice } from './recipients';
import { overDailyLimit } from './sendingChecks';
import { SendCampaign } from '../../../contract/statusCodes';


export type Answer = { data: CampaignsSendResult };
export const refused = (status: number, extra: Partial<CampaignsSendResult> = {}): Answer => ({ data: { status, ...extra } });

const hourMs = 3_600_000;

/** The same content to the same destinations: what "the same message in the last hour" compares. */
export const contentKeyOf = (body: CampaignsSendRequest): string =>
  createHash('sha256')
    .update(JSON.stringify([body.smsContent?.trim(), [...(body.destinations ?? [])].map((d) => `${d.type}:${d.id ?? d.upload_id ?? d.phone}`).sort(), [...(body.phones ?? [])].sort()]))
    .digest('hex');

/** A recording is a voice campaign's content: the same list called with another is not "the same message". */
export const runContentKey = (body: CampaignsSendRequest, voice: VoiceSettings | undefined): string => contentKeyOf(voice ? { ...body, smsContent: `voice:${voice.fileHash}` } : body);

export function keptRequest(body: KeptRequest & Partial<CampaignsSendRequest>): KeptRequest {
  const { validation: _validation, isDraft: _isDraft, campaignId: _campaignId, updateType: _updateType, ...request } = body;
  return request;
}

export interface RunOptions {
  /** When the (first packet of the) run is due. */
  start: number;
  status: Extract<CampaignStatus, 'waiting' | 'future' | 'held'>;
  sender: string;
  dailyLimit: number | null;
  /** A run of a repeating campaign (written as the run's parent_id). */
  parentId?: number;
  /** A repeating campaign repeats by design: "the same message within the hour" does not apply to it or its runs. */
  repeating?: boolean;
  birthday?: RecipientChoice['birthday'];
  /** What the campaign's later runs and its editing need back, kept in its settings. */
  request?: KeptRequest;
  /** A voice campaign: its recording; it calls instead of texting, from the voice balance. */
  voice?: VoiceSettings;
  /** An A/B test (abTests.ts): the body's content is then its costliest variant. */
  abTest?: CampaignsAbTest;
}

/** Recipients numbered 1..n in the order of the packets. */
function shipmentsOf(plan: { at: number; amount: number }[]): { from: number; to: number; at: number }[] {
  let from = 1;
  return plan.map((p) => {
    const shipment = { from, to: from + p.amount - 1, at: p.at };
    from += p.amount;
    return shipment;
  });
}

/** The validation pass has no campaign row: no link is taken by it, so a link any campaign took is another's. */
const noCampaign = 0;

/** What reserving the credits would answer, by reading the balance (or the paying wallet's) only. */
async function wouldReserve(db: Db, account: number, service: BalanceService, amount: number, walletId: number | null): Promise<Reservation> {
  const row =
    walletId === null
      ? await db.selectFrom('balances').select('amount').where('user_id', '=', account).where('service', '=', service).executeTakeFirst()
      : await db.selectFrom('wallets').select('balance as amount').where('id', '=', walletId).executeTakeFirst();
  const balance = Number(row?.amount ?? 0);
  return balance >= amount ? { ok: true, balanceAfter: balance - amount } : { ok: false, remaining: balance };
}

/** Accepts the run; answers status 6 with the summary when the body only validates, having written nothing. */
export async function acceptRun(trx: Db, sending: Sending, body: CampaignsSendRequest, run: RunOptions): Promise<Answer> {
  const { account, now } = sending;
  const { voice } = run;
  const contentKey = runContentKey(body, voice);
  const service: BalanceService = voice ? 'voice' : 'sms';
  if (!run.repeating) {
    const recent = await trx.selectFrom('campaigns').select('id').where('account_id', '=', account).where('content_key', '=', contentKey).where('created_at', '>=', now - hourMs).where('status', '!=', 'draft').where('next_run_at', 'is', null).executeTakeFirst();
    if (recent) return refused(SendCampaign.sameMessageLastHour);
  }

  // A coupon must still be good when this run sends (a repeating campaign's later runs too).
  if (couponProblem(body.coupon, run.start)) return refused(SendCampaign.invalidCoupon);
  // The validation pass writes nothing: it reads what acceptance would find (recipientsPreview.ts).
  const extra = { birthday: run.birthday, voice };
  const preview = body.validation ? await previewCampaign(trx, sending, body, extra) : null;
  const estimate = preview ? { campaignId: noCampaign, ...preview } : await estimateCampaign(trx, sending, body, extra);
  const { campaignId, counts, cost, titles, figures } = estimate;
  if (counts.recipients === 0) return refused(counts.gathered === 0 ? SendCampaign.noDestinations : SendCampaign.allFiltered);
  if (cost.tooLong) return refused(SendCampaign.tooLong, { maxLength: cost.maxLength });
  if (cost.credits === 0) return refused(SendCampaign.estimateZero);
  // A run of a repeating campaign sends a link the first run took as it is (it still redirects).
  if (run.parentId === undefined && !voice) {
    const content = run.abTest ? run.abTest.variants.join('\n') : (body.smsContent ?? '');
    const links = await linkProblem(trx, { account, campaignId, content, base: linkBaseOf(sending.host), now });
    if (links) return refused(links === 'missing' ? SendCampaign.linkMissing : SendCampaign.linkExpired);
  }
  if (await overDailyLimit(trx, sending.userId, run.dailyLimit, counts.recipients, now)) return refused(SendCampaign.dailyLimit);
  const abSplit = run.abTest ? splitOf(run.abTest, counts.recipients) : null;
  if (run.abTest && !abSplit) return refused(SendCampaign.abTooFewRecipients);

  const packets = body.packets?.amount ? { amount: body.packets.amount, every: body.packets.every ?? 0, everyOption: body.packets.everyOption ?? 'MINUTE' } : null;
  if (packets && packetsProblem(packets, counts.recipients)) return refused(SendCampaign.invalidPackets);
  const plan = packets ? packetsPlan(counts.recipients, packets.amount, packets.every, packets.everyOption, run.start) : [{ packetNumber: 1, at: run.start, amount: counts.recipients }];

  // A sub-user permitted on a wallet spends from it, with the account's answers when it runs short.
  const purse = await purseOf(trx, account, sending.userId, service);
  if (purse === 'frozen') return refused(SendCampaign.walletFrozen);
  const { walletId } = purse;
  const reservation = body.validation
    ? await wouldReserve(trx, account, service, cost.credits, walletId)
    : await reserveCredits(trx, { account, service, amount: cost.credits, reason: 'campaign.reserve', reference: String(campaignId), userId: sending.userId, now, walletId: walletId ?? undefined });
  if (!reservation.ok) {
    return refused(reservation.remaining === 0 ? SendCampaign.zeroCredits : SendCampaign.notEnoughCredits, { needed: cost.credits, remaining: reservation.remaining });
  }
  const summary = {
    recipients: counts.recipients,
    parts: cost.parts,
    totalParts: cost.totalParts,
    credits: cost.credits,
    remainingCredits: reservation.balanceAfter,
    sendTime: formatIsraelDateTime(run.start),
    // A call has no text: no length, no alphabet.
    messageLength: voice ? undefined : cost.messageLength,
    encoding: voice ? undefined : cost.encoding,
    blocked: counts.blocked,
    filtered: counts.filtered,
    duplicates: counts.duplicates,
    ...(voice ? { unitsPerCall: voice.unitsPerCall, recordingSeconds: voice.durationMs / 1000 } : {}),
    ...(packets ? { packets: plan.map((p) => ({ packetNumber: p.packetNumber, time: formatIsraelDateTime(p.at), amount: p.amount })) } : {}),
  };
  if (body.validation) {
    // Who will wait for their quiet hours: told before sending, from the recipients just read.
    const quietHours = preview ? await quietHoursNotice(trx, sending, { count: counts.recipients, abroad: await preview.abroad() }, { unsubscribeOption: body.unsubscribeOption, due: run.start }) : undefined;
    return { data: { status: SendCampaign.validated, summary: { ...summary, ...(quietHours ? { quietHours } : {}) } } };
  }
  // Its price abroad is fixed now, as its credits are (billingFigures): a call has no overseas rate here.
  const overseasRates = voice ? null : await acceptedOverseasRates(trx, account, campaignId);

  await acceptCampaign(trx, campaignId, {
    account,
    name: body.campaign_name?.trim() || formatIsraelDateTime(now),
    sender: run.sender,
    status: run.status,
    parentId: run.parentId ?? null,
    schedule: { kind: packets ? 'packets' : run.start > now ? 'future' : 'now', start: run.start, packets },
    settings: {
      retryCount: body.retryCount,
      retryInterval: body.retryInterval,
      fieldTitles: titles,
      billingFigures: figures,
      unsubscribeOption: body.unsubscribeOption ?? 0,
      coupon: keptCoupon(body.coupon),
      request: run.request,
      voice,
      ...(overseasRates ? { overseasRates } : {}),
      ...(run.abTest ? { abVariants: run.abTest.variants } : {}),
    },
    contentKey,
    recipients: counts.recipients,
    creditsReserved: cost.credits,
    walletId,
    shipments: abSplit ? abShipments(abSplit, run.start) : shipmentsOf(plan),
    now,
  });
  if (run.abTest) await startAbTest(trx, { campaignId, account, test: run.abTest, recipients: counts.recipients, start: run.start, linkBase: linkBaseOf(sending.host), now });
  // Held without permission to send: the system managers get a link to approve it, in this transaction.
  if (run.status === 'held') await askCampaignApproval(trx, sending, campaignId);
  return { data: { status: SendCampaign.sent, campaignId, summary } };
}
