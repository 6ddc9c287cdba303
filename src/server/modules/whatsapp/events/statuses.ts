/**
 * Meta's status webhooks for the messages we sent (WHATSAPP-CLOUD-API.md §7 M-STAT): sent,
 * delivered, read, failed. Meta delivers them more than once and out of order, so applying
 * one is idempotent by wamid and only moves forward: accepted < sent < delivered < read; failed
 * is final, and comes too late once the message was delivered or read (a read before its
 * delivered ends at read, the delivered after it changes nothing).
 *
 * A campaign message's messages row is settled through the pipeline's own settlement, so the
 * reports, the campaign's counts, delivery webhooks and refunds work as for SMS:
 * - delivered or read → delivered (applyReceipts, DeliveryStatus.delivered);
 * - failed → failed and refunded: Meta charges only delivered messages, so a failed one is
 *   treated as a message that never left (settlement.ts refundedMessage: failed, no delivery
 *   status), and keeps `<code>: <title>` as its error, read back as the rejection reason;
 * - a chat template (no messages row) that fails gives its credit back (chat/failedTemplate.ts);
 * - a status for a message whose send answer was lost (still submitting, or uncertain after a
 *   crash, or even queued again) finds it by biz_opaque_callback_data and adopts it: Meta has
 *   it, so it is submitted and spent, its wamid recorded, and it is never sent again.
 *
 * BILLING: the customer's charge is the credit reserved at acceptance and kept once Meta took
 * the message (refunded if it fails). Meta's own charge is recorded exactly once per message,
 * from the first status that carries `pricing`: pricing_category always, billed_at only when
 * Meta bills it (billable not false and not a free_* pricing type). A free message (inside a
 * customer-service or free-entry-point window) keeps its credit like any delivered message —
 * the product's price is per message sent, as for SMS — and shows as not billed in the log.
 */
import type { Transaction } from 'kysely';
import type { Db } from '../../../db/database';
import type { Database, WaMessageStatus } from '../../../db/schema';
import { rejectionReasonOf } from '../../../../domain/whatsapp';
import { DeliveryStatus } from '../../../messaging/provider';
import { applyReceipts } from '../../../messaging/receipts';
import { settleCredits, settleShipments } from '../../../messaging/settlement';
import type { WhatsAppEvent } from '../../../messaging/whatsapp/types';
import { chatMessageIdOfCallback, messageIdOfCallback } from '../../../messaging/whatsapp/sending/templateMessage';
import { recordAcceptedMany, type AcceptedMessage } from '../../../messaging/whatsapp/sending/accepted';
import { metaError } from '../../../messaging/whatsapp/desk';
import { refundFailedChatTemplate } from '../chat/failedTemplate';
import { parseCampaignSettings, type WhatsAppCampaignSettings } from '../../../campaigns/settings';

export type StatusEvent = Extract<WhatsAppEvent, { kind: 'status' }>;

const rank: Record<string, number> = { accepted: 0, sent: 1, delivered: 2, read: 3 };

/** Whether a message at `current` moves to `next`. */
export function statusMoves(current: WaMessageStatus, next: StatusEvent['status']): boolean {
  if (current === 'failed' || current === 'received') return false;
  if (next === 'failed') return current === 'accepted' || current === 'sent';
  return (rank[next] ?? -1) > (rank[current] ?? -1);
}

/** Whether Meta bills the message by this pricing object. */
export const isBillable = (pricing: NonNullable<StatusEvent['pricing']>): boolean => pricing.billable !== false && !(pricing.type ?? '').startsWith('free');

interface Tally {
  spent: Map<number, number>;
  refunded: Map<number, number>;
  accounts: Map<number, number>;
  shipments: Set<number>;
}

const bump = (map: Map<number, number>, key: number, by: number) => map.set(key, (map.get(key) ?? 0) + by);

