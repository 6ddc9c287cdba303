/**
 * Letting a customer's user back in, or out (section 6): unblock a user blocked after failed
 * sign-ins, for forbidden text or by an administrator; end one user's sessions or everyone's
 * before maintenance; set how long a user's password stays valid. Each names a user the
 * caller manages (managedUserOf: an administrator its assigned customers and their families,
 * system groups everyone); any other id is 404.
 *
 * An ended session is revoked, not deleted: the next request with its token is 401, and its
 * open event streams close at their next keep-alive round (events/notificationHub.ts).
 */
import type {
  KillThemAllApiArg,
  KillThemAllApiResponse,
  KillUserApiArg,
  KillUserApiResponse,
  UnblockUserApiArg,
  UnblockUserApiResponse,
  UpdatePasswordValidityApiArg,
  UpdatePasswordValidityApiResponse,
} from '../../../contract/superAdmin';
import { KillThemAll, KillUser, UnblockUser, UpdatePasswordValidity } from '../../../contract/statusCodes';
import { Group } from '../../../domain/access';
import { fromIsraelWallTime, israelWallTime } from '../../../domain/israelTime';
import { mayChooseValidityDay } from '../../../domain/passwords';
import type { Db } from '../../db/database';
import { announceSessionsEnded } from '../../events/sessionsEnded';
import { managedUserOf } from '../../http/account';
import type { Handler } from '../../http/handler';

/**
 * Revokes the users' live sessions (also a full block's, customers/fullBlock.ts); answers how
 * many. The caller announces them (announceSessionsEnded) once its transaction is committed.
 */
export async function endSessions(db: Db, userIds: number | readonly number[], now: number): Promise<number> {
  const ids = typeof userIds === 'number' ? [userIds] : [...userIds];
  if (ids.length === 0) return 0;
  const ended = await db.updateTable('sessions').set({ revoked_at: now }).where('user_id', 'in', ids).where('revoked_at', 'is', null).where('expires_at', '>', now).executeTakeFirst();
  return Number(ended.numUpdatedRows);
}

export const unblockUser: Handler<UnblockUserApiArg> = async ({ body }, ctx): Promise<UnblockUserApiResponse> => {
  const user = await managedUserOf(ctx, body.userId);
  // Failed sign-ins are counted again from zero, or the next wrong password would block it at once.
  const changed = await ctx.db.updateTable('users').set({ blocked: 0, blocked_reason: null, failed_logins: 0 }).where('id', '=', user.userId).where('blocked', '=', 1).executeTakeFirst();
  return { data: { status: Number(changed.numUpdatedRows) === 1 ? UnblockUser.unblocked : UnblockUser.notBlocked } };
};

export const killUser: Handler<KillUserApiArg> = async ({ body }, ctx): Promise<KillUserApiResponse> => {
  const user = await managedUserOf(ctx, body.userId);
  const ended = await endSessions(ctx.db, user.userId, ctx.now());
  await announceSessionsEnded(ctx.db, [user.userId]);
  return { data: { status: ended > 0 ? KillUser.userDisconnected : KillUser.noOpenSession } };
};

export const killThemAll: Handler<KillThemAllApiArg> = async ({ body }, ctx): Promise<KillThemAllApiResponse> => {
  const now = ctx.now();
  const caller = ctx.user!.userId;
  // The caller keeps its own sessions: it is the one doing the maintenance.
  let users = ctx.db.selectFrom('users').select('id').where('id', '!=', caller);
  if (!body.includeSystemUsers) users = users.where('group_id', 'not in', [Group.systemManager, Group.superAdmin]);
  const ended = await ctx.db.updateTable('sessions').set({ revoked_at: now }).where('revoked_at', 'is', null).where('expires_at', '>', now).where('user_id', 'in', users).returning('user_id').execute();
  await announceSessionsEnded(ctx.db, ended.map((row) => row.user_id));
  return { data: { status: KillThemAll.allDisconnected, disconnected: ended.length } };
};

export const updatePasswordValidity: Handler<UpdatePasswordValidityApiArg> = async ({ body }, ctx): Promise<UpdatePasswordValidityApiResponse> => {
  const user = await managedUserOf(ctx, body.userId);
  const [year, month, day] = body.validUntil.split('-').map(Number) as [number, number, number];
  if (!mayChooseValidityDay({ year, month, day }, israelWallTime(ctx.now()))) {
    return { data: { status: UpdatePasswordValidity.passwordValidityOutOfRange } };
  }
  // Valid through the whole of that day.
  await ctx.db.updateTable('users').set({ password_valid_until: fromIsraelWallTime(year, month, day + 1) }).where('id', '=', user.userId).execute();
  return { data: { status: UpdatePasswordValidity.passwordValidityUpdated } };
};
