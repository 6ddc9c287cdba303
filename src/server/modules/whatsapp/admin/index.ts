/** The whatsapp tag's administrators' operations and the package price. */
import type { HandlerMap } from '../../../http/handler';
import { calcWhatsappCreditUserAmount } from './packagePrice';
import { getWhatsappPostpaidUserDetails } from './postpaid';
import { getWhatsAppStatus } from './status';
import { getWhatsappProductRate, setWhatsappProductRate } from './rates';
import { deleteWhatsappPermission, getWaUserMetaData, getWhatsappUsers } from './users';

export const whatsappAdminHandlers: HandlerMap = {
  getWhatsappUsers,
  getWaUserMetaData,
  deleteWhatsappPermission,
  getWhatsappProductRate,
  setWhatsappProductRate,
  calcWhatsappCreditUserAmount,
  getWhatsappPostpaidUserDetails,
  getWhatsAppStatus,
} as HandlerMap;
