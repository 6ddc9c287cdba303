/**
 * super-admin/assigning-block (the blocking-users screen): a super-administrator fully blocks
 * customers — no sign-in (blocked, reason 'administrator') and no new campaigns (the
 * block-campaigns flag) — and their open sessions end at once; or lifts such a block, which
 * also clears failed sign-ins and the block on new campaigns. With includeSubUsers (the
 * default) a primary user's whole account, or a sub-user's descendants, go with it. Every id
 * must be one the caller reaches, or the whole request is 404 and nothing changes (one
 * transaction). The reason given is kept in the audit row.
 */
import type { AssignBlockApiArg, AssignBlockApiResponse } from '../../../../contract/superAdmin';
import { AssignBlock } from '../../../../contract/statusCodes';
import { descendantsUpperBound } from '../../../../domain/family';
import type { Db } from '../../../db/database';
import { managedUserOf, type ManagedUser } from '../../../http/account';
import type { Handler } from '../../../http/handler';
import { announceSessionsEnded } from '../../../events/sessionsEnded';
import { endSessions } from '../accountAccess';

/** Why a user is blocked when an administrator blocked it (users.blocked_reason). */
export const blockedByAdministrator = 'administrator';

/** The user and, when asked, those below it: a primary user's account, a sub-user's descendants. */
async function affectedIds(db: Db, user: ManagedUser, includeSubUsers: boolean): Promise<number[]> {
  if (!includeSubUsers) return [user.userId];
  let below = db.selectFrom('users').select('id').where('deleted_at', 'is', null);
  below = user.adminId === 0 ? below.where('admin_id', '=', user.userId) : below.where('family_path', '>', user.familyPath).where('family_path', '<', descendantsUpperBound(user.familyPath));
  return [user.userId, ...(await below.execute()).map((r) => r.id)];
}

export const assignBlock: Handler<AssignBlockApiArg> = async ({ body }, ctx): Promise<AssignBlockApiResponse> => {
  const named: ManagedUser[] = [];
  for (const id of body.userIds) named.push(await managedUserOf(ctx, id));
  const now = ctx.now();
  const ended: number[] = [];
  await ctx.db.transaction().execute(async (trx) => {
    const ids = new Set<number>();
    for (const user of named) for (const id of await affectedIds(trx, user, body.includeSubUsers ?? true)) ids.add(id);
    // Never the caller itself, even when it sits in a family it blocks.
    ids.delete(ctx.user!.userId);
    const users = [...ids];
    if (users.length === 0) return;
    if (body.blocked) {
      await trx.updateTable('users').set({ blocked: 1, blocked_reason: blockedByAdministrator, cant_send_campaign: 1 }).where('id', 'in', users).execute();
      await endSessions(trx, users, now);
      ended.push(...users);
    } else {
      await trx.updateTable('users').set({ blocked: 0, blocked_reason: null, failed_logins: 0, cant_send_campaign: 0 }).where('id', 'in', users).execute();
    }
  });
  await announceSessionsEnded(ctx.db, ended);
  return { data: { status: body.blocked ? AssignBlock.blocked : AssignBlock.unblocked } };
};
