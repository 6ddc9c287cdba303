/**
 * How every chat send goes (text, template, file, reaction): the refusals that need no call to
 * Meta come first, so a refused message never leaves; then Meta's answer, and the message is
 * stored either way — accepted with its wamid (the status webhooks move it to sent, delivered,
 * read or failed), or failed with Meta's code and the product's rejection reason, so the chat
 * shows what was tried and why it did not go.
 *
 * Billing (Meta's per-message pricing, WHATSAPP-CLOUD-API.md §8): what the business writes inside
 * an open 24-hour window — text, media, reactions — is free (free_customer_service), so it costs
 * nothing here either. A template is charged: one 'whatsapp' credit from the account's ledger,
 * taken before the call and given back when Meta refuses it. pricing_category and billed_at stay
 * for the status webhooks to record what Meta itself charged (events/statuses.ts).
 */
import { SendWhatsappChatMessage } from '../../../../contract/statusCodes';
import type { WhatsAppChatMessage, WhatsAppRejectionReason } from '../../../../contract/whatsapp';
import { canSendFrom, isSessionOpen, rejectionReasonOf } from '../../../../domain/whatsapp';
import type { Db } from '../../../db/database';
import type { RequestContext } from '../../../http/handler';
import { refundCredits, reserveCredits, type CreditChange } from '../../../messaging/credits';
import type { CloudApiFailure, CloudApiResult, OutgoingWhatsApp, WhatsAppCloudApi } from '../../../messaging/whatsapp/types';
import { chatCallbackDataOf } from '../../../messaging/whatsapp/sending/templateMessage';
import { normalizeBlacklistPhone } from '../../../../domain/phones';
import { isBlocked as isOptedOut } from '../../blacklist/isBlocked';
import { cloudApiOf, isBlocked, numberState } from '../numbers/store';
import { chatMessageOf } from './chatMessage';
import type { ChatParties } from './conversation';

/** Credits a template sent from the chat costs (the 'whatsapp' balance counts messages). */
export const chatTemplateCredits = 1;

/** Why a send is refused before Meta hears of it, in the contract's shared WhatsApp codes. */
export const refusalCodes = { senderEqualsRecipient: -24, accountBlocked: -22, error: -1, rule24h: -19, firstMessageTemplate: -20, optedOut: -26 } as const;

/** Refusals that hold for any message: the number writing to itself, a blocked or not yet active number. */
export function partyRefusal(parties: ChatParties): number | null {
  if (parties.peer === parties.number.phone) return refusalCodes.senderEqualsRecipient;
  if (isBlocked(parties.number)) return refusalCodes.accountBlocked;
  if (!canSendFrom(numberState(parties.number)) || !parties.number.phone_number_id) return refusalCodes.error;
  return null;
}

/**
 * A customer who opted out of the account's messages (the consent record: the account's
 * blacklist, or a removal on the public page) gets nothing from the chat either — not even a
 * template, which is how a business starts a conversation.
 */
export async function optOutRefusal(db: Db, parties: ChatParties): Promise<number | null> {
  return (await isOptedOut(db, parties.account, normalizeBlacklistPhone(parties.peer) ?? parties.peer)) ? refusalCodes.optedOut : null;
}

/** Free-form messages need the customer to have written within 24 hours (Meta refuses them otherwise: 131047). */
export function sessionRefusal(parties: ChatParties, now: number): number | null {
  const lastInbound = parties.conversation?.last_inbound_at;
  if (lastInbound === null || lastInbound === undefined) return refusalCodes.firstMessageTemplate;
  return isSessionOpen(Number(lastInbound), now) ? null : refusalCodes.rule24h;
}

export interface StoredSend {
  type: string;
  body: string;
  caption?: string;
  mediaHash?: string;
  mediaMime?: string;
  templateId?: number;
  /** Shown with the message; not stored (the template row has it). */
  templateName?: string;
  contextWamid?: string;
}

export type Delivery =
  | { outcome: 'accepted'; chatMessage: WhatsAppChatMessage }
  | { outcome: 'refused'; rejectionReason: WhatsAppRejectionReason; chatMessage: WhatsAppChatMessage }
  /** Meta never answered (the link failed): stored as failed, answered as a send error (-1). */
  | { outcome: 'unanswered'; chatMessage: WhatsAppChatMessage }
  | { outcome: 'notEnoughCredits' };

async function conversationIdOf(trx: Db, parties: ChatParties, now: number): Promise<number> {
  if (parties.conversation) return parties.conversation.id;
  await trx
    .insertInto('wa_conversations')
    .values({ account_id: parties.account, number_id: parties.number.id, peer: parties.peer, last_inbound_at: null, last_message_at: now, unread: 0 })
    .onConflict((c) => c.columns(['number_id', 'peer']).doNothing())
    .execute();
  const row = await trx.selectFrom('wa_conversations').select('id').where('number_id', '=', parties.number.id).where('peer', '=', parties.peer).executeTakeFirstOrThrow();
  return row.id;
}

