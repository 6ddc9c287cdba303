/**
 * An account's allowed IP addresses (my-profile): a user may be used only from an address in
 * its own list and in its primary user's list (an empty list allows every address), at
 * sign-in and on every call of a session or API token alike.
 */
import { addressAllowed } from '../../domain/myProfile';
import type { Db } from '../db/database';

const listOf = (json: string): string[] => {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
};

export async function addressAllowedFor(db: Db, user: { userId: number; adminId: number }, ip: string): Promise<boolean> {
  const ids = user.adminId ? [user.userId, user.adminId] : [user.userId];
  const rows = await db.selectFrom('users').select('allowed_ips').where('id', 'in', ids).execute();
  return addressInLists(rows.map((row) => row.allowed_ips), ip);
}

/** Whether `ip` is allowed by every one of the stored lists (JSON arrays, as users.allowed_ips keeps them). */
export const addressInLists = (stored: string[], ip: string): boolean => stored.every((json) => addressAllowed(listOf(json), ip));
