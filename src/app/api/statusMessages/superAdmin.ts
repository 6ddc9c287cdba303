import { error, info, quietInfo, success, warning, type StatusMessageTable } from './types';

/** The package status codes of spec section 4 (prepaid to package), shared by both purchases. */
const packagePurchase = {
  '1': success('superAdmin.packages.moved'),
  '2': success('superAdmin.packages.purchased'),
  '0': error('superAdmin.packages.invoiceCreationError'),
  '-1': error('superAdmin.packages.invoiceError'),
  '-3': error('superAdmin.packages.chargeFailedWorkHours'),
  '-4': error('superAdmin.packages.chargeFailedOffHours'),
  '-5': error('superAdmin.packages.noCardDetails'),
  '-6': error('errors.other.cardDeclined'),
  '-7': info('superAdmin.packages.postpaidAwaitingApproval'),
  '-8': warning('errors.other.postpaidRequestOpen'),
  '-9': error('superAdmin.priceLists.notFound'),
};

/** The management exports (superAdmin/exports): a page read is the panel's own progress, a refusal is told. */
const managementExport = {
  '1': quietInfo('management.exports.pageRead'),
  '2': success('reports.bigReport.willBeSent'),
  '-1': error('errors.generic.errorHappen'),
  '-2': quietInfo('management.exports.tooLarge'),
  '-3': warning('errors.reports.alreadyProducing'),
  '-4': error('reports.bigReport.noEmail'),
  '-5': error('management.exports.periodInvalid'),
};

