/**
 * A report's filters, page, page size and sort, kept in the URL's search params so a report can
 * be shared and reloaded (section 7), and turned into the contract's ReportsPageRequest.
 *
 * Usage:
 *   const report = useReportParams({ defaultDays: 60 });
 *   useGetReportPageQuery({ routeName: 'shipments-report', body: report.request });
 *   <Table onChange={report.onTableChange} pagination={{ current: report.page, pageSize: report.pageSize, total }} />
 *   report.setFilters({ status: 'delivered' })   // back to page 1; '' or undefined removes a filter
 *
 * URL names are the request's own names (fromDate, toDate, campaignId, status, phone, sender,
 * month, year, userId, page, pageSize, sortField, sortOrder); dates are DD/MM/YYYY.
 */
import type { SorterResult, TablePaginationConfig } from 'antd/es/table/interface';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { DateRange, ReportsFilters, ReportsPageRequest } from '../../../api/generated/reports';
import { daysBetween, formatDay, lastDays, parseDay } from './reportDates';

export const reportFilterNames = ['fromDate', 'toDate', 'campaignId', 'status', 'phone', 'sender', 'month', 'year', 'userId'] as const;
export type ReportFilterName = (typeof reportFilterNames)[number];
/** Filters as the URL holds them (text); numbers become numbers only in the request. */
export type ReportFilterValues = Partial<Record<ReportFilterName, string>>;
export type SortOrder = 'asc' | 'desc';
/** What a report's filters ask for, without paging: for counts, exports and e-mailed reports. */
export type ReportFilterRequest = DateRange & ReportsFilters;

export interface ReportParamsOptions {
  /** Days before today the period starts when the URL has none; absent = no dates are sent (the server's default period). */
  defaultDays?: number;
  /** Rows per page when the URL has none (the contract allows up to 1000). */
  defaultPageSize?: number;
  /** A search by number covers at most this many days (section 8: 45): a longer period is shortened when a number is searched. */
  phoneSearchDays?: number;
}

export interface ReportParams {
  /** The filters in force (the URL's, with the default period filled in). */
  filters: ReportFilterValues;
  page: number;
  pageSize: number;
  sortField?: string;
  sortOrder?: SortOrder;
  /** The page request for POST reports/{routeName}. */
  request: ReportsPageRequest;
  /** The same filters without paging or sort. */
  filterRequest: ReportFilterRequest;
  /** Changes filters and goes back to page 1; '' or undefined removes one. */
  setFilters: (patch: ReportFilterValues) => void;
  setPage: (page: number, pageSize?: number) => void;
  setSort: (field?: string, order?: SortOrder) => void;
  /** An antd Table onChange: page, page size and sort to the URL (server-side paging and sorting). */
  onTableChange: <Row>(pagination: TablePaginationConfig, filters: unknown, sorter: SorterResult<Row> | SorterResult<Row>[]) => void;
}

const numberFilters: readonly ReportFilterName[] = ['campaignId', 'month', 'year', 'userId'];
const positive = (text: string | null, fallback: number): number => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

export function toFilterRequest(filters: ReportFilterValues): ReportFilterRequest {
  const request: Record<string, string | number> = {};
  for (const name of reportFilterNames) {
    const value = filters[name];
    if (value === undefined || value === '') continue;
    if (numberFilters.includes(name)) {
      const parsed = Number(value);
      if (Number.isFinite(parsed)) request[name] = parsed;
    } else request[name] = value;
  }
  return request as ReportFilterRequest;
}

