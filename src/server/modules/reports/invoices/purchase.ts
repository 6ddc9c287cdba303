/**
 * WHERE INVOICES COME FROM: credits bought. A purchase (a card payment's result, a package
 * bought, an administrator recording a paid transfer) loads the credits into the account's
 * ledger (a balance entry, reason 'purchase') and issues the invoice and the receipt for it,
 * each with its document, all in one transaction: credits are never loaded without their
 * documents, nor documents issued for credits that were not loaded. Credits moved between
 * users, refunds of campaigns and grants are not purchases and issue nothing.
 */
import { refundCredits } from '../../../messaging/credits';
import type { Db } from '../../../db/database';
import type { BalanceService, InvoiceType } from '../../../db/schema';
import { roundMoney, vatMultiplierOn } from '../../../../domain/packages';
import { documentFileName, invoiceDocument } from './document';

export interface CreditPurchase {
  account: number;
  /** Who bought (the account's primary user or one of its users). */
  userId: number;
  service: BalanceService;
  credits: number;
  /** Shekels before VAT. */
  amount: number;
  paymentReference?: string;
  now: number;
}

export async function recordCreditPurchase(db: Db, p: CreditPurchase): Promise<{ invoiceId: number; receiptId: number }> {
  if (!Number.isInteger(p.credits) || p.credits <= 0 || !(p.amount >= 0)) throw new Error('a purchase is a positive whole number of credits for a non-negative amount');
  const vatMultiplier = vatMultiplierOn(p.now);
  const total = roundMoney(p.amount * vatMultiplier);
  // In the caller's transaction when it has one: a card payment marks itself paid in the same
  // transaction, so a result delivered twice loads the credits once.
  const inTransaction = <T>(work: (tx: Db) => Promise<T>): Promise<T> => (db.isTransaction ? work(db) : db.transaction().execute(work));
  return inTransaction(async (tx) => {
    await refundCredits(tx, { account: p.account, service: p.service, amount: p.credits, reason: 'purchase', reference: p.paymentReference, userId: p.userId, now: p.now });
    const entry = await tx.selectFrom('balance_entries').select('id').where('user_id', '=', p.account).where('service', '=', p.service).where('reason', '=', 'purchase').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    const customer = await tx.selectFrom('users').select(['first_name', 'last_name', 'username', 'customer_number']).where('id', '=', p.account).executeTakeFirstOrThrow();
    const customerName = `${customer.first_name} ${customer.last_name}`.trim() || customer.username;
    const issue = async (type: InvoiceType): Promise<number> => {
      // Numbers run per type; (type, number) is unique, so two issuers racing cannot share one.
      const last = await tx.selectFrom('invoices').select((eb) => eb.fn.max('number').as('n')).where('type', '=', type).executeTakeFirst();
      const number = Number(last?.n ?? 0) + 1;
      const facts = { type, number, customerName, customerNumber: customer.customer_number, service: p.service, credits: p.credits, amount: p.amount, vatMultiplier, total, paymentReference: p.paymentReference ?? '', paidAt: p.now };
      const row = await tx
        .insertInto('invoices')
        .values({
          account_id: p.account,
          user_id: p.userId,
          type,
          number,
          balance_entry_id: entry.id,
          service: p.service,
          credits: p.credits,
          amount: p.amount,
          vat_multiplier: vatMultiplier,
          total,
          payment_reference: p.paymentReference ?? '',
          status: 'paid',
          paid_at: p.now,
          file_name: documentFileName(type, number),
          document: invoiceDocument(facts),
          created_at: p.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    };
    return { invoiceId: await issue('invoice'), receiptId: await issue('receipt') };
  });
}
