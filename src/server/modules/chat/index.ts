/** The chat tag's operations that have real behaviour so far. */
import type { HandlerMap } from '../../http/handler';
import { addChatPhoneToBlacklist } from './addPhoneToBlacklist';

export const chatHandlers: HandlerMap = { addChatPhoneToBlacklist } as HandlerMap;
