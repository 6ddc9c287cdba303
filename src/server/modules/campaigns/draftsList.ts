/**
 * /track-drafts: the account's drafts, last changed first (campaigns/get-drafts-campaigns),
 * and deleting one (campaigns/delete-draft-campaign). A draft reserves nothing, so deleting
 * it gives nothing back. Opening one in the composer is campaignData.ts.
 */
import type {
  DeleteDraftCampaignApiArg,
  DeleteDraftCampaignApiResponse,
  GetDraftsCampaignsApiResponse,
} from '../../../contract/campaigns';
import { formatIsraelDateTime } from '../../../domain/israelTime';
import { removeCampaign } from '../../campaigns/store';
import { accountOf } from '../../http/account';
import type { Handler } from '../../http/handler';
import { draftOf } from './drafts';
import { DeleteDraftCampaign } from '../../../contract/statusCodes';


export const getDraftsCampaigns: Handler = async (_arg, ctx): Promise<GetDraftsCampaignsApiResponse> => {
  const rows = await ctx.db
    .selectFrom('campaigns')
    .select(['id', 'name', 'content', 'updated_at'])
    .where('account_id', '=', accountOf(ctx.user!))
    .where('status', '=', 'draft')
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return { data: rows.map((r) => ({ campaignId: r.id, campaignName: r.name, smsContent: r.content, updatedOn: formatIsraelDateTime(Number(r.updated_at)) })) };
};

export const deleteDraftCampaign: Handler<DeleteDraftCampaignApiArg> = async ({ body }, ctx): Promise<DeleteDraftCampaignApiResponse> => {
  // Another account's id is 404 (draftOf); a campaign of the account that is not a draft is not this operation's to delete.
  const draft = await draftOf(ctx.db, accountOf(ctx.user!), body.campaignId);
  if (!draft) return { data: { status: DeleteDraftCampaign.error } };
  await removeCampaign(ctx.db, draft.id, ['draft']);
  return { data: { status: DeleteDraftCampaign.deleted } };
};
