/**
 * Sends a job's WhatsApp campaign messages through the Cloud API, as the dispatcher sends a
 * chunk of texts through the SMS route: the same claims (claims.ts), shipments, credits and
 * settlement (settlement.ts), and the same exactly-once rule across crashes.
 *
 * What is written, and when:
 * - claimed: queued → submitting before Meta sees anything, a slice (inFlight) at a time;
 * - each send carries biz_opaque_callback_data = our message id, which Meta echoes on every
 *   status webhook: a message whose answer was lost (a crash, a dead link) is settled by its
 *   status (events/statuses.ts adopts it), never resent blindly. A send with no answer at all
 *   becomes uncertain, as an SMS does, and is sent again only when no status came in the wait;
 * - accepted (a wamid): submitted and spent, its wamid in message_provider_ids, a wa_messages
 *   row 'accepted' in the customer's conversation — a slice's outcomes in one transaction;
 * - refused for now (isRetryableMetaCode: throughput, pair rate, Meta's server errors): queued
 *   again for later, after Retry-After when Meta gave one; 130429 (the number's throughput)
 *   holds the whole lane back for that long, since every send of it would be refused too; the
 *   desk keeps under it by pacing each number at its throughput level (sending/pacer.ts);
 * - refused for good: failed and refunded, as an SMS the SMSC refused (settlement.ts policy),
 *   with the rejection reason of the Meta code in the error (`<code>: <title>`).
 */
import type { QuietHours } from '../../../domain/quietHours';
import type { Db } from '../../db/database';
import { batches, claimMessages, keepClaimed, type Claimed, type DispatchJob } from '../claims';
import { loadCampaign, type SendingCampaign } from '../making';
import { queuedAgainAt } from '../quietHours';
import { settleCredits, settleShipments } from '../settlement';
import { isRetryableMetaCode } from '../../../domain/whatsapp';
import type { WhatsAppCampaignSettings } from '../../campaigns/settings';
import type { WhatsAppCloudApi } from './types';
import { callbackDataOf, templateSend, templateValues, type RecipientFieldRow } from './sending/templateMessage';
import { recordAcceptedMany, type AcceptedMessage } from './sending/accepted';
import { ThroughputPacer, type PacedSend } from './sending/pacer';

export interface WhatsAppDeskOptions {
  now?: () => number;
  log?: (message: string, detail?: unknown) => void;
  /** With several sending processes: how often claimed_at is renewed during the sends (claims.ts keepClaimed). */
  heartbeatMs?: number;
  /** A send with no answer waits this long for its status webhook before it is sent again (default 5 minutes). */
  uncertainWaitMs?: number;
  /**
   * Sends in flight at once per job (default 200): a slice is claimed, started at the pacer's
   * slots and answered before the next, so it must hold more than the number's throughput times
   * a slice's own overhead (claims, round trips): 200 keeps a HIGH number's 1,000 a second busy.
   */
  inFlight?: number;
  /** Attempts of a message Meta refused for now (default 8), `retryMs` apart, doubling (at most 10 minutes). */
  attempts?: number;
  retryMs?: number;
  /** The quiet hours of brands without their own (config.quietHoursDefault), which sends tried again keep; none when not given. */
  quietHoursDefault?: QuietHours;
}

/** A slice whose sends are under way: its claims, its answers to come, its heartbeat's stop. */
interface SliceOnTheWay {
  claimed: Claimed[];
  outcomes: Promise<Outcome[]>;
  heartbeat: () => Promise<void>;
}

type Outcome =
  | { messageId: number; kind: 'accepted'; wamid: string; waId: string }
  | { messageId: number; kind: 'retry'; at: number; quietUntil: number | null; error: string }
  | { messageId: number; kind: 'failed'; error: string }
  | { messageId: number; kind: 'uncertain'; error: string };

const maxRetryDelayMs = 600_000;
/** Meta's throughput refusal: the number's lane waits, not only the message. */
const throughputCode = 130429;

/** The error a refused message keeps: Meta's code first, so the log reads its rejection reason back (rejectionOfError). */
export const metaError = (code: number, title: string): string => `${code}: ${title}`;

