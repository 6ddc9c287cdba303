/**
 * The ten leading customers (accounts) of a period: super-admin/top-10 (this month, text
 * messages) and super-admin/get-top-10-data (a chosen period, service and measure).
 * - messages, campaigns, credits: what the account made of the service, from the daily counts
 *   (message_days by day, 0043) with the campaigns' kind; sms counts every text message, at
 *   home and abroad, overseas_sms only those abroad (the messages_overseas partial index).
 * - amount: what the account paid for that service's credits in the period (its invoices,
 *   before VAT).
 * Ties keep the lower account id first, so the same figures always rank the same way.
 */
import { sql } from 'kysely';
import type { GetTop10ApiResponse, GetTop10DataApiArg, GetTop10DataApiResponse, SuperAdminTop10Filter, SuperAdminTopCustomer } from '../../../../contract/superAdmin';
import { roundMoney } from '../../../../domain/packages';
import type { Db } from '../../../db/database';
import type { Handler } from '../../../http/handler';
import { monthPeriod, type Period } from '../../reports/period';
import { israelWallTime } from '../../../../domain/israelTime';
import { chosenPeriod } from '../../reports/days';

type Service = NonNullable<SuperAdminTop10Filter['service']>;
type Measure = NonNullable<SuperAdminTop10Filter['orderBy']>;
type Usage = Pick<SuperAdminTopCustomer, 'messages' | 'campaigns' | 'credits' | 'amount'>;

const kindOf: Record<Exclude<Service, 'overseas_sms'>, string> = { sms: 'sms', voice: 'voice', whatsapp: 'whatsapp' };

async function usageOf(db: Db, period: Period, service: Service) {
  if (service === 'overseas_sms') {
    return db
      .selectFrom('messages')
      .select(['account_id', (eb) => eb.fn.countAll<number>().as('messages'), (eb) => eb.fn.count<number>('campaign_id').distinct().as('campaigns'), (eb) => eb.fn.sum<number>('credits').as('credits')])
      .where('account_id', 'in', (eb) => eb.selectFrom('message_days').select('account_id').distinct().where('day', '>=', period.from).where('day', '<', period.to))
      .where('created_at', '>=', period.from)
      .where('created_at', '<', period.to)
      // Written as messages_overseas' condition, so the databases may read that index.
      .where(sql<boolean>`substr(phone, 1, 3) <> '972'`)
      .groupBy('account_id')
      .execute();
  }
  return db
    .selectFrom('message_days')
    .innerJoin('campaigns', 'campaigns.id', 'message_days.campaign_id')
    .select([
      'message_days.account_id',
      (eb) => eb.fn.sum<number>('message_days.messages').as('messages'),
      (eb) => eb.fn.count<number>('message_days.campaign_id').distinct().as('campaigns'),
      (eb) => eb.fn.sum<number>('message_days.credits').as('credits'),
    ])
    .where('message_days.day', '>=', period.from)
    .where('message_days.day', '<', period.to)
    .where('campaigns.kind', '=', kindOf[service])
    .groupBy('message_days.account_id')
    .execute();
}

/** What each account paid for the service's credits in the period. */
const paidOf = (db: Db, period: Period, service: Service) =>
  db
    .selectFrom('invoices')
    .select(['account_id', (eb) => eb.fn.sum<number>('amount').as('amount')])
    .where('type', '=', 'invoice')
    .where('service', '=', service)
    .where('paid_at', '>=', period.from)
    .where('paid_at', '<', period.to)
    .groupBy('account_id')
    .execute();

export async function topCustomers(db: Db, period: Period, service: Service, orderBy: Measure): Promise<SuperAdminTopCustomer[]> {
  const [usage, paid] = await Promise.all([usageOf(db, period, service), paidOf(db, period, service)]);
  const byAccount = new Map<number, Usage>();
  const of = (account: number): Usage => {
    let u = byAccount.get(account);
    if (!u) byAccount.set(account, (u = { messages: 0, campaigns: 0, credits: 0, amount: 0 }));
    return u;
  };
  for (const r of usage) Object.assign(of(r.account_id), { messages: Number(r.messages), campaigns: Number(r.campaigns), credits: Number(r.credits) });
  for (const r of paid) of(r.account_id).amount = roundMoney(Number(r.amount));
  const ranked = [...byAccount.entries()]
    .filter(([, u]) => u[orderBy] > 0)
    .sort(([a, ua], [b, ub]) => ub[orderBy] - ua[orderBy] || a - b)
    .slice(0, 10);
  if (ranked.length === 0) return [];
  const users = await db.selectFrom('users').select(['id', 'username', 'company_name', 'first_name', 'last_name']).where('id', 'in', ranked.map(([id]) => id)).execute();
  const userOf = new Map(users.map((u) => [u.id, u]));
  return ranked.map(([userId, u], i) => {
    const user = userOf.get(userId);
    // A customer without billing details is known by its name.
    const companyName = user?.company_name || `${user?.first_name ?? ''} ${user?.last_name ?? ''}`.trim();
    return { rank: i + 1, userId, username: user?.username ?? '', companyName, ...u };
  });
}

export const getTop10Data: Handler<GetTop10DataApiArg> = async ({ body }, ctx): Promise<GetTop10DataApiResponse> => {
  const now = ctx.now();
  // By default this month up to today (the contract's default), not the last 30 days.
  const w = israelWallTime(now);
  const period = chosenPeriod({ fromDate: body.fromDate ?? `01/${w.month}/${w.year}`, toDate: body.toDate }, now);
  return { data: await topCustomers(ctx.db, period, body.service ?? 'sms', body.orderBy ?? 'messages') };
};

export const getTop10: Handler = async (_arg, ctx): Promise<GetTop10ApiResponse> => {
  const w = israelWallTime(ctx.now());
  return { data: await topCustomers(ctx.db, monthPeriod(w.year, w.month), 'sms', 'messages') };
};
