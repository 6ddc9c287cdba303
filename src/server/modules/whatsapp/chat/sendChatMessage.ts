/**
 * sendWhatsappChatMessage: a text into an open conversation. Refused before anything leaves:
 * -24 the number writing to itself, -22 a blocked number, -20 a customer who never wrote (the
 * first message must be a template), -19 a window closed more than 24 hours ago. replyToId quotes
 * one of this conversation's messages (any other id is 404).
 */
import type { SendWhatsappChatMessageApiArg, SendWhatsappChatMessageApiResponse } from '../../../../contract/whatsapp';
import { SendWhatsappChatMessage } from '../../../../contract/statusCodes';
import { notFound } from '../../../http/envelope';
import type { Handler } from '../../../http/handler';
import { chatPartiesOf } from './conversation';
import { answerOf, deliver, optOutRefusal, partyRefusal, sessionRefusal } from './send';

export const sendWhatsappChatMessage: Handler<SendWhatsappChatMessageApiArg> = async ({ body }, ctx): Promise<SendWhatsappChatMessageApiResponse> => {
  const parties = await chatPartiesOf(ctx, body.source, body.destination);
  let replyTo: string | undefined;
  if (body.replyToId !== undefined) {
    const quoted = parties.conversation
      ? await ctx.db.selectFrom('wa_messages').select('wamid').where('id', '=', body.replyToId).where('conversation_id', '=', parties.conversation.id).executeTakeFirst()
      : undefined;
    if (!quoted) throw notFound();
    replyTo = quoted.wamid ?? undefined;
  }
  const refusal = partyRefusal(parties) ?? sessionRefusal(parties, ctx.now()) ?? (await optOutRefusal(ctx.db, parties));
  if (refusal !== null) return { data: { status: refusal } };
  const text = body.text.trim();
  const delivery = await deliver(ctx, parties, { type: 'text', to: parties.peer, text, ...(replyTo ? { replyTo } : {}) }, { type: 'text', body: text, contextWamid: replyTo });
  if (delivery.outcome === 'notEnoughCredits') return { data: { status: SendWhatsappChatMessage.error } };
  return { data: answerOf(delivery) };
};
