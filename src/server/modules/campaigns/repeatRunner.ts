/**
 * Runs repeating and birthday campaigns: each due run becomes a campaign of its own (parent_id),
 * accepted as a send would be at that moment — today's lists, today's blacklist, the credits it
 * needs now, the user's hours — and the pipeline sends it like any other.
 *
 * A run is claimed by moving the parent's next_run_at forward with a condition on its old
 * value, in the same transaction that accepts the run, so two processes never make the same
 * run and a crash makes it again rather than losing it. A refused run (no credits, nobody's
 * birthday today) still moves next_run_at, and the parent keeps the outcome in its settings.
 */
import { nextSendingTime } from '../../../domain/sendingRules';
import type { Db } from '../../db/database';
import { parseCampaignSettings, type CampaignSettings } from '../../campaigns/settings';
import { claimRun } from '../../campaigns/store';
import { RollbackWith, transactionOrAnswer } from '../../db/rollbackWith';
import { acceptRun, type Answer } from './acceptance';
import { senderRulesOf } from './sendingChecks';
import { birthdayOf, runAfter, type StoredRepeat } from './timing';
import { SendCampaign } from '../../../contract/statusCodes';

interface Parent {
  id: number;
  account_id: number;
  user_id: number;
  sender: string;
  schedule: string;
  settings: string;
  next_run_at: number | null;
}


/**
 * Accepts one due run of the parent; answers the run's status (or null when another process
 * took it). `host` is for parents saved without one (the host their links were measured with).
 */
export async function runOnce(db: Db, parent: Parent, now: number, host: string): Promise<number | null> {
  const at = Number(parent.next_run_at);
  const schedule = JSON.parse(parent.schedule) as StoredRepeat;
  const settings = parseCampaignSettings(parent.settings);
  const next = runAfter(schedule, Math.max(at, now));
  const request = settings.request;
  const withOutcome = (status: number): CampaignSettings => ({ ...settings, lastRun: { at, status } });
  if (!request) {
    await db.transaction().execute((trx) => claimRun(trx, parent, null, withOutcome(SendCampaign.saveError), now));
    return SendCampaign.saveError;
  }
  const rules = await senderRulesOf(db, parent.user_id);
  const start = nextSendingTime(rules.hours, Math.max(at, now)) ?? Math.max(at, now);
  const made = await transactionOrAnswer<number | null, Answer>(db, async (trx) => {
    if (!(await claimRun(trx, parent, next, withOutcome(SendCampaign.sent), now))) return null;
    const sending = { account: parent.account_id, userId: parent.user_id, now, host: settings.host ?? host };
    const answer = await acceptRun(trx, sending, { ...request, validation: false }, {
      start,
      status: !rules.canSend ? 'held' : start > now ? 'future' : 'waiting',
      sender: parent.sender,
      dailyLimit: rules.dailyLimit,
      parentId: parent.id,
      repeating: true,
      birthday: birthdayOf(schedule, at),
      voice: settings.voice,
    });
    if (answer.data.status !== SendCampaign.sent) throw new RollbackWith(answer);
    return SendCampaign.sent;
  });
  if (made === null || typeof made === 'number') return made;
  // Refused: the run's writes are undone, and the claim is made again with the outcome kept.
  const status = made.data.status;
  const claimed = await db.transaction().execute((trx) => claimRun(trx, parent, next, withOutcome(status), now));
  return claimed ? status : null;
}

/** Every parent whose run is due, one run each; answers how many runs were made. */
export async function runDueRepeats(db: Db, now: number, host: string, log: (message: string, detail?: unknown) => void = () => undefined): Promise<number> {
  const due = await db
    .selectFrom('campaigns')
    .select(['id', 'account_id', 'user_id', 'sender', 'schedule', 'settings', 'next_run_at'])
    .where('next_run_at', '<=', now)
    .where('status', '=', 'future')
    .orderBy('next_run_at')
    .limit(100)
    .execute();
  let made = 0;
  for (const parent of due) {
    try {
      const status = await runOnce(db, parent, now, host);
      if (status === SendCampaign.sent) made += 1;
      else if (status !== null) log(`repeating campaign ${parent.id}: run refused with status ${status}`);
    } catch (error) {
      log(`repeating campaign ${parent.id}: run failed`, error);
    }
  }
  return made;
}
