/**
 * The sender names and verified numbers a sub-user's form shares with it (section 3, "source
 * names and verified numbers shared down the family"): each must be one its parent may use
 * itself — an approved identity of the account that the parent's own family has not kept from
 * it (senders/sharedSenders.ts, which also holds the decision that an empty list shares all).
 */
import type { UsersSubUserForm } from '../../../contract/users';
import { normalizeBlacklistPhone } from '../../../domain/phones';
import type { Db } from '../../db/database';
import { everySender, mayUseName, mayUseNumber, sendersOf } from '../senders/sharedSenders';

export type SharedSenderRefusal = 'sourceNameNotApproved' | 'verifiedNumberNotShared';

/** The form's numbers in their stored digits (as sender_identities keeps them); null for one that is no phone. */
const storedNumbers = (numbers: readonly string[]): (string | null)[] => numbers.map((n) => normalizeBlacklistPhone(n));

async function approvedOfAccount(db: Db, account: number, kind: 'name' | 'verified'): Promise<string[]> {
  const rows = await db.selectFrom('sender_identities').select('value').where('account_id', '=', account).where('kind', '=', kind).where('status', '=', 'approved').execute();
  return rows.map((r) => r.value);
}

/** The first shared sender the parent may not pass on, or null; `parentId` 0 is a primary user's (no parent: the whole account). */
export async function sharedSendersRefusal(db: Db, account: number, parentId: number, form: UsersSubUserForm): Promise<SharedSenderRefusal | null> {
  if (!form.sourceNames?.length && !form.verifiedNumbers?.length) return null;
  const parent = parentId ? await sendersOf(db, parentId) : everySender;
  if (form.sourceNames?.length) {
    const approved = new Set((await approvedOfAccount(db, account, 'name')).map((name) => name.toLowerCase()));
    if (form.sourceNames.some((name) => !approved.has(name.toLowerCase()) || !mayUseName(parent, name))) return 'sourceNameNotApproved';
  }
  if (form.verifiedNumbers?.length) {
    const approved = new Set(await approvedOfAccount(db, account, 'verified'));
    if (storedNumbers(form.verifiedNumbers).some((phone) => phone === null || !approved.has(phone) || !mayUseNumber(parent, phone))) return 'verifiedNumberNotShared';
  }
  return null;
}

/** Replaces the user's shared names and numbers with the form's, each list only when the form carries it (in the caller's transaction). */
export async function saveSharedSenders(db: Db, userId: number, form: UsersSubUserForm): Promise<void> {
  if (form.sourceNames) {
    await db.deleteFrom('user_source_names').where('user_id', '=', userId).execute();
    const unique = [...new Set(form.sourceNames)];
    if (unique.length) await db.insertInto('user_source_names').values(unique.map((name) => ({ user_id: userId, name }))).execute();
  }
  if (form.verifiedNumbers) {
    await db.deleteFrom('user_verified_numbers').where('user_id', '=', userId).execute();
    // Checked before (sharedSendersRefusal): every number here is one.
    const unique = [...new Set(storedNumbers(form.verifiedNumbers).filter((phone): phone is string => phone !== null))];
    if (unique.length) await db.insertInto('user_verified_numbers').values(unique.map((phone) => ({ user_id: userId, phone }))).execute();
  }
}
