/**
 * What the outcome of a message does to the money and to its shipment and campaign.
 *
 * REFUND POLICY: credits pay for what the network took. The reservation made at acceptance
 * covers every message; a message is spent once the SMSC accepted it (submitted, or found by
 * its receipt after a crash), and refunded ('campaign.refund', reference = campaign id) when
 * it never left: refused by the SMSC for good, retries used up, or its shipment cancelled. A
 * receipt that says not delivered, blocked, kosher, out of coverage and so on refunds nothing,
 * since the SMSC took (and bills) the message; the status is shown to the user instead.
 *
 * NO RECEIPT: a message the SMSC took whose final receipt never came (lost with a dead link,
 * or an SMSC that sends none) becomes final as noReceipt once the receipt validity period
 * (RECEIPT_VALIDITY_HOURS, 48 h) has passed since its submit. It stays charged, like any
 * message the SMSC took, and counts as not delivered, since nothing confirms it arrived. A
 * receipt that still comes later replaces it (receipts.ts), and changes no money either.
 */
import { sql, type ExpressionBuilder, type Transaction } from 'kysely';
import { countCredits, endShipment } from '../campaigns/store';
import type { Db } from '../db/database';
import type { BalanceService, Database } from '../db/schema';
import { refundCampaignCredits } from './campaignCredits';
import { DeliveryStatus } from './provider';
import { applyReceipts } from './receipts';

type Executor = Db | Transaction<Database>;

/**
 * The refund policy as a condition on message rows: a message is refunded exactly when it
 * failed before the SMSC took it, which leaves it with no delivery status (the dispatcher
 * refunds the rows it fails; every receipt status, noReceipt too, means taken and charged).
 * Reports total credits with it, so they agree with the campaigns' credits_refunded and the
 * balance.
 */
export const refundedMessage = (eb: ExpressionBuilder<Database, 'messages'>) => eb.and([eb('messages.status', '=', 'failed'), eb('messages.delivery_status', 'is', null)]);

/** What one message cost, by the same rule. */
export const chargedCredits = (m: { status: string; delivery_status: string | null; credits: number }): number =>
  m.status === 'failed' && m.delivery_status === null ? 0 : Number(m.credits);

/** The sum of what the selected messages cost, by the same rule, as a select expression. */
export const chargedCreditsSum = (eb: ExpressionBuilder<Database, 'messages'>) =>
  eb.fn.sum<number>(eb.case().when(refundedMessage(eb)).then(sql.lit(0)).else(eb.ref('messages.credits')).end());

/** Adds to a campaign's spent credits and refunds the failed ones to where they came from (the account or its wallet), in the caller's transaction. */
export async function settleCredits(
  db: Executor,
  change: { campaignId: number; accountId: number; service: BalanceService; spent: number; refunded: number; now: number },
): Promise<void> {
  if (change.spent === 0 && change.refunded === 0) return;
  await countCredits(db, change);
  await refundCampaignCredits(db, change.campaignId, { account: change.accountId, service: change.service, amount: change.refunded, reason: 'campaign.refund', now: change.now });
}

const openStatuses = ['queued', 'submitting', 'uncertain'] as const;

/**
 * A shipment is done once every recipient has a message and none is still to send (queued,
 * submitting or uncertain); receipts may come later. A campaign is sent once all its
 * shipments are done or cancelled.
 */
export async function settleShipments(db: Db, shipmentIds: Iterable<number>, now: number): Promise<number[]> {
  const done: number[] = [];
  for (const id of new Set(shipmentIds)) {
    const shipment = await db.selectFrom('shipments').select(['campaign_id', 'seq_to', 'made_to', 'status']).where('id', '=', id).executeTakeFirst();
    if (!shipment || shipment.status === 'done' || shipment.status === 'cancelled' || shipment.status === 'waiting') continue;
    if (shipment.made_to < shipment.seq_to) continue;
    const open = await db.selectFrom('messages').select('id').where('status', 'in', openStatuses).where('shipment_id', '=', id).limit(1).executeTakeFirst();
    if (open) continue;
    if (await db.transaction().execute((tx) => endShipment(tx, { id, campaign_id: shipment.campaign_id }, now))) done.push(id);
  }
  return done;
}

/** The receipt validity period when the settings name none: the 48 h SMSCs commonly apply to a submit_sm without one. */
export const defaultReceiptValidityMs = 48 * 3_600_000;

/**
 * Submitted messages still without a final receipt `validityMs` after their submit become
 * noReceipt (the policy above). Through applyReceipts, so delivery webhooks hear of it and a
 * receipt that landed meanwhile wins. Answers how many.
 */
export async function expireUnreceipted(db: Db, now: number, validityMs: number, batch = 2_000): Promise<number> {
  let expired = 0;
  for (;;) {
    const rows = await db
      .selectFrom('messages')
      .select('id')
      .where('status', '=', 'submitted')
      .where('delivery_status', 'is', null)
      .where('submitted_at', '<=', now - validityMs)
      .orderBy('id')
      .limit(batch)
      .execute();
    if (rows.length === 0) return expired;
    await db.transaction().execute((tx) => applyReceipts(tx, new Map(rows.map((r) => [r.id, DeliveryStatus.noReceipt])), now));
    expired += rows.length;
    if (rows.length < batch) return expired;
  }
}

/**
 * The sweep's expiry, at most once a minute: it reads every message waiting for its receipt,
 * which during a large send is many, and the validity period is counted in hours.
 */
export function receiptExpiry(db: Db, validityMs: number, everyMs = 60_000): (now: number) => Promise<number> {
  let last = -Infinity;
  return async (now) => {
    if (now - last < everyMs) return 0;
    last = now;
    return expireUnreceipted(db, now, validityMs);
  };
}
