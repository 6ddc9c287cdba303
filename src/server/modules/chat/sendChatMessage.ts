/**
 * sendChatMessage: an answer written in a shipment's chat goes to that recipient as an SMS from
 * the shipment's reply number, through the pipeline like any send (campaigns/answerSend.ts):
 * checked, charged and reported as SMS, its status read back from the message it became. The
 * answer row and its campaign are written together or not at all.
 *
 * Refused: a chat past its expiry (-3), a blacklisted recipient (-4), too few credits (-5), a
 * forbidden word (-6), a text longer than the user may send (-7), and, as 404, a destination
 * that is not a conversation of this chat: the chat answers its recipients and whoever wrote to
 * its number, it does not send to any number one types.
 */
import type { SendChatMessageApiArg, SendChatMessageApiResponse } from '../../../contract/chat';
import { SendCampaign, SendChatMessage } from '../../../contract/statusCodes';
import { RollbackWith, transactionOrAnswer } from '../../db/rollbackWith';
import { notFound } from '../../http/envelope';
import type { Handler } from '../../http/handler';
import { chatAnswerKeyPrefix } from '../../messaging/repliedCampaign';
import { sendAnswer } from '../campaigns/answerSend';
import { receivesReplies } from '../campaigns/autoReplyChecks';
import { sendingOf } from '../campaigns/creditsNumber';
import { forbiddenWordsOf } from '../campaigns/sendingChecks';
import { recipientForms } from './conversations';
import { sentStatusOf } from './messageStatus';
import { chatOf } from './shipmentChat';
import type { Db } from '../../db/database';

/** What the send's refusals are in the chat's words. */
const refusals: Record<number, number> = {
  [SendCampaign.notEnoughCredits]: SendChatMessage.notEnoughCredits,
  [SendCampaign.zeroCredits]: SendChatMessage.notEnoughCredits,
  [SendCampaign.tooLong]: SendChatMessage.tooLong,
  // The only recipient was filtered out: it is blacklisted (the account's or the platform's list).
  [SendCampaign.allFiltered]: SendChatMessage.blacklisted,
};

/** Whether the phone is a conversation of the chat: a recipient of the shipment, or someone who wrote to it. */
async function isConversation(db: Db, chatId: number, phone: string): Promise<boolean> {
  const sent = await db.selectFrom('messages').select('id').where('campaign_id', '=', chatId).where('phone', '=', phone).limit(1).executeTakeFirst();
  if (sent) return true;
  const wrote = await db.selectFrom('incoming_messages').select('id').where('campaign_id', '=', chatId).where('phone', '=', phone).limit(1).executeTakeFirst();
  if (wrote) return true;
  // Not made yet: a recipient row may keep the number in another form.
  const recipient = await db.selectFrom('campaign_recipients').select('seq').where('campaign_id', '=', chatId).where('phone', 'in', recipientForms(phone)).limit(1).executeTakeFirst();
  return Boolean(recipient);
}

export const sendChatMessage: Handler<SendChatMessageApiArg> = async ({ body }, ctx): Promise<SendChatMessageApiResponse> => {
  const answer = (status: number) => ({ data: { status } });
  const chat = await chatOf(ctx, body.chatId);
  if (chat === 'otherCustomer') return answer(SendChatMessage.otherCustomersChat);
  if (!(await isConversation(ctx.db, chat.id, body.destination))) throw notFound();
  const now = ctx.now();
  if (chat.expiresAt < now) return answer(SendChatMessage.expired);
  if (!chat.request || !receivesReplies(chat.request)) return answer(SendChatMessage.error);
  const text = body.text.trim();
  if ((await forbiddenWordsOf(ctx.db, ctx.user!.userId, text)).length > 0) return answer(SendChatMessage.forbiddenText);
  const userId = ctx.user!.userId;
  const request = chat.request;
  try {
    const written = await transactionOrAnswer<{ id: number }, number>(ctx.db, async (trx) => {
      const sent = await sendAnswer(trx, chat, request, { userId, phone: body.destination, text, nameSuffix: '(chat)', keyPrefix: chatAnswerKeyPrefix, now, host: sendingOf(ctx).host });
      if (sent.status !== SendCampaign.sent || sent.campaignId === undefined) throw new RollbackWith(refusals[sent.status] ?? SendChatMessage.error);
      return trx
        .insertInto('chat_answers')
        .values({ chat_id: chat.id, account_id: chat.account_id, user_id: userId, phone: body.destination, text, answer_campaign_id: sent.campaignId, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
    });
    if (typeof written === 'number') return answer(written);
    return {
      data: {
        status: SendChatMessage.sent,
        chatMessage: { id: written.id, kind: 'answer', text, date: new Date(now).toISOString(), isIncoming: false, isNewIncoming: false, ...sentStatusOf(undefined) },
      },
    };
  } catch (error) {
    ctx.request.log.error({ err: error }, 'chat answer could not be sent');
    return answer(SendChatMessage.error);
  }
};
