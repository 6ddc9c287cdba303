/**
 * The conversations of a shipment's chat, read from what they are made of (migration
 * 0036_chat): the shipment's message to each recipient, their replies, the answers written in
 * the chat with the status of the SMS each became, and the account's blacklist.
 *
 * Listing: the conversations with activity (a reply or an answer), the latest first; with the
 * filter "all", then every other recipient of the shipment in the order it was sent.
 */
import type { Chat, ChatDestinationFilter, ChatMessage } from '../../../contract/chat';
import { internationalPhone, normalizeBlacklistPhone } from '../../../domain/phones';
import type { Db } from '../../db/database';
import { sentStatusOf } from './messageStatus';
import type { ShipmentChat } from './shipmentChat';

const blacklistKey = (phone: string): string => normalizeBlacklistPhone(phone) ?? phone;
/** A recipient row keeps an Israeli number without its country code; messages and replies keep it whole. */
export const recipientForms = (phone: string): string[] => (/^972\d{8,9}$/.test(phone) ? [phone, phone.slice(3)] : [phone]);
const iso = (ms: number | string | null | undefined): string => new Date(Number(ms ?? 0)).toISOString();

interface Activity {
  phone: string;
  at: number;
  replied: boolean;
}

/** Phones with a reply or an answer in the chat, the latest activity first. */
async function activityOf(db: Db, chatId: number, since = -1): Promise<Activity[]> {
  const [replies, answers] = await Promise.all([
    db.selectFrom('incoming_messages').select('phone').select((eb) => eb.fn.max('received_at').as('at')).where('campaign_id', '=', chatId).where('received_at', '>', since).groupBy('phone').execute(),
    db.selectFrom('chat_answers').select('phone').select((eb) => eb.fn.max('created_at').as('at')).where('chat_id', '=', chatId).where('created_at', '>', since).groupBy('phone').execute(),
  ]);
  const byPhone = new Map<string, Activity>();
  for (const r of replies) byPhone.set(r.phone, { phone: r.phone, at: Number(r.at), replied: true });
  for (const a of answers) {
    const known = byPhone.get(a.phone);
    if (known) known.at = Math.max(known.at, Number(a.at));
    else byPhone.set(a.phone, { phone: a.phone, at: Number(a.at), replied: false });
  }
  return [...byPhone.values()].sort((a, b) => b.at - a.at || a.phone.localeCompare(b.phone));
}

export interface ConversationPage {
  phones: string[];
  total: number;
  hasMore: boolean;
}

export async function conversationPage(db: Db, chatId: number, filter: ChatDestinationFilter, page: number, pageSize: number): Promise<ConversationPage> {
  const activity = await activityOf(db, chatId);
  // "Responding": who replied. An answer alone (written under "all") does not make one.
  const active = filter === 'responding' ? activity.filter((a) => a.replied) : activity;
  const from = (page - 1) * pageSize;
  const phones = active.slice(from, from + pageSize).map((a) => a.phone);
  if (filter === 'responding') return { phones, total: active.length, hasMore: from + pageSize < active.length };

  // "All": then the recipients without activity, in the order they were sent.
  const activePhones = active.map((a) => a.phone);
  const recipients = await db.selectFrom('campaign_recipients').select((eb) => eb.fn.countAll<number>().as('n')).where('campaign_id', '=', chatId).executeTakeFirstOrThrow();
  // A stranger who wrote to the number is a conversation of the chat without being a recipient.
  const activeForms = activePhones.flatMap(recipientForms);
  const activeRecipients =
    activePhones.length === 0 ? 0 : Number((await db.selectFrom('campaign_recipients').select((eb) => eb.fn.countAll<number>().as('n')).where('campaign_id', '=', chatId).where('phone', 'in', activeForms).executeTakeFirstOrThrow()).n);
  const total = Number(recipients.n) - activeRecipients + active.length;
  const wanted = pageSize - phones.length;
  if (wanted > 0) {
    let quiet = db.selectFrom('campaign_recipients').select('phone').where('campaign_id', '=', chatId);
    if (activePhones.length > 0) quiet = quiet.where('phone', 'not in', activeForms);
    const rows = await quiet.orderBy('seq').offset(Math.max(0, from - active.length)).limit(wanted).execute();
    phones.push(...rows.map((r) => internationalPhone(r.phone)));
  }
  return { phones, total, hasMore: from + pageSize < total };
}

