/** The business at a glance (/bi, issue 18): reads for super-administrators only (x-access superAdmin); none is audited. */
import { getCreditsByProduct, getCreditsWhatsApp } from './credits';
import { getMessagesPerDay } from './messagesPerDay';
import { getQuantityRelo, getSumCash } from './money';
import { getProfiles } from './profiles';
import { getSumLogs } from './signIns';
import { getTop10, getTop10Data } from './topCustomers';

export const businessFigureHandlers = {
  getMessagesPerDay,
  getCreditsByProduct,
  getCreditsWhatsApp,
  getSumCash,
  getQuantityRelo,
  getProfiles,
  getSumLogs,
  getTop10,
  getTop10Data,
};
