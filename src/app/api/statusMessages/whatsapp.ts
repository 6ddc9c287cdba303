import { error, info, success, warning, type StatusMessageTable } from './types';

// The WhatsApp errors of the spec's section 8 keep one code across every operation
// (see api-spec/paths/whatsapp.yaml), so their rows share the catalogue's keys.
const accountBlocked = error('errors.whatsapp.accountBlocked');
const dailyLimit = error('errors.whatsapp.dailyLimit');
const senderEqualsRecipient = error('errors.whatsapp.senderEqualsRecipient');
/** The customer opted out (the consent record): the chat sends nothing to them. */
const optedOut = error('errors.whatsapp.optedOut');
const variableCount = error('errors.whatsapp.variableCount');
/** A prohibited word in the template's text or its values: the composer's forbidden-text message. */
const forbiddenTemplateText = error('errors.campaign.forbiddenText');
const sessionClosed = error('errors.whatsapp.rule24h');
const firstMessageTemplate = error('errors.whatsapp.firstMessageTemplate');
const invalidPicture = error('errors.whatsapp.picture');
const invalidWebsite = error('errors.whatsapp.website');
// -9: the browser shows errors.whatsapp.messageRejection.<rejectionReason> when the answer has one.
const rejected = error('whatsapp.send.rejected');
const notEnoughCredits = error('whatsapp.credits.notEnough');
const templateNotApproved = error('whatsapp.template.notApproved');
const sendError = error('whatsapp.send.error');

