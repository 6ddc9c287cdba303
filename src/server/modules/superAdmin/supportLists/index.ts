/** A customer's contact lists and blacklist as support sees and changes them (issue 18, /user-profile/:userId). */
import type { HandlerMap } from '../../../http/handler';
import { readBlacklist, superAdminRemoveFromBlacklist } from './blacklist';
import { getAllUserContactLists, getUserContactListsWithSubs, superAdminDeleteContactLists } from './contactLists';

export const supportListHandlers: HandlerMap = {
  getUserContactListsWithSubs,
  getAllUserContactLists,
  superAdminDeleteContactLists,
  readBlacklist,
  superAdminRemoveFromBlacklist,
} as HandlerMap;
