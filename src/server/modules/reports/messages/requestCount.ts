/**
 * reports/get-sms-request-count: how many messages the filters select, their parts and
 * credits, per delivery status, and whether that is too many for the browser to export (the
 * page then offers the e-mailed report). Counted per pipeline status through the
 * (account_id, status, created_at, id, parts, credits) index alone; only the failed and the
 * queued, a small share, are read further to tell their statuses apart. With reportName
 * voice-report: the calls, per call status (voice/callCounts.ts).
 */
import type { GetSmsRequestCountApiArg, GetSmsRequestCountApiResponse } from '../../../../contract/reports';
import type { Handler } from '../../../http/handler';
import { callCounts } from '../voice/callCounts';
import { readFilters, reportKind } from './filters';
import { filteredMessages, sumGroups } from './query';
import { reportStatus } from './statuses';
import { chargedCredits } from '../../../messaging/settlement';

/** More rows than this are not exported in the browser: the report is e-mailed instead. */
export const largestBrowserExport = 100_000;

export const getSmsRequestCount: Handler<GetSmsRequestCountApiArg> = async ({ body }, ctx): Promise<GetSmsRequestCountApiResponse> => {
  const read = await readFilters(ctx, body, reportKind(body.reportName));
  if (!read.ok || 'nothing' in read) return { data: { total: 0, parts: 0, credits: 0, byStatus: {}, tooLargeToShow: false } };
  const f = read.filters;
  // The voice report counts its calls by call status.
  if (f.kind === 'voice') return { data: await callCounts(ctx.db, f, largestBrowserExport) };
  const groups = await filteredMessages(ctx.db, f)
    .select((eb) => ['messages.status', eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('messages.parts').as('parts'), eb.fn.sum<number>('messages.credits').as('credits')])
    .groupBy('messages.status')
    .execute();
  const byStatus: Record<string, number> = {};
  const add = (status: string, n: number) => {
    if (n > 0) byStatus[status] = (byStatus[status] ?? 0) + n;
  };
  const sums = sumGroups(groups);
  const { messages: total, parts } = sums;
  let credits = sums.credits;
  for (const g of groups) {
    if (g.status !== 'failed' && g.status !== 'queued') add(reportStatus({ status: g.status, delivery_status: null, error: null }), Number(g.n));
  }
  if (groups.some((g) => g.status === 'failed' || g.status === 'queued')) {
    const detail = await filteredMessages(ctx.db, f)
      .where('messages.status', 'in', ['failed', 'queued'])
      .select((eb) => ['messages.status', 'messages.delivery_status', eb('messages.error', 'is not', null).as('retried'), eb('messages.quiet_until', 'is not', null).as('quiet'), eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('messages.credits').as('credits')])
      .groupBy(['messages.status', 'messages.delivery_status', 'retried', 'quiet'])
      .execute();
    for (const d of detail) {
      add(reportStatus({ status: d.status, delivery_status: d.delivery_status, error: d.retried ? 'retried' : null, quiet_until: d.quiet ? 1 : null }), Number(d.n));
      // Refunded messages cost nothing (settlement.ts), as in the sms-report's totals.
      credits -= Number(d.credits ?? 0) - chargedCredits({ status: d.status, delivery_status: d.delivery_status, credits: Number(d.credits ?? 0) });
    }
  }
  return { data: { total, parts, credits, byStatus, tooLargeToShow: total > largestBrowserExport } };
};