export function useReportParams(options: ReportParamsOptions = {}): ReportParams {
  const { defaultDays, defaultPageSize = 50, phoneSearchDays } = options;
  const [searchParams, setSearchParams] = useSearchParams();

  const filters = useMemo(() => {
    const values: ReportFilterValues = {};
    for (const name of reportFilterNames) {
      const value = searchParams.get(name);
      if (value) values[name] = value;
    }
    if (defaultDays !== undefined && !values.fromDate && !values.toDate) Object.assign(values, lastDays(defaultDays));
    return values;
  }, [searchParams, defaultDays]);

  const page = positive(searchParams.get('page'), 1);
  const pageSize = Math.min(positive(searchParams.get('pageSize'), defaultPageSize), 1000);
  const sortField = searchParams.get('sortField') ?? undefined;
  const order = searchParams.get('sortOrder');
  const sortOrder: SortOrder | undefined = order === 'asc' || order === 'desc' ? order : undefined;

  const filterRequest = useMemo(() => toFilterRequest(filters), [filters]);
  const request = useMemo<ReportsPageRequest>(
    () => ({ ...filterRequest, page, pageSize, ...(sortField && sortOrder ? { sortField, sortOrder } : {}) }),
    [filterRequest, page, pageSize, sortField, sortOrder],
  );

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      }),
    [setSearchParams],
  );

  const setFilters = useCallback(
    (patch: ReportFilterValues) =>
      update((next) => {
        // The shown default period becomes explicit, so the URL says what the page shows.
        if (!next.get('fromDate') && !next.get('toDate') && filters.fromDate && filters.toDate) {
          next.set('fromDate', filters.fromDate);
          next.set('toDate', filters.toDate);
        }
        for (const [name, value] of Object.entries(patch)) {
          if (value === undefined || value === '') next.delete(name);
          else next.set(name, value);
        }
        const tooLong = phoneSearchDays !== undefined && next.get('phone') && (daysBetween(next.get('fromDate') ?? undefined, next.get('toDate') ?? undefined) ?? 0) > phoneSearchDays;
        if (tooLong) {
          const to = parseDay(next.get('toDate'));
          if (to) next.set('fromDate', formatDay(to.subtract(phoneSearchDays, 'day')));
        }
        next.delete('page');
      }),
    [update, filters.fromDate, filters.toDate, phoneSearchDays],
  );

  const setPage = useCallback(
    (nextPage: number, nextSize?: number) =>
      update((next) => {
        next.set('page', String(nextPage));
        if (nextSize && nextSize !== defaultPageSize) next.set('pageSize', String(nextSize));
        else if (nextSize) next.delete('pageSize');
      }),
    [update, defaultPageSize],
  );

  const setSort = useCallback(
    (field?: string, sort?: SortOrder) =>
      update((next) => {
        if (field && sort) {
          next.set('sortField', field);
          next.set('sortOrder', sort);
        } else {
          next.delete('sortField');
          next.delete('sortOrder');
        }
        next.delete('page');
      }),
    [update],
  );

  const onTableChange = useCallback(
    <Row,>(pagination: TablePaginationConfig, _filters: unknown, sorter: SorterResult<Row> | SorterResult<Row>[]) => {
      const single = Array.isArray(sorter) ? sorter[0] : sorter;
      const field = single?.order ? String(single.columnKey ?? single.field ?? '') : '';
      const nextOrder: SortOrder | undefined = single?.order === 'ascend' ? 'asc' : single?.order === 'descend' ? 'desc' : undefined;
      if ((field || undefined) !== sortField || nextOrder !== sortOrder) {
        setSort(field || undefined, nextOrder);
        return;
      }
      setPage(pagination.current ?? 1, pagination.pageSize);
    },
    [setPage, setSort, sortField, sortOrder],
  );

  return { filters, page, pageSize, sortField, sortOrder, request, filterRequest, setFilters, setPage, setSort, onTableChange };
}

/** antd's sortOrder for a column, from the URL's sort (so a reloaded report shows its sort). */
export const columnSortOrder = (params: Pick<ReportParams, 'sortField' | 'sortOrder'>, key: string): 'ascend' | 'descend' | null =>
  params.sortField === key ? (params.sortOrder === 'asc' ? 'ascend' : 'descend') : null;
