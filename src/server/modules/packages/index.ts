/** Packages and card payment: the buy-package step, the processor's reports, its simulator, administrators' sales. */
import type { HandlerMap } from '../../http/handler';
import { buyPackage } from './buy';
import { receiveCardPaymentResult } from './cardResult';
import { getDetailsForPackage } from './details';
import { prepaidToPup, prepaidToPupWhatsapp } from './prepaidToPup';
import { sendUrlCgResponseMail } from './resultMail';
import { showPaymentSimulator, submitPaymentSimulator } from './simulatorPage';

export const packageHandlers: HandlerMap = {
  getDetailsForPackage,
  buyPackage,
  receiveCardPaymentResult,
  showPaymentSimulator,
  submitPaymentSimulator,
  prepaidToPup,
  prepaidToPupWhatsapp,
  sendUrlCgResponseMail,
} as HandlerMap;
