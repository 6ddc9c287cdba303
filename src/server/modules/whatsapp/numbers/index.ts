/** The whatsapp tag's number, account, profile, upload and onboarding operations, and the /very/:hash link's. */
import type { HandlerMap } from '../../../http/handler';
import { getWhatsappPhones, getWhatsappPoolNumber, getWhatsappUserMetaData, whatsappCreateAccount, whatsappDeleteAccount } from './accounts';
import { uploadWhatsappFile } from './media';
import { whatsappCreateUser } from './onboarding';
import { getWhatsappChatProfile, setWhatsappChatProfile } from './profile';
import { whatsappRegisterNumber, whatsappVerifyNumber } from './register';
import { getWhatsappVerifyPhoneData } from './verifyLink';

export const whatsappNumberHandlers: HandlerMap = {
  whatsappRegisterNumber,
  whatsappVerifyNumber,
  whatsappCreateAccount,
  whatsappDeleteAccount,
  getWhatsappPoolNumber,
  getWhatsappPhones,
  getWhatsappUserMetaData,
  getWhatsappChatProfile,
  setWhatsappChatProfile,
  uploadWhatsappFile,
  whatsappCreateUser,
  // auth tag: the /very/:hash page's number.
  getWhatsappVerifyPhoneData,
} as HandlerMap;
