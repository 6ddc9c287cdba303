/**
 * The users report's rows: the users under the signed-in user, or under one of them (a
 * drill-down), one page at a time as the URL asks; and every row, for an export.
 * PENDING CONTRACT: users/all-sub-users takes no paging, sorting or search yet (helper A adds
 * them), so the page is cut here from the whole family the server answers.
 */
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetAllSubUsersQuery } from '../../api/generated/users';
import { useAppSelector } from '../../state/hooks';
import type { FamilyMember } from './familyMember';
import { familyPage } from './familyPage';
import type { UsersReportParams } from './useUsersReportParams';

export interface FamilyReport {
  rows: FamilyMember[];
  total: number;
  isLoading: boolean;
  isFetching: boolean;
  readAll: () => Promise<FamilyMember[]>;
}

export function useFamilyReport(underUserId: number | undefined, params: UsersReportParams): FamilyReport {
  const me = useAppSelector((s) => s.session.user?.userId);
  const id = underUserId ?? me;
  const { data, isLoading, isFetching } = useGetAllSubUsersQuery(id === undefined ? skipToken : { id });
  const { rows, total, all } = familyPage((data?.data ?? []) as FamilyMember[], params);
  return { rows, total, isLoading, isFetching, readAll: () => Promise.resolve(all) };
}
