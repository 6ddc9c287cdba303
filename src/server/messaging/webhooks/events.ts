/**
 * The webhook outbox's entry: events are written by the transaction that records what
 * happened, so an event exists exactly when its cause was committed — never lost to a crash
 * between the two, never made twice by a repeated receipt (a repeat changes no row, so it
 * makes no event). One row per push URL that wants the event; the sender POSTs them.
 *
 * Click and unsubscribe events are wired by their own features: they call
 * enqueueWebhookEvents inside their transaction with type 'click' or 'unsubscribe'.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, PushUrlService, PushUrlType } from '../../db/schema';
import { openPushUrls } from './pushUrlCache';

export interface WebhookEventInput {
  accountId: number;
  type: PushUrlType;
  /** 'sms' unless said otherwise. */
  service?: PushUrlService;
  /** When it happened (epoch ms). */
  at: number;
  /** The event's own fields, sent as `data`. */
  data: Record<string, unknown>;
}

/** The JSON body a receiver gets. */
export interface WebhookBody {
  id: string;
  type: PushUrlType;
  service: PushUrlService;
  occurredAt: string;
  data: Record<string, unknown>;
}

/** Writes the events of accounts that have an open push URL for them; the others cost a map lookup. Returns the rows written. */
export async function enqueueWebhookEvents(tx: Kysely<Database>, events: readonly WebhookEventInput[]): Promise<number> {
  const rows = [];
  const urlsBySlot = new Map<string, ReadonlyMap<number, readonly number[]>>();
  for (const event of events) {
    const service = event.service ?? 'sms';
    const key = `${event.type}:${service}`;
    let urls = urlsBySlot.get(key);
    if (!urls) {
      urls = await openPushUrls(tx, event.type, service);
      urlsBySlot.set(key, urls);
    }
    for (const pushUrlId of urls.get(event.accountId) ?? []) {
      const eventId = randomUUID();
      const body: WebhookBody = { id: eventId, type: event.type, service, occurredAt: new Date(event.at).toISOString(), data: event.data };
      rows.push({
        push_url_id: pushUrlId,
        account_id: event.accountId,
        event_id: eventId,
        type: event.type,
        payload: JSON.stringify(body),
        next_attempt_at: event.at,
        created_at: event.at,
      });
    }
  }
  for (let i = 0; i < rows.length; i += 200) await tx.insertInto('webhook_events').values(rows.slice(i, i + 200)).execute();
  return rows.length;
}

/** True when some account has an open delivery URL: only then does the receipt path ask which messages changed. */
export const anyoneWantsDeliveries = async (tx: Kysely<Database>): Promise<boolean> => (await openPushUrls(tx, 'delivery')).size > 0;

export interface DeliveredMessage {
  id: number;
  account_id: number;
  campaign_id: number;
  phone: string;
}

/** Delivery events for messages whose status a receipt just changed. */
export function enqueueDeliveryEvents(tx: Kysely<Database>, messages: readonly DeliveredMessage[], deliveryStatus: string, status: string, at: number): Promise<number> {
  return enqueueWebhookEvents(
    tx,
    messages.map((m) => ({
      accountId: m.account_id,
      type: 'delivery' as const,
      at,
      data: { messageId: m.id, campaignId: m.campaign_id, phone: m.phone, status, deliveryStatus },
    })),
  );
}

export interface StoredIncoming {
  id: number;
  account_id: number | null;
  campaign_id: number | null;
  phone: string;
  to_number: string;
  text: string;
  is_unsubscribe: number;
  received_at: number;
}

/** The incoming event of a message just stored; one that matched no account has no one to tell. */
export async function enqueueIncomingEvent(tx: Kysely<Database>, message: StoredIncoming): Promise<number> {
  if (message.account_id === null) return 0;
  return enqueueWebhookEvents(tx, [
    {
      accountId: message.account_id,
      type: 'incoming',
      at: message.received_at,
      data: {
        incomingId: message.id,
        from: message.phone,
        to: message.to_number,
        text: message.text,
        campaignId: message.campaign_id,
        isUnsubscribe: message.is_unsubscribe === 1,
      },
    },
  ]);
}
