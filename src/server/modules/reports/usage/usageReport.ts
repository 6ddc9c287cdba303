/**
 * The users usage report (reports/users-usage-report): per user and month, the text messages
 * that left to Israeli numbers and their parts, those abroad, voice and WhatsApp messages, and
 * the credits they cost. An ordinary user sees itself; a primary user or an administrator its
 * users too (admin_id is its id), or one of them by userId. month/year is the child page
 * /users-usage-report/:month/:year; without a period the last 12 months, one row per user and
 * month with usage, so the page can chart them. Figures come from kept campaign counts
 * (campaignUsage.ts), a row per campaign, never from scanning messages.
 */
import type { GetReportPageApiArg, GetReportPageApiResponse, ReportsUsageRow } from '../../../../contract/reports';
import { isAdmin, isPrimaryUser } from '../../../../domain/access';
import { israelWallTime } from '../../../../domain/israelTime';
import { accountOf } from '../../../http/account';
import type { RequestContext } from '../../../http/handler';
import { periodOf, refusalStatus } from '../period';
import { reportScopeOf } from '../whose';
import { campaignUsageOf } from './campaignUsage';
import { GetReportPage } from '../../../../contract/statusCodes';

interface ScopeUser {
  id: number;
  username: string;
  name: string;
  account: number;
}

/** The users whose usage the caller reads. */
async function usersInScope(ctx: RequestContext, userId: number | undefined): Promise<ScopeUser[]> {
  const caller = ctx.user!;
  const managesOthers = isPrimaryUser(caller) || isAdmin(caller);
  const ids = userId !== undefined ? [(await reportScopeOf(ctx, userId)).userId!] : null;
  let query = ctx.db.selectFrom('users').select(['id', 'admin_id', 'username', 'first_name', 'last_name']);
  if (ids) query = query.where('id', 'in', ids);
  else if (managesOthers) query = query.where((eb) => eb.or([eb('id', '=', caller.userId), eb('admin_id', '=', caller.userId)]));
  else query = query.where('id', '=', caller.userId);
  const rows = await query.execute();
  return rows.map((r) => ({ id: r.id, username: r.username, name: `${r.first_name} ${r.last_name}`.trim(), account: accountOf({ userId: r.id, adminId: r.admin_id }) }));
}

type Figures = Pick<Required<ReportsUsageRow>, 'sms' | 'smsParts' | 'overseasSms' | 'voice' | 'whatsapp' | 'credits'>;
type UsageRow = Required<ReportsUsageRow>;
const noFigures = (): Figures => ({ sms: 0, smsParts: 0, overseasSms: 0, voice: 0, whatsapp: 0, credits: 0 });

export async function usageReportPage({ body }: GetReportPageApiArg, ctx: RequestContext): Promise<GetReportPageApiResponse> {
  const page = body.page ?? 1;
  const pageSize = body.pageSize ?? 50;
  const users = await usersInScope(ctx, body.userId);
  const period = periodOf(body, ctx.now(), { byDefault: { months: 12 } });
  if (typeof period === 'string') return { data: { status: refusalStatus[period], rows: [], pageInfo: { total: 0, page, pageSize } } };

  const byId = new Map(users.map((u) => [u.id, u]));
  const usage = await campaignUsageOf(ctx.db, [...new Set(users.map((u) => u.account))], period);
  const rows = new Map<string, UsageRow>();
  const totals = noFigures();
  for (const u of usage) {
    const user = byId.get(u.user_id);
    if (!user) continue;
    const { year, month } = israelWallTime(u.first_at);
    const key = `${user.id}:${year}:${month}`;
    let row = rows.get(key);
    if (!row) rows.set(key, (row = { userId: user.id, username: user.username, name: user.name, month, year, ...noFigures() }));
    const add: Figures =
      u.kind === 'voice' ? { ...noFigures(), voice: u.messages } : u.kind === 'whatsapp' ? { ...noFigures(), whatsapp: u.messages } : { ...noFigures(), sms: u.messages - u.overseas, smsParts: u.parts - u.overseas_parts, overseasSms: u.overseas };
    add.credits = u.credits;
    for (const field of Object.keys(add) as (keyof Figures)[]) {
      row[field] += add[field];
      totals[field] += add[field];
    }
  }
  const sorted = [...rows.values()].sort((a, b) => b.year - a.year || b.month - a.month || a.username.localeCompare(b.username));
  return { data: { status: GetReportPage.ready, rows: sorted.slice((page - 1) * pageSize, page * pageSize), pageInfo: { total: sorted.length, page, pageSize }, totals } };
}
