/** The blacklist: the report's operations, removing blocked numbers from a list, and unsubscribing. */
import type { HandlerMap } from '../../http/handler';
import { addNumberToBlackListByHash, addNumberToBlackListPublic } from '../public/unsubscribe';
import { deleteBlockedContact } from './blocked';
import { addNumberToBlacklist, getBlockNumberHistory, removeNumberFromBlacklist } from './manage';
import { submitBlacklist } from './submit';

export const blacklistHandlers: HandlerMap = {
  addNumberToBlacklist,
  removeNumberFromBlacklist,
  submitBlacklist,
  getBlockNumberHistory,
  deleteBlockedContact,
  addNumberToBlackListPublic,
  addNumberToBlackListByHash,
} as HandlerMap;
