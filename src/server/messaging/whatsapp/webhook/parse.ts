/**
 * What a (verified) webhook delivery says, read from Meta's payload (WHATSAPP-CLOUD-API.md §4,
 * §7): `messages` changes carry statuses and inbound messages, `message_template_status_update`
 * template moderation and pauses, `account_update` and `phone_number_quality_update` the
 * account. Fields Meta adds later are ignored; a payload that is not Meta's shape at all throws
 * WebhookPayloadError (the receiver answers 400 and stores nothing). Timestamps become unix ms:
 * statuses and messages carry strings of seconds, `entry[].time` an integer.
 */
import type { WhatsAppEvent } from '../types';

export class WebhookPayloadError extends Error {
  constructor(message: string) {
    super(`WhatsApp webhook payload: ${message}`);
    this.name = 'WebhookPayloadError';
  }
}

type Json = Record<string, unknown>;
type StatusEvent = Extract<WhatsAppEvent, { kind: 'status' }>;
type MessageEvent = Extract<WhatsAppEvent, { kind: 'message' }>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const objectOf = (value: unknown): Json => (isObject(value) ? value : {});
const listOf = (value: unknown, what: string): unknown[] => {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new WebhookPayloadError(`${what} is not a list`);
  return value;
};
const textOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined);
const required = (value: unknown, what: string): string => {
  const text = textOf(value);
  if (!text) throw new WebhookPayloadError(`${what} is missing`);
  return text;
};
/** Seconds (a string on statuses and messages, a number on entry.time) → ms. */
const msOf = (value: unknown, what: string): number => {
  const seconds = Number(value);
  if (value === undefined || value === null || value === '' || !Number.isFinite(seconds)) throw new WebhookPayloadError(`${what} is not a timestamp`);
  return seconds * 1000;
};
const digits = (value: unknown): string => (textOf(value) ?? '').replace(/\D/g, '');

const statusKinds = new Set(['sent', 'delivered', 'read', 'failed']);
const mediaTypes = new Set(['image', 'video', 'audio', 'document', 'sticker']);

function errorsOf(value: unknown): { code: number; title: string; details?: string }[] | undefined {
  const list = listOf(value, 'errors');
  if (!list.length) return undefined;
  return list.map((item) => {
    const error = objectOf(item);
    const details = textOf(objectOf(error.error_data).details);
    return { code: Number(error.code) || 0, title: textOf(error.title) ?? textOf(error.message) ?? '', ...(details ? { details } : {}) };
  });
}

function statusEvent(item: unknown, wabaId: string, phoneNumberId: string): StatusEvent | null {
  const status = objectOf(item);
  const kind = textOf(status.status);
  // `played` (voice) and whatever Meta adds later are not the product's business.
  if (!kind || !statusKinds.has(kind)) return null;
  const pricing = isObject(status.pricing) ? status.pricing : undefined;
  const errors = errorsOf(status.errors);
  const callbackData = textOf(status.biz_opaque_callback_data);
  return {
    kind: 'status',
    wabaId,
    phoneNumberId,
    wamid: required(status.id, 'statuses[].id'),
    status: kind as StatusEvent['status'],
    at: msOf(status.timestamp, 'statuses[].timestamp'),
    recipient: digits(status.recipient_id),
    ...(pricing
      ? {
          pricing: {
            category: textOf(pricing.category) ?? '',
            ...(typeof pricing.billable === 'boolean' ? { billable: pricing.billable } : {}),
            ...(textOf(pricing.type) ? { type: textOf(pricing.type) } : {}),
          },
        }
      : {}),
    ...(errors ? { errors } : {}),
    ...(callbackData ? { callbackData } : {}),
  };
}

/** What a message of each type says in the product's words: text, caption, media, what it answers. */
function messageContent(message: Json, type: string): Partial<MessageEvent> {
  const own = objectOf(message[type]);
  const content: Partial<MessageEvent> = {};
  const contextWamid = textOf(objectOf(message.context).id);
  if (contextWamid) content.contextWamid = contextWamid;
  if (type === 'text') content.text = textOf(own.body) ?? '';
  else if (mediaTypes.has(type)) {
    const filename = textOf(own.filename);
    const sha256 = textOf(own.sha256);
    content.media = { id: required(own.id, `${type}.id`), mimeType: textOf(own.mime_type) ?? 'application/octet-stream', ...(filename ? { filename } : {}), ...(sha256 ? { sha256 } : {}) };
    const caption = textOf(own.caption);
    if (caption) content.caption = caption;
  } else if (type === 'reaction') {
    content.contextWamid = required(own.message_id, 'reaction.message_id');
    // An empty emoji takes a reaction back.
    content.emoji = textOf(own.emoji) ?? '';
  } else if (type === 'button') {
    content.text = textOf(own.text) ?? textOf(own.payload) ?? '';
  } else if (type === 'interactive') {
    const reply = objectOf(own.button_reply ?? own.list_reply ?? own.nfm_reply);
    content.text = textOf(reply.title) ?? textOf(reply.body) ?? '';
  } else if (type === 'system') {
    content.text = textOf(own.body) ?? '';
  } else if (type === 'location') {
    const parts = [textOf(own.name), textOf(own.address), own.latitude !== undefined ? `${own.latitude},${own.longitude}` : undefined].filter(Boolean);
    content.text = parts.join(' — ');
  }
  const errors = errorsOf(message.errors);
  if (errors) content.errors = errors.map(({ code, title }) => ({ code, title }));
  return content;
}

