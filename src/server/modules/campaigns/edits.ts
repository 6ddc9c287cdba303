/**
 * Editing a campaign already accepted (section 4): not once it is sending or sent (-11), nor
 * when its send is less than the future lead (10 minutes) away (-12), since the scheduler may
 * be making its messages. Otherwise the old campaign is withdrawn — its reservation given back
 * and its rows removed — in the same transaction that accepts the new one, so an edit that is
 * refused leaves the old campaign as it was.
 */
import { futureLeadMs } from '../../../domain/campaignTiming';
import { removeCampaign } from '../../campaigns/store';
import type { Db } from '../../db/database';
import { notFound } from '../../http/envelope';
import { refundCampaignCredits } from '../../messaging/campaignCredits';
import { SendCampaign } from '../../../contract/statusCodes';

export interface Editable {
  id: number;
  refund: number;
}

/** The campaign to replace, or the refusal. */
export async function editableCampaign(db: Db, account: number, campaignId: number, now: number): Promise<Editable | { refusal: number }> {
  const row = await db
    .selectFrom('campaigns')
    .select(['id', 'status', 'next_run_at', 'credits_reserved', 'credits_spent', 'credits_refunded'])
    .where('id', '=', campaignId)
    .where('account_id', '=', account)
    .executeTakeFirst();
  if (!row) throw notFound();
  if (row.status === 'sending' || row.status === 'sent') return { refusal: SendCampaign.alreadySending };
  if (row.status !== 'stopped' && row.status !== 'held') {
    const due = await db.selectFrom('shipments').select((eb) => eb.fn.min('run_at').as('at')).where('campaign_id', '=', row.id).where('status', 'in', ['waiting', 'making', 'dispatching']).executeTakeFirst();
    const next = row.next_run_at ?? (due?.at == null ? null : Number(due.at));
    if (next !== null && next - now <= futureLeadMs) return { refusal: SendCampaign.tooCloseToSendTime };
  }
  return { id: row.id, refund: Number(row.credits_reserved) - Number(row.credits_spent) - Number(row.credits_refunded) };
}

/** Gives back what the campaign reserved and removes it with its recipients and shipments (an edit replaces it, or it is deleted). */
export async function withdraw(trx: Db, account: number, old: Editable, userId: number, now: number, reason: 'campaign.edit' | 'campaign.delete' = 'campaign.edit'): Promise<void> {
  await refundCampaignCredits(trx, old.id, { account, service: 'sms', amount: old.refund, reason, userId, now });
  await removeCampaign(trx, old.id);
}
