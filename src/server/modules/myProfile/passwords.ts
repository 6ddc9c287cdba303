/**
 * users/verify-user-password and users/update-user-password. A user has one secret: the API
 * signs in with the same username and password (auth/login, then the session token, which
 * auth/external-login can hand on), so the "API password" (kind 'api') and the sign-in
 * password (kind 'login') are the same row and change together; every session and API token
 * of the user ends with the old password.
 */
import type {
  UsersUpdateUserPasswordApiArg,
  UsersUpdateUserPasswordApiResponse,
  VerifyUserPasswordApiArg,
  VerifyUserPasswordApiResponse,
} from '../../../contract/users';
import { SetNewPassword, UsersUpdateUserPassword, VerifyUserPassword } from '../../../contract/statusCodes';
import { managedUserOf } from '../../http/account';
import type { Handler } from '../../http/handler';
import { checkOwnPassword, hashPassword, refuseNewPassword } from '../auth/credentials';
import { findUserById, revokeUserSessions, savePassword } from '../auth/queries';
import { openSession, signedInUser } from '../auth/signIn';

export const verifyUserPassword: Handler<VerifyUserPasswordApiArg> = async ({ body }, ctx): Promise<VerifyUserPasswordApiResponse> => {
  const user = await findUserById(ctx.db, signedInUser(ctx).userId);
  const ok = await checkOwnPassword(ctx, user, body.password);
  return { data: { status: ok ? VerifyUserPassword.verified : VerifyUserPassword.wrongPassword } };
};

/** The sign-in password rules' refusals (auth/credentials) in this operation's codes. */
const refusalCode = (status: number): number =>
  status === SetNewPassword.usedInLastYear ? UsersUpdateUserPassword.usedBefore : UsersUpdateUserPassword.notStrong;

export const usersUpdateUserPassword: Handler<UsersUpdateUserPasswordApiArg> = async ({ body }, ctx): Promise<UsersUpdateUserPasswordApiResponse> => {
  const { db } = ctx;
  const now = ctx.now();
  const caller = signedInUser(ctx);
  // Another user: only one the caller manages (404 otherwise), confirmed by the caller's password.
  const targetId = body.userId === undefined || body.userId === caller.userId ? caller.userId : (await managedUserOf(ctx, body.userId)).userId;
  const confirmer = await findUserById(db, caller.userId);
  if (!confirmer || !(await checkOwnPassword(ctx, confirmer, body.currentPassword))) {
    return { data: { status: UsersUpdateUserPassword.wrongCurrentPassword } };
  }
  const target = targetId === caller.userId ? confirmer : await findUserById(db, targetId);
  if (!target) return { data: { status: UsersUpdateUserPassword.saveFailed } };
  const refused = await refuseNewPassword(db, target, { password: body.newPassword, confirmPassword: body.confirmPassword }, now);
  if (refused) return { data: { status: refusalCode(refused.status), ...(refused.message ? { message: refused.message } : {}) } };
  try {
    await savePassword(db, target.id, await hashPassword(body.newPassword), now);
  } catch (error) {
    ctx.request.log.error(error);
    return { data: { status: UsersUpdateUserPassword.saveFailed } };
  }
  await revokeUserSessions(db, target.id, now);
  if (target.id !== caller.userId) return { data: { status: UsersUpdateUserPassword.changed } };
  // The caller's own sessions ended too: this browser goes on with a new one.
  const session = await openSession(ctx, target, { keepLoggedIn: caller.keepLoggedIn, impersonatorId: caller.impersonatorId });
  return { data: { status: UsersUpdateUserPassword.changed }, new_token: session.token };
};
