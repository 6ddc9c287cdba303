/**
 * A message report's request read into what the queries need: whose messages, the period,
 * and the filters. A user or campaign outside the caller's scope is 404 (whose.ts), as in every
 * report. Without dates the current month, or the last 45 days when searching by number; a
 * campaign chosen without dates is read whole (it bounds itself). Each report reads one kind of
 * campaign: sms-report the text messages, voice-report the calls (a voice campaign's recipients
 * are message rows too), so neither shows the other's.
 */
import type { ReportsFilters } from '../../../../contract/reports';
import type { RequestContext } from '../../../http/handler';
import { periodOf, refusalStatus, type RefusalStatus } from '../period';
import { checkCampaignInScope, reportScopeOf } from '../whose';
import { statusCondition } from './statuses';
import { callStatusCondition } from '../voice/callStatuses';

/** The kind of campaign (campaigns.kind) a message report reads. */
export type MessageKind = 'sms' | 'voice';

/** The kind a message report of this name reads. */
export const reportKind = (reportName: string): MessageKind => (reportName === 'voice-report' ? 'voice' : 'sms');

/** [from, to) in epoch ms; null ends are unbounded (a campaign read whole). */
export interface MessagePeriod {
  from: number | null;
  to: number | null;
}

export interface MessageFilters {
  account: number;
  kind: MessageKind;
  /** The account also has campaigns of other kinds, so the kind must narrow the messages (else every message is of this kind). */
  narrowKind: boolean;
  period: MessagePeriod;
  campaignId?: number;
  /** Only the campaigns this user of the account sent. */
  userId?: number;
  sender?: string;
  /** A contract DeliveryStatus or the group `failed`; a CallStatus for voice. */
  status?: string;
  /** Digits: a whole number (its stored international form) or a part of one. */
  phone?: { whole: string } | { part: string };
}

export type FiltersOutcome = { ok: true; filters: MessageFilters } | { ok: true; nothing: true } | { ok: false; status: RefusalStatus };

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

function messagePeriodOf(body: MessageRequest, now: number): MessagePeriod | RefusalStatus {
  if (!body.fromDate && !body.toDate && body.campaignId !== undefined && !body.phone) return { from: null, to: null };
  const period = periodOf(body, now, { byDefault: { months: 1 }, byNumber: Boolean(body.phone) });
  return typeof period === 'string' ? refusalStatus[period] : period;
}

/** The status condition of a report's kind, or null when the value names none of its statuses. */
export const statusConditionOf = (kind: MessageKind, status: string) => (kind === 'voice' ? callStatusCondition(status) : statusCondition(status));

/** Whether the account has campaigns of another kind than this report's (a cheap look at its campaigns). */
async function hasOtherKinds(ctx: RequestContext, account: number, kind: MessageKind): Promise<boolean> {
  const other = await ctx.db.selectFrom('campaigns').select('id').where('account_id', '=', account).where('kind', '!=', kind).limit(1).executeTakeFirst();
  return other !== undefined;
}

/** A campaign of the scope that is of another kind than the report's: it exists, but this report has nothing of it. */
async function isOtherKind(ctx: RequestContext, campaignId: number, kind: MessageKind): Promise<boolean> {
  const row = await ctx.db.selectFrom('campaigns').select('kind').where('id', '=', campaignId).executeTakeFirst();
  return row !== undefined && row.kind !== kind;
}

export async function readFilters(ctx: RequestContext, body: MessageRequest, kind: MessageKind = 'sms'): Promise<FiltersOutcome> {
  const scope = await reportScopeOf(ctx, body.userId);
  await checkCampaignInScope(ctx, scope, body.campaignId);
  const period = messagePeriodOf(body, ctx.now());
  if (typeof period === 'number') return { ok: false, status: period };
  if (body.status && !statusConditionOf(kind, body.status)) return { ok: true, nothing: true };
  if (body.campaignId !== undefined && (await isOtherKind(ctx, body.campaignId, kind))) return { ok: true, nothing: true };
  const sender = body.sender?.trim();
  const phone = body.phone ? phoneFilter(body.phone) : undefined;
  return {
    ok: true,
    filters: {
      account: scope.account,
      kind,
      narrowKind: await hasOtherKinds(ctx, scope.account, kind),
      period,
      campaignId: body.campaignId,
      userId: scope.userId,
      sender: sender || undefined,
      status: body.status || undefined,
      phone: phone && ('whole' in phone || phone.part) ? phone : undefined,
    },
  };
}

/** The filters as a stable text: the same report asked twice reads the same. */
export const filtersKey = (reportName: string, f: MessageFilters): string =>
  JSON.stringify([reportName, f.kind, f.period.from, f.period.to, f.campaignId ?? null, f.userId ?? null, f.sender ?? null, f.status ?? null, f.phone ?? null]);
