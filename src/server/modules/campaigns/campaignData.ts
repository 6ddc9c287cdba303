/**
 * A saved campaign back in the composer (campaigns/get-campaign-data) and deleting one that
 * has not started sending (campaigns/delete-campaign). Every campaign keeps the composer's
 * request as written in its settings (drafts.ts, acceptance.ts), so the composer gets back
 * exactly what the user sent or left, with the campaign's id, name and state.
 */
import type {
  Campaign,
  CampaignsSendRequest,
  DeleteCampaignApiArg,
  DeleteCampaignApiResponse,
  GetCampaignDataApiArg,
  GetCampaignDataApiResponse,
} from '../../../contract/campaigns';
import { parseCampaignSettings } from '../../campaigns/settings';
import { removeCampaign } from '../../campaigns/store';
import type { CampaignStatus } from '../../db/schema';
import { HttpError, notFound } from '../../http/envelope';
import type { Handler } from '../../http/handler';
import { sendingOf } from './creditsNumber';
import { keptRequest } from './acceptance';
import { editableCampaign, withdraw } from './edits';
import { DeleteCampaign } from '../../../contract/statusCodes';


/** The contract knows five states; held (waiting for an administrator or the hours) and stopped still wait to be sent. */
const shownStatus = (status: CampaignStatus): NonNullable<Campaign['status']> => (status === 'held' || status === 'stopped' ? 'waiting' : status);

function storedRequest(settings: string): Partial<CampaignsSendRequest> {
  const { request } = parseCampaignSettings(settings);
  // Kept without the call's own flags; the composer sets them again.
  return request ? keptRequest(request) : {};
}

export const getCampaignData: Handler<GetCampaignDataApiArg> = async ({ body }, ctx): Promise<GetCampaignDataApiResponse> => {
  const { account, now } = sendingOf(ctx);
  const row = await ctx.db
    .selectFrom('campaigns')
    .select(['id', 'name', 'content', 'status', 'settings', 'created_at'])
    .where('id', '=', body.campaignId)
    .where('account_id', '=', account)
    .executeTakeFirst();
  if (!row) throw notFound();
  const editable = row.status === 'draft' || !('refusal' in (await editableCampaign(ctx.db, account, row.id, now)));
  const request = storedRequest(row.settings);
  return {
    data: {
      // A run of a repeating campaign keeps no request of its own: its text is what there is.
      smsContent: row.content,
      ...request,
      campaignId: row.id,
      campaign_name: row.name,
      status: shownStatus(row.status),
      isDraft: row.status === 'draft',
      editable,
    },
  };
};

/**
 * A draft is simply removed. A campaign waiting for its time is withdrawn like an edit
 * withdraws it: what it reserved and has not spent comes back, in the transaction that
 * removes it. Not once it is sending or sent, nor within the future lead of its time (the
 * scheduler may be making its messages), nor a stopped one that already sent some (-2).
 */
export const deleteCampaign: Handler<DeleteCampaignApiArg> = async ({ body }, ctx): Promise<DeleteCampaignApiResponse> => {
  const { account, userId, now } = sendingOf(ctx);
  const row = await ctx.db.selectFrom('campaigns').select(['id', 'status']).where('id', '=', body.campaignId).where('account_id', '=', account).executeTakeFirst();
  if (!row) throw notFound();
  try {
    return await ctx.db.transaction().execute(async (trx): Promise<DeleteCampaignApiResponse> => {
      if (row.status === 'draft') {
        await removeCampaign(trx, row.id);
        return { data: { status: DeleteCampaign.deleted } };
      }
      const editable = await editableCampaign(trx, account, row.id, now);
      if ('refusal' in editable) return { data: { status: DeleteCampaign.alreadySending } };
      const sent = await trx.selectFrom('messages').select('id').where('campaign_id', '=', row.id).limit(1).executeTakeFirst();
      if (sent) return { data: { status: DeleteCampaign.alreadySending } };
      await withdraw(trx, account, editable, userId, now, 'campaign.delete');
      return { data: { status: DeleteCampaign.deleted } };
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    ctx.request.log.error({ err: error }, 'campaign could not be deleted');
    return { data: { status: DeleteCampaign.error } };
  }
};
