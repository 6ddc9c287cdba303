/**
 * The blacklist — the account's consent record (issue 21): the report's operations, removing
 * blocked numbers from a list, and the record's export for a regulator. The public unsubscribe
 * pages write into it too, but are listed with the public operations (public/index.ts).
 */
import type { HandlerMap } from '../../http/handler';
import { deleteBlockedContact } from './blocked';
import { exportConsentRecord, exportConsentRecordExcel } from './consentExport';
import { addNumberToBlacklist, getBlockNumberHistory, removeNumberFromBlacklist } from './manage';
import { submitBlacklist } from './submit';

export const blacklistHandlers: HandlerMap = {
  addNumberToBlacklist,
  removeNumberFromBlacklist,
  submitBlacklist,
  getBlockNumberHistory,
  deleteBlockedContact,
  exportConsentRecord,
  exportConsentRecordExcel,
} as HandlerMap;
