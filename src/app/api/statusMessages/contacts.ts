import { error, info, success, warning, type StatusMessageTable } from './types';

const moveMessages = {
  '2': success('contacts.move.moved'),
  '1': warning('contacts.move.someExist'),
  '0': error('contacts.move.error'),
};

export const contactsStatusMessages: StatusMessageTable = {
  deleteContactList: {
    '1': success('contacts.deleteList.deleted'),
    '-1': error('errors.lists.deleteError'),
    '-2': error('errors.lists.parentDeletionRefused'),
  },
  deleteBlockedContact: {
    '1': success('contacts.deleteBlocked.removed'),
    '-1': error('errors.generic.errorDeleteData'),
  },
  restoreContactLists: {
    '1': success('contacts.restore.restored'),
    '2': warning('contacts.restore.restoredRenamed'),
    '-1': error('contacts.restore.error'),
  },
  generalSearchSaveChanges: {
    '1': success('contacts.searchSave.saved'),
    '2': warning('contacts.import.partlySaved'),
    '-1': error('errors.generic.errorSavingData'),
  },
  deleteSelectedNumbers: {
    '1': success('contacts.deleteNumbers.deleted'),
    '-1': error('errors.generic.errorDeleteData'),
  },
  deleteAllNumbers: {
    '1': success('contacts.deleteNumbers.allDeleted'),
    '-1': error('errors.generic.errorDeleteData'),
  },
  moveSelectedNumbers: moveMessages,
  moveAllToContactList: moveMessages,
  copySelectedNumbers: {
    '2': success('contacts.copy.copied'),
    '1': warning('contacts.copy.someExist'),
    '0': error('contacts.copy.error'),
  },
  addNewContacts: {
    '1': success('contacts.add.saved'),
    '2': warning('contacts.import.partlySaved'),
    '-1': error('errors.generic.errorSavingData'),
    '-2': error('errors.lists.numberInList'),
    '-3': error('contacts.import.noValidRows'),
  },
  addPastedNumberToList: {
    '1': success('contacts.import.saved'),
    '2': warning('contacts.import.partlySaved'),
    '-1': error('errors.generic.errorSavingData'),
    '-2': warning('contacts.import.allExist'),
    '-3': error('contacts.import.noValidRows'),
  },
  createListFromExcel: {
    '1': success('contacts.import.saved'),
    '2': warning('contacts.import.partlySaved'),
    '-1': error('errors.files.uploadFailed'),
    '-2': error('errors.files.unsupportedType'),
    '-3': error('errors.files.noMobileColumn'),
    '-4': error('errors.files.columnChosenTwice'),
    '-5': error('errors.files.allDataInvalid'),
    '-6': error('errors.lists.contactListExist'),
  },
  readFileColumns: {
    '1': info('contacts.upload.fileRead'),
    '-1': error('errors.files.uploadFailed'),
    '-2': error('errors.files.unsupportedType'),
  },
  saveContactList: {
    '1': success('contacts.save.saved'),
    '-1': error('errors.generic.errorSavingData'),
    '-2': error('errors.lists.contactListExist'),
  },
  saveMobileContactList: {
    '1': success('contacts.mobile.saved'),
    '-1': error('errors.generic.errorSavingData'),
    '-2': error('errors.campaign.invalidSender'),
    '-3': error('contacts.mobile.unsubscribeNeedsReplyNumber'),
  },
  deleteSubContacts: {
    '1': success('contacts.subs.removed'),
    '-1': error('errors.generic.errorDeleteData'),
  },
  addNewSubContacts: {
    '1': success('contacts.subs.added'),
    '-1': error('errors.generic.errorSavingData'),
    '-2': warning('contacts.subs.alreadySubs'),
    '-3': error('contacts.subs.cannotContainItself'),
  },
  createSmartContactList: {
    '1': success('contacts.smart.created'),
    '-1': error('errors.generic.errorSavingData'),
    '-2': error('errors.lists.contactListExist'),
    '-3': warning('contacts.smart.noMatch'),
  },
  checkContactListName: {
    '1': info('contacts.checkName.available'),
    '-2': error('errors.lists.contactListNameExist'),
  },
};
