/**
 * getChatData: the chat page of a shipment (/chat/:id): the shipment, its reply number and
 * expiry, the user's chat settings, and a page of conversations. Without a filter in the
 * request the user's saved one is used.
 */
import type { GetChatDataApiArg, GetChatDataApiResponse } from '../../../contract/chat';
import { GetChatData } from '../../../contract/statusCodes';
import type { Handler } from '../../http/handler';
import { chatSettingsOf } from './chatSettings';
import { conversationPage, conversationsOf } from './conversations';
import { chatOf } from './shipmentChat';

export const getChatData: Handler<GetChatDataApiArg> = async ({ body }, ctx): Promise<GetChatDataApiResponse> => {
  const now = ctx.now();
  const chat = await chatOf(ctx, body.chatId);
  if (chat === 'otherCustomer') return { data: { status: GetChatData.otherCustomersChat } };
  const settings = await chatSettingsOf(ctx.db, ctx.user!.userId);
  const filter = body.destinationFilter ?? settings.destinationFilter;
  const page = await conversationPage(ctx.db, chat.id, filter, body.page ?? 1, body.pageSize ?? 50);
  return {
    data: {
      status: GetChatData.loaded,
      chatId: chat.id,
      shipmentName: chat.name,
      sourceNumber: chat.sender,
      expiryDate: new Date(chat.expiresAt).toISOString(),
      isExpired: chat.expiresAt < now,
      settings: { ...settings, destinationFilter: filter },
      chats: await conversationsOf(ctx.db, chat, page.phones),
      total: page.total,
      hasMore: page.hasMore,
      serverTime: new Date(now).toISOString(),
    },
  };
};
