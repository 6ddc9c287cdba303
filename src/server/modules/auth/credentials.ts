/**
 * Passwords on the server: argon2id hashes, wrong passwords counted down to a block, the
 * rules a new password must pass, and the robot check of the host's brand.
 */
import { hash, verify } from '@node-rs/argon2';
import { isStrongPassword, passwordReuseWindowMs, passwordsMatch } from '../../../domain/passwords';
import { afterWrongPassword, type WrongPasswordOutcome } from '../../../domain/signIn';
import type { Db } from '../../db/database';
import type { RequestContext } from '../../http/handler';
import { countHit, rateRules, refuseOverLimit } from '../../http/rateLimit';
import { blockUser, brandForHost, clearFailedLogins, countFailedLogin, passwordHashesSince, type UserRow } from './queries';
import { SetNewPassword } from '../../../contract/statusCodes';

export const hashPassword = (password: string): Promise<string> => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // Not an argon2 hash at all (an account whose password was never set).
    return false;
  }
}

/**
 * Checks the signed-in user's own password where an operation asks for it again (not sign-in,
 * which blocks the user): wrong ones are counted per user, and past the limit even the right one
 * is refused 429 until the window ends.
 */
export async function checkOwnPassword(ctx: RequestContext, user: UserRow | undefined, password: string): Promise<boolean> {
  const rule = rateRules.passwordChecksPerUser;
  const userId = ctx.user!.userId;
  await refuseOverLimit(ctx.db, rule, userId, ctx.now());
  if (user && (await verifyPassword(user.password_hash, password))) return true;
  await countHit(ctx.db, rule, userId, ctx.now());
  return false;
}

let decoyHash: Promise<string> | null = null;
/** Spends the time of a real check, so an unknown username answers as slowly as a known one. */
export async function verifyDecoy(password: string): Promise<void> {
  decoyHash ??= hashPassword('decoy password that matches nothing');
  await verifyPassword(await decoyHash, password);
}

export type PasswordVerdict = { outcome: 'ok' } | WrongPasswordOutcome;

/** Checks a sign-in password; a wrong one counts an attempt down and the last one blocks. */
export async function checkPassword(db: Db, user: UserRow, password: string): Promise<PasswordVerdict> {
  if (await verifyPassword(user.password_hash, password)) {
    await clearFailedLogins(db, user.id);
    return { outcome: 'ok' };
  }
  const verdict = afterWrongPassword(await countFailedLogin(db, user.id));
  if (verdict.outcome === 'blocked') await blockUser(db, user.id, 'failedLogins');
  return verdict;
}

/** Whether the password matches any the user had in the last year, the current one included. */
export async function usedInLastYear(db: Db, user: UserRow, password: string, now: number): Promise<boolean> {
  for (const oldHash of await passwordHashesSince(db, user, now - passwordReuseWindowMs)) {
    if (await verifyPassword(oldHash, password)) return true;
  }
  return false;
}

/** Why a new password is refused (status and, for a mismatch, the message), or null. */
export async function refuseNewPassword(
  db: Db,
  user: UserRow,
  input: { password: string; confirmPassword: string },
  now: number,
): Promise<{ status: number; message?: string } | null> {
  // The contract has no code of its own for a confirmation that differs; it is a form error.
  if (!passwordsMatch(input.password, input.confirmPassword)) return { status: SetNewPassword.notStrong, message: 'errors.password.mismatch' };
  if (!isStrongPassword(input.password)) return { status: SetNewPassword.notStrong };
  if (await usedInLastYear(db, user, input.password, now)) return { status: SetNewPassword.usedInLastYear };
  return null;
}

/** Passes when the host's brand asks for no robot check, or when the check says human. */
export async function passesRobotCheck(ctx: RequestContext, token: string | undefined): Promise<boolean> {
  const brand = await brandForHost(ctx.db, ctx.request.hostname);
  if (!brand?.site_key) return true;
  if (!token) return false;
  return ctx.request.server.robotCheck.verify({ token, remoteIp: ctx.request.ip });
}
