/** The contacts tag's contact-list operations (imports and downloads are registered apart). */
import type { HandlerMap } from '../../http/handler';
import { addNewContacts } from './addContacts';
import { deleteContactList, restoreContactLists } from './deleteList';
import { deleteAllNumbers, deleteSelectedNumbers } from './deleteNumbers';
import { checkContactListInfo, getBulkContact, getFullList } from './listContacts';
import { saveMobileContactList } from './mobileList';
import { copySelectedNumbers, moveAllToContactList, moveSelectedNumbers } from './moveNumbers';
import { getContactsPageData } from './pageData';
import { checkContactListName, saveContactList } from './saveList';
import { generalSearch, generalSearchSaveChanges, getContacts, getContactsLists } from './search';
import { createSmartContactList } from './smartList';
import { addNewSubContacts, deleteSubContacts } from './subLists';

export const contactListHandlers: HandlerMap = {
  getContactsPageData,
  saveContactList,
  checkContactListName,
  deleteContactList,
  restoreContactLists,
  addNewContacts,
  deleteSelectedNumbers,
  deleteAllNumbers,
  moveSelectedNumbers,
  copySelectedNumbers,
  moveAllToContactList,
  getContacts,
  getContactsLists,
  generalSearch,
  generalSearchSaveChanges,
  getBulkContact,
  getFullList,
  checkContactListInfo,
  addNewSubContacts,
  deleteSubContacts,
  saveMobileContactList,
  createSmartContactList,
};
