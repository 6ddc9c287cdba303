/**
 * What a call's outcome does to its message row and its money — one rule for the call desk
 * and for the calls a dead process left behind (abandonedCalls.ts).
 *
 * - completed: the message is delivered and its credits spent.
 * - busy, no-answer: redialled by the campaign's retry count and interval (VICIdial's B and
 *   NA): queued again for then; once the retries are used up, final and refunded.
 * - failed: final and refunded (the number was never reached).
 * - canceled (the campaign stopped, or the process is stopping): a call already answered is
 *   delivered and charged; one not yet answered goes back to queued with its attempt not
 *   counted, and is dialled when the campaign resumes.
 *
 * A call queued again (a redial, or one put back) waits for its recipient's quiet hours to end
 * when it would fall inside them, as the first call did (quietHours.ts queuedAgainAt).
 *
 * A campaign that names no retries redials nothing: the composer always names them, and an
 * API caller who did not ask for a second call is not called twice.
 */
import type { SendingCampaign } from '../making';
import { queuedAgainAt } from '../quietHours';
import { CallStatus, type CallOutcome } from '../voice/types';

export interface CallRow {
  status: 'queued' | 'delivered' | 'failed';
  delivery_status: string | null;
  call_status: CallStatus;
  answered_at: number | null;
  listened_ms: number | null;
  hangup_by: string | null;
  sip_code: number | null;
  error: string | null;
  next_attempt_at: number | null;
  quiet_until?: number | null;
  done_at: number | null;
  /** -1 when the attempt is not counted (canceled before anyone answered). */
  attemptsChange: 0 | -1;
}

/** What the money does: spent (delivered), refunded (final without reaching anyone), or nothing yet. */
export type CallMoney = 'spent' | 'refunded' | 'none';

export function redialPlan(campaign: SendingCampaign | null): { count: number; intervalMs: number } {
  const s = campaign?.settings;
  if (s && typeof s.retryCount === 'number' && s.retryCount >= 0) return { count: s.retryCount, intervalMs: Math.max(0, (s.retryInterval ?? 1) * 60_000) };
  return { count: 0, intervalMs: 0 };
}

/** The row and the money for an outcome of the message's `attempts`-th call to `phone`. */
export function callRowOf(outcome: CallOutcome, message: { attempts: number; phone: string }, campaign: SendingCampaign | null, now: number): { row: CallRow; money: CallMoney } {
  const base = {
    answered_at: outcome.answeredAt ?? null,
    listened_ms: outcome.listenedMs ?? null,
    hangup_by: outcome.hangupBy ?? null,
    sip_code: outcome.sipCode ?? null,
    error: outcome.error ?? null,
    attemptsChange: 0 as const,
  };
  const delivered = (callStatus: CallStatus): { row: CallRow; money: CallMoney } => ({
    row: { ...base, status: 'delivered', delivery_status: 'delivered', call_status: callStatus, next_attempt_at: null, done_at: now },
    money: 'spent',
  });
  const final = (callStatus: CallStatus): { row: CallRow; money: CallMoney } => ({
    row: { ...base, status: 'failed', delivery_status: null, call_status: callStatus, next_attempt_at: null, done_at: now },
    money: 'refunded',
  });
  switch (outcome.status) {
    case CallStatus.completed:
      return delivered(CallStatus.completed);
    case CallStatus.canceled:
      if (outcome.answeredAt !== undefined) return delivered(CallStatus.canceled);
      return { row: { ...base, status: 'queued', delivery_status: null, call_status: CallStatus.canceled, ...queuedAgainAt(campaign, message.phone, now), done_at: null, attemptsChange: -1 }, money: 'none' };
    case CallStatus.busy:
    case CallStatus.noAnswer: {
      const plan = redialPlan(campaign);
      if (message.attempts > plan.count) return final(outcome.status);
      return { row: { ...base, status: 'queued', delivery_status: null, call_status: outcome.status, ...queuedAgainAt(campaign, message.phone, now + plan.intervalMs), done_at: null }, money: 'none' };
    }
    default:
      return final(CallStatus.failed);
  }
}