export const superAdminStatusMessages: StatusMessageTable = {
  exportUsers: managementExport,
  exportReportBilling: managementExport,
  exportReloReport: managementExport,
  superAdminExportContactLists: managementExport,
  // The numbers screen downloads what it read (a page of rows, quietly) or says the failure.
  exportAttachedNumbers: { '1': managementExport['1'], '-1': managementExport['-1'] },
  // Sessions and blocks
  killUser: {
    '1': success('superAdmin.sessions.userDisconnected'),
    '0': info('superAdmin.sessions.noOpenSession'),
    '-1': error('errors.generic.errorHappen'),
  },
  killThemAll: {
    '1': success('superAdmin.sessions.allDisconnected'),
    '-1': error('errors.generic.errorHappen'),
  },
  unblockUser: {
    '1': success('superAdmin.users.unblocked'),
    '0': info('superAdmin.users.notBlocked'),
    '-1': error('errors.generic.errorHappen'),
  },
  updatePasswordValidity: {
    '1': success('superAdmin.users.passwordValidityUpdated'),
    '-1': error('errors.generic.errorSavingData'),
    '-2': error('superAdmin.users.passwordValidityOutOfRange'),
  },
  checkGoogleAuth: {
    '1': success('superAdmin.googleAuth.valid'),
    '-1': error('superAdmin.googleAuth.invalid'),
    '-2': error('superAdmin.googleAuth.notSetUp'),
  },
  createTokenOnPhp: {
    '1': success('superAdmin.users.oldSystemLinkCreated'),
    '-1': error('errors.generic.errorHappen'),
    '-2': error('superAdmin.users.noPreviousSystem'),
  },
  // The errors page: a page read is not toasted; a date it cannot read is.
  getErrorsLogs: {
    '1': info('serverErrors.page.loaded'),
    '-1': error('serverErrors.page.invalidPeriod'),
  },
  // The audit log page and its export: a page read is not toasted; a date it cannot read is.
  getAuditLog: {
    '1': quietInfo('auditLog.page.loaded'),
    '-1': error('auditLog.page.invalidPeriod'),
  },
  saveUserDetails: {
    '1': success('superAdmin.users.detailsSaved'),
    '-1': error('errors.generic.errorSavingData'),
    '-2': error('errors.other.verifyUsername'),
    '-3': error('errors.session.emailTaken'),
  },

  // Credits, packages and card payments
  userToUserCreditTransfer: {
    '1': success('superAdmin.credits.transferred'),
    '-1': error('errors.balance.invalidAmount'),
    '-2': error('errors.balance.insufficientCredits'),
    '-3': error('errors.balance.userBlocked'),
    '-4': error('errors.generic.errorHappen'),
  },
  prepaidToPup: packagePurchase,
  prepaidToPupWhatsapp: packagePurchase,
  getUrlCg: {
    '1': success('superAdmin.payments.pageReady'),
    '-1': error('errors.other.cgUrlFailed'),
  },
  createUserAccount: {
    '1': success('customer.create.created'),
    '-1': error('errors.generic.errorSavingData'),
    '-2': error('errors.other.verifyUsername'),
    '-3': error('errors.session.emailTaken'),
    '-4': error('superAdmin.priceLists.notFound'),
  },
  testUrlCg: {
    '1': success('superAdmin.payments.pageWorks'),
    '-1': error('errors.other.cgUrlFailed'),
  },

  // Numbers, e-mails and blocks
  insertSpecialNumbers: {
    '1': success('superAdmin.numbers.specialRegistered'),
    '2': warning('errors.other.theFollowingNumbersHaveNotBeenResaled'),
    '-1': error('errors.generic.errorSavingData'),
  },
  assignNumbers: {
    '1': success('superAdmin.numbers.assigned'),
    '2': warning('superAdmin.numbers.partlyAssigned'),
    '-1': error('errors.generic.errorSavingData'),
  },
  assignEmails: {
    '1': success('superAdmin.emails.saved'),
    '-1': error('errors.generic.errorSavingData'),
    '-2': error('superAdmin.emails.takenByAnotherCustomer'),
  },
  assignBlock: {
    '1': success('superAdmin.blocks.blocked'),
    '2': success('superAdmin.blocks.unblocked'),
    '-1': error('errors.generic.errorSavingData'),
  },
  saveAttachNumber: {
    '1': success('superAdmin.numbers.attachedSaved'),
    '-1': error('errors.generic.errorSavingData'),
    '-2': error('errors.lists.invalidPhone'),
    '-3': error('superAdmin.numbers.attachedToAnotherCustomer'),
  },
  deleteAttachNumber: {
    '1': success('superAdmin.numbers.attachedReleased'),
    '-1': error('errors.generic.errorDeleteData'),
  },

  // A customer's lists, blacklist and campaigns
  superAdminDeleteContactLists: {
    '1': success('superAdmin.lists.deleted'),
    '-1': error('errors.lists.deleteError'),
    '-2': error('errors.lists.parentDeletionRefused'),
  },
  readBlacklist: {
    '1': success('errors.blacklist.bulkAllAdded'),
    '2': warning('errors.blacklist.bulkPartlyAdded'),
    '0': info('errors.blacklist.bulkAllExist'),
    '-1': error('errors.blacklist.bulkError'),
    '-2': error('reports.blacklist.invalidPhones'),
    '-3': error('errors.files.unsupportedType'),
  },
  superAdminRemoveFromBlacklist: {
    '1': success('superAdmin.blacklist.removed'),
    '0': info('superAdmin.blacklist.noneInList'),
    '-1': error('errors.generic.errorDeleteData'),
  },
  moveAllContactLists: {
    '1': success('settingsBlocks.move.moved'),
    '0': info('settingsBlocks.move.nothingToMove'),
    '-1': error('errors.generic.errorHappen'),
    '-2': error('settingsBlocks.move.nameTaken'),
    '-3': warning('settingsBlocks.move.sameAccount'),
  },
  setAflalo: {
    '1': success('superAdmin.aflalo.done'),
    '-1': error('errors.generic.errorHappen'),
    '-2': error('errors.lists.invalidPhone'),
  },
  startOrStopCampaign: {
    '1': success('superAdmin.campaigns.stopped'),
    '2': success('superAdmin.campaigns.resumed'),
    '0': info('superAdmin.campaigns.nothingToChange'),
    '-1': error('errors.generic.errorHappen'),
  },
  sysVerifyPhone: {
    '7': success('superAdmin.verifiedNumbers.verified'),
    '1': info('superAdmin.verifiedNumbers.alreadyVerified'),
    '2': error('superAdmin.verifiedNumbers.verifiedForAnotherCustomer'),
    '3': error('errors.generic.errorHappen'),
    '5': error('superAdmin.verifiedNumbers.attachedCannotBeVerified'),
    '-1': error('errors.lists.invalidPhone'),
  },

  // Prohibited words and permissions
  addBlacklistWord: {
    '1': success('superAdmin.words.added'),
    '-1': error('errors.generic.errorSavingData'),
    '-2': error('superAdmin.words.exists'),
  },
  updateBlacklistWord: {
    '1': success('superAdmin.words.updated'),
    '-1': error('errors.generic.errorSavingData'),
    '-2': error('superAdmin.words.exists'),
  },
  freezeBlacklistWord: {
    '1': success('superAdmin.words.frozen'),
    '2': success('superAdmin.words.unfrozen'),
    '-1': error('errors.generic.errorSavingData'),
  },
  addPermissionSend: {
    '1': success('superAdmin.sendPermissions.granted'),
    '-1': error('errors.generic.errorSavingData'),
    '-2': info('superAdmin.sendPermissions.alreadyGranted'),
  },
  delPermissionSend: {
    '1': success('superAdmin.sendPermissions.withdrawn'),
    '-1': error('errors.generic.errorDeleteData'),
  },
  addPermission: {
    '1': success('superAdmin.permissions.granted'),
    '-1': error('errors.generic.errorSavingData'),
  },
  delPermission: {
    '1': success('superAdmin.permissions.removed'),
    '-1': error('errors.generic.errorDeleteData'),
  },
  addSystemUser: {
    '1': success('superAdmin.systemUsers.added'),
    '-1': error('settingsPolicy.results.notPrimary'),
    '-2': info('superAdmin.systemUsers.alreadyInGroup'),
  },
  removeSystemUser: {
    '1': success('superAdmin.systemUsers.removed'),
    '-1': error('settingsPolicy.results.notSystemUser'),
    '-2': error('superAdmin.systemUsers.cannotRemoveYourself'),
  },
  addForbiddenSource: {
    '1': success('superAdmin.forbiddenSources.added'),
    '-1': error('settingsPolicy.sources.notSender'),
    '-2': error('superAdmin.forbiddenSources.exists'),
  },
  removeForbiddenSource: {
    '1': success('superAdmin.forbiddenSources.removed'),
    '-1': error('errors.generic.errorDeleteData'),
  },

  // Verified groups
  addVerifiedGroup: {
    '1': success('superAdmin.verifiedGroups.created'),
    '-1': error('errors.generic.errorSavingData'),
    '-2': error('superAdmin.verifiedGroups.nameExists'),
  },
  removeVerifiedGroup: {
    '1': success('superAdmin.verifiedGroups.removed'),
    '-1': error('errors.generic.errorDeleteData'),
  },
  addVerifiedGroupMember: {
    '1': success('superAdmin.verifiedGroups.memberAdded'),
    '-1': error('errors.generic.errorSavingData'),
    '-2': info('superAdmin.verifiedGroups.alreadyMember'),
  },
  removeVerifiedGroupMember: {
    '1': success('superAdmin.verifiedGroups.memberRemoved'),
    '-1': error('errors.generic.errorDeleteData'),
  },

  // White label
  addWhiteLabel: {
    '1': success('superAdmin.whiteLabel.created'),
    '2': success('superAdmin.whiteLabel.assigned'),
    '-1': error('errors.other.existsWhiteLable'),
    '-2': error('errors.other.selectWhiteLable'),
    '-3': error('errors.other.notRecaptcha'),
  },
  uploadWhiteLabelImage: {
    '1': success('superAdmin.whiteLabel.fileUploaded'),
    '-1': error('errors.files.uploadFailed'),
    '-2': error('errors.files.unsupportedType'),
  },
  setQuietHours: { '1': success('settingsBrands.quietHours.saved') },

  // Wallets and organizations
  addWallet: {
    '1': success('superAdmin.wallets.added'),
    '-1': error('errors.generic.errorSavingData'),
    '-2': error('superAdmin.wallets.nameExists'),
    '-3': error('settingsBrands.wallets.notEnoughCredits'),
  },
  updateWallet: {
    '1': success('superAdmin.wallets.updated'),
    '-1': error('errors.generic.errorSavingData'),
    '-2': error('superAdmin.wallets.nameExists'),
    '-3': error('settingsBrands.wallets.notEnoughCredits'),
  },
  updateWalletStatus: {
    '1': success('superAdmin.wallets.statusUpdated'),
    '-1': error('errors.generic.errorSavingData'),
  },
  deleteWallet: {
    '1': success('superAdmin.wallets.deleted'),
    '-1': error('errors.generic.errorDeleteData'),
  },
  setWalletPermissions: {
    '1': success('superAdmin.wallets.permissionsSaved'),
    '-1': error('errors.generic.errorSavingData'),
  },
  addOrganization: {
    '1': success('superAdmin.organizations.added'),
    '-1': error('errors.generic.errorSavingData'),
    '-2': error('superAdmin.organizations.companyIdExists'),
  },
  updateOrganization: {
    '1': success('superAdmin.organizations.updated'),
    '-1': error('errors.generic.errorSavingData'),
    '-2': error('superAdmin.organizations.companyIdExists'),
  },
  deleteOrganization: {
    '1': success('superAdmin.organizations.deleted'),
    '-1': error('errors.generic.errorDeleteData'),
  },

  // Sender-name requests
  deleteLocalSourceNumberText: {
    '1': success('superAdmin.sourceNames.localFileDeleted'),
    '-1': error('errors.generic.errorDeleteData'),
    '-2': warning('superAdmin.sourceNames.noSecureCopyYet'),
  },
  deleteSourceNumberText: {
    '1': success('superAdmin.sourceNames.requestDeleted'),
    '-1': error('errors.generic.errorDeleteData'),
  },
  saveSourceNumberText: {
    '1': success('superAdmin.sourceNames.saved'),
    '-1': error('errors.generic.errorSavingData'),
  },
  saveAllSourceNumberText: {
    '1': success('superAdmin.sourceNames.allSaved'),
    '-1': error('errors.generic.errorSavingData'),
  },
  sendZoomMeetingCoordination: {
    '1': success('superAdmin.sourceNames.meetingLinkSent'),
    '-1': error('errors.generic.errorHappen'),
    '-2': info('superAdmin.sourceNames.meetingAlreadyDone'),
  },

  // Rates and price lists
  saveCountriesRates: {
    '1': success('superAdmin.rates.saved'),
    '0': error('errors.other.notAllowedCountryToAdmin'),
    '-1': error('errors.other.noUserPermission'),
  },
  addPriceList: {
    '1': success('superAdmin.priceLists.created'),
    '-1': error('errors.generic.errorSavingData'),
    '-2': error('superAdmin.priceLists.nameExists'),
  },
  savePriceList: {
    '1': success('superAdmin.priceLists.saved'),
    '-1': error('errors.generic.errorSavingData'),
    '-2': error('superAdmin.priceLists.nameExists'),
  },
  updatePriceListTexts: {
    '1': success('superAdmin.priceLists.textsSaved'),
    '-1': error('errors.generic.errorSavingData'),
  },
  removePriceList: {
    '1': success('superAdmin.priceLists.removed'),
    '-1': error('errors.generic.errorDeleteData'),
    '-2': error('superAdmin.priceLists.inUse'),
    '-3': error('superAdmin.priceLists.defaultCannotBeRemoved'),
  },
  addProductToPriceList: {
    '1': success('superAdmin.priceLists.productAdded'),
    '-1': error('errors.generic.errorSavingData'),
    '-2': error('superAdmin.priceLists.productExists'),
  },
  removeProductFromPriceList: {
    '1': success('superAdmin.priceLists.productRemoved'),
    '-1': error('errors.generic.errorDeleteData'),
  },
  changePriceList: {
    '1': success('superAdmin.priceLists.changed'),
    '-1': error('errors.generic.errorSavingData'),
    '-9': error('superAdmin.priceLists.notFound'),
  },
  restoreDefaultPriceList: {
    '1': success('superAdmin.priceLists.defaultRestored'),
    '-1': error('errors.generic.errorSavingData'),
  },
};
