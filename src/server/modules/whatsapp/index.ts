/** The whatsapp tag's handlers, by operationId. */
import type { HandlerMap } from '../../http/handler';
import { whatsappChatHandlers } from './chat';

export const whatsappHandlers: HandlerMap = {
  ...whatsappChatHandlers,
};
