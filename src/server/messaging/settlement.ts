/**
 * What the outcome of a message does to the money and to its shipment and campaign.
 *
 * REFUND POLICY: credits pay for what the network took. The reservation made at acceptance
 * covers every message; a message is spent once the SMSC accepted it (submitted, or found by
 * its receipt after a crash), and refunded ('campaign.refund', reference = campaign id) when
 * it never left: refused by the SMSC for good, retries used up, or its shipment cancelled. A
 * receipt that says not delivered, blocked, kosher, out of coverage and so on refunds nothing,
 * since the SMSC took (and bills) the message; the status is shown to the user instead.
 */
import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { BalanceService, Database } from '../db/schema';
import { refundCredits } from './credits';

type Executor = Db | Transaction<Database>;

/** Adds to a campaign's spent credits and refunds the failed ones to the account, in the caller's transaction. */
export async function settleCredits(
  db: Executor,
  change: { campaignId: number; accountId: number; service: BalanceService; spent: number; refunded: number; now: number },
): Promise<void> {
  if (change.spent === 0 && change.refunded === 0) return;
  await db
    .updateTable('campaigns')
    .set({
      credits_spent: sql<number>`credits_spent + ${change.spent}`,
      credits_refunded: sql<number>`credits_refunded + ${change.refunded}`,
      updated_at: change.now,
    })
    .where('id', '=', change.campaignId)
    .execute();
  if (change.refunded > 0) {
    await refundCredits(db, { account: change.accountId, service: change.service, amount: change.refunded, reason: 'campaign.refund', reference: String(change.campaignId), now: change.now });
  }
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
    await db.transaction().execute(async (tx) => {
      const ended = await tx.updateTable('shipments').set({ status: 'done', ended_at: now }).where('id', '=', id).where('status', 'in', ['making', 'dispatching']).executeTakeFirst();
      if (Number(ended.numUpdatedRows) === 0) return;
      done.push(id);
      const unfinished = await tx.selectFrom('shipments').select('id').where('campaign_id', '=', shipment.campaign_id).where('status', 'not in', ['done', 'cancelled']).limit(1).executeTakeFirst();
      if (!unfinished) {
        await tx.updateTable('campaigns').set({ status: 'sent', sent_at: now, updated_at: now }).where('id', '=', shipment.campaign_id).where('status', '!=', 'stopped').execute();
      }
    });
  }
  return done;
}
