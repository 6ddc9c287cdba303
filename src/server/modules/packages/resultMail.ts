/**
 * auth/send-url-cg-response-mail: the /credit-guard-result page asks that the payment's outcome be
 * e-mailed to the payer. The call is public (the page opens after the processor, without a
 * session), so nothing it says is trusted: the payment is named by its long random token (the
 * ?payment= the result page got), the outcome is the one the processor's signed report recorded,
 * the address is the payer's own, and each payment is mailed once.
 */
import type { SendUrlCgResponseMailApiArg, SendUrlCgResponseMailApiResponse } from '../../../contract/auth';
import { SendUrlCgResponseMail } from '../../../contract/statusCodes';
import type { Handler } from '../../http/handler';
import { sendSystemMail } from '../../messaging/outbox';

const outcomeText: Record<string, string> = {
  paid: 'Your card payment was approved.',
  declined: 'Your card payment was not approved; nothing was charged.',
  failed: 'Your card payment needs our attention; a representative will contact you.',
};

export const sendUrlCgResponseMail: Handler<SendUrlCgResponseMailApiArg> = async ({ body }, ctx): Promise<SendUrlCgResponseMailApiResponse> => {
  const failed = { data: { status: SendUrlCgResponseMail.mailFailed } };
  const token = body.params?.payment;
  if (!token) return failed;
  const now = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    const payment = await trx.selectFrom('package_payments').select(['id', 'user_id', 'state', 'total', 'processor_reference']).where('token', '=', token).where('result_mailed_at', 'is', null).where('state', '!=', 'pending').executeTakeFirst();
    if (!payment) return failed;
    const payer = await trx.selectFrom('users').select('email').where('id', '=', payment.user_id).executeTakeFirst();
    if (!payer?.email) return failed;
    // Claims the mail: of two calls racing, only the one that marks the payment sends.
    const claimed = await trx.updateTable('package_payments').set({ result_mailed_at: now }).where('id', '=', payment.id).where('result_mailed_at', 'is', null).executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return failed;
    const text = `${outcomeText[payment.state] ?? outcomeText.failed}\nAmount: ₪${payment.total}\nReference: ${payment.processor_reference ?? '-'}`;
    await sendSystemMail(trx, { to: payer.email, subject: 'Card payment result', text, userId: payment.user_id, now });
    return { data: { status: SendUrlCgResponseMail.mailSent } };
  });
};
