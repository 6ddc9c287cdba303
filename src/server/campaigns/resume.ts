/**
 * Where a stopped or held campaign goes back to when it is let go: the administrators' resume
 * (super-admin/start-or-stop-campaign) and an approval (approvals/campaignApproval) both ask.
 */
import type { Db } from '../db/database';
import type { CampaignStatus } from '../db/schema';

/** Where a resumed campaign goes back to. */
export async function resumedStatus(db: Db, campaign: { id: number; next_run_at: number | null }, now: number): Promise<CampaignStatus> {
  if (campaign.next_run_at !== null) return 'future';
  const shipments = await db.selectFrom('shipments').select(['made_to', 'run_at', 'status']).where('campaign_id', '=', campaign.id).execute();
  if (shipments.some((s) => s.made_to > 0)) return 'sending';
  return shipments.some((s) => s.status === 'waiting' && Number(s.run_at) > now) ? 'future' : 'waiting';
}
