/**
 * reports/sms-report: a page of the account's messages with their delivery status, newest
 * first by default, and the totals of everything the filters select (pageInfo.total, and
 * totals.messages/parts/credits). Sorting is by one of a few columns named below, never by a
 * name the request makes up; paging finds the page's ids through an index first (a deep
 * page skips index entries, not whole rows), then reads those rows.
 */
import type { GetReportPageApiArg, GetReportPageApiResponse } from '../../../../contract/reports';
import type { RequestContext } from '../../../http/handler';
import { readFilters } from './filters';
import { filteredMessages, totalsOf } from './query';
import { operatorOf, rowsByIds } from './rows';
import { GetReportPage } from '../../../../contract/statusCodes';

/** The columns a page may be sorted by: the contract's field names to ours. */
export const sortColumns = {
  sentOn: 'messages.created_at',
  deliveredOn: 'messages.done_at',
  destination: 'messages.phone',
  parts: 'messages.parts',
  credits: 'messages.credits',
  id: 'messages.id',
} as const;

type SortField = keyof typeof sortColumns;
const isSortField = (field: string | undefined): field is SortField => field !== undefined && Object.hasOwn(sortColumns, field);

export async function smsReportPage({ body }: GetReportPageApiArg, ctx: RequestContext): Promise<GetReportPageApiResponse> {
  const page = body.page ?? 1;
  const pageSize = body.pageSize ?? 50;
  const empty = { rows: [], pageInfo: { total: 0, page, pageSize } };
  const read = await readFilters(ctx, body);
  if (!read.ok) return { data: { status: read.status, ...empty } };
  if ('nothing' in read) return { data: { status: GetReportPage.ready, ...empty, totals: { messages: 0, parts: 0, credits: 0 } } };
  const f = read.filters;
  const column = sortColumns[isSortField(body.sortField) ? body.sortField : 'sentOn'];
  const direction = body.sortOrder === 'asc' ? 'asc' : 'desc';
  const [totals, ids] = await Promise.all([
    totalsOf(ctx.db, f),
    filteredMessages(ctx.db, f)
      .select('messages.id')
      .orderBy(column, direction)
      .orderBy('messages.id', direction)
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  const rows = await rowsByIds(
    ctx.db,
    ids.map((r) => r.id),
    operatorOf(ctx.config),
  );
  return { data: { status: GetReportPage.ready, rows, pageInfo: { total: totals.messages, page, pageSize }, totals: { ...totals } } };
}
