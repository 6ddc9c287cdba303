/**
 * getUpdatedChat: the conversations of a shipment's chat that changed since the previous
 * answer's serverTime (a reply, an answer, an answer's status), whole; the browser asks after a
 * live notification, while an answer is on its way, and after reconnecting.
 *
 * A reply's time is taken before its transaction commits, so one committed just after a poll can
 * carry a time before that poll's serverTime: each poll looks back a little further than
 * `since`, and the browser merges a conversation it already has.
 */
import type { GetUpdatedChatApiArg, GetUpdatedChatApiResponse } from '../../../contract/chat';
import { GetUpdatedChat } from '../../../contract/statusCodes';
import type { Handler } from '../../http/handler';
import { chatSettingsOf } from './chatSettings';
import { changedSince, conversationsOf } from './conversations';
import { chatOf } from './shipmentChat';

const lookBackMs = 10_000;

export const getUpdatedChat: Handler<GetUpdatedChatApiArg> = async ({ body }, ctx): Promise<GetUpdatedChatApiResponse> => {
  const chat = await chatOf(ctx, body.chatId);
  if (chat === 'otherCustomer') return { data: { status: GetUpdatedChat.otherCustomersChat } };
  const serverTime = ctx.now();
  const given = body.since ? Date.parse(body.since) : NaN;
  const since = Number.isNaN(given) ? -1 : given - lookBackMs;
  const filter = body.destinationFilter ?? (await chatSettingsOf(ctx.db, ctx.user!.userId)).destinationFilter;
  const phones = await changedSince(ctx.db, chat.id, since, filter);
  return { data: { status: GetUpdatedChat.updated, chats: await conversationsOf(ctx.db, chat, phones), serverTime: new Date(serverTime).toISOString() } };
};
