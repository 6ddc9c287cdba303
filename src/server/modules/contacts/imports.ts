/** The contact-list operations of bringing numbers in and taking them out. */
import type { HandlerMap } from '../../http/handler';
import { downloadContactList } from './download';
import { createListFromExcel } from './importExcel';
import { addPastedNumberToList } from './importPasted';

export const contactImportHandlers: HandlerMap = {
  addPastedNumberToList,
  createListFromExcel,
  downloadContactList,
} as HandlerMap;
