/**
 * A customer's WhatsApp message, as a verified webhook told it (WhatsAppEvent kind 'message'):
 * stored in its conversation (one per business number and customer, made on the first message),
 * which it opens for 24 hours (last_inbound_at) and marks unread, and told to the number's user
 * as a live notification, all in one transaction.
 *
 * Meta delivers a webhook again when it is not sure we had it, and sometimes twice anyway: the
 * wamid is unique, so the same message applied again changes nothing (Chatwoot #6046).
 *
 * Media: Meta's URL for the bytes lives 5 minutes, so they are fetched now, before the
 * transaction (no database lock held across the network), and kept with the account's WhatsApp
 * files (wa_media). When the fetch fails the message is kept anyway, marked "media unavailable"
 * (error 131052, Meta's own "could not download the user's media"), and the next delivery of the
 * same webhook tries again — a failed fetch never drops the message nor blocks a retry (Chatwoot
 * #15754, where a dedup lock kept the attachment-less message for a day).
 */
import type { WhatsAppNotification } from '../../../../contract/whatsapp';
import { isOptOutReply } from '../../../../domain/consent';
import { rejectionReasonOf } from '../../../../domain/whatsapp';
import type { Db } from '../../../db/database';
import { RollbackWith } from '../../../db/rollbackWith';
import type { NotificationHub } from '../../../events/notificationHub';
import { NotificationType, raiseNotification } from '../../../events/notifications';
import type { WhatsAppCloudApi, WhatsAppEvent } from '../../../messaging/whatsapp/types';
import { BlacklistSource } from '../../blacklist/store';
import { unsubscribe } from '../../blacklist/unsubscribed';
import { keepChatMedia } from '../chat/media';

export type InboundMessage = Extract<WhatsAppEvent, { kind: 'message' }>;

/** Meta's code for "could not download the user's media" (WHATSAPP-CLOUD-API.md §3): our "media unavailable". */
export const mediaUnavailableCode = 131052;

const mediaTypes = new Set(['image', 'document', 'audio', 'video', 'sticker']);

/** What applying a delivery did: stored it, found it stored already, or it was for no number of ours. */
export type InboundOutcome = { outcome: 'stored'; messageId: number; conversationId: number } | { outcome: 'duplicate'; messageId: number } | { outcome: 'unknownNumber' };

/** The kind the contract's WhatsAppNotification names for a message type. */
function notificationTypeOf(type: string): NonNullable<WhatsAppNotification['type']> {
  if (type === 'interactive') return 'button';
  if (type === 'sticker') return 'image';
  const named = ['text', 'button', 'reaction', 'image', 'audio', 'video', 'document'] as const;
  return (named as readonly string[]).includes(type) ? (type as (typeof named)[number]) : 'message';
}

/** The readable text of a message: its text, a reaction's emoji, a button's title; empty for media. */
const bodyOf = (event: InboundMessage): string => event.text ?? (event.type === 'reaction' ? (event.emoji ?? '') : '');

interface FetchedMedia {
  hash: string | null;
  mime: string | null;
}

async function fetchMedia(db: Db, api: WhatsAppCloudApi | undefined, account: number, userId: number, event: InboundMessage, now: number): Promise<FetchedMedia> {
  const media = event.media;
  if (!media) return { hash: null, mime: null };
  if (!api) return { hash: null, mime: media.mimeType };
  const fetched = await api.downloadMedia(media.id).catch(() => null);
  if (!fetched?.ok) return { hash: null, mime: media.mimeType };
  const hash = await keepChatMedia(db, { account, userId, data: fetched.data, mimeType: fetched.mimeType || media.mimeType, name: media.filename ?? `${event.type}-${media.id}`, now });
  return { hash, mime: fetched.mimeType || media.mimeType };
}

/**
 * Applies a customer's message. `api` fetches media bytes (without it a media message is kept
 * as "media unavailable" until a later delivery brings one); `hub` wakes the number's user's open
 * windows at once instead of at the watcher's next look.
 */
