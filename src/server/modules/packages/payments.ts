/**
 * A card payment from start to its one outcome. A payment is pending until the processor
 * reports it; the report moves it once, in the transaction that loads the credits and issues
 * the invoice and receipt (recordCreditPurchase), so a report delivered twice (processors
 * retry until they hear 200) loads the credits once and answers the first outcome again.
 */
import { randomBytes } from 'node:crypto';
import { ReceiveCardPaymentResult } from '../../../contract/statusCodes';
import { isPurchaseHour, priceWithVat } from '../../../domain/packages';
import type { Db } from '../../db/database';
import type { BalanceService } from '../../db/schema';
import { HttpError, notFound } from '../../http/envelope';
import { recordCreditPurchase } from '../reports/invoices/purchase';
import type { PaymentReport } from './signature';

/** A payment a super-administrator opens for a customer (get-url-cg): a card saved (0) or an amount with VAT charged. */
export async function startAdminCardPayment(db: Db, p: { account: number; userId: number; purpose: 'saveCard' | 'charge'; total: number; now: number }): Promise<{ token: string; total: number }> {
  const token = randomBytes(24).toString('base64url');
  const total = p.purpose === 'saveCard' ? 0 : Math.round(p.total * 100) / 100;
  await db
    .insertInto('package_payments')
    .values({ token, account_id: p.account, user_id: p.userId, product_id: null, service: 'sms', credits: 0, amount: 0, total, purpose: p.purpose, created_at: p.now })
    .execute();
  return { token, total };
}

export interface PaymentStart {
  account: number;
  userId: number;
  productId: number | null;
  service: BalanceService;
  credits: number;
  /** Shekels before VAT. */
  amount: number;
  now: number;
}

export async function startCardPayment(db: Db, p: PaymentStart): Promise<{ token: string; total: number }> {
  // The token is the payment's only name outside: long and random, it cannot be guessed.
  const token = randomBytes(24).toString('base64url');
  const total = priceWithVat(p.amount, p.now);
  await db
    .insertInto('package_payments')
    .values({ token, account_id: p.account, user_id: p.userId, product_id: p.productId, service: p.service, credits: p.credits, amount: p.amount, total, created_at: p.now })
    .execute();
  return { token, total };
}

/** A processor error is not the customer's card: a representative calls, now or on the next working day. */
export const chargeFailedStatus = (now: number): number => (isPurchaseHour(now) ? ReceiveCardPaymentResult.chargeFailedWorkHours : ReceiveCardPaymentResult.chargeFailedOffHours);

export interface Settlement {
  status: number;
  invoiceId: number | null;
}

/** Applies a processor's report to its payment; the package status code it ended with. */
export async function settleCardPayment(db: Db, report: PaymentReport, now: number): Promise<Settlement> {
  try {
    return await db.transaction().execute(async (tx) => {
      const payment = await tx.selectFrom('package_payments').selectAll().where('token', '=', report.token).executeTakeFirst();
      if (!payment) throw notFound();
      // Claims the payment: of two reports racing, the second finds it no longer pending (on
      // PostgreSQL it waits for the first's row lock, then sees its outcome).
      const claimed = await tx.updateTable('package_payments').set({ completed_at: now }).where('id', '=', payment.id).where('state', '=', 'pending').executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) {
        const settled = await tx.selectFrom('package_payments').select(['result_status', 'invoice_id']).where('id', '=', payment.id).executeTakeFirstOrThrow();
        return { status: settled.result_status ?? ReceiveCardPaymentResult.invoiceError, invoiceId: settled.invoice_id };
      }
      const close = async (state: 'paid' | 'declined' | 'failed', status: number, invoiceId: number | null = null): Promise<Settlement> => {
        await tx
          .updateTable('package_payments')
          .set({ state, result_status: status, invoice_id: invoiceId, processor_reference: report.reference, card_token: state === 'paid' ? (report.cardToken ?? null) : null })
          .where('id', '=', payment.id)
          .execute();
        return { status, invoiceId };
      };
      if (report.outcome === 'declined') return close('declined', ReceiveCardPaymentResult.cardDeclined);
      if (report.outcome === 'error') return close('declined', chargeFailedStatus(now));
      // A card saved or an amount charged for a super-administrator (get-url-cg) loads no credits.
      if (payment.purpose !== 'package') {
        if (Math.abs(report.amount - payment.total) > 0.005) return close('failed', ReceiveCardPaymentResult.invoiceError);
        return close('paid', ReceiveCardPaymentResult.purchased);
      }
      // Charged another sum than the invoice would say: load nothing, billing sorts it out.
      if (Math.abs(report.amount - payment.total) > 0.005) return close('failed', ReceiveCardPaymentResult.invoiceError);
      const bought = await recordCreditPurchase(tx, {
        account: payment.account_id,
        userId: payment.user_id,
        service: payment.service,
        credits: payment.credits,
        amount: payment.amount,
        paymentReference: report.reference,
        now,
      });
      return close('paid', ReceiveCardPaymentResult.purchased, bought.invoiceId);
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // The card was charged but the credits and documents could not be written (all rolled
    // back): the payment is kept as charged without an invoice, for billing to settle.
    const marked = await db
      .updateTable('package_payments')
      .set({ state: 'failed', result_status: ReceiveCardPaymentResult.invoiceCreationError, processor_reference: report.reference, completed_at: now })
      .where('token', '=', report.token)
      .where('state', '=', 'pending')
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) === 0) throw error;
    return { status: ReceiveCardPaymentResult.invoiceCreationError, invoiceId: null };
  }
}
