/**
 * reports/get-overseas-billing: the account's messages to numbers abroad in a period (default
 * the current month), by the price-list rate they fall under (country and operator, by the
 * longest matching prefix), with parts, the rate per part and the amount. Read through the
 * partial index messages_overseas, which holds only messages abroad, so Israeli traffic
 * costs nothing; numbers are grouped by their leading digits in SQL and matched to rates here.
 * Only messages that left count (the SMSC took them), as only those are billed. A campaign
 * accepted with its overseas rates kept (settings.overseasRates, acceptance) is billed at those,
 * so a rate changed later never reprices it; older campaigns are billed at today's rates.
 */
import { sql } from 'kysely';
import type { GetOverseasBillingApiArg, GetOverseasBillingApiResponse, ReportsOverseasBillingRow } from '../../../../contract/reports';
import { parseCampaignSettings } from '../../../campaigns/settings';
import type { Db } from '../../../db/database';
import { overseasRateForNumber, overseasRatesOf, prefixWidthOf, type OverseasRate } from '../../../pricing/accountPrices';
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
  const abroad = ctx.db
    .selectFrom('messages')
    .where('account_id', '=', account)
    .where('created_at', '>=', period.from)
    .where('created_at', '<', period.to)
    // Written as the index's own condition, so the planner may use messages_overseas.
    .where(sql<boolean>`substr(phone, 1, 3) <> '972'`)
    .where('submitted_at', 'is not', null);
  const kept = await keptOverseasRates(ctx.db, (await abroad.select('campaign_id').distinct().execute()).map((r) => r.campaign_id));
  // Enough leading digits to tell every prefix apart, of today's rates and of those campaigns kept.
  const width = Math.max(prefixWidthOf(rates), ...[...kept.values()].map(prefixWidthOf));
  const lead = sql<string>`substr(phone, 1, ${sql.lit(width)})`;
  const groups = await abroad
    .select(['campaign_id', lead.as('lead'), (eb) => eb.fn.countAll<number>().as('messages'), (eb) => eb.fn.sum<number>('parts').as('parts')])
    .groupBy(['campaign_id', lead])
    .execute();
  // One row per rate billed: the same prefix at an old and a new rate are two rows.
  const rows = new Map<string, Required<ReportsOverseasBillingRow>>();
  for (const g of groups) {
    const rate = overseasRateForNumber(kept.get(g.campaign_id) ?? rates, g.lead) ?? unknownRate;
    const key = JSON.stringify([rate.prefix, rate.operator, rate.country, rate.rate]);
    let row = rows.get(key);
    if (!row) rows.set(key, (row = { country: rate.country, prefix: rate.prefix, operator: rate.operator, messages: 0, parts: 0, rate: rate.rate, amount: 0 }));
    row.messages += Number(g.messages);
    row.parts += Number(g.parts);
  }
  const out = [...rows.values()].map((r) => ({ ...r, amount: roundMoney(r.parts * r.rate) })).sort((a, b) => a.country.localeCompare(b.country) || a.prefix.localeCompare(b.prefix) || a.rate - b.rate);
  return {
    data: {
      rows: out,
      totalMessages: out.reduce((s, r) => s + r.messages, 0),
      totalParts: out.reduce((s, r) => s + r.parts, 0),
      totalAmount: roundMoney(out.reduce((s, r) => s + r.amount, 0)),
    },
  };
};

const campaignBatch = 500;

/** The overseas rates each of these campaigns was accepted with, for those that kept them. */
async function keptOverseasRates(db: Db, campaignIds: number[]): Promise<Map<number, OverseasRate[]>> {
  const kept = new Map<number, OverseasRate[]>();
  for (let i = 0; i < campaignIds.length; i += campaignBatch) {
    const rows = await db.selectFrom('campaigns').select(['id', 'settings']).where('id', 'in', campaignIds.slice(i, i + campaignBatch)).execute();
    for (const row of rows) {
      const rates = parseCampaignSettings(row.settings).overseasRates;
      if (rates) kept.set(row.id, rates);
    }
  }
  return kept;
}
