/** The chat tag: the conversations of one shipment (/chat/:id). */
import type { HandlerMap } from '../../http/handler';
import { addChatPhoneToBlacklist } from './addPhoneToBlacklist';
import { getChatData } from './getChatData';
import { getUpdatedChat } from './getUpdatedChat';
import { sendChatMessage } from './sendChatMessage';
import { updateChatData } from './updateChatData';

export const chatHandlers: HandlerMap = { addChatPhoneToBlacklist, getChatData, getUpdatedChat, sendChatMessage, updateChatData } as HandlerMap;
