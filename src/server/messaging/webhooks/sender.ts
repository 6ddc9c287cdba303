/**
 * The webhook sender: takes due events from the outbox and POSTs each, signed, to its push
 * URL. Several sender processes may run at once: an event is taken with a conditional UPDATE
 * (pending → sending, stamped with this pass's token), so only one of them sends it. A sender
 * that dies mid-POST leaves its events in `sending`; after `staleClaimMs` they are taken
 * again — the receiver may then see an event twice, which X-Event-Id lets it drop.
 *
 * One event per POST, in order per URL; URLs are served side by side. A failed POST stops
 * that URL for this pass: its other events wait for the URL's retry time (failures.ts).
 */
import { periodicPass } from '../periodicPass';
import { randomUUID } from 'node:crypto';
import { pushAllowPrivate } from '../../config';
import type { Db } from '../../db/database';
import type { PushUrlType } from '../../db/schema';
import { defaultFailurePolicy, recordUrlFailure, recordUrlSuccess, type FailurePolicy } from './failures';
import { deliverSigned, webhookTimeoutMs } from './deliveries';

export interface WebhookSenderOptions extends Partial<FailurePolicy> {
  now?: () => number;
  log?: (message: string, detail?: unknown) => void;
  /** Receivers on loopback or private addresses are called too (PUSH_ALLOW_PRIVATE; tests). */
  allowPrivateAddresses?: boolean;
  /** How often a pass runs (default 1 s); 0 runs none by itself (tests call runOnce). */
  intervalMs?: number;
  timeoutMs?: number;
  /** Events taken per pass (default 100). */
  batchSize?: number;
  /** Tries of one event before it is given up (status failed; default 20). */
  maxAttempts?: number;
  staleClaimMs?: number;
  /** Sent, stopped and failed events are deleted after this (default 7 days). */
  keepMs?: number;
}

export interface WebhookSender {
  /** One pass now; resolves with the number of events sent. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

interface TakenEvent {
  id: number;
  push_url_id: number;
  account_id: number;
  event_id: string;
  type: PushUrlType;
  payload: string;
  attempts: number;
  url: string;
  secret: string;
  failures: number;
}

export function startWebhookSender(db: Db, options: WebhookSenderOptions = {}): WebhookSender {
  const now = options.now ?? Date.now;
  const log = options.log ?? (() => undefined);
  const allowPrivateAddresses = options.allowPrivateAddresses ?? pushAllowPrivate(process.env);
  const policy: FailurePolicy = { ...defaultFailurePolicy, ...definedOnly(options) };
  const timeoutMs = options.timeoutMs ?? webhookTimeoutMs;
  const maxAttempts = options.maxAttempts ?? 20;
  const staleClaimMs = options.staleClaimMs ?? Math.max(60_000, timeoutMs * 4);
  const keepMs = options.keepMs ?? 7 * 86_400_000;
  let prunedAt = 0;

  /** Sends one event (signed and recorded by deliverSigned); null when the receiver took it (2xx), else why not. */
  const deliver = async (event: TakenEvent): Promise<string | null> => {
    const outcome = await deliverSigned(
      db,
      { pushUrlId: event.push_url_id, accountId: event.account_id, url: event.url, secret: event.secret, eventId: event.event_id, type: event.type, payload: event.payload },
      { now, timeoutMs, allowPrivateAddresses, log },
    );
    return outcome.failure;
  };

  const serveUrl = async (events: TakenEvent[], token: string): Promise<number> => {
    let sent = 0;
    for (const [i, event] of events.entries()) {
      const error = await deliver(event);
      const at = now();
      if (error === null) {
        await db.updateTable('webhook_events').set({ status: 'sent', sent_at: at, attempts: event.attempts + 1, claimed_by: null, last_error: null }).where('id', '=', event.id).where('claimed_by', '=', token).execute();
        if (sent === 0 && event.failures > 0) await recordUrlSuccess(db, event.push_url_id);
        sent += 1;
        continue;
      }
      const { retryAt, blocked } = await recordUrlFailure(db, event.push_url_id, error, at, policy, log);
      const givenUp = event.attempts + 1 >= maxAttempts;
      await db
        .updateTable('webhook_events')
        .set({ status: blocked ? 'stopped' : givenUp ? 'failed' : 'pending', attempts: event.attempts + 1, next_attempt_at: retryAt, claimed_by: null, last_error: error.slice(0, 500) })
        .where('id', '=', event.id)
        .where('claimed_by', '=', token)
        .execute();
      // The URL is failing: the rest of this pass's events for it wait, their tries uncounted.
      const rest = events.slice(i + 1).map((e) => e.id);
      if (rest.length > 0) {
        await db.updateTable('webhook_events').set({ status: blocked ? 'stopped' : 'pending', next_attempt_at: retryAt, claimed_by: null }).where('id', 'in', rest).where('claimed_by', '=', token).execute();
      }
      break;
    }
    return sent;
  };

  const runOnce = async (): Promise<number> => {
    const at = now();
    await db.updateTable('webhook_events').set({ status: 'pending', claimed_by: null }).where('status', '=', 'sending').where('claimed_at', '<', at - staleClaimMs).execute();
    const due = await db
      .selectFrom('webhook_events as e')
      .innerJoin('push_urls as u', 'u.id', 'e.push_url_id')
      .select('e.id')
      .where('e.status', '=', 'pending')
      .where('e.next_attempt_at', '<=', at)
      .where('u.status', '=', 'open')
      .where((eb) => eb.or([eb('u.retry_at', 'is', null), eb('u.retry_at', '<=', at)]))
      .orderBy('e.id')
      .limit(options.batchSize ?? 100)
      .execute();
    if (due.length === 0) return prune(at);
    const token = randomUUID();
    await db
      .updateTable('webhook_events')
      .set({ status: 'sending', claimed_by: token, claimed_at: at })
      .where('id', 'in', due.map((d) => d.id))
      .where('status', '=', 'pending')
      .execute();
    const taken = await db
      .selectFrom('webhook_events as e')
      .innerJoin('push_urls as u', 'u.id', 'e.push_url_id')
      .select(['e.id', 'e.push_url_id', 'e.account_id', 'e.event_id', 'e.type', 'e.payload', 'e.attempts', 'u.url', 'u.secret', 'u.failures'])
      .where('e.claimed_by', '=', token)
      .orderBy('e.id')
      .execute();
    const byUrl = new Map<number, TakenEvent[]>();
    for (const event of taken) byUrl.set(event.push_url_id, [...(byUrl.get(event.push_url_id) ?? []), event]);
    const sent = await Promise.all([...byUrl.values()].map((events) => serveUrl(events, token)));
    return sent.reduce((a, b) => a + b, 0);
  };

  const prune = async (at: number): Promise<number> => {
    if (at - prunedAt < 3_600_000) return 0;
    prunedAt = at;
    await db.deleteFrom('webhook_events').where('status', 'in', ['sent', 'stopped', 'failed']).where('next_attempt_at', '<', at - keepMs).execute();
    return 0;
  };

  return periodicPass(runOnce, { intervalMs: options.intervalMs ?? 1_000, name: 'webhook sender', log });
}

/** The policy fields given, so an undefined option keeps the default. */
function definedOnly(options: Partial<FailurePolicy>): Partial<FailurePolicy> {
  const policy: Partial<FailurePolicy> = {};
  if (options.backoffMs) policy.backoffMs = options.backoffMs;
  if (options.blockAfterFailures !== undefined) policy.blockAfterFailures = options.blockAfterFailures;
  if (options.blockAfterMs !== undefined) policy.blockAfterMs = options.blockAfterMs;
  return policy;
}
