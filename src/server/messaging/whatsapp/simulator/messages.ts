/**
 * Sending and receiving as Meta does (WHATSAPP-CLOUD-API.md §2, §7, §8, §12): a send is checked
 * (registered number 133010, throughput 130429, pair rate 131056, template 132xxx, the 24-hour
 * window 131047), answered `{messaging_product, contacts, messages}` and then reported by status
 * webhooks sent → delivered → read, or failed with errors[]; `pricing` rides on sent and on
 * delivered. Customers write in through the control plane, which opens the window.
 */
import { createHash, randomBytes } from 'node:crypto';
import { GraphError, invalidParameter } from './graphError';
import { metadataOf, phoneNumberOf, type SimContext } from './context';
import type { MediaStore } from './media';
import { windowKey, type SimPhoneNumber, type SimTemplate, type SimWaba } from './state';
import { checkTemplateSend } from './templates';
import { messagesPayload } from './webhooks';

const windowMs = 24 * 3_600_000;
const dayMs = 24 * 3_600_000;
const sendTypes = new Set(['text', 'template', 'image', 'video', 'audio', 'document', 'sticker', 'reaction', 'interactive', 'location', 'contacts']);

/** What the simulator accepted, for tests and the control plane. */
export interface SimSentMessage {
  wamid: string;
  phoneNumberId: string;
  to: string;
  type: string;
  body: Record<string, unknown>;
  template?: { id: string; name: string; language: string; category: string };
  at: number;
}

/** What a customer sends, through control.inbound. */
export interface SimInbound {
  from: string;
  /** The business number: its digits or its phone-number id. */
  to: string;
  profileName?: string;
  type: 'text' | 'image' | 'video' | 'audio' | 'document' | 'sticker' | 'reaction' | 'button' | 'interactive' | 'location' | 'system' | 'unsupported';
  text?: string;
  media?: { data: Buffer; mimeType: string; fileName?: string; caption?: string };
  reaction?: { messageId: string; emoji: string };
  /** A quick-reply tap on a template (type button) or a reply button (interactive). */
  button?: { text: string; payload?: string; id?: string };
  /** The message this one answers (context.id). */
  replyTo?: string;
  location?: { latitude: number; longitude: number; name?: string; address?: string };
  /** For type system: the customer's new number. */
  newWaId?: string;
  /**
   * When the customer wrote (ms), if not now: Meta retries a webhook for days, so a message can
   * arrive long after it was written, and its window runs from when it was written.
   */
  sentAt?: number;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const seconds = (ms: number): string => String(Math.floor(ms / 1000));

export const messagingLimitOf = (waba: SimWaba | undefined): number | null =>
  waba?.messagingLimit !== undefined ? waba.messagingLimit : waba?.businessVerified ? 2000 : 250;

/** The accepted messages kept for the control plane, the newest (a long-running embedded simulator must not grow without end). */
const keptSent = 200_000;

/** Random bytes drawn a few thousand wamids at a time: a crypto call per send was a visible share of a campaign's CPU. */
const wamidBytes = 27;
let pool = Buffer.alloc(0);
let taken = 0;
export function newWamid(): string {
  if (taken + wamidBytes > pool.length) {
    pool = randomBytes(wamidBytes * 4096);
    taken = 0;
  }
  taken += wamidBytes;
  return `wamid.${pool.toString('base64', taken - wamidBytes, taken)}`;
}

export class Messaging {
  readonly sent: SimSentMessage[] = [];
  /** Per phone number: the times of recent sends, for the throughput limit. */
  private readonly recentSends = new Map<string, number[]>();
  /** Per phone number and customer: recent send times, for the pair rate. */
  private readonly recentPairs = new Map<string, number[]>();
  /** Per WABA: customers reached outside a window in the last 24 h (the messaging limit), and when. */
  private readonly reached = new Map<string, Map<string, number>>();
  private sendsSinceSweep = 0;

  constructor(
    private readonly ctx: SimContext,
    private readonly media: MediaStore,
  ) {}

  /** POST /{phone-number-id}/messages: a message, or a read receipt. */
  handle(phoneNumberId: string, body: unknown): object {
    const phone = phoneNumberOf(this.ctx, phoneNumberId, 'POST');
    if (!isObject(body) || body.messaging_product !== 'whatsapp') throw invalidParameter('messaging_product must be whatsapp');
    if (!phone.registered) throw new GraphError(400, 133010, 'Account not registered', `Phone number ${phone.phone} is not registered on the Cloud API`);
    if (body.status === 'read') {
      if (typeof body.message_id !== 'string' || !body.message_id.startsWith('wamid.')) throw invalidParameter('message_id must be a message id');
      return { success: true };
    }
    return this.send(phone, body);
  }

