/** main/card-payment-result: the processor's signed report of a hosted payment (payments.ts settles it). */
import type { ReceiveCardPaymentResultApiArg, ReceiveCardPaymentResultApiResponse } from '../../../contract/main';
import { forbidden } from '../../http/envelope';
import type { Handler } from '../../http/handler';
import { settleCardPayment } from './payments';
import { paymentReportSigned, paymentSecretOf, paymentSignatureHeader } from './signature';

export const receiveCardPaymentResult: Handler<ReceiveCardPaymentResultApiArg> = async ({ body }, ctx): Promise<ReceiveCardPaymentResultApiResponse> => {
  const signature = ctx.request.headers[paymentSignatureHeader];
  if (!paymentReportSigned(paymentSecretOf(ctx.config), body, typeof signature === 'string' ? signature : undefined)) throw forbidden('errors.other.noAccess');
  const { status } = await settleCardPayment(ctx.db, body, ctx.now());
  return { data: { status } };
};
