/**
 * Repeating and birthday campaigns (section 5). Accepting one checks its first run as a send
 * would (recipients, length, credits for that run), then keeps the campaign with its schedule
 * and next run, reserving nothing: each run is accepted on its own when due (repeatRunner.ts),
 * with the lists as they are then and the credits it needs then.
 */
import type { CampaignsSendRequest } from '../../../contract/campaigns';
import { formatIsraelDateTime } from '../../../domain/israelTime';
import { keepRepeating } from '../../campaigns/store';
import type { Db } from '../../db/database';
import { askCampaignApproval } from '../approvals/heldCampaigns';
import { acceptRun, keptRequest, refused, runContentKey, type Answer } from './acceptance';
import { previewCampaign, type Sending } from './creditsNumber';
import type { StoredRepeat } from './timing';
import { SendCampaign } from '../../../contract/statusCodes';
import type { VoiceSettings } from '../../campaigns/settings';

export interface RepeatingRun {
  schedule: StoredRepeat;
  first: number;
  sender: string;
  held: boolean;
  /** A voice campaign's recording: every run calls with it. */
  voice?: VoiceSettings;
}

/** The validation pass of a repeating campaign: its first run, checked by reading only. */
async function checkFirstRun(db: Db, sending: Sending, body: CampaignsSendRequest, run: RepeatingRun): Promise<Answer> {
  if (!run.schedule.birthday) {
    return acceptRun(db, sending, { ...body, validation: true }, { start: run.first, status: 'future', sender: run.sender, dailyLimit: null, repeating: true, voice: run.voice });
  }
  // A birthday campaign's first day may greet nobody: check the lists as a whole, and that credits are not nil.
  const { counts, cost } = await previewCampaign(db, sending, body, { voice: run.voice });
  if (counts.recipients === 0) return refused(counts.gathered === 0 ? SendCampaign.noDestinations : SendCampaign.allFiltered);
  if (cost.tooLong) return refused(SendCampaign.tooLong, { maxLength: cost.maxLength });
  const balance = await db.selectFrom('balances').select('amount').where('user_id', '=', sending.account).where('service', '=', run.voice ? 'voice' : 'sms').executeTakeFirst();
  const remaining = Number(balance?.amount ?? 0);
  if (remaining <= 0) return refused(SendCampaign.zeroCredits, { needed: cost.credits, remaining });
  return {
    data: {
      status: SendCampaign.validated,
      summary: { recipients: counts.recipients, parts: cost.parts, totalParts: cost.totalParts, credits: cost.credits, remainingCredits: remaining, sendTime: formatIsraelDateTime(run.first), messageLength: cost.messageLength, encoding: cost.encoding, blocked: counts.blocked, filtered: counts.filtered, duplicates: counts.duplicates },
    },
  };
}

/** Validates (status 6), or keeps the campaign with its schedule (status 1, or 5 when held). */
export async function acceptRepeating(db: Db, sending: Sending, body: CampaignsSendRequest, run: RepeatingRun, replace: (trx: Db) => Promise<void>): Promise<Answer> {
  const checked = await checkFirstRun(db, sending, body, run);
  if (body.validation || checked.data.status !== SendCampaign.validated) return checked;
  const { now } = sending;
  const request = keptRequest(body);
  return db.transaction().execute(async (trx) => {
    await replace(trx);
    const id = await keepRepeating(trx, {
      account: sending.account,
      userId: sending.userId,
      name: body.campaign_name?.trim() || formatIsraelDateTime(now),
      content: run.voice ? '' : (body.smsContent ?? ''),
      sender: run.sender,
      kind: run.voice ? 'voice' : 'sms',
      status: run.held ? 'held' : 'future',
      schedule: run.schedule,
      // The host its links were measured with: each run's links are made on it too.
      settings: { unsubscribeOption: body.unsubscribeOption ?? 0, request, host: sending.host, voice: run.voice },
      contentKey: runContentKey(body, run.voice),
      recipients: checked.data.summary?.recipients ?? 0,
      nextRunAt: run.first,
      now,
    });
    const row = { id };
    if (run.held) await askCampaignApproval(trx, sending, row.id);
    return { data: { status: run.held ? SendCampaign.savedWithoutPermission : SendCampaign.sent, campaignId: row.id, summary: checked.data.summary } };
  });
}
