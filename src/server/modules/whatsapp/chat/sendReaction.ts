/**
 * sendWhatsappReaction: an emoji on one of the conversation's messages (another id is 404); an
 * empty emoji takes ours back (Meta's own way: the same reaction with emoji ""). Reactions are
 * free-form messages, so the 24-hour window applies (-19, also when the customer never wrote).
 */
import type { SendWhatsappReactionApiArg, SendWhatsappReactionApiResponse } from '../../../../contract/whatsapp';
import { SendWhatsappReaction } from '../../../../contract/statusCodes';
import { notFound } from '../../../http/envelope';
import type { Handler } from '../../../http/handler';
import { chatPartiesOf } from './conversation';
import { answerOf, deliver, partyRefusal, sessionRefusal } from './send';

export const sendWhatsappReaction: Handler<SendWhatsappReactionApiArg> = async ({ body }, ctx): Promise<SendWhatsappReactionApiResponse> => {
  const parties = await chatPartiesOf(ctx, body.source, body.destination);
  const target = parties.conversation
    ? await ctx.db.selectFrom('wa_messages').select('wamid').where('id', '=', body.messageId).where('conversation_id', '=', parties.conversation.id).where('type', '!=', 'reaction').executeTakeFirst()
    : undefined;
  if (!target) throw notFound();
  // A message Meta never took has nothing to react to there.
  if (!target.wamid) return { data: { status: SendWhatsappReaction.error } };
  const party = partyRefusal(parties);
  // The contract knows -1 and -19 here: a blocked number or itself cannot react either.
  if (party !== null) return { data: { status: SendWhatsappReaction.error } };
  if (sessionRefusal(parties, ctx.now()) !== null) return { data: { status: SendWhatsappReaction.rule24h } };
  const emoji = body.emoji.trim();
  const delivery = await deliver(ctx, parties, { type: 'reaction', to: parties.peer, messageId: target.wamid, emoji }, { type: 'reaction', body: emoji, contextWamid: target.wamid });
  if (delivery.outcome === 'notEnoughCredits') return { data: { status: SendWhatsappReaction.error } };
  return { data: answerOf(delivery) };
};
