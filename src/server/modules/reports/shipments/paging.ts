/** Paging and whitelisted sorting of the shipment and incoming reports. */
import type { RawBuilder } from 'kysely';
import type { GetReportPageApiResponse, Paging } from '../../../../app/api/generated/reports';

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

/** A refusal (-1 unreadable date, -2 period too long) with an empty page, as the contract has it. */
export function refusedPage(body: Paging, status: number): GetReportPageApiResponse {
  return { data: { status, rows: [], pageInfo: { total: 0, page: body.page ?? 1, pageSize: body.pageSize ?? 50 } } };
}
