/** The WhatsApp chat: conversations with customers per business number, their 24-hour window, and what is sent in them. */
import type { HandlerMap } from '../../../http/handler';
import { downloadWhatsappMedia } from './downloadMedia';
import { getWhatsappChatsData } from './getChatsData';
import { getWhatsappConversationData } from './getConversationData';
import { getWhatsappUnreadChatCount } from './getUnreadCount';
import { sendWhatsappChatMessage } from './sendChatMessage';
import { sendWhatsappChatTemplate } from './sendChatTemplate';
import { sendWhatsappFileMessage } from './sendFileMessage';
import { sendWhatsappReaction } from './sendReaction';

export const whatsappChatHandlers: HandlerMap = {
  getWhatsappUnreadChatCount,
  downloadWhatsappMedia,
  getWhatsappChatsData,
  getWhatsappConversationData,
  sendWhatsappChatMessage,
  sendWhatsappChatTemplate,
  sendWhatsappFileMessage,
  sendWhatsappReaction,
} as HandlerMap;
