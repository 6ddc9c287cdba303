/** The whatsapp tag's template operations. */
import type { HandlerMap } from '../../../http/handler';
import { whatsappCreateTemplate } from './create';
import { deleteWhatsappTemplate } from './delete';
import { getWhatsappPhoneTemplates } from './list';

export const whatsappTemplateHandlers: HandlerMap = {
  whatsappCreateTemplate,
  getWhatsappPhoneTemplates,
  deleteWhatsappTemplate,
} as HandlerMap;