/** Applies status webhooks in one transaction; answers how many changed a message. */
export async function applyStatuses(db: Db, events: StatusEvent[], now: number): Promise<number> {
  if (events.length === 0) return 0;
  const tally: Tally = { spent: new Map(), refunded: new Map(), accounts: new Map(), shipments: new Set() };
  const changed = await db.transaction().execute(async (tx) => {
    // The messages the statuses name, read at once (a batch of deliveries is mostly one status each).
    const known = new Map<string, KnownMessage>();
    const wamids = [...new Set(events.map((e) => e.wamid))];
    for (let i = 0; i < wamids.length; i += 500) {
      const rows = await tx.selectFrom('wa_messages').select(['id', 'wamid', 'status', 'message_id', 'pricing_category']).where('wamid', 'in', wamids.slice(i, i + 500)).execute();
      for (const row of rows) known.set(row.wamid!, row);
    }
    await adoptAll(tx, events.filter((e) => !known.has(e.wamid)), known, now, tally);
    const plans = new Map<number, Plan>();
    let count = 0;
    for (const event of events) {
      const row = known.get(event.wamid);
      if (!row) continue;
      const plan = plans.get(row.id) ?? { row, from: row.status, pricingWasUnset: row.pricing_category === null, set: {}, events: [], moves: 0 };
      plans.set(row.id, plan);
      if (planOne(plan, event, now)) count += 1;
    }
    count += await writePlans(tx, [...plans.values()], now, tally);
    for (const campaignId of new Set([...tally.spent.keys(), ...tally.refunded.keys()])) {
      const accountId = tally.accounts.get(campaignId);
      if (accountId === undefined) continue;
      await settleCredits(tx, { campaignId, accountId, service: 'whatsapp', spent: tally.spent.get(campaignId) ?? 0, refunded: tally.refunded.get(campaignId) ?? 0, now });
    }
    return count;
  });
  // A message adopted or failed here may have been its shipment's last open one.
  if (tally.shipments.size > 0) await settleShipments(db, tally.shipments, now);
  return changed;
}

/**
 * What a batch's statuses do to one message, worked out before anything is written: its
 * statuses in the order they came (a sent and a delivered can share a delivery), each moving
 * it forward or billing it, end in one row update. Messages whose updates are alike (the same
 * move at the same second, billed alike: most of a campaign's batch) are written by one
 * statement, each still guarded by the status it was read at.
 */
interface Plan {
  row: KnownMessage;
  /** The status and the unset pricing the update is guarded by: what was read. */
  from: WaMessageStatus;
  pricingWasUnset: boolean;
  set: { status?: WaMessageStatus; status_at?: number; error_code?: number | null; rejection_reason?: number | null; pricing_category?: string; billed_at?: number | null };
  /** The statuses that change something, to apply one by one should the guarded update miss. */
  events: StatusEvent[];
  moves: number;
}

/** Adds one status to its message's plan; answers whether it moves the message. */
function planOne(plan: Plan, event: StatusEvent, now: number): boolean {
  const { row } = plan;
  const moves = statusMoves(row.status, event.status);
  // Billed once: on the first status that carries Meta's pricing object.
  const pricing = event.pricing && row.pricing_category === null ? { pricing_category: event.pricing.category || 'unknown', billed_at: isBillable(event.pricing) ? now : null } : null;
  if (!moves && !pricing) return false;
  plan.events.push(event);
  if (pricing) {
    Object.assign(plan.set, pricing);
    row.pricing_category = pricing.pricing_category;
  }
  if (!moves) return false;
  const error = event.errors?.[0];
  plan.set.status = event.status;
  plan.set.status_at = event.at || now;
  if (event.status === 'failed') Object.assign(plan.set, { error_code: error?.code ?? null, rejection_reason: rejectionReasonOf(error?.code ?? 0) });
  row.status = event.status;
  plan.moves += 1;
  return true;
}

/**
 * Writes the plans, alike ones together; settles what moved (delivered or read: one receipt
 * pass for the batch; failed: refunded). A message another process moved meanwhile is missed by
 * its guard; it is read again and its statuses applied one by one. Answers the moves that
 * changed from what was planned (negative when a plan was missed and its statuses changed less).
 */
async function writePlans(tx: Tx, plans: Plan[], now: number, tally: Tally): Promise<number> {
  const groups = new Map<string, Plan[]>();
  for (const plan of plans) {
    if (plan.events.length === 0) continue;
    const key = JSON.stringify([plan.from, plan.set.pricing_category !== undefined, plan.set]);
    const group = groups.get(key);
    if (group) group.push(plan);
    else groups.set(key, [plan]);
  }
  const receipts = new Map<number, string>();
  let drift = 0;
  for (const group of groups.values()) {
    const [{ from, set }] = group as [Plan];
    const billing = set.pricing_category !== undefined;
    for (let i = 0; i < group.length; i += 500) {
      const slice = group.slice(i, i + 500);
      const updated = await tx
        .updateTable('wa_messages')
        .set(set)
        .where('id', 'in', slice.map((p) => p.row.id))
        .where('status', '=', from)
        .$if(billing, (q) => q.where('pricing_category', 'is', null))
        .returning('id')
        .execute();
      const written = new Set(updated.map((r) => r.id));
      for (const plan of slice) {
        if (!written.has(plan.row.id)) {
          drift += (await applyOneByOne(tx, plan, now, tally)) - plan.moves;
          continue;
        }
        if (plan.moves === 0) continue;
        if (plan.row.message_id === null) {
          // A chat template Meta failed: its credit back, once (the guarded update above is the one move to failed).
          if (plan.row.status === 'failed') await refundFailedChatTemplate(tx, plan.row.id, now);
          continue;
        }
        if (plan.row.status === 'delivered' || plan.row.status === 'read') receipts.set(plan.row.message_id, DeliveryStatus.delivered);
        else if (plan.row.status === 'failed') await settleFailure(tx, plan.row.message_id, plan.events.filter((e) => e.status === 'failed').pop()!, now, tally);
      }
    }
  }
  if (receipts.size > 0) await applyReceipts(tx, receipts, now);
  return drift;
}

