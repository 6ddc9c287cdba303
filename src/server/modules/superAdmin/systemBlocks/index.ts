/** Blocks and lists of the system settings (issue 20): the system-wide block list of numbers and moving a customer's lists. */
import type { HandlerMap } from '../../../http/handler';
import { getAflalo, setAflalo } from './aflalo';
import { moveAllContactLists } from './moveContactLists';

export const systemBlockHandlers: HandlerMap = { setAflalo, getAflalo, moveAllContactLists } as HandlerMap;
