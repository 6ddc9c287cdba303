/**
 * reports/update-date-campaign: a future shipment goes at a new time. The rules are an edit's
 * (campaigns/edits.ts, the same function the composer's edit uses): not once it is sending or
 * sent (-3), not when its current time is within the future lead of 10 minutes (-4), since the
 * scheduler may already be making its messages; and the new time must itself be more than
 * 10 minutes ahead (-2, the composer's futureStartProblem). A new time outside the user's
 * permitted hours moves to the next opening (2). Packets keep their spacing; a repeating
 * campaign's next run moves (later runs keep the schedule); a held or stopped one keeps
 * waiting for its permission, at the new time.
 */
import type { UpdateDateCampaignApiArg, UpdateDateCampaignApiResponse } from '../../../../contract/reports';
import { futureStartProblem } from '../../../../domain/campaignTiming';
import { formatIsraelDateTime, parseIsraelDateTime } from '../../../../domain/israelTime';
import { nextSendingTime } from '../../../../domain/sendingRules';
import { parseCampaignSettings } from '../../../campaigns/settings';
import { moveNextRun, reschedule } from '../../../campaigns/store';
import { notFound } from '../../../http/envelope';
import type { Handler } from '../../../http/handler';
import { editableCampaign } from '../../campaigns/edits';
import { senderRulesOf } from '../../campaigns/sendingChecks';
import { reportScopeOf } from '../whose';
import { SendCampaign, UpdateDateCampaign } from '../../../../contract/statusCodes';


const answer = (status: number): UpdateDateCampaignApiResponse => ({ data: { status } });

export const updateDateCampaign: Handler<UpdateDateCampaignApiArg> = async ({ body }, ctx): Promise<UpdateDateCampaignApiResponse> => {
  const scope = await reportScopeOf(ctx, body.userId);
  const now = ctx.now();
  let query = ctx.db
    .selectFrom('campaigns')
    .select(['id', 'user_id', 'status', 'next_run_at', 'schedule', 'settings'])
    .where('id', '=', body.shipmentId ?? body.campaignId)
    .where('account_id', '=', scope.account)
    .where('status', '!=', 'draft');
  if (body.shipmentId !== undefined) query = query.where((eb) => eb.or([eb('id', '=', body.campaignId), eb('parent_id', '=', body.campaignId)]));
  if (scope.userId !== undefined) query = query.where('user_id', '=', scope.userId);
  const send = await query.executeTakeFirst();
  if (!send) throw notFound();

  const asked = parseIsraelDateTime(body.sendDate);
  if (asked === null) return answer(UpdateDateCampaign.error);
  if (futureStartProblem(asked, now)) return answer(UpdateDateCampaign.tooSoon);
  const editable = await editableCampaign(ctx.db, scope.account, send.id, now);
  if ('refusal' in editable) return answer(editable.refusal === SendCampaign.alreadySending ? UpdateDateCampaign.alreadySending : UpdateDateCampaign.tooCloseToSendTime);
  const rules = await senderRulesOf(ctx.db, send.user_id);
  const start = nextSendingTime(rules.hours, asked);
  if (start === null) return answer(UpdateDateCampaign.error);

  const moved = await ctx.db.transaction().execute(async (trx) => {
    if (send.next_run_at !== null) {
      // The repeat runner claims a run by the same column: moving it only if unchanged means a run made meanwhile is not made again.
      return moveNextRun(trx, send.id, Number(send.next_run_at), start, now);
    }
    const first = await trx.selectFrom('shipments').select((eb) => eb.fn.min('run_at').as('at')).where('campaign_id', '=', send.id).where('status', '=', 'waiting').executeTakeFirst();
    if (first?.at == null) return false;
    // The campaign first, on the state it was read in: if the scheduler took it meanwhile, nothing is moved.
    const schedule = { ...(JSON.parse(send.schedule || '{}') as object), kind: 'future', start };
    const settings = parseCampaignSettings(send.settings);
    // The composer reopens the campaign at its new time.
    if (settings.request) settings.request = { ...settings.request, isFuture: true, startDate: formatIsraelDateTime(asked) };
    return reschedule(trx, send, { schedule, settings, shiftMs: start - Number(first.at), now });
  });
  if (!moved) return answer(UpdateDateCampaign.alreadySending);
  return answer(start > asked ? UpdateDateCampaign.outsideHours : UpdateDateCampaign.rescheduled);
};
