/**
 * updateChatData: the user's chat settings, and "read" for a conversation's replies (opening a
 * conversation marks what it shows as read for everyone in the account, so its unread count
 * clears on every screen).
 */
import type { UpdateChatDataApiArg, UpdateChatDataApiResponse } from '../../../contract/chat';
import { UpdateChatData } from '../../../contract/statusCodes';
import type { Handler } from '../../http/handler';
import { saveChatSettings } from './chatSettings';
import { chatOf } from './shipmentChat';

export const updateChatData: Handler<UpdateChatDataApiArg> = async ({ body }, ctx): Promise<UpdateChatDataApiResponse> => {
  const chat = await chatOf(ctx, body.chatId);
  if (chat === 'otherCustomer') return { data: { status: UpdateChatData.otherCustomersChat } };
  await ctx.db.transaction().execute(async (trx) => {
    if (body.settings) await saveChatSettings(trx, ctx.user!.userId, body.settings);
    if (body.markAsRead && body.destination) {
      await trx.updateTable('incoming_messages').set({ read_at: ctx.now() }).where('campaign_id', '=', chat.id).where('phone', '=', body.destination).where('read_at', 'is', null).execute();
    }
  });
  return { data: { status: UpdateChatData.saved } };
};
