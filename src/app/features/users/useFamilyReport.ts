/**
 * The users report's rows, one page at a time as the URL asks (search, sort, page), paged and
 * sorted by the server: everyone the signed-in user manages (users/all-users), or with a
 * userId the family under that user (users/all-sub-users/{id}, a drill-down). `readAll`
 * reads every matching row, page by page, for an export.
 */
import { useGetAllSubUsersQuery, useGetAllUsersQuery, useLazyGetAllSubUsersQuery, useLazyGetAllUsersQuery, type GetAllSubUsersApiArg, type SubUser } from '../../api/generated/users';
import type { FamilyAnswer } from './usersApi';
import type { UsersReportParams } from './useUsersReportParams';

export interface FamilyReport {
  rows: SubUser[];
  total: number;
  isLoading: boolean;
  isFetching: boolean;
  readAll: () => Promise<SubUser[]>;
}

type Filters = Omit<GetAllSubUsersApiArg, 'id' | 'page' | 'pageSize'>;

/** The contract's largest page: an export reads in as few calls as it may. */
const exportPageSize = 500;

export function useFamilyReport(underUserId: number | undefined, params: UsersReportParams): FamilyReport {
  const filters: Filters = {
    ...(params.q ? { q: params.q } : {}),
    ...(params.sortField ? { sortField: params.sortField as Filters['sortField'], sortOrder: params.sortOrder } : {}),
  };
  const paging = { page: params.page, pageSize: params.pageSize };
  const drillDown = underUserId !== undefined;
  const everyone = useGetAllUsersQuery({ ...filters, ...paging }, { skip: drillDown });
  const family = useGetAllSubUsersQuery({ id: underUserId ?? 0, ...filters, ...paging }, { skip: !drillDown });
  const [readEveryone] = useLazyGetAllUsersQuery();
  const [readFamily] = useLazyGetAllSubUsersQuery();
  const query = drillDown ? family : everyone;
  const answer = query.data as FamilyAnswer | undefined;
  const rows = answer?.data ?? [];

  const readAll = async (): Promise<SubUser[]> => {
    const all: SubUser[] = [];
    for (let page = 1; ; page += 1) {
      const arg = { ...filters, page, pageSize: exportPageSize };
      const read = (await (drillDown ? readFamily({ id: underUserId, ...arg }) : readEveryone(arg)).unwrap()) as FamilyAnswer;
      const got = read.data ?? [];
      all.push(...got);
      if (got.length < exportPageSize || (read.total !== undefined && all.length >= read.total)) return all;
    }
  };

  return { rows, total: answer?.total ?? rows.length, isLoading: query.isLoading, isFetching: query.isFetching, readAll };
}