export function rejectionCodeOfError(error: string | null): number | null {
  const match = error ? /^(\d+): /.exec(error) : null;
  return match ? Number(match[1]) : null;
}

export class WhatsAppDesk {
  private readonly now: () => number;
  /** Meta said the number's throughput is reached (130429): no send before this. */
  private laneOpensAt = 0;
  private readonly api: () => WhatsAppCloudApi;
  private readonly pacer: ThroughputPacer;

  /** `api` may be given as a function: the configured route is made at the first send (pipeline.ts). */
  constructor(
    private readonly db: Db,
    api: WhatsAppCloudApi | (() => WhatsAppCloudApi),
    private readonly options: WhatsAppDeskOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.api = typeof api === 'function' ? api : () => api;
    this.pacer = new ThroughputPacer(this.api);
  }

  /**
   * The job's messages are claimed a slice at a time, right before they are sent: a crash
   * leaves at most three slices in doubt (uncertain, settled by their statuses), never the chunk.
   * Slices overlap so the number's pace never waits for the desk: the next slice is claimed and
   * its sends take their slots while the slice before is still on its way to Meta, and a slice's
   * outcomes are written while the next one is sent. Outcomes are still written in slice order.
   */
  async dispatch(job: DispatchJob): Promise<number> {
    const ids = await this.dueIds(job);
    const campaigns = new Map<number, SendingCampaign | null>();
    const shipments = new Set<number>();
    let sent = 0;
    let recording: Promise<void> = Promise.resolve();
    let onTheWay: SliceOnTheWay | null = null;
    // Waits for a slice's answers, then writes them after the slice before is written; returns
    // once that one is (at most one slice waits to be written).
    const answered = async (slice: SliceOnTheWay): Promise<void> => {
      let outcomes: Outcome[];
      try {
        outcomes = await slice.outcomes;
      } catch (error) {
        await slice.heartbeat();
        throw error;
      }
      const previous = recording;
      recording = (async () => {
        try {
          await previous;
          await this.record(outcomes, new Map(slice.claimed.map((m) => [m.id, m])), campaigns);
        } finally {
          await slice.heartbeat();
        }
      })();
      await previous;
      for (const m of slice.claimed) shipments.add(m.shipment_id);
      sent += slice.claimed.length;
    };
    try {
      for (const sliceIds of batches(ids, this.options.inFlight ?? 200)) {
        await this.laneOpen();
        const claimed = await claimMessages(this.db, { messageIds: sliceIds }, 'whatsapp', this.now());
        if (claimed.length === 0) continue;
        for (const id of new Set(claimed.map((m) => m.campaign_id))) if (!campaigns.has(id)) campaigns.set(id, await loadCampaign(this.db, id, this.options.quietHoursDefault));
        const values = await this.valuesOf(claimed, campaigns);
        const heartbeat = keepClaimed(this.db, () => claimed.map((m) => m.id), { everyMs: this.options.heartbeatMs, now: this.now, log: this.options.log });
        const outcomes = Promise.all(claimed.map((message) => this.send(message, campaigns.get(message.campaign_id) ?? null, values.get(message.id))));
        outcomes.catch(() => undefined); // answered() reads it
        const before = onTheWay;
        onTheWay = { claimed, outcomes, heartbeat };
        if (before) await answered(before);
      }
      const last = onTheWay;
      onTheWay = null;
      if (last) await answered(last);
      await recording;
    } catch (error) {
      // A slice still on its way is let finish (its sends cannot be called back) and its claims
      // released from the heartbeat; unwritten, its messages are settled as a crash's are.
      const left: SliceOnTheWay | null = onTheWay;
      if (left) await left.outcomes.then(left.heartbeat, left.heartbeat);
      recording.catch(() => undefined); // its failure is this one, or comes after it
      throw error;
    }
    await settleShipments(this.db, shipments, this.now());
    return sent;
  }

