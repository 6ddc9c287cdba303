/** Paging and whitelisted sorting of the shipment and incoming reports, and what such a page asks for. */
import type { RawBuilder } from 'kysely';
import type { GetReportPageApiResponse, Paging } from '../../../../contract/reports';
import type { RequestContext } from '../../../http/handler';
import { periodOf, refusalStatus, type Period, type PeriodRequest, type PeriodRule } from '../period';
import { checkCampaignInScope, reportScopeOf, type ReportScope } from '../whose';

export interface PageOf<K extends string> {
  page: number;
  pageSize: number;
  sort: RawBuilder<unknown>;
  sortField: K;
  order: 'asc' | 'desc';
}

/** The page asked for; a sort field outside the whitelist falls back to the report's default order. */
export function pageOf<K extends string>(body: Paging, sortable: Record<K, RawBuilder<unknown>>, defaultField: K, defaultOrder: 'asc' | 'desc'): PageOf<K> {
  const asked = body.sortField as K | undefined;
  const known = asked !== undefined && Object.prototype.hasOwnProperty.call(sortable, asked);
  const sortField = known ? asked : defaultField;
  return { page: body.page ?? 1, pageSize: body.pageSize ?? 50, sort: sortable[sortField], sortField, order: known ? (body.sortOrder ?? 'asc') : defaultOrder };
}

/** A refusal (fetchError: unreadable date, periodTooLong) with an empty page, as the contract has it. */
export function refusedPage(body: Paging, status: number): GetReportPageApiResponse {
  return { data: { status, rows: [], pageInfo: { total: 0, page: body.page ?? 1, pageSize: body.pageSize ?? 50 } } };
}

export interface PageRequest<K extends string> {
  /** The campaign or shipment the page is filtered by: 404 unless it is the scope's. */
  campaignId: number | undefined;
  period: PeriodRule;
  sortable: Record<K, RawBuilder<unknown>>;
  sortedBy: [K, 'asc' | 'desc'];
}

/** Whose page, over which period, and which page of it; or the refusal when the period is not served. */
export async function pageRequestOf<K extends string>(
  ctx: RequestContext,
  body: Paging & PeriodRequest & { userId?: number },
  asked: PageRequest<K>,
): Promise<{ scope: ReportScope; period: Period; paging: PageOf<K> } | { refused: GetReportPageApiResponse }> {
  const scope = await reportScopeOf(ctx, body.userId);
  await checkCampaignInScope(ctx, scope, asked.campaignId);
  const period = periodOf(body, ctx.now(), asked.period);
  if (typeof period === 'string') return { refused: refusedPage(body, refusalStatus[period]) };
  return { scope, period, paging: pageOf(body, asked.sortable, ...asked.sortedBy) };
}
