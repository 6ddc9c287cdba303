/** The whatsapp tag's number, account, profile, upload and onboarding operations. */
import type { HandlerMap } from '../../../http/handler';
import { getWhatsappPhones, getWhatsappPoolNumber, getWhatsappUserMetaData, whatsappCreateAccount, whatsappDeleteAccount } from './accounts';
import { uploadWhatsappFile } from './media';
import { whatsappCreateUser } from './onboarding';
import { getWhatsappChatProfile, setWhatsappChatProfile } from './profile';
import { whatsappRegisterNumber, whatsappVerifyNumber } from './register';

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
} as HandlerMap;