/** Phones whose conversation changed after `since`: a reply, an answer, or an answer's status. */
export async function changedSince(db: Db, chatId: number, since: number, filter: ChatDestinationFilter): Promise<string[]> {
  const activity = await activityOf(db, chatId, since);
  const statusChanged = await db
    .selectFrom('chat_answers as a')
    .innerJoin('messages as m', 'm.campaign_id', 'a.answer_campaign_id')
    .select('a.phone')
    .distinct()
    .where('a.chat_id', '=', chatId)
    .where((eb) => eb.or([eb('m.claimed_at', '>', since), eb('m.submitted_at', '>', since), eb('m.done_at', '>', since)]))
    .execute();
  const phones = new Set(activity.filter((a) => filter === 'all' || a.replied).map((a) => a.phone));
  for (const { phone } of statusChanged) phones.add(phone);
  if (filter === 'responding' && phones.size > 0) {
    // An answer's status change shows only where its conversation is listed: someone who replied.
    const replied = await db.selectFrom('incoming_messages').select('phone').distinct().where('campaign_id', '=', chatId).where('phone', 'in', [...phones]).execute();
    const keep = new Set(replied.map((r) => r.phone));
    return [...phones].filter((p) => keep.has(p));
  }
  return [...phones];
}

/** The conversations of these phones, whole, in the order given. */
export async function conversationsOf(db: Db, chat: ShipmentChat, phones: readonly string[]): Promise<Chat[]> {
  if (phones.length === 0) return [];
  const list = [...phones];
  const [sent, replies, answers, blacklisted] = await Promise.all([
    db.selectFrom('messages').select(['id', 'phone', 'text', 'created_at', 'submitted_at', 'status', 'delivery_status', 'error']).where('campaign_id', '=', chat.id).where('phone', 'in', list).execute(),
    db.selectFrom('incoming_messages').select(['id', 'phone', 'text', 'received_at', 'read_at']).where('campaign_id', '=', chat.id).where('phone', 'in', list).execute(),
    db
      .selectFrom('chat_answers as a')
      .leftJoin('messages as m', 'm.campaign_id', 'a.answer_campaign_id')
      .select(['a.id', 'a.phone', 'a.text', 'a.created_at', 'm.status', 'm.delivery_status', 'm.error'])
      .where('a.chat_id', '=', chat.id)
      .where('a.phone', 'in', list)
      .execute(),
    // The blacklist keeps a number as its page shows it (no country code): the message's is international.
    db.selectFrom('blacklist').select('phone').where('account_id', '=', chat.account_id).where('phone', 'in', list.map(blacklistKey)).execute(),
  ]);
  const threads = new Map<string, { at: number; message: ChatMessage }[]>(list.map((p) => [p, []]));
  for (const m of sent) {
    const at = Number(m.submitted_at ?? m.created_at);
    threads.get(m.phone)?.push({ at, message: { id: m.id, kind: 'campaign', text: m.text, date: iso(at), isIncoming: false, isNewIncoming: false, ...sentStatusOf(m) } });
  }
  for (const r of replies) {
    threads.get(r.phone)?.push({ at: Number(r.received_at), message: { id: r.id, kind: 'reply', text: r.text, date: iso(r.received_at), isIncoming: true, isNewIncoming: r.read_at === null } });
  }
  for (const a of answers) {
    const made = a.status === null ? undefined : { status: a.status, delivery_status: a.delivery_status, error: a.error };
    threads.get(a.phone)?.push({ at: Number(a.created_at), message: { id: a.id, kind: 'answer', text: a.text, date: iso(a.created_at), isIncoming: false, isNewIncoming: false, ...sentStatusOf(made) } });
  }
  const blocked = new Set(blacklisted.map((b) => b.phone));
  return list.map((phone) => {
    const messages = threads.get(phone)!.sort((a, b) => a.at - b.at).map((t) => t.message);
    const last = messages[messages.length - 1];
    return {
      chatId: chat.id,
      sourceNumber: chat.sender,
      destination: phone,
      messages,
      lastMessageDate: last?.date,
      lastMessageText: last?.text,
      newIncomingCount: messages.filter((m) => m.isNewIncoming).length,
      isBlacklisted: blocked.has(blacklistKey(phone)),
      expiryDate: iso(chat.expiresAt),
    };
  });
}
