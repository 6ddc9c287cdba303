/**
 * Whose data a request works in. Contact lists, blacklists and campaigns belong to an
 * account, the primary user's; a sub-user works in its primary user's account. An operation
 * that names a user (userId) works in that user's account if the caller may act for it
 * (mayActForUser, the one scope rule); any other id is 404, as one that does not exist.
 */
import { accountOf, managesUser, mayActForUser } from '../../domain/access';
import { storedFamilyPath } from '../../domain/family';
import { notFound } from './envelope';
import type { RequestContext } from './handler';

export { accountOf };

export interface UserScope {
  /** The account worked in (its primary user's id). */
  account: number;
  /** The user named, when one was; absent is the caller's whole account. */
  userId?: number;
}

export async function userScopeOf(ctx: Pick<RequestContext, 'db' | 'user'>, userId: number | undefined): Promise<UserScope> {
  const caller = ctx.user!;
  if (userId === undefined) return { account: accountOf(caller) };
  if (userId === caller.userId) return { account: accountOf(caller), userId };
  const row = await ctx.db.selectFrom('users').select(['id', 'admin_id', 'family_path', 'administrator_id']).where('id', '=', userId).executeTakeFirst();
  if (!row) throw notFound();
  const named = { userId: row.id, adminId: row.admin_id, familyPath: row.family_path, administratorId: row.administrator_id };
  if (!mayActForUser(caller, named)) throw notFound();
  return { account: accountOf(named), userId };
}

/** A user the caller manages (managesUser: never itself), as the users operations and the credit transfer read it. */
export interface ManagedUser {
  userId: number;
  adminId: number;
  parentId: number;
  group: number;
  familyPath: string;
  administratorId: number | null;
  blocked: boolean;
  active: boolean;
}

/** The user named if the caller manages it; any other id is 404, as one that does not exist. */
export async function managedUserOf(ctx: Pick<RequestContext, 'db' | 'user'>, userId: number): Promise<ManagedUser> {
  const row = await ctx.db
    .selectFrom('users')
    .select(['id', 'admin_id', 'parent_id', 'group_id', 'family_path', 'administrator_id', 'blocked', 'active'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound();
  const named: ManagedUser = {
    userId: row.id,
    adminId: row.admin_id,
    parentId: row.parent_id,
    group: row.group_id,
    familyPath: storedFamilyPath({ userId: row.id, adminId: row.admin_id, familyPath: row.family_path }),
    administratorId: row.administrator_id,
    blocked: row.blocked === 1,
    active: row.active === 1,
  };
  if (!managesUser(ctx.user!, named)) throw notFound();
  return named;
}
