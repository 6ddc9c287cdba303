/** The templates tag's operations. */
import type { HandlerMap } from '../../http/handler';
import { deleteTemplate, getTemplate, getTemplates, saveTemplate } from './handlers';

export const templateHandlers: HandlerMap = {
  getTemplates,
  getTemplate,
  saveTemplate,
  deleteTemplate,
} as HandlerMap;
