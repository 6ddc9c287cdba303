/**
 * What makes a campaign need approval: its sender has no permission to send on their own
 * (users.can_send = 0, set by an administrator — a new or suspect account, policy
 * enforcement). send-campaign then saves it 'held' with its credits reserved (outcome 5,
 * "saved without permission"), and in the same transaction this asks the system managers to
 * approve it with a /security/<token>/campaign link. A repeating campaign held this way is
 * asked for as a whole; each of its runs is held and asked for again while the sender still
 * may not send.
 */
import type { Campaign } from '../../../contract/main';
import { formatIsraelDateTime } from '../../../domain/israelTime';
import { parseCampaignSettings } from '../../campaigns/settings';
import type { Db } from '../../db/database';
import { requestApproval } from './requests';

export interface CampaignSnapshot {
  campaign: Campaign;
  /** An A/B test's versions (its content is only the costliest of them). */
  variants?: string[];
  recipients: number;
  credits: number;
}

/** The held campaign as the approver sees it, taken when it is asked for. */
async function snapshotOf(trx: Db, campaignId: number): Promise<CampaignSnapshot> {
  const row = await trx
    .selectFrom('campaigns')
    .select(['id', 'name', 'content', 'sender', 'schedule', 'settings', 'recipients', 'credits_reserved', 'next_run_at'])
    .where('id', '=', campaignId)
    .executeTakeFirstOrThrow();
  const schedule = JSON.parse(row.schedule || '{}') as { start?: number };
  const start = row.next_run_at ?? schedule.start;
  const settings = parseCampaignSettings(row.settings);
  const request = settings.request ?? {};
  return {
    ...(settings.abVariants?.length ? { variants: settings.abVariants } : {}),
    campaign: {
      ...request,
      campaignId: row.id,
      campaign_name: row.name,
      smsContent: row.content || request.smsContent,
      sourceNumber: row.sender,
      status: 'waiting',
      ...(start === undefined ? {} : { startDate: formatIsraelDateTime(Number(start)) }),
    },
    recipients: Number(row.recipients),
    credits: Number(row.credits_reserved),
  };
}

/** Asks for approval of a campaign just saved held; runs in the transaction that saved it. */
export async function askCampaignApproval(trx: Db, input: { account: number; userId: number; host: string; now: number }, campaignId: number): Promise<void> {
  await requestApproval(trx, {
    kind: 'campaign',
    subjectId: campaignId,
    account: input.account,
    userId: input.userId,
    reason: 'approvalRequired',
    details: await snapshotOf(trx, campaignId),
    host: input.host,
    now: input.now,
  });
}