  /** The job's messages still to send now, in order. */
  private async dueIds(job: DispatchJob): Promise<number[]> {
    if ('messageIds' in job) return job.messageIds;
    const now = this.now();
    const rows = await this.db
      .selectFrom('messages')
      .select('id')
      .where('shipment_id', '=', job.shipmentId)
      .where('seq', '>=', job.seqFrom)
      .where('seq', '<=', job.seqTo)
      .where('status', '=', 'queued')
      .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', now)]))
      .orderBy('seq')
      .execute();
    return rows.map((r) => r.id);
  }

  /** Each message's {{n}} values, from its recipient's fields (the same as making filled its body with). */
  private async valuesOf(claimed: Claimed[], campaigns: ReadonlyMap<number, SendingCampaign | null>): Promise<Map<number, string[]>> {
    const out = new Map<number, string[]>();
    const fillers = new Map<number, (r: RecipientFieldRow) => string[]>();
    for (const [id, campaign] of campaigns) {
      const template = campaign?.settings.whatsapp;
      if (template) fillers.set(id, templateValues(template, campaign.settings.fieldTitles ?? []));
    }
    for (const ids of batches(claimed.map((m) => m.id))) {
      const rows = await this.db
        .selectFrom('messages as m')
        .innerJoin('campaign_recipients as r', (join) => join.onRef('r.campaign_id', '=', 'm.campaign_id').onRef('r.seq', '=', 'm.seq'))
        .select(['m.id', 'm.campaign_id', 'r.field1', 'r.field2', 'r.field3', 'r.field4', 'r.field5', 'r.field6'])
        .where('m.id', 'in', ids)
        .execute();
      for (const row of rows) {
        const fill = fillers.get(row.campaign_id);
        if (fill) out.set(row.id, fill(row));
      }
    }
    return out;
  }

  private async laneOpen(): Promise<void> {
    const wait = this.laneOpensAt - this.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }

  /**
   * The number's next paced slot once its lane is open: a slot given while Meta said the number
   * is at its throughput (130429) is handed back, not sent into the same refusal.
   */
  private async slot(phoneNumberId: string): Promise<PacedSend> {
    for (;;) {
      await this.laneOpen();
      const paced = await this.pacer.slot(phoneNumberId);
      if (this.laneOpensAt <= this.now()) return paced;
      paced.answered();
    }
  }

  private async send(message: Claimed, campaign: SendingCampaign | null, values: string[] | undefined): Promise<Outcome> {
    const template: WhatsAppCampaignSettings | undefined = campaign?.settings.whatsapp;
    if (!campaign || !template) return { messageId: message.id, kind: 'failed', error: 'campaign not found' };
    if (!values) return { messageId: message.id, kind: 'failed', error: 'recipient not found' };
    let result: Awaited<ReturnType<WhatsAppCloudApi['send']>>;
    try {
      const paced = await this.slot(template.phoneNumberId);
      try {
        result = await this.api().send(template.phoneNumberId, templateSend(template, message.phone, values), callbackDataOf(message.id));
      } finally {
        paced.answered();
      }
    } catch (error) {
      // The client answers failures as values; a throw is a bug on our side before or after the call: the send may have left.
      this.options.log?.('whatsapp send threw', error);
      return { messageId: message.id, kind: 'uncertain', error: 'whatsapp send broke mid-call' };
    }
    if (result.ok) return { messageId: message.id, kind: 'accepted', wamid: result.wamid, waId: result.waId || message.phone.replace(/\D/g, '') };
    const now = this.now();
    // No answer at all: Meta may have taken it. Its status webhook will say so (events/statuses.ts).
    if (result.httpStatus === 0) return { messageId: message.id, kind: 'uncertain', error: `no answer from WhatsApp: ${result.title}` };
    const error = metaError(result.code, result.title);
    const retryable = isRetryableMetaCode(result.code) || (result.code === 0 && result.httpStatus >= 500);
    if (retryable && message.attempts < (this.options.attempts ?? 8)) {
      const after = result.retryAfter !== undefined ? result.retryAfter * 1000 : Math.min(maxRetryDelayMs, (this.options.retryMs ?? 1_000) * 2 ** Math.max(0, message.attempts - 1));
      if (result.code === throughputCode) this.laneOpensAt = Math.max(this.laneOpensAt, now + after);
      // Tried again when its recipient's quiet hours allow, as its first send was.
      const next = queuedAgainAt(campaign, message.phone, now + after);
      return { messageId: message.id, kind: 'retry', at: next.next_attempt_at, quietUntil: next.quiet_until, error };
    }
    return { messageId: message.id, kind: 'failed', error };
  }

