/**
 * The card-payment page a super-administrator opens for a customer (issue 20): get-url-cg starts
 * a payment of the customer (a card saved, or an amount with VAT charged) and answers the card
 * processor's hosted page for it (packages/paymentAdapter.ts); test-url-cg opens such a page to
 * check it answers. The address is always the processor's, made from the payment's token:
 * nothing of the request names where the browser or the server goes.
 */
import type { GetUrlCgApiArg, GetUrlCgApiResponse, TestUrlCgApiArg, TestUrlCgApiResponse } from '../../../../contract/superAdmin';
import { GetUrlCg, TestUrlCg } from '../../../../contract/statusCodes';
import { accountOf } from '../../../../domain/access';
import { managedUserOf } from '../../../http/account';
import type { Handler, RequestContext } from '../../../http/handler';
import { sendSystemMail } from '../../../messaging/outbox';
import { linkBaseOf, publicHostOf } from '../../links/base';
import { paymentAdapterOf } from '../../packages/paymentAdapter';
import { startAdminCardPayment } from '../../packages/payments';
import { simulatorPageOf } from '../../packages/simulatorPage';

async function openPage(ctx: RequestContext, userId: number, purpose: 'saveCard' | 'charge', total: number) {
  const user = await managedUserOf(ctx, userId);
  const payment = await startAdminCardPayment(ctx.db, { account: accountOf(user), userId: user.userId, purpose, total, now: ctx.now() });
  return { user, token: payment.token, url: paymentAdapterOf(ctx.config).hostedPageUrl(payment) };
}

export const getUrlCg: Handler<GetUrlCgApiArg> = async ({ body }, ctx): Promise<GetUrlCgApiResponse> => {
  const customer = await managedUserOf(ctx, body.userId);
  const refused = { data: { status: GetUrlCg.cgUrlFailed, success: 'n' as const } };
  // A charge names its amount (a card is saved without one); a page is mailed only to an address.
  if (body.purpose === 'charge' && !(typeof body.amount === 'number' && body.amount > 0)) return refused;
  const { email } = await ctx.db.selectFrom('users').select('email').where('id', '=', customer.userId).executeTakeFirstOrThrow();
  if (body.sendByMail && !email) return refused;
  return ctx.db.transaction().execute(async (trx) => {
    const { user, url } = await openPage({ ...ctx, db: trx }, body.userId, body.purpose, body.amount ?? 0);
    if (body.sendByMail) {
      const link = `${linkBaseOf(publicHostOf(ctx))}${url}`;
      const subject = body.purpose === 'charge' ? 'Card payment' : 'Saving your card';
      const purpose = body.purpose === 'charge' ? `pay ₪${body.amount}` : 'save your card for later payments';
      await sendSystemMail(trx, { to: email, subject, text: `Please open this page to ${purpose}:\n${link}`, userId: user.userId, now: ctx.now() });
    }
    return { data: { status: GetUrlCg.pageReady, success: 'y' as const, url } };
  });
};

export const testUrlCg: Handler<TestUrlCgApiArg> = async ({ body }, ctx): Promise<TestUrlCgApiResponse> => {
  const { url, token } = await openPage(ctx, body.userId, 'saveCard', 0);
  // The simulator is served by this server: its page is drawn as the browser would get it
  // (in this call's transaction, where the payment just started is already visible).
  let works = false;
  try {
    works = /<form/i.test(await simulatorPageOf(ctx, token));
  } catch (error) {
    ctx.request.log.warn({ err: error }, 'card payment page did not open');
  }
  return { data: works ? { status: TestUrlCg.pageWorks, success: 'y', url } : { status: TestUrlCg.cgUrlFailed, success: 'n' } };
};
