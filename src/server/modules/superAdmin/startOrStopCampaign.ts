/**
 * super-admin/start-or-stop-campaign (the block-campaigns screen): an administrator stops a
 * customer's campaigns that have not finished — waiting, future, sending, or held for
 * permission — and resumes them later. A stopped campaign keeps its recipients, messages and
 * reservation; the scheduler simply takes nothing of it (a chunk already handed to the SMSC
 * still completes). Resuming puts each back where it was: sending if some of it left, future
 * or waiting by its next send time. Held campaigns (saved without permission to send) are let
 * go by the same resume. With blockNewCampaigns the user is also refused new campaigns (-13); resuming all of them
 * lifts that, resuming chosen ones does not.
 */
import type { StartOrStopCampaignApiArg, StartOrStopCampaignApiResponse } from '../../../contract/superAdmin';
import { resumedStatus } from '../../campaigns/resume';
import { moveCampaign } from '../../campaigns/store';
import type { CampaignStatus } from '../../db/schema';
import { notFound } from '../../http/envelope';
import type { Handler } from '../../http/handler';
import { StartOrStopCampaign } from '../../../contract/statusCodes';

export const startOrStopCampaign: Handler<StartOrStopCampaignApiArg> = async ({ body }, ctx): Promise<StartOrStopCampaignApiResponse> => {
  const now = ctx.now();
  const customer = await ctx.db.selectFrom('users').select(['id', 'admin_id']).where('id', '=', body.userId).executeTakeFirst();
  if (!customer) throw notFound();
  const changed = await ctx.db.transaction().execute(async (trx) => {
    let query = trx.selectFrom('campaigns').select(['id', 'next_run_at', 'status']);
    // A primary user's campaigns are its whole account's; a sub-user's are its own.
    query = customer.admin_id === 0 ? query.where('account_id', '=', customer.id) : query.where('user_id', '=', customer.id);
    if (body.campaignIds?.length) query = query.where('id', 'in', body.campaignIds);
    const from: CampaignStatus[] = body.action === 'stop' ? ['waiting', 'future', 'sending', 'held'] : ['stopped', 'held'];
    const campaigns = await query.where('status', 'in', from).execute();
    for (const c of campaigns) {
      const status = body.action === 'stop' ? 'stopped' : await resumedStatus(trx, { id: c.id, next_run_at: c.next_run_at === null ? null : Number(c.next_run_at) }, now);
      await moveCampaign(trx, c.id, [c.status], status, now);
    }
    if (body.action === 'stop' && body.blockNewCampaigns) await trx.updateTable('users').set({ cant_send_campaign: 1 }).where('id', '=', customer.id).execute();
    // Resuming chosen campaigns (one shipment from /track-queue) leaves a block on new ones in place.
    if (body.action === 'start' && !body.campaignIds?.length) await trx.updateTable('users').set({ cant_send_campaign: 0 }).where('id', '=', customer.id).execute();
    return campaigns.length;
  });
  const status = changed === 0 ? StartOrStopCampaign.nothingToChange : body.action === 'stop' ? StartOrStopCampaign.stopped : StartOrStopCampaign.resumed;
  return { data: { status, changed } };
};
