/**
 * super-admin/prepaid-to-pup(-whatsapp): an administrator sells a customer a package of its
 * price list. Postpaid approves the account's open postpaid request (or moves the customer to
 * the package at once when none is open): credits, invoice and receipt in one transaction.
 * By card the card saved by the customer's last paid payment is charged through the
 * processor, and the charge is settled like any card payment.
 */
import type { PrepaidToPupApiArg, PrepaidToPupApiResponse, PrepaidToPupWhatsappApiArg, PrepaidToPupWhatsappApiResponse } from '../../../contract/superAdmin';
import { PrepaidToPup } from '../../../contract/statusCodes';
import { priceWithVat, roundMoney } from '../../../domain/packages';
import type { BalanceService } from '../../db/schema';
import { userScopeOf } from '../../http/account';
import type { Handler, RequestContext } from '../../http/handler';
import { recordCreditPurchase } from '../reports/invoices/purchase';
import { paymentAdapterOf } from './paymentAdapter';
import { settleCardPayment, startCardPayment } from './payments';
import { ownWhatsappRate, whatsappVolumePrice } from './whatsappPackageAmount';
import { priceListOf, type PackageRow } from './priceList';

interface Picked {
  product: PackageRow;
  credits: number;
  amount: number;
}

interface Sale {
  userId: number;
  priceListId?: number;
  paymentMethod: 'card' | 'postpaid';
  /** The package and how many credits of it, at what price before VAT, for the customer of this account; null when the list has none fitting. */
  pick: (packages: PackageRow[], customer: { userId: number; account: number }) => Promise<Picked | null> | Picked | null;
}

type SaleAnswer = PrepaidToPupApiResponse & PrepaidToPupWhatsappApiResponse;

async function sell(sale: Sale, ctx: RequestContext): Promise<SaleAnswer> {
  const { db } = ctx;
  const { account } = await userScopeOf(ctx, sale.userId);
  const now = ctx.now();
  const list = await priceListOf(db, account, sale.priceListId);
  const picked = list ? await sale.pick(list.packages, { userId: sale.userId, account }) : null;
  if (!picked) return { data: { status: PrepaidToPup.notFound } };
  const { product, credits, amount } = picked;
  const purchase = { account, userId: sale.userId, productId: product.id, service: product.service as BalanceService, credits, amount, now };
  const priced = { amount, total: priceWithVat(amount, now) };

  if (sale.paymentMethod === 'postpaid') {
    const invoiceId = await db.transaction().execute(async (tx) => {
      // Only a request for what is sold is approved by it (a WhatsApp sale never closes an SMS request).
      const request = await tx.selectFrom('postpaid_requests').select('id').where('account_id', '=', account).where('service', '=', purchase.service).where('state', '=', 'open').executeTakeFirst();
      const bought = await recordCreditPurchase(tx, { ...purchase, paymentReference: request ? `postpaid request ${request.id}` : 'postpaid' });
      if (request) {
        await tx.updateTable('postpaid_requests').set({ state: 'approved', decided_by: ctx.user!.userId, decided_at: now, invoice_id: bought.invoiceId }).where('id', '=', request.id).execute();
      }
      return bought.invoiceId;
    });
    return { data: { status: PrepaidToPup.moved, invoiceId, ...priced } };
  }

  const saved = await db
    .selectFrom('package_payments')
    .select('card_token')
    .where('account_id', '=', account)
    .where('state', '=', 'paid')
    .where('card_token', 'is not', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!saved?.card_token) return { data: { status: PrepaidToPup.noCardDetails } };
  const payment = await startCardPayment(db, purchase);
  let charge;
  try {
    charge = await paymentAdapterOf(ctx.config).chargeSavedCard({ cardToken: saved.card_token, total: payment.total });
  } catch (error) {
    ctx.request.log.error({ err: error }, 'saved card charge failed');
    charge = { outcome: 'error' as const, reference: 'unreachable' };
  }
  const settled = await settleCardPayment(db, { token: payment.token, outcome: charge.outcome, amount: payment.total, reference: charge.reference, cardToken: saved.card_token }, now);
  return { data: { status: settled.status, ...(settled.invoiceId ? { invoiceId: settled.invoiceId } : {}), ...priced } };
}

export const prepaidToPup: Handler<PrepaidToPupApiArg> = async ({ body }, ctx): Promise<PrepaidToPupApiResponse> =>
  sell(
    {
      ...body,
      pick: (packages) => {
        const product = packages.find((p) => p.id === body.productId);
        const quantity = body.quantity ?? 1;
        return product ? { product, credits: product.quantity * quantity, amount: roundMoney(product.rate * quantity) } : null;
      },
    },
    ctx,
  );

/**
 * WhatsApp is sold by the message (at least 1000, the contract checks), at the price the page
 * showed (calc-credit-user-amount): the customer's own rate for Israel, else the volume price
 * of its list; the product recorded is the list's WhatsApp package of that volume.
 */
export const prepaidToPupWhatsapp: Handler<PrepaidToPupWhatsappApiArg> = async ({ body }, ctx): Promise<PrepaidToPupWhatsappApiResponse> =>
  sell(
    {
      ...body,
      pick: async (packages, customer) => {
        const volume = whatsappVolumePrice(packages, body.messages);
        if (!volume) return null;
        const rate = await ownWhatsappRate(ctx.db, customer.userId, customer.account);
        return rate === null ? volume : { ...volume, amount: roundMoney(rate * body.messages) };
      },
    },
    ctx,
  );
