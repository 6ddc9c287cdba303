/**
 * What a push URL's answers do to it. Failures are counted per URL, not per event: a URL that
 * is down fails every event, and counting each would block it in a second. After a failure
 * nothing goes to the URL before its retry time (30 s, 2 min, 10 min, then hourly); after
 * `blockAfterFailures` failures in a row that span at least `blockAfterMs`, it is blocked, its
 * waiting events stop, and if its alarm is on an alarm row is written (webhook_alarms) and
 * logged, for an administrator screen, since there is no mail system yet. A success resets.
 */
import type { Db } from '../../db/database';
import { forgetPushUrls } from './pushUrlCache';

export interface FailurePolicy {
  backoffMs: readonly number[];
  blockAfterFailures: number;
  blockAfterMs: number;
}

export const defaultFailurePolicy: FailurePolicy = {
  backoffMs: [30_000, 120_000, 600_000, 3_600_000],
  blockAfterFailures: 10,
  blockAfterMs: 3_600_000,
};

export const retryDelay = (policy: FailurePolicy, failures: number): number => policy.backoffMs[Math.min(failures, policy.backoffMs.length) - 1] ?? 0;

export interface FailureOutcome {
  retryAt: number;
  blocked: boolean;
}

/** Counts one failed POST to a URL; blocks it (and raises its alarm) when the rule says so. */
export async function recordUrlFailure(
  db: Db,
  pushUrlId: number,
  error: string,
  now: number,
  policy: FailurePolicy,
  log: (message: string, detail?: unknown) => void,
): Promise<FailureOutcome> {
  const outcome = await db.transaction().execute(async (tx) => {
    // failures + 1 in the database, so two senders failing at once both count.
    const url = await tx
      .updateTable('push_urls')
      .set((eb) => ({ failures: eb('failures', '+', 1), failing_since: eb.fn.coalesce('failing_since', eb.val(now)), last_error: error.slice(0, 500) }))
      .where('id', '=', pushUrlId)
      .returning(['failures', 'failing_since', 'status', 'alarm', 'url', 'account_id'])
      .executeTakeFirst();
    if (!url) return { retryAt: now, blocked: true, alarm: null };
    const retryAt = now + retryDelay(policy, url.failures);
    const due = url.failures >= policy.blockAfterFailures && now - Number(url.failing_since ?? now) >= policy.blockAfterMs;
    if (!due || url.status !== 'open') {
      await tx.updateTable('push_urls').set({ retry_at: retryAt }).where('id', '=', pushUrlId).execute();
      return { retryAt, blocked: url.status !== 'open', alarm: null };
    }
    const blocked = await tx.updateTable('push_urls').set({ status: 'blocked', retry_at: null, updated_at: now }).where('id', '=', pushUrlId).where('status', '=', 'open').executeTakeFirst();
    if (Number(blocked.numUpdatedRows) === 0) return { retryAt, blocked: true, alarm: null };
    await tx.updateTable('webhook_events').set({ status: 'stopped', claimed_by: null }).where('push_url_id', '=', pushUrlId).where('status', '=', 'pending').execute();
    const reason = `blocked after ${url.failures} failed attempts since ${new Date(Number(url.failing_since)).toISOString()}: ${error}`.slice(0, 1000);
    if (url.alarm === 1) {
      await tx.insertInto('webhook_alarms').values({ account_id: url.account_id, push_url_id: pushUrlId, url: url.url, reason, failures: url.failures, created_at: now }).execute();
    }
    return { retryAt, blocked: true, alarm: url.alarm === 1 ? { account: url.account_id, url: url.url, reason } : null };
  });
  if (outcome.blocked) forgetPushUrls(db);
  if (outcome.alarm) log(`webhook alarm: account ${outcome.alarm.account}'s push URL ${outcome.alarm.url} ${outcome.alarm.reason}`);
  return { retryAt: outcome.retryAt, blocked: outcome.blocked };
}

/** A success: the URL is healthy again (written only when it was not). */
export async function recordUrlSuccess(db: Db, pushUrlId: number): Promise<void> {
  await db
    .updateTable('push_urls')
    .set({ failures: 0, failing_since: null, retry_at: null, last_error: null })
    .where('id', '=', pushUrlId)
    .where((eb) => eb.or([eb('failures', '>', 0), eb('retry_at', 'is not', null)]))
    .execute();
}
