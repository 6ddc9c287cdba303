import { error, info, success, warning, type StatusMessage, type StatusMessageTable } from './types';

const quiet = (row: StatusMessage): StatusMessage => ({ ...row, quiet: true });

export const reportsStatusMessages: StatusMessageTable = {
  getReportPage: {
    '1': info('reports.page.ready'),
    '-1': error('errors.generic.errorFetchData'),
    '-2': error('errors.reports.periodTooLong'),
    '-3': warning('reports.page.tooLargeToShow'),
  },
  checkExistReport: {
    '0': info('reports.bigReport.canRequest'),
    '1': warning('errors.reports.alreadyProducing'),
  },
  sendBigSmsReportToMail: {
    '1': success('reports.bigReport.willBeSent'),
    '-1': error('errors.generic.errorHappen'),
    '-2': warning('errors.reports.alreadyProducing'),
    '-3': error('reports.bigReport.noEmail'),
  },
  removeNumberFromBlacklist: {
    '1': success('reports.blacklist.removed'),
    '0': warning('reports.blacklist.notInList'),
    '-1': error('errors.generic.errorDeleteData'),
  },
  addNumberToBlacklist: {
    '1': success('errors.blacklist.added'),
    '2': warning('errors.blacklist.alreadyInList'),
    '3': error('errors.blacklist.invalidNumber'),
    '-1': error('errors.generic.errorSavingData'),
  },
  submitBlacklist: {
    '1': success('errors.blacklist.bulkAllAdded'),
    '2': info('errors.blacklist.bulkPartlyAdded'),
    '0': warning('errors.blacklist.bulkAllExist'),
    '-1': error('errors.blacklist.bulkError'),
    '-2': error('reports.blacklist.invalidPhones'),
    '-3': error('errors.files.unsupportedType'),
  },
  updateDateCampaign: {
    '1': success('reports.reschedule.done'),
    '2': warning('errors.campaign.outsidePermittedHours'),
    '-1': error('errors.generic.errorSavingData'),
    '-2': error('reports.reschedule.tooSoon'),
    '-3': error('errors.campaign.alreadySending'),
    '-4': error('errors.campaign.tooCloseToSendTime'),
  },
  updateEmailAddress: {
    '1': success('reports.email.saved'),
    '-1': error('errors.generic.errorSavingData'),
    // Shown under the address's field.
    '-2': quiet(error('reports.email.invalid')),
  },
  deleteInvoiceOrReceiptFile: {
    '1': success('reports.invoices.fileDeleted'),
    '-1': error('errors.generic.errorDeleteData'),
  },
  setNewMessagesBalance: {
    '1': success('reports.balance.updated'),
    '-1': error('errors.generic.errorSavingData'),
    '-2': error('errors.balance.invalidAmount'),
    '-3': error('errors.balance.insufficientCredits'),
    '-4': error('errors.balance.userBlocked'),
  },
};
