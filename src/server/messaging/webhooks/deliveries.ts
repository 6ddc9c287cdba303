/**
 * One signed POST to a push URL, and its record. Both the sender (queued events) and the
 * push-API page's "send a test event" go through deliverSigned, so a test event is signed,
 * address-checked and timed exactly as a real one, and every attempt lands in push_deliveries,
 * where only the last `keptDeliveriesPerUrl` per URL stay (the page shows them; the outbox,
 * webhook_events, remains the record of what was sent).
 */
import { performance } from 'node:perf_hooks';
import type { Db } from '../../db/database';
import type { PushDeliveriesTable } from '../../db/schema';
import { postWebhook } from './post';
import { NonPublicAddressError } from './publicAddress';
import { eventIdHeader, eventTypeHeader, signatureHeader, signEvent, timestampHeader } from './signature';

/** How long a receiver has to answer one POST. */
export const webhookTimeoutMs = 5_000;

/** Attempts kept per push URL: enough to see a pattern, small enough to never need a cleanup job. */
export const keptDeliveriesPerUrl = 20;

export type DeliveryEventType = PushDeliveriesTable['event_type'];

export interface SignedEvent {
  pushUrlId: number;
  accountId: number;
  url: string;
  secret: string;
  eventId: string;
  type: DeliveryEventType;
  /** The JSON body, signed as sent. */
  payload: string;
}

export interface DeliveryOptions {
  /** The clock of the record and of the signature's timestamp (epoch ms). */
  now: () => number;
  timeoutMs?: number;
  /** PUSH_ALLOW_PRIVATE: local receivers allowed (tests, closed installs). */
  allowPrivateAddresses: boolean;
  log?: (message: string, detail?: unknown) => void;
}

export interface DeliveryOutcome {
  /** The receiver's answer, or null when none came. */
  httpStatus: number | null;
  durationMs: number;
  /** Why the receiver did not take it: null for a 2xx answer, else `HTTP <status>` or the network error. */
  failure: string | null;
  /** The address was refused as not public (at send, on the address resolved). */
  notPublic: boolean;
}

/** Signs, POSTs and records one event; never rejects (a failure is in the outcome). */
export async function deliverSigned(db: Db, event: SignedEvent, options: DeliveryOptions): Promise<DeliveryOutcome> {
  const at = options.now();
  const timestamp = Math.floor(at / 1000);
  const started = performance.now();
  let httpStatus: number | null = null;
  let networkError: string | null = null;
  let notPublic = false;
  try {
    httpStatus = await postWebhook(event.url, {
      timeoutMs: options.timeoutMs ?? webhookTimeoutMs,
      allowPrivateAddresses: options.allowPrivateAddresses,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'bulk-messaging-webhooks/1',
        [timestampHeader]: String(timestamp),
        [signatureHeader]: signEvent(event.secret, timestamp, event.payload),
        [eventIdHeader]: event.eventId,
        [eventTypeHeader]: event.type,
      },
      body: event.payload,
    });
  } catch (error) {
    notPublic = error instanceof NonPublicAddressError;
    networkError = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  }
  const durationMs = Math.round(performance.now() - started);
  const taken = httpStatus !== null && httpStatus >= 200 && httpStatus < 300;
  const outcome: DeliveryOutcome = { httpStatus, durationMs, failure: taken ? null : (networkError ?? `HTTP ${httpStatus}`), notPublic };
  try {
    await recordDelivery(db, event, outcome, at);
  } catch (error) {
    // The POST happened: a lost record must not make the sender send the event again.
    options.log?.('push delivery not recorded', error);
  }
  return outcome;
}

/** Writes one attempt and drops that URL's attempts beyond the last keptDeliveriesPerUrl. */
async function recordDelivery(db: Db, event: SignedEvent, outcome: DeliveryOutcome, at: number): Promise<void> {
  await db
    .insertInto('push_deliveries')
    .values({
      push_url_id: event.pushUrlId,
      account_id: event.accountId,
      url: event.url,
      event_type: event.type,
      http_status: outcome.httpStatus,
      duration_ms: outcome.durationMs,
      error: outcome.httpStatus === null ? (outcome.failure ?? '').slice(0, 500) : null,
      at,
    })
    .execute();
  const oldestKept = await db
    .selectFrom('push_deliveries')
    .select('id')
    .where('push_url_id', '=', event.pushUrlId)
    .orderBy('id', 'desc')
    .offset(keptDeliveriesPerUrl - 1)
    .limit(1)
    .executeTakeFirst();
  if (oldestKept) await db.deleteFrom('push_deliveries').where('push_url_id', '=', event.pushUrlId).where('id', '<', oldestKept.id).execute();
}
