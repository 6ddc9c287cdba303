/**
 * reports/get-overseas-billing: the account's messages to numbers abroad in a period (default
 * the current month), by the price-list rate they fall under (country and operator, by the
 * longest matching prefix), with parts, the rate per part and the amount. Read through the
 * partial index messages_overseas, which holds only messages abroad, so Israeli traffic
 * costs nothing; numbers are grouped by their leading digits in SQL and matched to rates here.
 * Only messages that left count (the SMSC took them), as only those are billed.
 */
import { sql } from 'kysely';
import type { GetOverseasBillingApiArg, GetOverseasBillingApiResponse, ReportsOverseasBillingRow } from '../../../../contract/reports';
import { overseasRateForNumber, overseasRatesOf, type OverseasRate } from '../../../pricing/accountPrices';
import { HttpError } from '../../../http/envelope';
import type { Handler } from '../../../http/handler';
import { periodOf } from '../period';
import { reportScopeOf } from '../whose';

const unknownRate: OverseasRate = { prefix: '', country: 'Unknown', operator: '', rate: 0 };
const roundMoney = (n: number): number => Math.round(n * 100) / 100;

export const getOverseasBilling: Handler<GetOverseasBillingApiArg> = async ({ body }, ctx): Promise<GetOverseasBillingApiResponse> => {
  const { account } = await reportScopeOf(ctx, body.userId);
  const period = periodOf(body, ctx.now(), { byDefault: { months: 1 } });
  if (typeof period === 'string') throw new HttpError(400, period === 'tooLong' ? 'errors.reports.periodTooLong' : 'errors.generic.invalidDate');
  const rates = await overseasRatesOf(ctx.db, account);
  // Enough leading digits to tell every prefix of the list apart.
  const width = Math.max(3, ...rates.map((r) => r.prefix.length));
  const lead = sql<string>`substr(phone, 1, ${sql.lit(width)})`;
  const groups = await ctx.db
    .selectFrom('messages')
    .select([lead.as('lead'), (eb) => eb.fn.countAll<number>().as('messages'), (eb) => eb.fn.sum<number>('parts').as('parts')])
    .where('account_id', '=', account)
    .where('created_at', '>=', period.from)
    .where('created_at', '<', period.to)
    // Written as the index's own condition, so the planner may use messages_overseas.
    .where(sql<boolean>`substr(phone, 1, 3) <> '972'`)
    .where('submitted_at', 'is not', null)
    .groupBy(lead)
    .execute();
  const rows = new Map<OverseasRate, Required<ReportsOverseasBillingRow>>();
  for (const g of groups) {
    const rate = overseasRateForNumber(rates, g.lead) ?? unknownRate;
    let row = rows.get(rate);
    if (!row) rows.set(rate, (row = { country: rate.country, prefix: rate.prefix, operator: rate.operator, messages: 0, parts: 0, rate: rate.rate, amount: 0 }));
    row.messages += Number(g.messages);
    row.parts += Number(g.parts);
  }
  const out = [...rows.values()].map((r) => ({ ...r, amount: roundMoney(r.parts * r.rate) })).sort((a, b) => a.country.localeCompare(b.country) || a.prefix.localeCompare(b.prefix));
  return {
    data: {
      rows: out,
      totalMessages: out.reduce((s, r) => s + r.messages, 0),
      totalParts: out.reduce((s, r) => s + r.parts, 0),
      totalAmount: roundMoney(out.reduce((s, r) => s + r.amount, 0)),
    },
  };
};
