/**
 * Who a mail-to-SMS mail comes from: the user whose SMS-to-mail addresses (/my-profile, or a
 * sub-user's form) hold the MAIL FROM address. That list is the only proof the product has
 * that the address speaks for the user, so an address no active user lists — or that two
 * users list (which one would pay?) — sends nothing.
 */
import type { AccessSubject } from '../../../domain/access';
import { storedFamilyPath } from '../../../domain/family';
import type { Db } from '../../db/database';
import { permissionsInForceOf } from '../../http/permissionsInForce';

export type MailSenderLookup = { subject: AccessSubject } | { refusal: 'unknown' | 'ambiguous' };

const listOf = (json: string): string[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((a): a is string => typeof a === 'string') : [];
  } catch {
    return [];
  }
};

/** The one spelling two addresses are compared in. */
export const mailAddressKey = (address: string): string => address.trim().toLowerCase();

/**
 * The users whose SMS-to-mail list holds the address (the same list super-admin/assigning-email
 * writes): the active unblocked ones, or with `anyState` every user not deleted.
 */
export async function usersListingAddress(db: Db, address: string, anyState = false) {
  const wanted = mailAddressKey(address);
  // A coarse filter in SQL (the address appears in the JSON text), the exact match below: LIKE's
  // wildcards in an address (_ is common) only widen it, and a backslash, PostgreSQL's escape, becomes one.
  let candidates = db
    .selectFrom('users')
    .select(['id', 'admin_id', 'group_id', 'family_path', 'allowed_emails'])
    .where('deleted_at', 'is', null)
    .where((eb) => eb(eb.fn('lower', ['allowed_emails']), 'like', `%${wanted.replace(/\\/g, '_')}%`));
  if (!anyState) candidates = candidates.where('active', '=', 1).where('blocked', '=', 0);
  return (await candidates.execute()).filter((u) => listOf(u.allowed_emails).some((a) => mailAddressKey(a) === wanted));
}

export async function mailSenderAccount(db: Db, address: string): Promise<MailSenderLookup> {
  if (!mailAddressKey(address)) return { refusal: 'unknown' };
  const holders = await usersListingAddress(db, address);
  if (holders.length === 0) return { refusal: 'unknown' };
  if (holders.length > 1) return { refusal: 'ambiguous' };
  const [user] = holders;
  const familyPath = storedFamilyPath({ userId: user!.id, adminId: user!.admin_id, familyPath: user!.family_path });
  const permissions = await permissionsInForceOf(db, { userId: user!.id, adminId: user!.admin_id, familyPath });
  return { subject: { userId: user!.id, adminId: user!.admin_id, group: user!.group_id, permissions, familyPath } };
}
