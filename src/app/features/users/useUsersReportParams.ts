/**
 * The users report's paging, sorting and search, kept in the URL (?page, size, sort, order, q)
 * so a drill-down and the browser's back button return to the same view.
 */
import type { TableProps } from 'antd';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SubUser } from '../../api/generated/users';

export type SortOrder = 'asc' | 'desc';

export interface UsersReportParams {
  page: number;
  pageSize: number;
  sortField?: string;
  sortOrder?: SortOrder;
  q: string;
  setSearch: (q: string) => void;
  onTableChange: NonNullable<TableProps<SubUser>['onChange']>;
}

export const defaultPageSize = 20;

const positive = (text: string | null, fallback: number): number => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export function useUsersReportParams(): UsersReportParams {
  const [search, setSearchParams] = useSearchParams();
  const order = search.get('order');
  const update = useCallback(
    (patch: Record<string, string | undefined>) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [k, v] of Object.entries(patch)) if (v) next.set(k, v);
          else next.delete(k);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  const onTableChange = useCallback<UsersReportParams['onTableChange']>(
    (pagination, _filters, sorter) => {
      const one = Array.isArray(sorter) ? sorter[0] : sorter;
      const sortOrder = one?.order === 'ascend' ? 'asc' : one?.order === 'descend' ? 'desc' : undefined;
      update({
        page: String(pagination.current ?? 1),
        size: String(pagination.pageSize ?? defaultPageSize),
        sort: sortOrder ? String(one.columnKey ?? '') : undefined,
        order: sortOrder,
      });
    },
    [update],
  );
  return {
    page: positive(search.get('page'), 1),
    pageSize: positive(search.get('size'), defaultPageSize),
    sortField: search.get('sort') ?? undefined,
    sortOrder: order === 'asc' || order === 'desc' ? order : undefined,
    q: search.get('q') ?? '',
    // A new search starts again from the first page.
    setSearch: (q: string) => update({ q: q.trim() || undefined, page: undefined }),
    onTableChange,
  };
}

export const sortOrderOf = (params: Pick<UsersReportParams, 'sortField' | 'sortOrder'>, key: string): 'ascend' | 'descend' | null =>
  params.sortField === key ? (params.sortOrder === 'asc' ? 'ascend' : 'descend') : null;
