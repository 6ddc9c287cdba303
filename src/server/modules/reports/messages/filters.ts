/**
 * A message report's request read into what the queries need: the caller's account, the
 * period, and the filters. Anything that is not the caller's (another account's campaign, a
 * user outside the account) matches nothing: the report answers empty, exactly as for a
 * campaign with no messages, so it says nothing about what exists elsewhere.
 */
import type { ReportsFilters } from '../../../../app/api/generated/reports';
import { isAdmin, isPrimaryUser } from '../../../../domain/access';
import { accountOf } from '../../../http/account';
import type { RequestContext } from '../../../http/handler';
import { periodOf, type Period } from './period';
import { statusCondition } from './statuses';

export interface MessageFilters {
  account: number;
  period: Period;
  campaignId?: number;
  /** Only the campaigns this user of the account sent. */
  userId?: number;
  sender?: string;
  /** A contract DeliveryStatus or the group `failed`. */
  status?: string;
  /** Digits: a whole number (its stored international form) or a part of one. */
  phone?: { whole: string } | { part: string };
}

export type FiltersOutcome = { ok: true; filters: MessageFilters } | { ok: true; nothing: true } | { ok: false; status: -1 | -2 };

export type MessageRequest = ReportsFilters & { fromDate?: string; toDate?: string };

/**
 * A number typed whole (9 to 10 digits of an Israeli mobile, or 972...) is looked up by its
 * stored form through the phone index; fewer digits are a part of a number.
 */
export function phoneFilter(typed: string): { whole: string } | { part: string } {
  const digits = typed.replace(/\D/g, '');
  if (/^0?5\d{8}$/.test(digits)) return { whole: `972${digits.replace(/^0/, '')}` };
  if (/^9725\d{8}$/.test(digits) || digits.length >= 11) return { whole: digits };
  return { part: digits.replace(/^0/, '') };
}

/** Whose report: the caller's account, or one user of it for a primary user or administrator. */
async function userOf(ctx: RequestContext, userId: number | undefined): Promise<number | undefined | null> {
  const caller = ctx.user!;
  if (userId === undefined) return undefined;
  if (userId === caller.userId) return userId;
  if (!isPrimaryUser(caller) && !isAdmin(caller)) return null;
  const named = await ctx.db.selectFrom('users').select('admin_id').where('id', '=', userId).executeTakeFirst();
  return named && named.admin_id === accountOf(caller) ? userId : null;
}

export async function readFilters(ctx: RequestContext, body: MessageRequest): Promise<FiltersOutcome> {
  const period = periodOf(body, ctx.now());
  if (!period.ok) return period;
  const userId = await userOf(ctx, body.userId);
  if (userId === null) return { ok: true, nothing: true };
  if (body.status && !statusCondition(body.status)) return { ok: true, nothing: true };
  const sender = body.sender?.trim();
  const phone = body.phone ? phoneFilter(body.phone) : undefined;
  return {
    ok: true,
    filters: {
      account: accountOf(ctx.user!),
      period: period.period,
      campaignId: body.campaignId,
      userId,
      sender: sender || undefined,
      status: body.status || undefined,
      phone: phone && ('whole' in phone || phone.part) ? phone : undefined,
    },
  };
}

/** The filters as a stable text: the same report asked twice reads the same. */
export const filtersKey = (reportName: string, f: MessageFilters): string =>
  JSON.stringify([reportName, f.period.from, f.period.to, f.campaignId ?? null, f.userId ?? null, f.sender ?? null, f.status ?? null, f.phone ?? null]);