/** A send that takes more than one call (a file: upload, then send by media id); any refusal on the way is the send's. */
export type MetaSend = (api: WhatsAppCloudApi, phoneNumberId: string, callbackData: string) => Promise<CloudApiResult<{ wamid: string }>>;

/** The contract's answer to a delivery: 1 sent, -9 refused by WhatsApp with its reason, -1 no answer. */
export function answerOf(delivery: Exclude<Delivery, { outcome: 'notEnoughCredits' }>): { status: number; rejectionReason?: WhatsAppRejectionReason; chatMessage: WhatsAppChatMessage } {
  // The four chat sends share these codes (api-spec/paths/whatsapp.yaml).
  const { sent, rejected, error } = SendWhatsappChatMessage;
  if (delivery.outcome === 'accepted') return { status: sent, chatMessage: delivery.chatMessage };
  if (delivery.outcome === 'refused') return { status: rejected, rejectionReason: delivery.rejectionReason, chatMessage: delivery.chatMessage };
  return { status: error, chatMessage: delivery.chatMessage };
}

/**
 * Stores the message as sending (its credits taken with it), sends it to Meta naming that row in
 * biz_opaque_callback_data, then stores Meta's answer. A status webhook can overtake the answer
 * (Meta sends 'sent' at once); it finds the row by its callback data instead of being lost.
 * `charge` is given back on a refusal.
 */
export async function deliver(ctx: RequestContext, parties: ChatParties, message: OutgoingWhatsApp | MetaSend, stored: StoredSend, charge?: Omit<CreditChange, 'account' | 'service' | 'now'>): Promise<Delivery> {
  const now = ctx.now();
  const credits: CreditChange | undefined = charge && { ...charge, account: parties.account, service: 'whatsapp', userId: ctx.user!.userId, now };
  const sending = await ctx.db.transaction().execute(async (trx) => {
    if (credits && !(await reserveCredits(trx, credits)).ok) return null;
    const conversationId = await conversationIdOf(trx, parties, now);
    const inserted = await trx
      .insertInto('wa_messages')
      .values({
        account_id: parties.account,
        number_id: parties.number.id,
        conversation_id: conversationId,
        direction: 'out',
        wamid: null,
        type: stored.type,
        body: stored.body,
        caption: stored.caption ?? null,
        media_hash: stored.mediaHash ?? null,
        media_mime: stored.mediaMime ?? null,
        template_id: stored.templateId ?? null,
        context_wamid: stored.contextWamid ?? null,
        status: 'sending',
        error_code: null,
        rejection_reason: null,
        created_at: now,
        status_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('wa_conversations').set({ last_message_at: now }).where('id', '=', conversationId).where('last_message_at', '<', now).execute();
    return inserted;
  });
  if (!sending) return { outcome: 'notEnoughCredits' };

  const api = cloudApiOf(ctx);
  const phoneNumberId = parties.number.phone_number_id!;
  const callbackData = chatCallbackDataOf(sending.id);
  const answer = await (typeof message === 'function' ? message(api, phoneNumberId, callbackData) : api.send(phoneNumberId, message, callbackData)).catch(
    (error: unknown): CloudApiFailure => ({ ok: false, httpStatus: 0, code: 0, title: String(error), details: '' }),
  );
  // No answer at all is our side's failure (1 server error), not a refusal with Meta's reason.
  const failure = answer.ok ? null : answer;
  const rejectionReason: WhatsAppRejectionReason | null = failure ? (failure.code === 0 ? 1 : rejectionReasonOf(failure.code)) : null;
  if (failure) ctx.request.log.warn({ failure }, 'WhatsApp refused a chat message');

  const row = await ctx.db.transaction().execute(async (trx) => {
    const stored = trx.updateTable('wa_messages').where('id', '=', sending.id);
    if (answer.ok) {
      // A status that came first has set the wamid and moved it on already; only a sending one becomes accepted.
      await stored.set({ wamid: answer.wamid }).execute();
      await stored.set({ status: 'accepted' }).where('status', '=', 'sending').execute();
    } else {
      // Unless a status proved Meta took it after all (an answer lost on the way).
      const failed = await stored.set({ status: 'failed', error_code: failure!.code, rejection_reason: rejectionReason, status_at: now }).where('status', '=', 'sending').executeTakeFirst();
      if (credits && Number(failed.numUpdatedRows) > 0) await refundCredits(trx, { ...credits, reason: 'whatsapp.chat.refund' });
    }
    return trx.selectFrom('wa_messages').selectAll().where('id', '=', sending.id).executeTakeFirstOrThrow();
  });
  const chatMessage = chatMessageOf(row, { templateName: stored.templateName });
  if (rejectionReason === null) return { outcome: 'accepted', chatMessage };
  return failure?.code === 0 ? { outcome: 'unanswered', chatMessage } : { outcome: 'refused', rejectionReason, chatMessage };
}
