/** Signing out, and signing in from a sub-user site with a token it passed in the address. */
import type { ExternalLoginApiArg, ExternalLoginApiResponse, LogoutApiArg, LogoutApiResponse } from '../../../contract/auth';
import type { Handler } from '../../http/handler';
import { announceSessionsEnded } from '../../events/sessionsEnded';
import { revokeSession } from '../../http/session';
import { findUserById, liveSessionByToken } from './queries';
import { clearAuthCookie, dropRequestSession, openSession } from './signIn';
import { ExternalLogin } from '../../../contract/statusCodes';

/** Works without a valid session too: a browser whose session ended must still clear its cookie. */
export const logout: Handler<LogoutApiArg> = async (_arg, ctx): Promise<LogoutApiResponse> => {
  if (ctx.user) {
    await revokeSession(ctx.db, ctx.user.sessionId, ctx.now());
    // Its windows, in this process and the others, stop streaming now.
    await announceSessionsEnded(ctx.db, [ctx.user.userId]);
  }
  dropRequestSession(ctx);
  clearAuthCookie(ctx);
  return { data: { loggedOut: true } };
};

/**
 * The token in the address ends up in history and logs, so it works once: its session is
 * swapped for a new one (same user, same impersonator) whose token only the cookie and the
 * answer carry.
 */
export const externalLogin: Handler<ExternalLoginApiArg> = async ({ body }, ctx): Promise<ExternalLoginApiResponse> => {
  const { db } = ctx;
  const now = ctx.now();
  const session = await liveSessionByToken(db, body.token, now);
  const user = session ? await findUserById(db, session.user_id) : undefined;
  if (!session || !user) return { data: { status: ExternalLogin.invalidLink } };
  if (user.blocked || !user.active) return { data: { status: ExternalLogin.userBlocked } };
  await revokeSession(db, session.id, now);
  await announceSessionsEnded(db, [session.user_id]);
  const opened = await openSession(ctx, user, { keepLoggedIn: session.keep_logged_in === 1, impersonatorId: session.impersonator_id });
  return { data: { status: ExternalLogin.signedIn, otp: user.otp_enabled === 1, ...opened } };
};