export async function applyInbound(db: Db, event: InboundMessage, now: number, hub?: NotificationHub, api?: WhatsAppCloudApi): Promise<InboundOutcome> {
  const number = await db
    .selectFrom('wa_numbers')
    .select(['id', 'account_id', 'user_id', 'phone'])
    .where('phone_number_id', '=', event.phoneNumberId)
    .where('deleted_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!number) return { outcome: 'unknownNumber' };

  const known = await db.selectFrom('wa_messages').select(['id', 'error_code', 'media_hash']).where('wamid', '=', event.wamid).executeTakeFirst();
  if (known) {
    // The same message again: only a media fetch that failed before is worth another try.
    if (known.error_code === mediaUnavailableCode && known.media_hash === null && api) {
      const media = await fetchMedia(db, api, number.account_id, number.user_id, event, now);
      if (media.hash) await db.updateTable('wa_messages').set({ media_hash: media.hash, media_mime: media.mime, error_code: null, rejection_reason: null }).where('id', '=', known.id).execute();
    }
    return { outcome: 'duplicate', messageId: known.id };
  }

  const isMedia = mediaTypes.has(event.type) && event.media !== undefined;
  const media = isMedia ? await fetchMedia(db, api, number.account_id, number.user_id, event, now) : { hash: null, mime: null };
  const mediaMissing = isMedia && media.hash === null;
  // A system message (the customer changed number) is WhatsApp talking, not the customer: it opens no window and is no unread message.
  const fromCustomer = event.type !== 'system';
  // A reaction taken back (empty emoji) changes the thread but is nothing new to read.
  const isNews = fromCustomer && !(event.type === 'reaction' && !event.emoji);
  const errorCode = mediaMissing ? mediaUnavailableCode : (event.errors?.[0]?.code ?? null);
  // Meta's timestamp is whole seconds: the message was written within that second, and before we
  // got it. Taking the latest moment both allow keeps a reply after what it answers in the thread.
  const at = Math.max(event.at, Math.min(now, event.at + 999));

  const written = await db
    .transaction()
    .execute(async (trx) => {
      await trx
        .insertInto('wa_conversations')
        .values({ account_id: number.account_id, number_id: number.id, peer: event.from, peer_name: event.profileName ?? '', last_inbound_at: null, last_message_at: at, unread: 0 })
        .onConflict((c) => c.columns(['number_id', 'peer']).doNothing())
        .execute();
      const conversation = await trx.selectFrom('wa_conversations').select(['id', 'last_inbound_at', 'last_message_at']).where('number_id', '=', number.id).where('peer', '=', event.from).executeTakeFirstOrThrow();
      const inserted = await trx
        .insertInto('wa_messages')
        .values({
          account_id: number.account_id,
          number_id: number.id,
          conversation_id: conversation.id,
          direction: 'in',
          wamid: event.wamid,
          type: event.type,
          body: bodyOf(event),
          caption: event.caption ?? null,
          media_hash: media.hash,
          media_mime: media.mime,
          context_wamid: event.contextWamid ?? null,
          status: 'received',
          error_code: errorCode,
          rejection_reason: errorCode === null ? null : rejectionReasonOf(errorCode),
          created_at: at,
          status_at: now,
        })
        .onConflict((c) => c.column('wamid').doNothing())
        .returning('id')
        .executeTakeFirst();
      // Another delivery of the same message won the race between our look and this insert.
      if (!inserted) throw new RollbackWith('duplicate');
      // Deliveries may come out of order: the window runs from the customer's latest message.
      const lastInbound = fromCustomer ? Math.max(Number(conversation.last_inbound_at ?? 0), at) : conversation.last_inbound_at;
      await trx
        .updateTable('wa_conversations')
        .set((eb) => ({
          last_inbound_at: lastInbound,
          last_message_at: Math.max(Number(conversation.last_message_at), at),
          unread: isNews ? eb('unread', '+', 1) : eb.ref('unread'),
          ...(event.profileName ? { peer_name: event.profileName } : {}),
        }))
        .where('id', '=', conversation.id)
        .execute();
      // "STOP", "إلغاء", "הסר"... written to the business opts the customer out of the account's
      // messages on every channel, with this message as the consent record's evidence.
      if (fromCustomer && isOptOutReply(bodyOf(event))) {
        await unsubscribe(trx, { account: number.account_id, phone: event.from, source: BlacklistSource.reply, channel: 'whatsapp', text: bodyOf(event), now: at });
      }
      if (isNews) {
        const whatsapp: WhatsAppNotification = {
          hook: 'new',
          type: notificationTypeOf(event.type),
          from: event.from,
          to: number.phone,
          ...(event.profileName ? { senderName: event.profileName } : {}),
          ...(bodyOf(event) ? { body: bodyOf(event) } : {}),
          ...(event.caption ? { caption: event.caption } : {}),
        };
        await raiseNotification(
          trx,
          number.user_id,
          { type: NotificationType.info, message: 'shell.notifications.newReply', dynamicString: event.profileName || event.from, link: `/whatsapp-campaign-chat/${number.phone}/${event.from}`, whatsapp },
          now,
        );
      }
      return { messageId: Number(inserted.id), conversationId: Number(conversation.id) };
    })
    .catch((error: unknown) => {
      if (error instanceof RollbackWith) return null;
      throw error;
    });
  if (!written) {
    const stored = await db.selectFrom('wa_messages').select('id').where('wamid', '=', event.wamid).executeTakeFirstOrThrow();
    return { outcome: 'duplicate', messageId: stored.id };
  }
  if (hub && isNews) await hub.wake([number.user_id]);
  return { outcome: 'stored', ...written };
}
