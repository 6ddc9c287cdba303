/**
 * super-admin/sum-logs: sign-ins per Israel day and outcome (the sign-in log, login_audit: ok,
 * wrong password, blocked...) over a period, read from login_audit_time (0043) alone.
 */
import { sql } from 'kysely';
import type { GetSumLogsApiArg, GetSumLogsApiResponse } from '../../../../contract/superAdmin';
import type { Handler } from '../../../http/handler';
import { chosenPeriod, dayOfHour, daysOf, israelDate } from '../../reports/days';

const hourOfSignIn = sql<number>`created_at / 3600000`;

export const getSumLogs: Handler<GetSumLogsApiArg> = async (arg, ctx): Promise<GetSumLogsApiResponse> => {
  const period = chosenPeriod(arg, ctx.now());
  const rows = await ctx.db
    .selectFrom('login_audit')
    .select(['outcome', hourOfSignIn.as('hour'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('created_at', '>=', period.from)
    .where('created_at', '<', period.to)
    .groupBy([hourOfSignIn, 'outcome'])
    .execute();
  const counts = new Map<string, number>();
  for (const r of rows) {
    const key = `${dayOfHour(r.hour)}|${r.outcome}`;
    counts.set(key, (counts.get(key) ?? 0) + Number(r.n));
  }
  const days = daysOf(period);
  const outcomes = [...new Set(rows.map((r) => r.outcome))].sort();
  const out = days.flatMap((day) => outcomes.flatMap((action) => {
    const count = counts.get(`${day}|${action}`);
    return count ? [{ date: israelDate(day), action, count }] : [];
  }));
  return { data: { fromDate: israelDate(period.from), toDate: israelDate(days.at(-1) ?? period.from), rows: out } };
};
