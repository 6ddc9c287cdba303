/**
 * The money and credits that came in: super-admin/sum-cash (money received) and
 * super-admin/quantity-relo (credit reloads), today, this month, last month and this year.
 *
 * Money received is what purchases paid: one invoice per purchase (reports/invoices/purchase.ts
 * issues an invoice and a receipt for each; the invoice is counted, so nothing twice), before
 * VAT. How it came: a card payment names its invoice (package_payments.invoice_id), an approved
 * postpaid request writes 'postpaid…' as the payment reference, anything else was recorded by
 * billing (a bank transfer).
 *
 * A reload is credits coming into an account from outside: the ledger's top-ups
 * (balance_entries_top_ups' condition: a credit that is not a campaign's refund) except
 * credits moved between users (credits.transfer, and a deleted sub-user's balance going back
 * up its family), which only move credits already counted.
 */
import type { GetQuantityReloApiResponse, GetSumCashApiResponse, SuperAdminPeriodFigure } from '../../../../contract/superAdmin';
import { roundMoney } from '../../../../domain/packages';
import { topUpCondition } from '../../../db/migrations/0037_balance_top_ups';
import { balanceServices } from '../../../db/schema';
import type { Handler } from '../../../http/handler';
import type { Period } from '../../reports/period';
import { namedPeriods, type NamedPeriod } from '../../reports/days';

/** Ledger reasons that move credits already in the system from one user to another. */
export const movedCreditReasons = ['credits.transfer', 'user.delete', 'wallet.fund', 'wallet.return'] as const;

interface Entry {
  at: number;
  credits: number;
  amount: number;
}

/** The figure of each named period over dated entries. */
function figuresOf(entries: readonly Entry[], periods: Record<NamedPeriod, Period>): SuperAdminPeriodFigure[] {
  return (Object.keys(periods) as NamedPeriod[]).map((name) => {
    const { from, to } = periods[name];
    const inPeriod = entries.filter((e) => e.at >= from && e.at < to);
    return {
      period: name,
      count: inPeriod.length,
      credits: inPeriod.reduce((sum, e) => sum + e.credits, 0),
      amount: roundMoney(inPeriod.reduce((sum, e) => sum + e.amount, 0)),
    };
  });
}

/** From the first moment any named period covers (last month may be last year's December). */
const earliestOf = (periods: Record<NamedPeriod, Period>): number => Math.min(...Object.values(periods).map((p) => p.from));

export type PaymentType = 'card' | 'postpaid' | 'bank';

export const getSumCash: Handler = async (_arg, ctx): Promise<GetSumCashApiResponse> => {
  const periods = namedPeriods(ctx.now());
  const since = earliestOf(periods);
  const [invoices, cardPayments] = await Promise.all([
    ctx.db.selectFrom('invoices').select(['id', 'paid_at', 'credits', 'amount', 'payment_reference']).where('type', '=', 'invoice').where('paid_at', '>=', since).execute(),
    // A card payment is settled (completed_at) when its invoice is issued.
    ctx.db.selectFrom('package_payments').select('invoice_id').where('state', '=', 'paid').where('completed_at', '>=', since).execute(),
  ]);
  const byCard = new Set(cardPayments.map((p) => p.invoice_id));
  const entries = invoices.map((i) => ({ at: Number(i.paid_at), credits: Number(i.credits), amount: Number(i.amount), type: typeOf(byCard.has(i.id), i.payment_reference) }));
  const byPaymentType: Record<PaymentType, number> = { card: 0, postpaid: 0, bank: 0 };
  for (const e of entries.filter((x) => x.at >= periods.year.from && x.at < periods.year.to)) byPaymentType[e.type] = roundMoney(byPaymentType[e.type] + e.amount);
  return { data: { figures: figuresOf(entries, periods), byPaymentType } };
};

const typeOf = (byCard: boolean, reference: string): PaymentType => (byCard ? 'card' : reference.startsWith('postpaid') ? 'postpaid' : 'bank');

export const getQuantityRelo: Handler = async (_arg, ctx): Promise<GetQuantityReloApiResponse> => {
  const periods = namedPeriods(ctx.now());
  const since = earliestOf(periods);
  const reloads = await ctx.db
    .selectFrom('balance_entries')
    .leftJoin('invoices', (join) => join.onRef('invoices.balance_entry_id', '=', 'balance_entries.id').on('invoices.type', '=', 'invoice'))
    .select(['balance_entries.service', 'balance_entries.delta', 'balance_entries.created_at', 'invoices.amount'])
    .where(topUpCondition)
    .where('balance_entries.reason', 'not in', movedCreditReasons)
    // Every product named: a range of balance_entries_service_time (0043) per product.
    .where('balance_entries.service', 'in', balanceServices)
    .where('balance_entries.created_at', '>=', since)
    .execute();
  const entries = reloads.map((r) => ({ at: Number(r.created_at), credits: Number(r.delta), amount: Number(r.amount ?? 0), service: r.service }));
  const byService: Record<string, number> = {};
  for (const e of entries.filter((x) => x.at >= periods.month.from && x.at < periods.month.to)) byService[e.service] = (byService[e.service] ?? 0) + e.credits;
  return { data: { figures: figuresOf(entries, periods), byService } };
};
