/** Opening a session for a user and handing its token to the browser (answer and cookie). */
import type { User } from '../../../contract/auth';
import { unauthorized } from '../../http/envelope';
import type { RequestContext } from '../../http/handler';
import { authCookieName, authCookieOptions, createSession, type SessionUser } from '../../http/session';
import { currentUserOf } from './currentUser';
import type { UserRow } from './queries';

export interface OpenedSession {
  token: string;
  tokenLifetimeMs: number;
  issuedAt: number;
  currentUser: User;
}

export async function openSession(
  ctx: RequestContext,
  user: UserRow,
  options: { keepLoggedIn: boolean; impersonatorId?: number | null; setCookie?: boolean },
): Promise<OpenedSession> {
  const { db, config, request } = ctx;
  const lifetimeMs = options.keepLoggedIn ? config.keepLoggedInLifetimeMs : config.sessionLifetimeMs;
  const session = await createSession(db, {
    userId: user.id,
    lifetimeMs,
    keepLoggedIn: options.keepLoggedIn,
    impersonatorId: options.impersonatorId ?? null,
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
    now: ctx.now(),
  });
  if (options.setCookie !== false) {
    setAuthCookie(ctx, session.token, session.expiresAt);
    // The new session replaces whichever one the request came with; that one must not be
    // rotated into a new_token (and cookie) that would override this answer.
    dropRequestSession(ctx);
  }
  return { token: session.token, tokenLifetimeMs: lifetimeMs, issuedAt: session.issuedAt, currentUser: await currentUserOf(db, user) };
}

export function setAuthCookie(ctx: RequestContext, token: string, expiresAt: number): void {
  ctx.reply.setCookie(authCookieName, token, authCookieOptions(expiresAt, ctx.request));
}

export function clearAuthCookie(ctx: RequestContext): void {
  ctx.reply.clearCookie(authCookieName, { path: '/' });
}

/** After this the binding treats the request as coming without a session. */
export function dropRequestSession(ctx: RequestContext): void {
  ctx.request.sessionUser = null;
}

export function signedInUser(ctx: RequestContext): SessionUser {
  // The binding lets no one without a session this far; this only narrows the type.
  if (!ctx.user) throw unauthorized();
  return ctx.user;
}

/** Where the request came from, for the audit and the robot check. */
export const clientOf = (ctx: RequestContext) => ({ ip: ctx.request.ip, userAgent: ctx.request.headers['user-agent'] ?? '' });
