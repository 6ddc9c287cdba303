/**
 * super-admin/search/main-autocomplete: the management search box (/users-management), asked
 * at every keystroke. Each prefix is one range of an index on the very expression compared
 * (migration 0039), so the answer costs the matches, not the table (bench
 * admin.search-100k-p95). Who is found is who the caller manages (domain/access managesUser):
 * everyone for a system manager or super-administrator; for an administrator the accounts
 * assigned to it (administrator_id, on every user of the account) and its own family. Deleted
 * users are in no search, as in the users report.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { GetMainAutocompleteApiResponse, SuperAdminUserSummary } from '../../../../contract/superAdmin';
import { Group, isSystemGroup, type AccessSubject } from '../../../../domain/access';
import { dialectOf, type Db } from '../../../db/database';
import { customerNameOrder, customerSearchExpression, customerUsernameOrder } from '../../../db/migrations/0039_customer_search';
import { forbidden } from '../../../http/envelope';
import { summaryColumns, summaryOf } from '../customers/customerSummary';
import type { Handler } from '../../../http/handler';
import { refuseManagementDenied } from '../../../http/managementDeny';
import { searchPlan, type PrefixRange, type SearchField } from './searchTerms';

/** The query string as it arrives (the contract names its parameters in snake case). */
export interface MainAutocompleteArg {
  query: string;
  search_by?: SearchField;
  max_rows?: number;
}

/** Who a caller may find, as a condition on users (null: everyone). */
function scopeOf(caller: AccessSubject): Expression<SqlBool> | null {
  if (isSystemGroup(caller)) return null;
  if (caller.group === Group.administrator) {
    return sql<SqlBool>`(users.administrator_id = ${caller.userId} or users.admin_id = ${caller.userId}) and users.id <> ${caller.userId}`;
  }
  // The contract lets only administrators and the system groups in (x-access admin).
  throw forbidden();
}

/** `key in [from, to)`: the pattern operators on PostgreSQL, so its text_pattern_ops index answers. */
function inRange(db: Db, range: PrefixRange): { match: Expression<SqlBool>; exact: Expression<SqlBool> } {
  const postgres = dialectOf(db) === 'postgres';
  const key = sql.raw(customerSearchExpression(range.key, postgres ? 'postgres' : 'sqlite'));
  const [ge, lt] = postgres ? [sql.raw('~>=~'), sql.raw('~<~')] : [sql.raw('>='), sql.raw('<')];
  return {
    match: sql<SqlBool>`${key} ${ge} ${range.from} and ${key} ${lt} ${range.to}`,
    exact: sql<SqlBool>`${key} = ${range.from}`,
  };
}

const nameOrder = sql.raw(customerNameOrder);
const usernameOrder = sql.raw(customerUsernameOrder);

/**
 * The best `maxRows` of each range (its exact match first, then by name), each one index
 * range read in the index alone: the best of all is among the best of each.
 */
function matches(db: Db, ranges: PrefixRange[], userId: number | undefined, scope: Expression<SqlBool> | null, maxRows: number) {
  const live = () => {
    const alive = db.selectFrom('users').where('users.deleted_at', 'is', null);
    return scope ? alive.where(scope) : alive;
  };
  const branches = ranges.map((range, i) => {
    const { match, exact } = inRange(db, range);
    const rank = sql<number>`case when ${exact} then 0 else 1 end`;
    const ranked = live().select(['users.id', rank.as('rank')]).where(match);
    // By name, an exact match of the name comes first anyway (it is the range's least key), so
    // that range is read in its index's order and stops at the limit.
    const best = (range.key === 'fullName' ? ranked : ranked.orderBy(rank))
      .orderBy(nameOrder)
      .orderBy(usernameOrder)
      .orderBy('users.id')
      .limit(maxRows);
    // A compound SELECT takes a branch's own ORDER BY and LIMIT only as a subquery.
    return db.selectFrom(best.as(`r${i}`)).selectAll();
  });
  if (userId !== undefined) branches.push(db.selectFrom(live().select(['users.id', sql<number>`0`.as('rank')]).where('users.id', '=', userId).as(`r${ranges.length}`)).selectAll());
  return branches.reduce((all, branch) => all.unionAll(branch));
}

/** The search as one statement (null when the query can match nobody); its plan is tested to use the indexes. */
export function customerSearchQuery(db: Db, caller: AccessSubject, query: string, field: SearchField, maxRows: number) {
  const scope = scopeOf(caller);
  const plan = searchPlan(query, field);
  if (plan.ranges.length === 0 && plan.userId === undefined) return null;
  const found = matches(db, plan.ranges, plan.userId, scope, maxRows).as('found');
  return db
    .selectFrom(found)
    .innerJoin('users', 'users.id', 'found.id')
    .select([
      ...summaryColumns.map((column) => `users.${column}` as const),
      sql<number>`min(found.rank)`.as('rank'),
    ])
    .groupBy('users.id')
    // Exact matches first, then by name (then username, then id, so the order is total).
    .orderBy(sql`min(found.rank)`)
    .orderBy(sql`lower(users.first_name || ' ' || users.last_name)`)
    .orderBy(sql`lower(users.username)`)
    .orderBy('users.id')
    .limit(maxRows);
}

export async function searchCustomers(db: Db, caller: AccessSubject, query: string, field: SearchField, maxRows: number): Promise<SuperAdminUserSummary[]> {
  const statement = customerSearchQuery(db, caller, query, field, maxRows);
  if (!statement) return [];
  const rows = await statement.execute();
  return rows.map(summaryOf);
}

export const getMainAutocomplete: Handler<MainAutocompleteArg> = async (arg, ctx): Promise<GetMainAutocompleteApiResponse> => {
  refuseManagementDenied(ctx);
  return { data: await searchCustomers(ctx.db, ctx.user!, arg.query, arg.search_by ?? 'all', arg.max_rows ?? 10) };
};
