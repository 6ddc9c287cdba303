/**
 * One user of the family for its profile page, from everyone the signed-in user manages
 * (users/all-users): the contract has no call that reads one user. `notFound` when it is not
 * among them, which is also what an id outside the caller's reach gives.
 */
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetAllUsersQuery, type SubUser } from '../../api/generated/users';

export function useSubUser(userId: number | undefined): { user?: SubUser; isLoading: boolean; notFound: boolean } {
  const { data, isLoading, isError } = useGetAllUsersQuery(userId === undefined ? skipToken : {});
  const user = data?.data?.find((u) => u.userId === userId);
  return { user, isLoading, notFound: userId !== undefined && !isLoading && (isError || !user) };
}