  /** A slice's outcomes in one transaction, a few statements for all of them. */
  private async record(outcomes: Outcome[], byId: ReadonlyMap<number, Claimed>, campaigns: ReadonlyMap<number, SendingCampaign | null>): Promise<void> {
    const now = this.now();
    const accepted = outcomes.filter((o): o is Extract<Outcome, { kind: 'accepted' }> => o.kind === 'accepted');
    const grouped = (kind: 'retry' | 'uncertain' | 'failed') => {
      const groups = new Map<string, { ids: number[]; at: number; quietUntil: number | null; error: string }>();
      for (const o of outcomes) {
        if (o.kind !== kind) continue;
        const [at, quietUntil] = o.kind === 'retry' ? [o.at, o.quietUntil] : [now, null];
        const key = `${at}|${quietUntil}|${o.error}`;
        const group = groups.get(key) ?? { ids: [], at, quietUntil, error: o.error };
        group.ids.push(o.messageId);
        groups.set(key, group);
      }
      return [...groups.values()];
    };
    await this.db.transaction().execute(async (tx) => {
      const spent = new Map<number, number>();
      const refunded = new Map<number, number>();
      const add = (map: Map<number, number>, rows: { campaign_id: number; credits: number }[]) => {
        for (const row of rows) map.set(row.campaign_id, (map.get(row.campaign_id) ?? 0) + row.credits);
      };
      if (accepted.length > 0) {
        // Its status webhook may have come first and adopted it already (statuses.ts): then it counts nothing twice.
        const taken = await tx
          .updateTable('messages')
          .set({ status: 'submitted', submitted_at: now, error: null, next_attempt_at: null })
          .where('id', 'in', accepted.map((o) => o.messageId))
          .where('status', '=', 'submitting')
          .returning(['campaign_id', 'credits'])
          .execute();
        add(spent, taken);
        const records: AcceptedMessage[] = [];
        for (const o of accepted) {
          const message = byId.get(o.messageId);
          const campaign = message ? campaigns.get(message.campaign_id) : null;
          const template = campaign?.settings.whatsapp;
          if (!message || !campaign || !template) continue;
          records.push({ messageId: message.id, campaignId: message.campaign_id, accountId: campaign.accountId, numberId: template.numberId, templateId: template.templateId, body: message.text, wamid: o.wamid, peer: o.waId, now });
        }
        await recordAcceptedMany(tx, records);
      }
      for (const group of grouped('retry')) {
        await tx.updateTable('messages').set({ status: 'queued', error: group.error, next_attempt_at: group.at, quiet_until: group.quietUntil }).where('id', 'in', group.ids).where('status', '=', 'submitting').execute();
      }
      for (const group of grouped('uncertain')) {
        await tx
          .updateTable('messages')
          .set({ status: 'uncertain', error: group.error, next_attempt_at: now + (this.options.uncertainWaitMs ?? 300_000) })
          .where('id', 'in', group.ids)
          .where('status', '=', 'submitting')
          .execute();
      }
      for (const group of grouped('failed')) {
        add(refunded, await tx.updateTable('messages').set({ status: 'failed', error: group.error, done_at: now }).where('id', 'in', group.ids).where('status', '=', 'submitting').returning(['campaign_id', 'credits']).execute());
      }
      for (const campaignId of new Set([...spent.keys(), ...refunded.keys()])) {
        const campaign = campaigns.get(campaignId);
        if (!campaign) continue;
        await settleCredits(tx, { campaignId, accountId: campaign.accountId, service: campaign.service, spent: spent.get(campaignId) ?? 0, refunded: refunded.get(campaignId) ?? 0, now });
      }
    });
  }
}