  private send(phone: SimPhoneNumber, body: Json): object {
    const now = this.ctx.now();
    const input = typeof body.to === 'string' ? body.to : '';
    const waId = input.replace(/\D/g, '');
    if (waId.length < 6 || waId.length > 15) throw new GraphError(400, 131009, 'Parameter value is not valid', `to: ${input || '(missing)'} is not a phone number`);
    const type = String(body.type ?? 'text');
    if (!sendTypes.has(type) || !isObject(body[type])) throw new GraphError(400, 131008, 'Required parameter is missing', `type ${type} needs its ${type} object`);
    this.checkThroughput(phone.id, now);
    this.checkPairRate(phone.id, waId, now);

    let template: SimTemplate | undefined;
    const lastInbound = this.ctx.state.lastInbound[windowKey(phone.id, waId)];
    const windowOpen = lastInbound !== undefined && now - lastInbound < windowMs;
    if (type === 'template') template = checkTemplateSend(this.ctx.state, phone.wabaId, body.template, now);
    else if (!windowOpen) {
      throw new GraphError(400, 131047, 'Re-engagement message', 'Message failed to send because more than 24 hours have passed since the customer last replied to this number.');
    }
    if (type !== 'template') this.checkMedia(phone, type, body[type] as Json);

    this.recentSends.get(phone.id)!.push(now);
    this.recentPairs.get(`${phone.id}:${waId}`)!.push(now);
    const overLimit = !windowOpen && !this.withinMessagingLimit(phone, waId, now);
    const wamid = newWamid();
    this.sent.push({
      wamid,
      phoneNumberId: phone.id,
      to: waId,
      type,
      body,
      ...(template ? { template: { id: template.id, name: template.name, language: template.language, category: template.category } } : {}),
      at: now,
    });
    if (this.sent.length > keptSent * 1.1) this.sent.splice(0, this.sent.length - keptSent);
    this.reportStatuses(phone, wamid, waId, body, template, windowOpen, overLimit);
    return {
      messaging_product: 'whatsapp',
      contacts: [{ input, wa_id: waId }],
      messages: [{ id: wamid, ...(template ? { message_status: 'accepted' } : {}) }],
    };
  }

  private checkThroughput(phoneNumberId: string, now: number): void {
    const times = this.recentSends.get(phoneNumberId) ?? [];
    this.recentSends.set(phoneNumberId, times);
    while (times.length && now - times[0] >= 1000) times.shift();
    if (times.length >= this.ctx.limits.messagesPerSecond) {
      throw new GraphError(429, 130429, 'Rate limit hit', 'Cloud API message throughput has been reached.', { subcode: 2494055, retryAfter: 1 });
    }
  }

  private checkPairRate(phoneNumberId: string, waId: string, now: number): void {
    const key = `${phoneNumberId}:${waId}`;
    const window = this.ctx.limits.pairWindowMs;
    // Customers not written to lately are forgotten now and then, so the map stays small.
    if (++this.sendsSinceSweep >= 10_000) {
      this.sendsSinceSweep = 0;
      for (const [pair, sent] of this.recentPairs) if (!sent.length || now - sent[sent.length - 1] >= window) this.recentPairs.delete(pair);
    }
    const times = (this.recentPairs.get(key) ?? []).filter((t) => now - t < window);
    this.recentPairs.set(key, times);
    if (times.length >= this.ctx.limits.pairBurst) {
      throw new GraphError(400, 131056, '(Business Account, Consumer Account) pair rate limit hit', 'Message failed to send because there were too many messages sent from this phone number to the same phone number in a short period of time.');
    }
  }

  private checkMedia(phone: SimPhoneNumber, type: string, content: Json): void {
    if (!['image', 'video', 'audio', 'document', 'sticker'].includes(type)) return;
    if (typeof content.link === 'string') return;
    const id = typeof content.id === 'string' ? content.id : '';
    if (!this.media.has(id)) throw new GraphError(400, 131053, 'Media upload error', `Media ${id || '(missing)'} was not found for ${phone.id}`);
  }

  /**
   * The portfolio's messaging limit (Meta: 250 unique customers a day outside a window while the
   * business is unverified). Meta documents no code for it; the message is accepted and fails
   * with 131049, which the product reads as its daily-limit reason.
   */
  private withinMessagingLimit(phone: SimPhoneNumber, waId: string, now: number): boolean {
    const limit = messagingLimitOf(this.ctx.state.wabas[phone.wabaId]);
    if (limit === null) return true;
    const reached = this.reached.get(phone.wabaId) ?? new Map<string, number>();
    this.reached.set(phone.wabaId, reached);
    // A Map keeps insertion order, which is time order here: the expired ones are at the front.
    for (const [id, at] of reached) {
      if (now - at < dayMs) break;
      reached.delete(id);
    }
    if (reached.has(waId)) return true;
    if (reached.size >= limit) return false;
    reached.set(waId, now);
    return true;
  }

