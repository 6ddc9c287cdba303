/** One user of the family for its profile page; `notFound` when the server does not know it (or it is outside the caller's reach: 404 alike). */
import { skipToken } from '@reduxjs/toolkit/query';
import type { FamilyMember } from './familyMember';
import { useGetAllSubUsersQuery } from '../../api/generated/users';
import { useAppSelector } from '../../state/hooks';

export function useSubUser(userId: number | undefined): { user?: FamilyMember; isLoading: boolean; notFound: boolean } {
  const me = useAppSelector((s) => s.session.user?.userId);
  const { data, isLoading, isError } = useGetAllSubUsersQuery(userId === undefined || me === undefined ? skipToken : { id: me });
  const user = data?.data?.find((u) => u.userId === userId);
  return { user, isLoading, notFound: userId !== undefined && !isLoading && (isError || !user) };
}