/** A plan whose guarded update missed: the message as it is now, and its statuses applied one at a time. */
async function applyOneByOne(tx: Tx, plan: Plan, now: number, tally: Tally): Promise<number> {
  const fresh = await tx.selectFrom('wa_messages').select(['id', 'status', 'message_id', 'pricing_category']).where('id', '=', plan.row.id).executeTakeFirstOrThrow();
  Object.assign(plan.row, fresh);
  let count = 0;
  for (const event of plan.events) if (await applyOne(tx, event, now, tally, plan.row)) count += 1;
  return count;
}

type Tx = Transaction<Database>;

interface KnownMessage {
  id: number;
  status: WaMessageStatus;
  message_id: number | null;
  pricing_category: string | null;
}

/** One status, its own guarded update, settled at once (the path of a plan another process overtook). */
async function applyOne(tx: Tx, event: StatusEvent, now: number, tally: Tally, row: KnownMessage): Promise<boolean> {
  // Guarded by what was read: another process may have moved the message meanwhile; then it is read again once.
  for (let attempt = 0; ; attempt += 1) {
    const moves = statusMoves(row.status, event.status);
    const pricing = event.pricing && row.pricing_category === null ? { pricing_category: event.pricing.category || 'unknown', billed_at: isBillable(event.pricing) ? now : null } : null;
    if (!moves && !pricing) return false;
    const error = event.errors?.[0];
    const update = await tx
      .updateTable('wa_messages')
      .set({
        ...(moves ? { status: event.status, status_at: event.at || now } : {}),
        ...(moves && event.status === 'failed' ? { error_code: error?.code ?? null, rejection_reason: rejectionReasonOf(error?.code ?? 0) } : {}),
        ...(pricing ?? {}),
      })
      .where('id', '=', row.id)
      .where('status', '=', row.status)
      .$if(pricing !== null, (q) => q.where('pricing_category', 'is', null))
      .executeTakeFirst();
    if (Number(update.numUpdatedRows) === 0) {
      if (attempt > 0) return false;
      Object.assign(row, await tx.selectFrom('wa_messages').select(['id', 'status', 'message_id', 'pricing_category']).where('id', '=', row.id).executeTakeFirstOrThrow());
      continue;
    }
    if (pricing) row.pricing_category = pricing.pricing_category;
    if (!moves) return false;
    row.status = event.status;
    if (row.message_id !== null) await settleMessage(tx, row.message_id, event, now, tally);
    else if (event.status === 'failed') await refundFailedChatTemplate(tx, row.id, now);
    return true;
  }
}

/**
 * Statuses naming wamids we never recorded: the sends' answers were lost (or are still being
 * written: under load the desk writes a slice's answers after Meta's first statuses came).
 * biz_opaque_callback_data names our message; Meta has it, so it is recorded as accepted now,
 * and the message submitted and spent unless something settled it already. A batch's are
 * adopted together, a few statements for all of them; each adopted wamid joins `known`.
 */
