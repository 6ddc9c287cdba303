/** Sender identities (issue 6): sender names, verified numbers and the public /ver/:hash page. */
import type { HandlerMap } from '../../http/handler';
import { sourceFromAdmin } from './inherited';
import { getSourceNames, insertSourceName, verifySourceName } from './names';
import { getVerifiedNumbers, verifyPhoneNumber } from './numbers';
import { readNewSourceNumberPopup } from './popup';
import { getVerifyPhoneData, verifyPhone } from './verifyPage';

export const senderHandlers: HandlerMap = {
  getSourceNames,
  verifySourceName,
  insertSourceName,
  sourceFromAdmin,
  getVerifiedNumbers,
  verifyPhoneNumber,
  readNewSourceNumberPopup,
  getVerifyPhoneData,
  verifyPhone,
} as HandlerMap;
