/**
 * Every operation that has real behaviour, by operationId. The contract binding answers 501
 * for the rest; `npm run check:api` counts both.
 */
import type { HandlerMap } from '../http/handler';
import { approvalHandlers } from './approvals';
import { getStatusInactiveUser, handleInactiveUser } from './auth/inactive';
import { blacklistHandlers } from './blacklist';
import { campaignHandlers } from './campaigns';
import { login } from './auth/login';
import { getAppMetaData } from './auth/metaData';
import { requestCode, setNewPassword, updateUserPassword, verifyCode } from './auth/passwords';
import { externalLogin, logout } from './auth/sessions';
import { contactListHandlers } from './contacts';
import { contactImportHandlers } from './contacts/imports';
import { fileHandlers } from './files';
import { voiceFileHandlers } from './voiceFiles';
import { linkHandlers } from './links';
import { chatHandlers } from './chat';
import { whatsappHandlers } from './whatsapp';
import { loginAdminToSub } from './main/loginAsUser';
import { deleteOtpPhone, otpOff, otpOn, verifyOtp } from './main/otp';
import { acknowledgeNotification, streamNotifications } from './main/eventStream';
import { getOverseasRates } from './main/overseasRates';
import { getUserProfile } from './main/profile';
import { publicHandlers } from './public';
import { getReportPage } from './reports/reportPage';
import { shipmentReportHandlers } from './reports/shipments';
import { messageReportHandlers } from './reports/messages';
import { voiceReportHandlers } from './reports/voice';
import { whatsappReportHandlers } from './reports/whatsapp';
import { clickReportHandlers } from './reports/clicks';
import { invoiceHandlers } from './reports/invoices';
import { getOverseasBilling } from './reports/overseas/overseasBilling';
import { addBlacklistWord, freezeBlacklistWord, updateBlacklistWord } from './superAdmin/prohibitedWords';
import { startOrStopCampaign } from './superAdmin/startOrStopCampaign';
import { killThemAll, killUser, unblockUser, updatePasswordValidity } from './superAdmin/accountAccess';
import { customerSearchHandlers } from './superAdmin/customerSearch';
import { pushApiHandlers } from './pushApi';
import { packageHandlers } from './packages';
import { newsletterHandlers } from './newsletters';
import { senderHandlers } from './senders';
import { templateHandlers } from './templates';
import { usersHandlers } from './users';
import { myProfileHandlers } from './myProfile';
import { withAudit } from './auditedOperations';
import { exportHandlers } from './superAdmin/exports';
import { supportListHandlers } from './superAdmin/supportLists';
import { systemBlockHandlers } from './superAdmin/systemBlocks';
import { getCustomerHistory } from './superAdmin/customerHistory';
import { getAuditLog } from './superAdmin/auditLog/getAuditLog';
import { businessFigureHandlers } from './superAdmin/bi';
import { serverErrorHandlers } from './superAdmin/errors';
import { checkGoogleAuth } from './superAdmin/authenticatorApp';
import { createTokenOnPhp } from './superAdmin/previousSystem';
import { getGroupsHistory } from './superAdmin/verifiedGroupsHistory';
import { customerHandlers } from './superAdmin/customers';
import { getQueue } from './superAdmin/queue/getQueue';
import { systemPolicyHandlers } from './superAdmin/systemPolicy';
import { priceListHandlers } from './superAdmin/priceLists';
import { senderDocumentHandlers } from './superAdmin/senderDocuments';
import { brandHandlers } from './superAdmin/brands';
import { walletHandlers } from './superAdmin/wallets';
import { systemNumberHandlers } from './superAdmin/systemNumbers';
import { cardPageHandlers } from './superAdmin/cardPage';

// withAudit: the actions of administrators (and every sign-in-as) write the audit log (auditedOperations.ts).
export const handlers: HandlerMap = withAudit({
  ...publicHandlers,
  // auth
  login,
  logout,
  externalLogin,
  getAppMetaData,
  handleInactiveUser,
  getStatusInactiveUser,
  requestCode,
  verifyCode,
  setNewPassword,
  updateUserPassword,
  // main
  getUserProfile,
  otpOn,
  verifyOtp,
  otpOff,
  deleteOtpPhone,
  loginAdminToSub,
  getOverseasRates,
  streamNotifications,
  acknowledgeNotification,
  ...contactListHandlers,
  ...contactImportHandlers,
  ...blacklistHandlers,
  getReportPage,
  ...shipmentReportHandlers,
  ...messageReportHandlers,
  ...voiceReportHandlers,
  ...whatsappReportHandlers,
  ...clickReportHandlers,
  ...invoiceHandlers,
  getOverseasBilling,
  ...fileHandlers,
  ...voiceFileHandlers,
  ...chatHandlers,
  ...whatsappHandlers,
  ...campaignHandlers,
  startOrStopCampaign,
  getQueue,
  unblockUser,
  killUser,
  killThemAll,
  updatePasswordValidity,
  ...customerSearchHandlers,
  ...approvalHandlers,
  addBlacklistWord,
  updateBlacklistWord,
  freezeBlacklistWord,
  ...linkHandlers,
  ...pushApiHandlers,
  ...packageHandlers,
  ...newsletterHandlers,
  ...senderHandlers,
  ...usersHandlers,
  ...templateHandlers,
  ...myProfileHandlers,
  getCustomerHistory,
  getAuditLog,
  ...businessFigureHandlers,
  ...serverErrorHandlers,
  checkGoogleAuth,
  createTokenOnPhp,
  getGroupsHistory,
  ...customerHandlers,
  ...systemPolicyHandlers,
  ...brandHandlers,
  ...walletHandlers,
  ...systemNumberHandlers,
  ...cardPageHandlers,
  ...supportListHandlers,
  ...systemBlockHandlers,
  ...exportHandlers,
  ...priceListHandlers,
  ...senderDocumentHandlers,
});
