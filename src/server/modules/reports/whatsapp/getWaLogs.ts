/**
 * reports/get-wa-logs and reports/get-wa-request-count: the WhatsApp log of the caller's account
 * (or of a user the caller may read: whose.ts, any other userId or campaignId is 404), filtered
 * by its number, the customer's, the dates, billed, status and campaign; a slice of at most 1,000
 * rows, newest first, with how many match (or the count alone).
 */
import type { GetWaLogsApiArg, GetWaLogsApiResponse, GetWaRequestCountApiArg, GetWaRequestCountApiResponse, ReportsWaLogFilters } from '../../../../contract/reports';
import { HttpError } from '../../../http/envelope';
import type { Handler, RequestContext } from '../../../http/handler';
import { normalizeMobile } from '../../../../domain/phones';
import { datesOf } from '../period';
import { checkCampaignInScope, reportScopeOf, type ReportScope } from '../whose';
import { waLogCount, waLogCounts, waLogRows, type WaLogFilters } from './waLog';

const maxSlice = 1_000;

/** A number as the log keeps it: an Israeli mobile in its international form (9725XXXXXXXX), any other as its digits. */
function phoneFilter(text: string | undefined): string | undefined {
  const digits = text?.replace(/\D/g, '');
  if (!digits) return undefined;
  const mobile = normalizeMobile(digits);
  return mobile ? `972${mobile.slice(1)}` : digits;
}

async function filtersOf(ctx: RequestContext, request: ReportsWaLogFilters): Promise<{ scope: ReportScope; filters: WaLogFilters }> {
  const scope = await reportScopeOf(ctx, request.userId);
  await checkCampaignInScope(ctx, scope, request.campaignId);
  const dates = datesOf(request);
  if (dates === 'invalid') throw new HttpError(400, 'errors.generic.badRequest', { field: request.fromDate && datesOf({ fromDate: request.fromDate }) === 'invalid' ? 'fromDate' : 'toDate' });
  return {
    scope,
    filters: { source: phoneFilter(request.source), destination: phoneFilter(request.destination), from: dates.from, to: dates.to, billed: request.billed, status: request.status, campaignId: request.campaignId },
  };
}

export const getWaLogs: Handler<GetWaLogsApiArg> = async (query, ctx): Promise<GetWaLogsApiResponse> => {
  const { scope, filters } = await filtersOf(ctx, query);
  const count = await waLogCount(ctx.db, scope, filters);
  if (query.getCount) return { data: { count } };
  const low = query.low ?? 0;
  const high = Math.min(query.high ?? low + 50, low + maxSlice);
  const rows = high > low ? await waLogRows(ctx.db, scope, filters, { low, high }) : [];
  return { data: { rows, count } };
};

export const getWaRequestCount: Handler<GetWaRequestCountApiArg> = async ({ body }, ctx): Promise<GetWaRequestCountApiResponse> => {
  const { scope, filters } = await filtersOf(ctx, body);
  const { byStatus, total, credits } = await waLogCounts(ctx.db, scope, filters);
  return { data: { total, credits, byStatus } };
};
