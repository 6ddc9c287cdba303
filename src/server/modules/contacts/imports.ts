/** The contact-list operations of bringing numbers in and taking them out. */
import type { HandlerMap } from '../../http/handler';
import { downloadContactList } from './download';
import { createListFromExcel } from './importExcel';
import { addPastedNumberToList } from './importPasted';
import { getImportProgress } from './importProgress';
import { readFileColumns } from './readColumns';

export const contactImportHandlers: HandlerMap = {
  addPastedNumberToList,
  createListFromExcel,
  readFileColumns,
  getImportProgress,
  downloadContactList,
} as HandlerMap;
