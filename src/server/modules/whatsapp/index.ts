/** The whatsapp tag's handlers, by operationId. */
import type { HandlerMap } from '../../http/handler';
import { whatsappChatHandlers } from './chat';
import { whatsappCampaignHandlers } from './campaigns';
import { whatsappAdminHandlers } from './admin';
import { whatsappNumberHandlers } from './numbers';
import { whatsappTemplateHandlers } from './templates';

export const whatsappHandlers: HandlerMap = {
  ...whatsappChatHandlers,
  ...whatsappCampaignHandlers,
  ...whatsappNumberHandlers,
  ...whatsappTemplateHandlers,
  ...whatsappAdminHandlers,
};
