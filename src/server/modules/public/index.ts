/**
 * The public operations, callable without signing in: the health check and the unsubscribe
 * pages. The unsubscribe pages write into the blacklist module's store, so they are listed
 * here and not with the blacklist's operations: public builds on blacklist, never back.
 */
import type { HandlerMap } from '../../http/handler';
import { getHealth } from './health';
import { addNumberToBlackListByHash, addNumberToBlackListPublic } from './unsubscribe';

export const publicHandlers: HandlerMap = {
  getHealth,
  addNumberToBlackListPublic,
  addNumberToBlackListByHash,
} as HandlerMap;
