/** The queries of signing in, passwords and two-step phones: SQL of the area in one place. */
import type { PermissionHolder } from '../../../domain/access';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { BrandsTable, UsersTable } from '../../db/schema';
import { announceSessionsEnded } from '../../events/sessionsEnded';
import { hashToken } from '../../http/session';
import { permissionsInForceOfUser } from '../../http/permissionsInForce';

export type UserRow = Selectable<UsersTable>;
export type BrandRow = Selectable<BrandsTable>;

export const findUserById = (db: Db, id: number): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

/** Usernames are unique whatever their case, and found the same way. */
export const findUserByUsername = (db: Db, username: string): Promise<UserRow | undefined> =>
  db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
    .executeTakeFirst();

/** Forgot password: the customer number, or the identity/company number. */
export const findUserByIdentifier = (db: Db, identifier: string): Promise<UserRow | undefined> =>
  db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb('customer_number', '=', identifier), eb('national_id', '=', identifier)]))
    .orderBy('id')
    .executeTakeFirst();

/**
 * The permissions in force: the user's own grants capped and bequeathed by its ancestors'
 * (domain/family.ts permissionsInForce), the same reading as the session's.
 */
export const enabledPermissions = (db: Db, userId: number): Promise<number[]> => permissionsInForceOfUser(db, userId);

/** A user's group and permissions in force: what the one access rule (holdsPermission) reads of a sender. */
export async function permissionHolderOf(db: Db, userId: number): Promise<PermissionHolder> {
  const user = await db.selectFrom('users').select('group_id').where('id', '=', userId).executeTakeFirstOrThrow();
  return { group: user.group_id, permissions: await enabledPermissions(db, userId) };
}

/** The brand of a host, else the default brand (host '*'). */
export async function brandForHost(db: Db, hostname: string): Promise<BrandRow | undefined> {
  const rows = await db
    .selectFrom('brands')
    .selectAll()
    .where('host', 'in', [hostname.toLowerCase(), '*'])
    .execute();
  return rows.find((b) => b.host !== '*') ?? rows[0];
}

export async function recordLogin(
  db: Db,
  entry: { userId: number | null; username: string; outcome: string; ip: string; userAgent: string; now: number },
): Promise<void> {
  await db
    .insertInto('login_audit')
    .values({ user_id: entry.userId, username: entry.username, outcome: entry.outcome, ip: entry.ip, user_agent: entry.userAgent.slice(0, 500), created_at: entry.now })
    .execute();
}

/** Counts a wrong password; answers how many there are now in a row. */
export async function countFailedLogin(db: Db, userId: number): Promise<number> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({ failed_logins: eb('failed_logins', '+', 1) }))
    .where('id', '=', userId)
    .returning('failed_logins')
    .executeTakeFirstOrThrow();
  return row.failed_logins;
}

export async function clearFailedLogins(db: Db, userId: number): Promise<void> {
  await db.updateTable('users').set({ failed_logins: 0 }).where('id', '=', userId).where('failed_logins', '>', 0).execute();
}

export async function blockUser(db: Db, userId: number, reason: string): Promise<void> {
  await db.updateTable('users').set({ blocked: 1, blocked_reason: reason }).where('id', '=', userId).execute();
}

/** The password hashes of the user since a time, the current one included. */
export async function passwordHashesSince(db: Db, user: UserRow, since: number): Promise<string[]> {
  const rows = await db
    .selectFrom('password_history')
    .select('password_hash')
    .where('user_id', '=', user.id)
    .where('created_at', '>=', since)
    .execute();
  return [user.password_hash, ...rows.map((r) => r.password_hash)];
}

/** Sets a new password and keeps it in the history the "used in the last year" rule reads. */
export async function savePassword(db: Db, userId: number, passwordHash: string, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, password_changed_at: now, password_valid_until: null, failed_logins: 0 })
      .where('id', '=', userId)
      .execute();
    await trx.insertInto('password_history').values({ user_id: userId, password_hash: passwordHash, created_at: now }).execute();
  });
}

/** Ends every open session of a user (a new password locks out whoever held the old one). */
export async function revokeUserSessions(db: Db, userId: number, now: number): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
  await announceSessionsEnded(db, [userId]);
}

/** A live session by its token, whatever the state of its user. */
export const liveSessionByToken = (db: Db, token: string, now: number) =>
  db
    .selectFrom('sessions')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();

export async function otpPhonesOf(db: Db, userId: number): Promise<string[]> {
  const rows = await db.selectFrom('otp_phones').select('phone').where('user_id', '=', userId).orderBy('id').execute();
  return rows.map((r) => r.phone);
}

/** The phones on the user's record (JSON list), where forgot-password codes go. */
export function recordPhones(user: UserRow): string[] {
  try {
    const phones: unknown = JSON.parse(user.phones);
    return Array.isArray(phones) ? phones.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

export async function balancesOf(db: Db, userId: number): Promise<Map<string, number>> {
  const rows = await db.selectFrom('balances').select(['service', 'amount']).where('user_id', '=', userId).execute();
  return new Map(rows.map((r) => [r.service, Number(r.amount)]));
}

/** What the user's sub-users hold, per service. */
export async function subUserBalancesOf(db: Db, userId: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('balances')
    .innerJoin('users', 'users.id', 'balances.user_id')
    .select((eb) => ['balances.service', eb.fn.sum<number | string>('balances.amount').as('total')])
    .where('users.admin_id', '=', userId)
    .groupBy('balances.service')
    .execute();
  // PostgreSQL sums bigint as numeric, which arrives as a string.
  return new Map(rows.map((r) => [r.service, Number(r.total)]));
}
