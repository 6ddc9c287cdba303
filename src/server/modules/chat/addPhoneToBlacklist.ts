/**
 * addChatPhoneToBlacklist: the user blacklists a recipient from a shipment's chat. The number
 * goes into the account's blacklist (its history says from the chat, and who); the conversation
 * shows as blacklisted because the number is in that list (conversations.ts), and no answer
 * reaches it any more (the send filters blacklisted numbers).
 */
import type { AddChatPhoneToBlacklistApiArg, AddChatPhoneToBlacklistApiResponse } from '../../../contract/chat';
import { AddChatPhoneToBlacklist } from '../../../contract/statusCodes';
import { normalizeBlacklistPhone } from '../../../domain/phones';
import type { ConsentEvidence } from '../../../domain/consent';
import { accountOf } from '../../http/account';
import type { Handler } from '../../http/handler';
import { addToBlacklist, BlacklistSource } from '../blacklist/store';
import { chatOf } from './shipmentChat';

export const addChatPhoneToBlacklist: Handler<AddChatPhoneToBlacklistApiArg> = async ({ body }, ctx): Promise<AddChatPhoneToBlacklistApiResponse> => {
  const chat = await chatOf(ctx, body.chatId);
  // The contract names this case (cantWatchOtherCustomerChat) rather than hiding it as 404.
  if (chat === 'otherCustomer') return { data: { status: AddChatPhoneToBlacklist.otherCustomersChat } };
  const phone = normalizeBlacklistPhone(body.phone);
  if (!phone) return { data: { status: AddChatPhoneToBlacklist.invalid } };
  // Support blacklisting from a customer's chat is support's opt-out in the consent record; the account's own user's is the chat's.
  const evidence: ConsentEvidence = accountOf(ctx.user!) === chat.account_id ? { channel: 'sms', how: 'chat' } : { channel: 'support', how: 'supportUser' };
  const added = await addToBlacklist(ctx.db, { account: chat.account_id, phone, source: BlacklistSource.chat, userId: ctx.user!.userId, now: ctx.now(), evidence });
  return { data: { status: added ? AddChatPhoneToBlacklist.added : AddChatPhoneToBlacklist.alreadyIn } };
};