async function adoptAll(tx: Tx, unknown: StatusEvent[], known: Map<string, KnownMessage>, now: number, tally: Tally): Promise<void> {
  // Each wamid by its first status that names our message (one without callback data adopts nothing).
  const firsts = new Map<string, StatusEvent>();
  for (const event of unknown) if (event.callbackData && !firsts.has(event.wamid)) firsts.set(event.wamid, event);
  const campaignEvents: { event: StatusEvent; messageId: number }[] = [];
  for (const event of firsts.values()) {
    const chatMessageId = chatMessageIdOfCallback(event.callbackData);
    if (chatMessageId !== null) {
      const row = await adoptChatMessage(tx, chatMessageId, event.wamid);
      if (row) known.set(event.wamid, row);
      continue;
    }
    const messageId = messageIdOfCallback(event.callbackData);
    if (messageId !== null) campaignEvents.push({ event, messageId });
  }
  for (let i = 0; i < campaignEvents.length; i += 500) {
    const slice = campaignEvents.slice(i, i + 500);
    const messages = await tx
      .selectFrom('messages as m')
      .innerJoin('campaigns as c', 'c.id', 'm.campaign_id')
      .select(['m.id', 'm.status', 'm.text', 'm.campaign_id', 'c.account_id', 'c.kind', 'c.settings'])
      .where('m.id', 'in', [...new Set(slice.map((e) => e.messageId))])
      .execute();
    // Only WhatsApp campaign messages: a callback naming any other message changes nothing.
    const templates = new Map<number, WhatsAppCampaignSettings>();
    for (const m of messages) {
      const template = m.kind === 'whatsapp' ? parseCampaignSettings(m.settings).whatsapp : undefined;
      if (template) templates.set(m.id, template);
    }
    const byId = new Map(messages.filter((m) => templates.has(m.id)).map((m) => [m.id, m]));
    // Not yet spent: taken now, each once (a message Meta holds under two wamids is counted by the update, not by its statuses).
    const open = [...byId.values()].filter((m) => m.status === 'submitting' || m.status === 'uncertain' || m.status === 'queued');
    for (const status of new Set(open.map((m) => m.status))) {
      const taken = await tx
        .updateTable('messages')
        .set({ status: 'submitted', submitted_at: now, error: null, next_attempt_at: null })
        .where('id', 'in', open.filter((m) => m.status === status).map((m) => m.id))
        .where('status', '=', status)
        .returning(['campaign_id', 'credits', 'shipment_id'])
        .execute();
      for (const row of taken) {
        bump(tally.spent, row.campaign_id, row.credits);
        tally.shipments.add(row.shipment_id);
      }
    }
    const accepted: AcceptedMessage[] = [];
    for (const { event, messageId } of slice) {
      const message = byId.get(messageId);
      const template = templates.get(messageId);
      if (!message || !template) continue;
      tally.accounts.set(message.campaign_id, message.account_id);
      accepted.push({
        messageId,
        campaignId: message.campaign_id,
        accountId: message.account_id,
        numberId: template.numberId,
        templateId: template.templateId,
        body: message.text,
        wamid: event.wamid,
        peer: event.recipient,
        now,
      });
    }
    const ids = await recordAcceptedMany(tx, accepted);
    for (const m of accepted) known.set(m.wamid, { id: ids.get(m.wamid)!, status: 'accepted', message_id: m.messageId, pricing_category: null });
  }
}

/**
 * A chat send whose status overtook Meta's answer: the row was stored as sending before the
 * call, so it takes its wamid here (Meta has it) and the status applies as to any accepted one.
 */
async function adoptChatMessage(tx: Tx, id: number, wamid: string): Promise<KnownMessage | null> {
  await tx.updateTable('wa_messages').set({ wamid, status: 'accepted' }).where('id', '=', id).where('direction', '=', 'out').where('status', '=', 'sending').execute();
  const row = await tx.selectFrom('wa_messages').select(['id', 'status', 'message_id', 'pricing_category']).where('id', '=', id).where('wamid', '=', wamid).executeTakeFirst();
  return row ?? null;
}

/** The messages row of a campaign message, through the pipeline's settlement. */
async function settleMessage(tx: Tx, messageId: number, event: StatusEvent, now: number, tally: Tally): Promise<void> {
  if (event.status === 'sent') return;
  if (event.status === 'delivered' || event.status === 'read') {
    await applyReceipts(tx, new Map([[messageId, DeliveryStatus.delivered]]), now);
    return;
  }
  await settleFailure(tx, messageId, event, now, tally);
}

/** A failed campaign message: failed and refunded, as a message that never left. */
async function settleFailure(tx: Tx, messageId: number, event: StatusEvent, now: number, tally: Tally): Promise<void> {
  const message = await tx
    .selectFrom('messages as m')
    .innerJoin('campaigns as c', 'c.id', 'm.campaign_id')
    .select(['m.status', 'm.credits', 'm.campaign_id', 'm.shipment_id', 'c.account_id'])
    .where('m.id', '=', messageId)
    .executeTakeFirst();
  if (!message || message.status === 'delivered' || message.status === 'failed') return;
  const error = event.errors?.[0];
  const failed = await tx
    .updateTable('messages')
    .set({ status: 'failed', delivery_status: null, error: metaError(error?.code ?? 0, error?.title ?? 'failed'), done_at: now })
    .where('id', '=', messageId)
    .where('status', '=', message.status)
    .executeTakeFirst();
  if (Number(failed.numUpdatedRows) === 0) return;
  // Spent when Meta's answer was recorded; a message still submitting or uncertain was never counted.
  if (message.status === 'submitted') bump(tally.spent, message.campaign_id, -message.credits);
  bump(tally.refunded, message.campaign_id, message.credits);
  tally.accounts.set(message.campaign_id, message.account_id);
  tally.shipments.add(message.shipment_id);
}
