/**
 * Sessions live in the database and are revocable. The browser holds a random token (bearer
 * header, and the same token in an httpOnly cookie); the database holds only its hash.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AccessSubject } from '../../domain/access';
import type { Db } from '../db/database';
import { storedFamilyPath } from '../../domain/family';
import { permissionsInForceOf } from './permissionsInForce';

export interface SessionUser extends AccessSubject {
  sessionId: number;
  /** The administrator who logged in as this user (login-as-sub-user), if any. */
  impersonatorId: number | null;
  createdAt: number;
  expiresAt: number;
  keepLoggedIn: boolean;
}

export const authCookieName = 'auth';

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface NewSession {
  token: string;
  sessionId: number;
  issuedAt: number;
  expiresAt: number;
}

export async function createSession(
  db: Db,
  input: { userId: number; lifetimeMs: number; keepLoggedIn: boolean; impersonatorId?: number | null; ip?: string; userAgent?: string; now: number },
): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = input.now + input.lifetimeMs;
  const row = await db
    .insertInto('sessions')
    .values({
      user_id: input.userId,
      token_hash: hashToken(token),
      impersonator_id: input.impersonatorId ?? null,
      keep_logged_in: input.keepLoggedIn ? 1 : 0,
      created_at: input.now,
      expires_at: expiresAt,
      last_seen_at: input.now,
      ip: input.ip ?? '',
      user_agent: input.userAgent ?? '',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token, sessionId: row.id, issuedAt: input.now, expiresAt };
}

/** The signed-in user behind a token, or null when it is unknown, revoked or expired. */
export async function resolveSession(db: Db, token: string, now: number): Promise<SessionUser | null> {
  return (await resolveSessionOfRequest(db, token, now))?.user ?? null;
}

/**
 * The same, with the allowed-address lists the request's address must be in (the user's own
 * and its primary user's, allowedAddress.ts): every call of the API reads them, so they come in
 * the session's own query rather than a round trip of their own.
 */
export async function resolveSessionOfRequest(db: Db, token: string, now: number): Promise<{ user: SessionUser; allowedIps: string[] } | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('users as primary', (join) => join.onRef('primary.id', '=', 'users.admin_id'))
    .select(['sessions.id as sessionId', 'sessions.created_at', 'sessions.expires_at', 'sessions.keep_logged_in', 'sessions.impersonator_id', 'users.id as userId', 'users.admin_id', 'users.group_id', 'users.active', 'users.blocked', 'users.family_path', 'users.allowed_ips', 'primary.allowed_ips as primary_allowed_ips'])
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
  if (!row || !row.active || row.blocked) return null;
  // In force: the user's own grants capped and bequeathed by its ancestors'.
  const familyPath = storedFamilyPath({ userId: row.userId, adminId: row.admin_id, familyPath: row.family_path });
  const permissions = await permissionsInForceOf(db, { userId: row.userId, adminId: row.admin_id, familyPath });
  const user: SessionUser = {
    sessionId: row.sessionId,
    userId: row.userId,
    adminId: row.admin_id,
    group: row.group_id,
    permissions,
    familyPath,
    impersonatorId: row.impersonator_id,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    keepLoggedIn: row.keep_logged_in === 1,
  };
  return { user, allowedIps: row.admin_id && row.primary_allowed_ips !== null ? [row.allowed_ips, row.primary_allowed_ips] : [row.allowed_ips] };
}

export async function revokeSession(db: Db, sessionId: number, now: number): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: now }).where('id', '=', sessionId).execute();
}

/** Requests already on their way with the old token still work for this long after rotation. */
export const rotationGraceMs = 60_000;

/**
 * Past half its lifetime a session is replaced by a new one of the same length (answered as
 * new_token), so an active user is never cut off while a stolen old token soon dies.
 */
export async function rotateIfDue(db: Db, user: SessionUser, now: number): Promise<NewSession | null> {
  const lifetimeMs = user.expiresAt - user.createdAt;
  if (user.expiresAt - now > lifetimeMs / 2) return null;
  const next = await createSession(db, {
    userId: user.userId,
    lifetimeMs,
    keepLoggedIn: user.keepLoggedIn,
    impersonatorId: user.impersonatorId,
    now,
  });
  await db
    .updateTable('sessions')
    .set({ expires_at: Math.min(user.expiresAt, now + rotationGraceMs) })
    .where('id', '=', user.sessionId)
    .execute();
  return next;
}

/**
 * The httpOnly cookie that carries the same token as the bearer header; Secure whenever the
 * request came over HTTPS (behind a proxy: with TRUST_PROXY, which makes request.protocol
 * follow X-Forwarded-Proto).
 */
export const authCookieOptions = (expiresAt: number, request: Pick<FastifyRequest, 'protocol'>) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  path: '/',
  expires: new Date(expiresAt),
  secure: request.protocol === 'https',
});
