/**
 * Exactly once across crashes. A message left in `submitting` by a dead worker, or whose
 * submit answer was lost with the link, may or may not be at the SMSC. It is never sent again
 * at once: it becomes `uncertain`, and waits for a receipt. The SMSC sends the receipts it
 * could not deliver to the next session that binds, and they land in unmatched_receipts (no
 * SMSC id was recorded for them); one naming the same recipient and sender and quoting the
 * start of the same text settles the message as taken. Only when the wait is over with no
 * such receipt is the message queued again.
 */
import type { QuietHours } from '../../domain/quietHours';
import type { Db } from '../db/database';
import { applyReceipts } from './receipts';
import { settleCredits, settleShipments } from './settlement';
import { loadCampaign, type SendingCampaign } from './making';
import { queuedAgainAt } from './quietHours';

/** Messages in `submitting` claimed at or before `claimedBefore` become uncertain, to be sent again after `waitMs` unless a receipt settles them. */
export async function markAbandoned(db: Db, claimedBefore: number, now: number, waitMs: number): Promise<number> {
  const result = await db
    .updateTable('messages')
    .set({ status: 'uncertain', next_attempt_at: now + waitMs, error: 'worker stopped during submit' })
    .where('status', '=', 'submitting')
    // Calls have no receipts to settle them by: calls/abandonedCalls.ts decides theirs.
    .where('call_status', 'is', null)
    .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<=', claimedBefore)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Does the receipt's quoted text start like the message? SMSCs quote about 20 characters and
 * often replace what their alphabet lacks, so a '?' there matches any character.
 */
export function quotedStartMatches(text: string, quoted: string): boolean {
  for (let i = 0; i < quoted.length; i += 1) {
    const c = quoted[i];
    if (c === '?') continue;
    if (i >= text.length || text[i] !== c) return false;
  }
  return true;
}

/** Undoes a settling transaction whose message another process settled first (the receipt stays for its own message). */
class Rollback extends Error {}

export interface UncertainSettled {
  found: number;
  requeued: number;
}

/** `quietHoursDefault`: the quiet hours of brands without their own (config.quietHoursDefault), which a message sent again keeps. */
export async function settleUncertain(db: Db, now: number, limit = 2_000, quietHoursDefault?: QuietHours): Promise<UncertainSettled> {
  const messages = await db
    .selectFrom('messages as m')
    .innerJoin('campaigns as c', 'c.id', 'm.campaign_id')
    .select(['m.id', 'm.shipment_id', 'm.campaign_id', 'm.account_id', 'm.phone', 'm.text', 'm.credits', 'm.next_attempt_at', 'm.claimed_at', 'c.sender'])
    .where('m.status', '=', 'uncertain')
    .orderBy('m.id')
    .limit(limit)
    .execute();
  if (messages.length === 0) return { found: 0, requeued: 0 };
  const phones = [...new Set(messages.map((m) => m.phone.replace(/\D/g, '')))];
  const receipts: { id: number; provider_id: string; phone: string; sender: string; text_start: string; delivery_status: string }[] = [];
  for (let i = 0; i < phones.length; i += 500) {
    receipts.push(
      ...(await db.selectFrom('unmatched_receipts').select(['id', 'provider_id', 'phone', 'sender', 'text_start', 'delivery_status']).where('phone', 'in', phones.slice(i, i + 500)).orderBy('id').execute()),
    );
  }
  const byPhone = new Map<string, typeof receipts>();
  for (const r of receipts) byPhone.set(r.phone, [...(byPhone.get(r.phone) ?? []), r]);

  const used = new Set<number>();
  let found = 0;
  let requeued = 0;
  const shipments = new Set<number>();
  const campaigns = new Map<number, SendingCampaign | null>();
  const campaignOf = async (id: number): Promise<SendingCampaign | null> => {
    if (!campaigns.has(id)) campaigns.set(id, await loadCampaign(db, id, quietHoursDefault));
    return campaigns.get(id)!;
  };
  for (const m of messages) {
    const candidates = byPhone.get(m.phone.replace(/\D/g, '')) ?? [];
    const match = candidates.find((r) => !used.has(r.id) && r.sender === m.sender && quotedStartMatches(m.text, r.text_start));
    if (match) {
      used.add(match.id);
      const campaign = await campaignOf(m.campaign_id);
      const settled = await db.transaction().execute(async (tx) => {
        // The receipt is taken first: when another process's sweep matched it meanwhile (to
        // this message or another with the same recipient and text) it settles nothing here.
        const receipt = await tx.deleteFrom('unmatched_receipts').where('id', '=', match.id).executeTakeFirst();
        if (Number(receipt.numDeletedRows) === 0) return false;
        const taken = await tx
          .updateTable('messages')
          .set({ status: 'submitted', submitted_at: m.claimed_at ?? now, error: null, next_attempt_at: null })
          .where('id', '=', m.id)
          .where('status', '=', 'uncertain')
          .executeTakeFirst();
        if (Number(taken.numUpdatedRows) === 0) throw new Rollback();
        await tx.insertInto('message_provider_ids').values({ provider_id: match.provider_id, message_id: m.id }).onConflict((oc) => oc.column('provider_id').doNothing()).execute();
        await applyReceipts(tx, new Map([[m.id, match.delivery_status]]), now);
        await tx.deleteFrom('unmatched_receipts').where('provider_id', '=', match.provider_id).execute();
        if (campaign) await settleCredits(tx, { campaignId: m.campaign_id, accountId: campaign.accountId, service: campaign.service, spent: m.credits, refunded: 0, now });
        return true;
      }).catch((error: unknown) => {
        if (error instanceof Rollback) return false;
        throw error;
      });
      if (!settled) continue;
      found += 1;
      shipments.add(m.shipment_id);
    } else if ((m.next_attempt_at ?? 0) <= now) {
      // Sent again now, or when its recipient's quiet hours end.
      const again = queuedAgainAt(await campaignOf(m.campaign_id), m.phone, now);
      const result = await db
        .updateTable('messages')
        .set({ status: 'queued', ...again, error: 'sent again: no receipt after an uncertain submit' })
        .where('id', '=', m.id)
        .where('status', '=', 'uncertain')
        .executeTakeFirst();
      requeued += Number(result.numUpdatedRows);
    }
  }
  if (shipments.size > 0) await settleShipments(db, shipments, now);
  return { found, requeued };
}
