/**
 * Whose data a request works in. Contact lists, blacklists and campaigns belong to an
 * account, the primary user's; a sub-user works in its primary user's account. An operation
 * that names a user (userId) works in that user's account if the caller may act for it
 * (mayActForUser, the one scope rule); any other id is 404, as one that does not exist.
 */
import { accountOf, mayActForUser } from '../../domain/access';
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
  const row = await ctx.db.selectFrom('users').select(['id', 'admin_id']).where('id', '=', userId).executeTakeFirst();
  if (!row) throw notFound();
  const named = { userId: row.id, adminId: row.admin_id };
  if (!mayActForUser(caller, named)) throw notFound();
  return { account: accountOf(named), userId };
}
