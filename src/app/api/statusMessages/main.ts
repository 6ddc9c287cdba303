import { error, info, quietInfo, success, warning, type StatusMessageTable } from './types';

export const mainStatusMessages: StatusMessageTable = {
  otpOn: {
    '1': info('main.otp.codeSent'),
    '-1': error('main.otp.invalidPhone'),
    '-2': error('main.otp.twoPhonesOnFile'),
    '-3': error('main.otp.phoneOnFile'),
    '-4': warning('errors.otp.resendAfter'),
    '-5': error('errors.otp.tooManyRequests'),
    '-6': error('errors.otp.providerBlocked'),
    '-7': error('main.otp.codeNotSent'),
  },
  verifyOtp: {
    '1': success('main.otp.turnedOn'),
    '2': success('main.otp.phoneAdded'),
    '-1': error('errors.session.invalidCode'),
    '-2': error('main.otp.codeExpired'),
    '-3': error('main.otp.tooManyWrongCodes'),
  },
  otpOff: {
    '1': success('main.otp.turnedOff'),
    '-1': error('main.otp.turnOffFailed'),
    '-2': error('main.otp.notYourVerification'),
  },
  deleteOtpPhone: {
    '1': success('main.otp.phoneRemoved'),
    '-1': error('main.otp.phoneRemoveFailed'),
    '-2': warning('main.otp.lastPhone'),
  },
  getDetailsForPackage: {
    '1': success('main.package.ready'),
    '-1': info('main.package.workingHours'),
    '-2': info('main.package.offHours'),
    // The buy-package step shows it in its own dialog (features/payment); a toast would say it twice.
    '-3': { ...warning('errors.other.postpaidRequestOpen'), quiet: true },
  },
  buyPackage: {
    '1': quietInfo('payment.buy.paymentPageReady'),
    '-2': info('main.package.offHours'),
    '-7': info('payment.result.postpaidAwaitingApproval'),
    '-8': warning('errors.other.postpaidRequestOpen'),
    '-9': error('payment.result.notFound'),
  },
  // The package status codes of section 4 as the customer reads them (the result page after the card processor).
  receiveCardPaymentResult: {
    '1': success('payment.result.moved'),
    '2': success('payment.result.purchased'),
    '0': error('payment.result.invoiceCreationError'),
    '-1': error('payment.result.invoiceError'),
    '-3': warning('payment.result.chargeFailedWorkHours'),
    '-4': warning('payment.result.chargeFailedOffHours'),
    '-5': error('payment.result.noCardDetails'),
    '-6': error('payment.result.cardDeclined'),
    '-7': info('payment.result.postpaidAwaitingApproval'),
    '-8': warning('payment.result.postpaidRequestOpen'),
    '-9': error('payment.result.notFound'),
  },
  loginAdminToSub: {
    '1': success('main.loginAsUser.signedIn'),
    '-1': error('main.loginAsUser.failed'),
    '-2': error('main.loginAsUser.userBlocked'),
  },
  linkToCl: {
    '1': success('main.linkToList.linked'),
    '-1': error('main.linkToList.failed'),
  },
  approveCampaign: {
    '1': success('main.approval.campaignApproved'),
    '2': info('main.approval.campaignRejected'),
    '-1': error('errors.generic.errorSavingData'),
    '-2': warning('main.approval.alreadyDecided'),
    '-3': error('main.approval.linkInvalid'),
  },
  approveReport: {
    '1': success('main.approval.reportApproved'),
    '2': info('main.approval.reportRejected'),
    '-1': error('errors.generic.errorSavingData'),
    '-2': warning('main.approval.alreadyDecided'),
    '-3': error('main.approval.linkInvalid'),
  },
  approveSourceNumberText: {
    '1': success('main.approval.sourceNameApproved'),
    '2': info('main.approval.sourceNameRejected'),
    '-1': error('errors.generic.errorSavingData'),
    '-2': warning('main.approval.alreadyDecided'),
    '-3': error('main.approval.linkInvalid'),
  },
  getNewslettersLoginToken: {
    '1': success('main.newsletter.opening'),
    '-1': error('main.newsletter.openFailed'),
    '-2': info('main.newsletter.noAccount'),
  },
  createNewslettersAccount: {
    '1': success('main.newsletter.accountCreated'),
    '-1': error('main.newsletter.createFailed'),
    '-2': error('errors.session.emailTaken'),
    '-3': info('main.newsletter.accountExists'),
  },
};
