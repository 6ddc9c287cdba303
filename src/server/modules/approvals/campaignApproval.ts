/**
 * main/get-approve-campaign-data/{id} and main/approve-campaign: a system manager opens the
 * /security/<token>/campaign link. Approving releases the held campaign to the pipeline the
 * way an administrator's release does (super-admin/start-or-stop-campaign): waiting, or
 * future by its send time. Rejecting cancels it: what it reserved and has not spent goes back
 * to the account and the campaign is removed, in the transaction that records the decision.
 */
import type { MainApprovalReason, ApproveCampaignApiArg, ApproveCampaignApiResponse, GetApproveCampaignDataApiArg, GetApproveCampaignDataApiResponse } from '../../../contract/main';
import { moveCampaign, removeCampaign } from '../../campaigns/store';
import type { Db } from '../../db/database';
import { notFound } from '../../http/envelope';
import type { Handler } from '../../http/handler';
import { refundCampaignCredits } from '../../messaging/campaignCredits';
import { resumedStatus } from '../../campaigns/resume';
import { commonView, decide, detailsOf, openRequest, type Effect } from './decision';
import { RollbackWith } from '../../db/rollbackWith';
import type { CampaignSnapshot } from './heldCampaigns';
import { ApproveCampaign } from '../../../contract/statusCodes';

const heldCampaign = (db: Db, id: number, account: number) =>
  db.selectFrom('campaigns').select(['id', 'status', 'next_run_at', 'credits_reserved', 'credits_spent', 'credits_refunded']).where('id', '=', id).where('account_id', '=', account).executeTakeFirst();

export const getApproveCampaignData: Handler<GetApproveCampaignDataApiArg> = async ({ id }, ctx): Promise<GetApproveCampaignDataApiResponse> => {
  const request = await openRequest(ctx, 'campaign', id);
  // A pending request whose campaign the customer since edited or deleted opens nothing.
  if (request.status === 'pending' && !(await heldCampaign(ctx.db, request.subject_id, request.account_id))) throw notFound();
  const snapshot = detailsOf<CampaignSnapshot>(request);
  const campaign = snapshot.campaign && { ...snapshot.campaign, status: request.status === 'approved' ? ('waiting' as const) : snapshot.campaign.status };
  return {
    data: {
      ...(await commonView(ctx.db, id, request)),
      ...(campaign ? { campaign } : {}),
      ...(snapshot.variants ? { variants: snapshot.variants } : {}),
      ...(snapshot.recipients === undefined ? {} : { recipients: snapshot.recipients }),
      ...(snapshot.credits === undefined ? {} : { credits: snapshot.credits }),
      // Written only as a code (requests.ts; migration 0059 turned the English sentences before it into theirs).
      ...(request.reason ? { reason: request.reason as MainApprovalReason } : {}),
    },
  };
};

const releaseOrCancel: Effect = async (trx, request, decision) => {
  const row = await heldCampaign(trx, request.subject_id, request.account_id);
  if (!row) throw new RollbackWith(ApproveCampaign.invalidLink);
  // Released or stopped by an administrator meanwhile: decided elsewhere.
  if (row.status !== 'held') throw new RollbackWith(ApproveCampaign.alreadyDecided);
  if (decision.approve) {
    const status = await resumedStatus(trx, { id: row.id, next_run_at: row.next_run_at === null ? null : Number(row.next_run_at) }, decision.now);
    await moveCampaign(trx, row.id, ['held'], status, decision.now);
    return;
  }
  const refund = Number(row.credits_reserved) - Number(row.credits_spent) - Number(row.credits_refunded);
  await refundCampaignCredits(trx, row.id, { account: request.account_id, service: 'sms', amount: refund, reason: 'campaign.reject', userId: decision.decidedBy, now: decision.now });
  await removeCampaign(trx, row.id);
};

export const approveCampaign: Handler<ApproveCampaignApiArg> = async ({ body }, ctx): Promise<ApproveCampaignApiResponse> => decide(ctx, 'campaign', body, releaseOrCancel);