export const whatsappStatusMessages: StatusMessageTable = {
  whatsappRegisterNumber: {
    '1': success('whatsapp.register.registered'),
    '2': info('whatsapp.register.verificationNeeded'),
    '-1': error('whatsapp.register.error'),
    '-2': error('errors.lists.invalidPhone'),
    '-3': error('whatsapp.register.numberInUse'),
    '-4': error('whatsapp.register.poolNumberTaken'),
  },
  whatsappVerifyNumber: {
    '1': success('whatsapp.verify.verified'),
    '2': info('whatsapp.verify.codeSent'),
    '-1': error('whatsapp.verify.error'),
    '-2': error('whatsapp.verify.wrongCode'),
    '-3': error('whatsapp.verify.tooManyCodes'),
    '-4': error('whatsapp.verify.notRegistered'),
  },
  whatsappCreateUser: {
    '1': success('whatsapp.onboarding.submitted'),
    '-1': error('errors.generic.errorSavingData'),
    '-2': error('whatsapp.onboarding.requestOpen'),
    '-3': error('whatsapp.register.numberInUse'),
    '-4': error('whatsapp.register.poolNumberTaken'),
    '-10': error('errors.whatsapp.name'),
    '-11': error('errors.whatsapp.id'),
    '-12': error('errors.whatsapp.document'),
    '-13': error('errors.whatsapp.address'),
    '-14': error('errors.whatsapp.email'),
    '-15': invalidWebsite,
    '-16': invalidPicture,
  },
  whatsappCreateAccount: {
    '1': success('whatsapp.account.created'),
    '-1': error('errors.generic.errorSavingData'),
    '-2': error('whatsapp.account.notVerified'),
    '-3': error('whatsapp.account.exists'),
    '-10': error('errors.whatsapp.name'),
  },
  whatsappDeleteAccount: {
    '1': success('whatsapp.account.deleted'),
    '-1': error('errors.generic.errorDeleteData'),
    '-2': warning('whatsapp.account.hasWaitingCampaigns'),
  },
  setWhatsappChatProfile: {
    '1': success('whatsapp.profile.saved'),
    '-1': error('errors.generic.errorSavingData'),
    '-13': error('errors.whatsapp.address'),
    '-14': error('errors.whatsapp.email'),
    '-15': invalidWebsite,
    '-16': invalidPicture,
    '-22': accountBlocked,
  },
  uploadWhatsappFile: {
    '1': success('whatsapp.upload.uploaded'),
    '-1': error('errors.files.uploadFailed'),
    '-2': error('whatsapp.upload.unsupportedType'),
    '-16': invalidPicture,
  },
  whatsappCreateTemplate: {
    '1': success('whatsapp.template.submitted'),
    '-1': error('errors.generic.errorSavingData'),
    '-2': error('whatsapp.template.nameExists'),
    '-15': invalidWebsite,
    '-17': error('errors.whatsapp.templateStructure'),
    '-18': variableCount,
    '-22': accountBlocked,
  },
  deleteWhatsappTemplate: {
    '1': success('whatsapp.template.deleted'),
    '-1': error('errors.generic.errorDeleteData'),
  },
  calcWhatsappCampaignCredits: {
    '1': info('whatsapp.credits.calculated'),
    '-1': error('errors.campaign.creditCalculationError'),
    '-2': warning('whatsapp.credits.notEnough'),
  },
  createWhatsappCampaign: {
    '1': success('whatsapp.campaign.sent'),
    '2': success('whatsapp.campaign.scheduled'),
    '3': info('whatsapp.campaign.readyToSend'),
    '4': warning('errors.campaign.outsidePermittedHours'),
    '-1': error('whatsapp.campaign.error'),
    '-2': notEnoughCredits,
    '-3': error('errors.campaign.noDestinations'),
    '-4': error('errors.campaign.allFiltered'),
    '-5': templateNotApproved,
    '-6': error('errors.campaign.sameMessageLastHour'),
    '-7': error('whatsapp.campaign.cannotChange'),
    '-8': error('whatsapp.campaign.startTooSoon'),
    '-18': variableCount,
    '-22': accountBlocked,
    '-23': dailyLimit,
    '-25': forbiddenTemplateText,
  },
  whatsappSendExample: {
    '1': success('whatsapp.example.sent'),
    '-1': error('whatsapp.example.error'),
    '-2': notEnoughCredits,
    '-5': templateNotApproved,
    '-9': rejected,
    '-18': variableCount,
    '-22': accountBlocked,
    '-23': dailyLimit,
    '-24': senderEqualsRecipient,
    '-25': forbiddenTemplateText,
  },
  sendWhatsappChatMessage: {
    '1': success('whatsapp.send.sent'),
    '-1': sendError,
    '-9': rejected,
    '-19': sessionClosed,
    '-20': firstMessageTemplate,
    '-22': accountBlocked,
    '-23': dailyLimit,
    '-24': senderEqualsRecipient,
    '-26': optedOut,
  },
  sendWhatsappChatTemplate: {
    '1': success('whatsapp.send.sent'),
    '-1': sendError,
    '-2': notEnoughCredits,
    '-5': templateNotApproved,
    '-9': rejected,
    '-18': variableCount,
    '-22': accountBlocked,
    '-23': dailyLimit,
    '-24': senderEqualsRecipient,
    '-25': forbiddenTemplateText,
    '-26': optedOut,
  },
  sendWhatsappFileMessage: {
    '1': success('whatsapp.send.sent'),
    '-1': sendError,
    '-6': error('whatsapp.upload.unsupportedType'),
    '-9': rejected,
    '-19': sessionClosed,
    '-20': firstMessageTemplate,
    '-21': error('errors.whatsapp.emptyCaption'),
    '-22': accountBlocked,
    '-23': dailyLimit,
    '-24': senderEqualsRecipient,
    '-26': optedOut,
  },
  sendWhatsappReaction: {
    '1': success('whatsapp.reaction.sent'),
    '-1': error('whatsapp.reaction.error'),
    '-9': rejected,
    '-19': sessionClosed,
  },
  calcWhatsappCreditUserAmount: {
    '1': info('whatsapp.package.calculated'),
    '-1': error('whatsapp.package.error'),
    '-2': error('whatsapp.package.noPriceList'),
  },
  deleteWhatsappPermission: {
    '1': success('whatsapp.permission.removed'),
    '-1': error('errors.generic.errorSavingData'),
  },
  setWhatsappProductRate: {
    '1': success('whatsapp.rate.saved'),
    '0': error('errors.other.notAllowedCountryToAdmin'),
    '-1': error('errors.other.noUserPermission'),
  },
};