function messageEvents(value: Json, wabaId: string, phoneNumberId: string): MessageEvent[] {
  const to = digits(objectOf(value.metadata).display_phone_number);
  // A system message (user_changed_number) comes without contacts[].
  const contacts = listOf(value.contacts, 'contacts').map(objectOf);
  return listOf(value.messages, 'messages').map((item) => {
    const message = objectOf(item);
    const from = digits(required(message.from, 'messages[].from'));
    const type = required(message.type, 'messages[].type');
    const contact = contacts.find((c) => digits(c.wa_id) === from) ?? contacts[0];
    const profileName = textOf(objectOf(contact?.profile).name);
    return {
      kind: 'message',
      wabaId,
      phoneNumberId,
      to,
      from,
      ...(profileName ? { profileName } : {}),
      wamid: required(message.id, 'messages[].id'),
      at: msOf(message.timestamp, 'messages[].timestamp'),
      type,
      ...messageContent(message, type),
    };
  });
}

function changeEvents(change: Json, wabaId: string, entryTime: unknown): WhatsAppEvent[] {
  const value = objectOf(change.value);
  switch (change.field) {
    case 'messages': {
      const phoneNumberId = required(objectOf(value.metadata).phone_number_id, 'metadata.phone_number_id');
      const statuses = listOf(value.statuses, 'statuses')
        .map((s) => statusEvent(s, wabaId, phoneNumberId))
        .filter((s): s is StatusEvent => s !== null);
      return [...statuses, ...messageEvents(value, wabaId, phoneNumberId)];
    }
    case 'message_template_status_update': {
      const pauseTitle = textOf(objectOf(value.other_info).title);
      return [
        {
          kind: 'template',
          wabaId,
          templateId: required(value.message_template_id, 'message_template_id'),
          name: textOf(value.message_template_name) ?? '',
          language: textOf(value.message_template_language) ?? '',
          event: required(value.event, 'event'),
          reason: textOf(value.reason) ?? null,
          ...(pauseTitle ? { pauseTitle } : {}),
          at: msOf(entryTime, 'entry[].time'),
        },
      ];
    }
    case 'account_update':
      return [{ kind: 'account', wabaId, event: required(value.event, 'event'), at: msOf(entryTime, 'entry[].time'), detail: value }];
    case 'phone_number_quality_update': {
      const tier = textOf(value.max_daily_conversations_per_business) ?? textOf(value.current_limit);
      return [
        { kind: 'quality', wabaId, phone: digits(value.display_phone_number), event: required(value.event, 'event'), ...(tier ? { tier } : {}), at: msOf(entryTime, 'entry[].time') },
      ];
    }
    default:
      return [];
  }
}

/** The events of one delivery, in the order Meta listed them. */
export function parseWebhookPayload(payload: unknown): WhatsAppEvent[] {
  if (!isObject(payload)) throw new WebhookPayloadError('not a JSON object');
  if (payload.object !== 'whatsapp_business_account') throw new WebhookPayloadError(`object is ${String(payload.object)}`);
  return listOf(payload.entry, 'entry').flatMap((item) => {
    if (!isObject(item)) throw new WebhookPayloadError('entry[] is not an object');
    const wabaId = required(item.id, 'entry[].id');
    return listOf(item.changes, 'changes').flatMap((change) => {
      if (!isObject(change)) throw new WebhookPayloadError('changes[] is not an object');
      return changeEvents(change, wabaId, item.time);
    });
  });
}

/** The raw body as received (after its signature was checked). */
export function parseWebhookBody(rawBody: Buffer | string): WhatsAppEvent[] {
  let payload: unknown;
  try {
    payload = JSON.parse(typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8'));
  } catch {
    throw new WebhookPayloadError('not JSON');
  }
  return parseWebhookPayload(payload);
}
