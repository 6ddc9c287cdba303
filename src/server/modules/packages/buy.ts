/**
 * main/buy-package: the signed-in primary user buys a package of its price list. By card the
 * payment is started and the processor's hosted page named; nothing is loaded until the
 * processor reports the payment. A postpaid request waits for an administrator.
 */
import type { BuyPackageApiArg, BuyPackageApiResponse } from '../../../contract/main';
import { BuyPackage } from '../../../contract/statusCodes';
import { isPurchaseHour } from '../../../domain/packages';
import { accountOf } from '../../http/account';
import type { Handler } from '../../http/handler';
import { paymentAdapterOf } from './paymentAdapter';
import { startCardPayment } from './payments';
import { openPostpaidRequest, openPostpaidRequestOf } from './postpaid';
import { priceListOf } from './priceList';

export const buyPackage: Handler<BuyPackageApiArg> = async ({ body }, ctx): Promise<BuyPackageApiResponse> => {
  const user = ctx.user!;
  const account = accountOf(user);
  const now = ctx.now();
  const list = await priceListOf(ctx.db, account);
  const product = list?.packages.find((p) => p.id === body.productId);
  if (!product) return { data: { status: BuyPackage.notFound } };
  if (!ctx.config.payment.anyHour && !isPurchaseHour(now)) return { data: { status: BuyPackage.offHours } };
  const purchase = { account, userId: user.userId, productId: product.id, service: product.service, credits: product.quantity, amount: product.rate, now };
  if (body.paymentMethod === 'postpaid') {
    const opened = await openPostpaidRequest(ctx.db, purchase);
    return { data: { status: opened ? BuyPackage.postpaidAwaitingApproval : BuyPackage.postpaidRequestOpen } };
  }
  // While a postpaid request is open the account buys nothing else online (get-details-for-package says -3).
  if (await openPostpaidRequestOf(ctx.db, account)) return { data: { status: BuyPackage.postpaidRequestOpen } };
  const payment = await startCardPayment(ctx.db, purchase);
  return { data: { status: BuyPackage.paymentPageReady, paymentUrl: paymentAdapterOf(ctx.config).hostedPageUrl(payment), total: payment.total } };
};
