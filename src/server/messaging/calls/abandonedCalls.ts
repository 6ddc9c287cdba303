/**
 * Calls a dead process left mid-call (in submitting, claimed before `claimedBefore`). Unlike a
 * text, no receipt will ever tell what became of them, so it is decided here, once:
 *
 * - answered (answered_at written): the number was reached and heard the message, or part
 *   of it. It is delivered and charged, and NEVER dialled again; seconds listened unknown.
 * - never dialled (call_status still queued: it was waiting for a channel): back to the queue,
 *   its attempt not counted — nobody was called.
 * - dialled, not answered: the outcome is unknown — it may have rung. It is dialled again
 *   only if the campaign's retry policy still allows another attempt (the lost attempt
 *   counts), after the retry interval; otherwise it fails and is refunded.
 *
 * A call queued again waits for its recipient's quiet hours when it would fall inside them
 * (quietHours.ts queuedAgainAt).
 *
 * So no number is called twice beyond what the retry policy allows, and none is skipped.
 */
import { sql } from 'kysely';
import type { QuietHours } from '../../../domain/quietHours';
import type { Db } from '../../db/database';
import { loadCampaign, type SendingCampaign } from '../making';
import { queuedAgainAt } from '../quietHours';
import { settleCredits } from '../settlement';
import { CallStatus } from '../voice/types';
import { redialPlan } from './callOutcomes';

const lostCall = 'the sending process stopped during the call';

/** `quietHoursDefault`: the quiet hours of brands without their own (config.quietHoursDefault). */
export async function settleAbandonedCalls(db: Db, claimedBefore: number, now: number, quietHoursDefault?: QuietHours): Promise<number> {
  const rows = await db
    .selectFrom('messages')
    .select(['id', 'campaign_id', 'phone', 'credits', 'attempts', 'answered_at', 'call_status'])
    .where('status', '=', 'submitting')
    .where('call_status', 'is not', null)
    .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<=', claimedBefore)]))
    .execute();
  if (rows.length === 0) return 0;
  const campaigns = new Map<number, SendingCampaign | null>();
  for (const id of new Set(rows.map((r) => r.campaign_id))) campaigns.set(id, await loadCampaign(db, id, quietHoursDefault));
  let settled = 0;
  await db.transaction().execute(async (tx) => {
    const money = new Map<number, { spent: number; refunded: number }>();
    for (const row of rows) {
      const campaign = campaigns.get(row.campaign_id) ?? null;
      const plan = redialPlan(campaign);
      const answered = row.answered_at !== null;
      if (!answered && row.call_status === CallStatus.queued) {
        const result = await tx
          .updateTable('messages')
          .set({ status: 'queued', attempts: sql<number>`attempts - 1`, ...queuedAgainAt(campaign, row.phone, now) })
          .where('id', '=', row.id)
          .where('status', '=', 'submitting')
          .executeTakeFirst();
        settled += Number(result.numUpdatedRows);
        continue;
      }
      const redial = !answered && row.attempts <= plan.count;
      const result = await tx
        .updateTable('messages')
        .set(
          answered
            ? { status: 'delivered', delivery_status: 'delivered', call_status: CallStatus.completed, done_at: now, error: lostCall }
            : redial
              ? { status: 'queued', call_status: CallStatus.queued, ...queuedAgainAt(campaign, row.phone, now + plan.intervalMs), error: lostCall }
              : { status: 'failed', delivery_status: null, call_status: CallStatus.failed, done_at: now, error: lostCall },
        )
        .where('id', '=', row.id)
        .where('status', '=', 'submitting')
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) continue;
      settled += 1;
      if (redial) continue;
      const entry = money.get(row.campaign_id) ?? { spent: 0, refunded: 0 };
      if (answered) entry.spent += Number(row.credits);
      else entry.refunded += Number(row.credits);
      money.set(row.campaign_id, entry);
    }
    for (const [campaignId, { spent, refunded }] of money) {
      const campaign = campaigns.get(campaignId);
      if (campaign) await settleCredits(tx, { campaignId, accountId: campaign.accountId, service: 'voice', spent, refunded, now });
    }
  });
  return settled;
}
