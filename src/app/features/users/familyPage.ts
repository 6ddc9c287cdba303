/**
 * One page of the family as the report's URL asks (search, sort, page). PENDING CONTRACT: the
 * server will do this (helper A); until then the page is cut from the whole family here.
 */
import type { FamilyMember } from './familyMember';
import { balanceOf, creditProducts } from './creditProducts';
import { fullName } from './userRows';
import type { UsersReportParams } from './useUsersReportParams';

type SortValue = string | number;

const sortValue = (key: string, user: FamilyMember): SortValue => {
  const product = creditProducts.find((p) => key === `balance.${p.key}`);
  if (product) return balanceOf(user.balanceCredits, product);
  if (key === 'name') return fullName(user).toLocaleLowerCase();
  if (key === 'username') return (user.username ?? '').toLocaleLowerCase();
  if (key === 'status') return user.active === false ? 0 : 1;
  if (key === 'sentThisMonth') return user.sentThisMonth ?? 0;
  if (key === 'lastSignIn') return user.lastSignInAt ?? '';
  return 0;
};

const matches = (user: FamilyMember, q: string): boolean =>
  [fullName(user), user.username, user.email, user.phone].some((v) => v?.toLocaleLowerCase().includes(q));

export function familyPage(family: readonly FamilyMember[], params: Pick<UsersReportParams, 'q' | 'sortField' | 'sortOrder' | 'page' | 'pageSize'>) {
  const q = params.q.trim().toLocaleLowerCase();
  const all = family.filter((u) => !q || matches(u, q));
  if (params.sortField) {
    const key = params.sortField;
    const sign = params.sortOrder === 'desc' ? -1 : 1;
    all.sort((a, b) => {
      const [x, y] = [sortValue(key, a), sortValue(key, b)];
      return (x < y ? -1 : x > y ? 1 : 0) * sign;
    });
  }
  const start = (params.page - 1) * params.pageSize;
  return { rows: all.slice(start, start + params.pageSize), total: all.length, all };
}
