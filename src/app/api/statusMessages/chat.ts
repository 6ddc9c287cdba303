import { error, info, success, warning, type StatusMessage, type StatusMessageTable } from './types';

// -2 on every chat call: the chat belongs to another customer; the browser warns and goes to /403.
const otherCustomersChat = warning('errors.other.cantWatchOtherCustomerChat');
// Shown by the chat page itself, never toasted: a sent answer appears in the thread as sending,
// a refused one says why under the answer box, and opening a conversation marks it read silently.
const onPage = (row: StatusMessage): StatusMessage => ({ ...row, quiet: true });

export const chatStatusMessages: StatusMessageTable = {
  getChatData: {
    '1': info('chat.view.loaded'),
    '-1': error('errors.generic.errorFetchData'),
    '-2': otherCustomersChat,
  },
  getUpdatedChat: {
    '1': info('chat.view.updated'),
    '-1': error('errors.generic.errorFetchData'),
    '-2': otherCustomersChat,
  },
  sendChatMessage: {
    '1': onPage(success('chat.send.sent')),
    '-1': error('chat.send.error'),
    '-2': otherCustomersChat,
    '-3': onPage(error('chat.send.expired')),
    '-4': onPage(error('chat.send.blacklisted')),
    '-5': onPage(error('chat.send.notEnoughCredits')),
    '-6': onPage(error('errors.campaign.forbiddenText')),
    '-7': onPage(error('chat.send.tooLong')),
  },
  updateChatData: {
    '1': onPage(success('chat.settings.saved')),
    '-1': error('errors.generic.errorSavingData'),
    '-2': otherCustomersChat,
  },
  addChatPhoneToBlacklist: {
    '1': success('chat.blacklist.added'),
    '2': warning('errors.blacklist.alreadyInList'),
    '3': error('errors.blacklist.invalidNumber'),
    '-1': error('errors.generic.errorSavingData'),
    '-2': otherCustomersChat,
  },
};
