/**
 * Whose shipments a report reads, and over which period. Every query is the caller's account
 * (the primary user's); userId narrows it to the campaigns one user of that account sent, and
 * only the primary user or an administrator may name another user than itself. A user of
 * another account, or a campaign or shipment id of another account, is 404: the same answer
 * as an id that does not exist, so ids of other customers cannot be probed.
 */
import { isAdmin, isPrimaryUser } from '../../../../domain/access';
import { fromIsraelWallTime, israelWallTime, parseIsraelDateTime } from '../../../../domain/israelTime';
import { accountOf } from '../../../http/account';
import { notFound } from '../../../http/envelope';
import type { RequestContext } from '../../../http/handler';

export interface ReportScope {
  account: number;
  /** Only this user's campaigns; absent is the whole account. */
  userId?: number;
}

export async function reportScopeOf(ctx: RequestContext, userId: number | undefined): Promise<ReportScope> {
  const caller = ctx.user!;
  const account = accountOf(caller);
  if (userId === undefined) return { account };
  if (userId === caller.userId) return { account, userId };
  if (!isPrimaryUser(caller) && !isAdmin(caller)) throw notFound();
  const named = await ctx.db.selectFrom('users').select(['id as userId', 'admin_id as adminId']).where('id', '=', userId).executeTakeFirst();
  if (!named || accountOf(named) !== account) throw notFound();
  return { account, userId };
}

const dayMs = 86_400_000;
/** A period longer than this is refused (status -2). */
export const maxPeriodDays = 366;

/** A request date: DD/MM/YYYY[ HH:mm] Israel time or ISO; a bare date as an end means the whole day. */
export function parseReportDate(text: string | undefined, asEnd: boolean): number | null | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const t = text.trim();
  const dateOnly = /^\d{1,2}\/\d{1,2}\/\d{4}$/.test(t) || /^\d{4}-\d{2}-\d{2}$/.test(t);
  let at: number | null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(t)) {
    const [y, m, d] = t.split('-').map(Number);
    at = fromIsraelWallTime(y, m, d);
  } else if (/^\d{1,2}\/\d{1,2}\/\d{4}/.test(t)) {
    at = parseIsraelDateTime(t);
  } else {
    const parsed = Date.parse(t);
    at = Number.isNaN(parsed) ? null : parsed;
  }
  if (at === null) return null;
  if (!dateOnly || !asEnd) return at;
  const w = israelWallTime(at);
  return fromIsraelWallTime(w.year, w.month, w.day + 1);
}

export type Period = { from: number; to: number };

/**
 * The period asked for, from (inclusive) to (exclusive); without dates the last
 * `defaultDays` up to now. Answers 'invalid' for an unreadable date and 'tooLong' past a year.
 */
export function periodOf(range: { fromDate?: string; toDate?: string }, now: number, defaultDays: number): Period | 'invalid' | 'tooLong' {
  const from = parseReportDate(range.fromDate, false);
  const to = parseReportDate(range.toDate, true);
  if (from === null || to === null) return 'invalid';
  // Only a start: up to now (or a default period from it, when it is ahead). Only an end: the default period before it.
  const end = to ?? (from !== undefined && from >= now ? from + defaultDays * dayMs : now);
  const start = from ?? end - defaultDays * dayMs;
  if (end - start > maxPeriodDays * dayMs) return 'tooLong';
  return { from: start, to: end };
}

/** An optional period: only the dates given bound it (future and waiting shipments have no default). */
export function optionalPeriodOf(range: { fromDate?: string; toDate?: string }): { from?: number; to?: number } | 'invalid' {
  const from = parseReportDate(range.fromDate, false);
  const to = parseReportDate(range.toDate, true);
  if (from === null || to === null) return 'invalid';
  return { from, to };
}

/** A campaign filter names a campaign of the scope (not a draft), or the report is 404. */
export async function checkCampaignInScope(ctx: RequestContext, scope: ReportScope, campaignId: number | undefined): Promise<void> {
  if (campaignId === undefined) return;
  let query = ctx.db.selectFrom('campaigns').select('id').where('id', '=', campaignId).where('account_id', '=', scope.account).where('status', '!=', 'draft');
  if (scope.userId !== undefined) query = query.where('user_id', '=', scope.userId);
  if (!(await query.executeTakeFirst())) throw notFound();
}
