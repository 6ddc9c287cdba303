/**
 * addChatPhoneToBlacklist: the user blacklists the recipient of a chat. The number goes into
 * the account's blacklist (its history says from the chat, and who), and the conversation is
 * marked blacklisted, in one transaction.
 */
import type { AddChatPhoneToBlacklistApiArg, AddChatPhoneToBlacklistApiResponse } from '../../../contract/chat';
import { normalizeBlacklistPhone } from '../../../domain/phones';
import { accountOf } from '../../http/account';
import { notFound } from '../../http/envelope';
import type { Handler } from '../../http/handler';
import { addToBlacklist, BlacklistSource } from '../blacklist/store';
import { AddChatPhoneToBlacklist } from '../../../contract/statusCodes';


export const addChatPhoneToBlacklist: Handler<AddChatPhoneToBlacklistApiArg> = async ({ body }, ctx): Promise<AddChatPhoneToBlacklistApiResponse> => {
  const user = ctx.user!;
  const account = accountOf(user);
  const chat = await ctx.db.selectFrom('chats').select(['id', 'account_id']).where('id', '=', body.chatId).executeTakeFirst();
  if (!chat) throw notFound();
  // The contract names this case (cantWatchOtherCustomerChat) rather than hiding it as 404.
  if (chat.account_id !== account) return { data: { status: AddChatPhoneToBlacklist.otherCustomersChat } };
  const phone = normalizeBlacklistPhone(body.phone);
  if (!phone) return { data: { status: AddChatPhoneToBlacklist.invalid } };
  const added = await ctx.db.transaction().execute(async (trx) => {
    const isNew = await addToBlacklist(trx, { account, phone, source: BlacklistSource.chat, userId: user.userId, now: ctx.now() });
    await trx.updateTable('chats').set({ is_blacklisted: 1 }).where('id', '=', chat.id).execute();
    return isNew;
  });
  return { data: { status: added ? AddChatPhoneToBlacklist.added : AddChatPhoneToBlacklist.alreadyIn } };
};
