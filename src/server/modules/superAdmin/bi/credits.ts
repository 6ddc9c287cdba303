/**
 * Credits per product from the ledger (balance_entries): sold — credits that came into accounts
 * from outside (a top-up by balance_entries_top_ups' condition that does not only move credits
 * between users) — and used — what campaigns took, net of what came back to them (every
 * campaign.* entry). Read by product and time through balance_entries_service_time (0043).
 */
import { sql, type SqlBool } from 'kysely';
import type { GetCreditsByProductApiArg, GetCreditsByProductApiResponse, GetCreditsWhatsAppApiResponse, SuperAdminProductCredits } from '../../../../contract/superAdmin';
import type { Db } from '../../../db/database';
import { topUpCondition } from '../../../db/migrations/0037_balance_top_ups';
import { balanceServices, type BalanceService } from '../../../db/schema';
import type { Handler } from '../../../http/handler';
import { crossesAlertLine } from '../../../messaging/balanceAlert';
import type { Period } from '../../reports/period';
import { chosenPeriod } from '../../reports/days';
import { movedCreditReasons } from './money';

const campaignEntry = sql<SqlBool>`reason like 'campaign.%'`;

/** Sold and used of each product in the period (all time without one). */
export async function creditsByProduct(db: Db, services: readonly BalanceService[], period?: Period): Promise<SuperAdminProductCredits[]> {
  let entries = db.selectFrom('balance_entries').where('service', 'in', services);
  if (period) entries = entries.where('created_at', '>=', period.from).where('created_at', '<', period.to);
  const [sold, used] = await Promise.all([
    entries
      .select(['service', (eb) => eb.fn.sum<number>('delta').as('credits')])
      .where(topUpCondition)
      .where('reason', 'not in', movedCreditReasons)
      .groupBy('service')
      .execute(),
    entries
      .select(['service', (eb) => eb.fn.sum<number>('delta').as('credits')])
      .where(campaignEntry)
      .groupBy('service')
      .execute(),
  ]);
  const sumOf = (rows: typeof sold, service: string) => Number(rows.find((r) => r.service === service)?.credits ?? 0);
  // A campaign's entries are takes (negative) and refunds: what it used is their sum, turned positive.
  return services.map((service) => ({ service, sold: sumOf(sold, service), used: -sumOf(used, service) || 0 }));
}

export const getCreditsByProduct: Handler<GetCreditsByProductApiArg> = async ({ body }, ctx): Promise<GetCreditsByProductApiResponse> => ({
  data: await creditsByProduct(ctx.db, balanceServices, chosenPeriod(body, ctx.now())),
});

/** WhatsApp credits of every account: sold and used all time, what is left now, and who is running out. */
export const getCreditsWhatsApp: Handler = async (_arg, ctx): Promise<GetCreditsWhatsAppApiResponse> => {
  const { db } = ctx;
  const [[figures], balances] = await Promise.all([
    creditsByProduct(db, ['whatsapp']),
    db
      .selectFrom('balances')
      .innerJoin('users', 'users.id', 'balances.user_id')
      .select((eb) => [
        'balances.user_id',
        'balances.amount',
        'users.username',
        // The balance right after the account's last top-up: one step of balance_entries_top_ups.
        eb
          .selectFrom('balance_entries')
          .select('balance_after')
          .whereRef('balance_entries.user_id', '=', 'balances.user_id')
          .where('balance_entries.service', '=', 'whatsapp')
          .where(topUpCondition)
          .orderBy('balance_entries.id', 'desc')
          .limit(1)
          .as('base'),
      ])
      .where('balances.service', '=', 'whatsapp')
      .orderBy('balances.amount')
      .execute(),
  ]);
  // Low as the automatic alert counts it (messaging/balanceAlert.ts): below 10% of the balance after the last top-up.
  const low = balances.filter((b) => b.base != null && crossesAlertLine(Number(b.base), Number(b.base), Number(b.amount)));
  return {
    data: {
      sold: figures?.sold ?? 0,
      used: figures?.used ?? 0,
      remaining: balances.reduce((sum, b) => sum + Number(b.amount), 0),
      lowBalanceAccounts: low.map((b) => ({ userId: b.user_id, username: b.username, creditsLeftWA: Number(b.amount) })),
    },
  };
};