  private reportStatuses(phone: SimPhoneNumber, wamid: string, waId: string, body: Json, template: SimTemplate | undefined, windowOpen: boolean, overLimit: boolean): void {
    const { ctx } = this;
    const step = ctx.speed.statusStepMs;
    const callback = typeof body.biz_opaque_callback_data === 'string' ? { biz_opaque_callback_data: body.biz_opaque_callback_data } : {};
    const category = template ? template.category.toLowerCase() : 'service';
    // Service messages and utility templates inside an open window are free (§8).
    const free = windowOpen && (!template || template.category === 'UTILITY');
    const pricing = { billable: !free, pricing_model: 'PMP', type: free ? 'free_customer_service' : 'regular', category };
    const status = (name: string, extra: object = {}) => ({ id: wamid, status: name, timestamp: seconds(ctx.now()), recipient_id: waId, ...callback, ...extra });
    const post = (value: object) => ctx.outbox.postStatus(phone.wabaId, metadataOf(phone), value);

    const failure = waId.endsWith('000')
      ? { code: 131026, title: 'Message undeliverable', message: 'Message undeliverable', error_data: { details: 'Message Undeliverable.' } }
      : overLimit
        ? { code: 131049, title: 'This message was not delivered to maintain healthy ecosystem engagement.', message: 'This message was not delivered to maintain healthy ecosystem engagement.', error_data: { details: 'The business reached its messaging limit for customers outside a customer service window.' } }
        : null;
    if (failure) {
      ctx.later(step, () => post(status('failed', { errors: [{ ...failure, href: 'https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes/' }] })));
      return;
    }
    ctx.later(step, () => post(status('sent', { pricing })));
    ctx.later(2 * step, () => post(status('delivered', { pricing })));
    if (ctx.reads(waId)) ctx.later(3 * step, () => post(status('read')));
    // Some customers answer a campaign's template, as a newcomer trying the product would hope.
    const { replies } = ctx;
    if (template && replies.texts.length > 0 && ctx.random() < replies.share) {
      const text = replies.texts[Math.floor(ctx.random() * replies.texts.length)]!;
      ctx.later(3 * step + replies.delayMs, () => void this.inbound({ from: waId, to: phone.id, type: 'text', text, replyTo: wamid }));
    }
  }

  /** A customer writes: the webhook Meta would send, and the window opens (a system notice does not open it). */
  inbound(message: SimInbound): string {
    const { ctx } = this;
    const phone = ctx.state.phoneNumbers[message.to] ?? Object.values(ctx.state.phoneNumbers).find((p) => p.phone === message.to.replace(/\D/g, ''));
    if (!phone) throw new Error(`simulator: no business number ${message.to}`);
    const from = message.from.replace(/\D/g, '');
    const now = Math.min(ctx.now(), message.sentAt ?? Infinity);
    const wamid = newWamid();
    const content: Json = {};
    if (message.replyTo) content.context = { from: phone.phone, id: message.replyTo };
    switch (message.type) {
      case 'text':
        content.text = { body: message.text ?? '' };
        break;
      case 'image':
      case 'video':
      case 'audio':
      case 'document':
      case 'sticker': {
        if (!message.media) throw new Error('simulator: inbound media needs media');
        const stored = this.media.add(phone.id, message.media.data, message.media.mimeType, message.media.fileName);
        content[message.type] = {
          ...(message.media.caption ? { caption: message.media.caption } : {}),
          ...(message.type === 'document' && message.media.fileName ? { filename: message.media.fileName } : {}),
          mime_type: stored.mimeType,
          sha256: createHash('sha256').update(message.media.data).digest('base64'),
          id: stored.id,
        };
        break;
      }
      case 'reaction':
        content.reaction = { message_id: message.reaction?.messageId ?? message.replyTo ?? '', emoji: message.reaction?.emoji ?? '' };
        delete content.context;
        break;
      case 'button':
        content.button = { payload: message.button?.payload ?? message.button?.text ?? '', text: message.button?.text ?? '' };
        break;
      case 'interactive':
        content.interactive = { type: 'button_reply', button_reply: { id: message.button?.id ?? message.button?.text ?? '', title: message.button?.text ?? '' } };
        break;
      case 'location':
        content.location = { latitude: 0, longitude: 0, ...message.location };
        break;
      case 'system':
        content.system = { body: message.text ?? `User changed from ${from} to ${message.newWaId ?? from}`, wa_id: message.newWaId ?? from, type: 'user_changed_number' };
        break;
      case 'unsupported':
        content.errors = [{ code: 131051, title: 'Message type unknown', message: 'Message type unknown', error_data: { details: 'Message type is currently not supported.' } }];
        break;
    }
    const item = { from, id: wamid, timestamp: seconds(now), type: message.type, ...content };
    // A system notice comes without contacts[] (§7).
    const value = message.type === 'system' ? { messages: [item] } : { contacts: [{ profile: { name: message.profileName ?? `Customer ${from.slice(-4)}` }, wa_id: from }], messages: [item] };
    if (message.type !== 'system') {
      const key = windowKey(phone.id, from);
      ctx.state.lastInbound[key] = Math.max(ctx.state.lastInbound[key] ?? 0, now);
      ctx.save();
    }
    ctx.outbox.post(messagesPayload(phone.wabaId, metadataOf(phone), value), phone.id);
    return wamid;
  }
}
