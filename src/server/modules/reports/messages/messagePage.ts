/**
 * A page of a message report (sms-report, voice-report): the messages of its kind the filters
 * select, newest first by default, and the totals of all of them (pageInfo.total and totals).
 * Sorting is by one of the report's named columns, never by a name the request makes up; paging
 * finds the page's ids through an index first (a deep page skips index entries, not whole
 * rows), then the report reads those rows in its own shape.
 */
import type { GetReportPageApiArg, GetReportPageApiResponse, ReportRow } from '../../../../contract/reports';
import { GetReportPage } from '../../../../contract/statusCodes';
import type { RequestContext } from '../../../http/handler';
import { readFilters, type MessageKind } from './filters';
import { filteredMessages, totalsOf, type MessageTotals } from './query';

/** The message columns a report may be sorted by. */
export type MessageSortColumn =
  | 'messages.created_at'
  | 'messages.done_at'
  | 'messages.phone'
  | 'messages.parts'
  | 'messages.credits'
  | 'messages.id'
  | 'messages.attempts'
  | 'messages.listened_ms'
  | 'messages.answered_at';

/** The sort columns a message may lack a value in (not yet done, never answered). */
const nullableColumns = new Set<MessageSortColumn>(['messages.done_at', 'messages.listened_ms', 'messages.answered_at']);

export interface MessageReport {
  kind: MessageKind;
  /** The contract's field names to our columns; `sentOn` is the default. */
  sortColumns: { sentOn: MessageSortColumn } & Record<string, MessageSortColumn>;
  rowsByIds: (ctx: RequestContext, ids: number[]) => Promise<ReportRow[]>;
  /** The totals the page shows (pageInfo.total is always the messages). */
  totals: (totals: MessageTotals) => Record<string, number>;
}

export function messageReportPage(report: MessageReport) {
  return async ({ body }: GetReportPageApiArg, ctx: RequestContext): Promise<GetReportPageApiResponse> => {
    const page = body.page ?? 1;
    const pageSize = body.pageSize ?? 50;
    const empty = { rows: [], pageInfo: { total: 0, page, pageSize } };
    const read = await readFilters(ctx, body, report.kind);
    if (!read.ok) return { data: { status: read.status, ...empty } };
    if ('nothing' in read) return { data: { status: GetReportPage.ready, ...empty, totals: report.totals({ messages: 0, parts: 0, credits: 0 }) } };
    const f = read.filters;
    const field = body.sortField !== undefined && Object.hasOwn(report.sortColumns, body.sortField) ? body.sortField : 'sentOn';
    const column = report.sortColumns[field];
    const direction = body.sortOrder === 'asc' ? 'asc' : 'desc';
    const [totals, ids] = await Promise.all([
      totalsOf(ctx.db, f),
      filteredMessages(ctx.db, f)
        .select('messages.id')
        // Empty values (a call never answered has no seconds) sort as the smallest on both
        // databases: PostgreSQL would put them first in a descending order, SQLite last. Only
        // where a column can be empty: on PostgreSQL "desc nulls last" is no index's order, so
        // the default sort (sent on) read and sorted every message of the period instead of
        // walking (account_id, created_at) backwards (issue 21: 100-200 ms a page at 66k a month).
        .orderBy(column, (ob) => (!nullableColumns.has(column) ? ob[direction]() : direction === 'asc' ? ob.asc().nullsFirst() : ob.desc().nullsLast()))
        .orderBy('messages.id', direction)
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
    ]);
    const rows = await report.rowsByIds(
      ctx,
      ids.map((r) => r.id),
    );
    return { data: { status: GetReportPage.ready, rows, pageInfo: { total: totals.messages, page, pageSize }, totals: report.totals(totals) } };
  };
}
