/**
 * The senders a user may use: the one place that decides it (issue 15, "source names and
 * verified numbers shared down the family"). Sender names and verified numbers belong to the
 * account; each sub-user's own list (users/create-sub-user, update-sub-user) narrows what its
 * parent may use.
 *
 * Decision: an EMPTY list shares everything the parent may use, so sub-users made before lists
 * existed (and those whose manager never chose) keep sending as before; a non-empty list
 * restricts to its entries that the parent may still use (a parent's list narrowed later
 * narrows its children at once, without rewriting their rows).
 *
 * Attached numbers are the platform's system and reply numbers lent to the account, not the
 * account's own identities: they are shared with every user of the account and never listed.
 */
import { familyIds, storedFamilyPath } from '../../../domain/family';
import type { Db } from '../../db/database';

export interface SharedSenders {
  /** The sender names the user may use, lower-cased (names compare without case); null: every name of the account. */
  names: ReadonlySet<string> | null;
  /** The verified numbers the user may send from, stored digits; null: every verified number of the account. */
  numbers: ReadonlySet<string> | null;
}

export const everySender: SharedSenders = { names: null, numbers: null };

/** What one user's own list leaves of what its parent may use. */
function narrowed(parent: ReadonlySet<string> | null, own: readonly string[]): ReadonlySet<string> | null {
  if (own.length === 0) return parent;
  return new Set(parent === null ? own : own.filter((value) => parent.has(value)));
}

/** The senders the user may use: its ancestors' lists and its own, root first. An unknown user may use nothing. */
export async function sendersOf(db: Db, userId: number): Promise<SharedSenders> {
  const row = await db.selectFrom('users').select(['id', 'admin_id', 'family_path']).where('id', '=', userId).executeTakeFirst();
  if (!row) return { names: new Set(), numbers: new Set() };
  // The primary user (the root) holds the whole account: only the users below it are narrowed.
  const chain = familyIds(storedFamilyPath({ userId: row.id, adminId: row.admin_id, familyPath: row.family_path })).slice(1);
  if (row.admin_id === 0 || chain.length === 0) return everySender;
  const [names, numbers] = await Promise.all([
    db.selectFrom('user_source_names').select(['user_id', 'name']).where('user_id', 'in', chain).execute(),
    db.selectFrom('user_verified_numbers').select(['user_id', 'phone']).where('user_id', 'in', chain).execute(),
  ]);
  let shared: SharedSenders = everySender;
  for (const id of chain) {
    shared = {
      names: narrowed(
        shared.names,
        names.filter((n) => n.user_id === id).map((n) => n.name.toLowerCase()),
      ),
      numbers: narrowed(
        shared.numbers,
        numbers.filter((n) => n.user_id === id).map((n) => n.phone),
      ),
    };
  }
  return shared;
}

export const mayUseName = (shared: SharedSenders, name: string): boolean => shared.names === null || shared.names.has(name.toLowerCase());

/** `phone` in its stored digits (sender_identities.value). */
export const mayUseNumber = (shared: SharedSenders, phone: string): boolean => shared.numbers === null || shared.numbers.has(phone);
