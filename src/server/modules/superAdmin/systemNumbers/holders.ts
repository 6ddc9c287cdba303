/**
 * Who holds a number: the one read the assign screens, the reply routing and the exports share.
 * Reply (attached) numbers are sender_identities of kind 'attached' while held
 * (src/domain/replyNumbers.ts); resold, system and short numbers are account_numbers.
 */
import type { SuperAdminAssignedNumber } from '../../../../contract/superAdmin';
import { formatIsraelDateTime } from '../../../../domain/israelTime';
import { displayPhone, normalizeBlacklistPhone } from '../../../../domain/phones';
import type { Db } from '../../../db/database';

export type NumberType = NonNullable<SuperAdminAssignedNumber['type']>;

/** A number in its stored form: an Israeli one without 0/972, others whole; short numbers as typed. */
export const storedNumber = (typed: string, type?: NumberType): string | null => (type === 'shortcut' ? (/^\d{3,16}$/.test(typed) ? typed : null) : normalizeBlacklistPhone(typed));

export interface Holding {
  number: string;
  type: NumberType;
  account: number;
  username: string;
  contactListId: number | null;
  assignedAt: number;
  heldUntil: number | null;
}

export const shownHolding = (h: Holding): SuperAdminAssignedNumber => ({
  number: h.type === 'shortcut' ? h.number : displayPhone(h.number),
  type: h.type,
  userId: h.account,
  username: h.username,
  ...(h.contactListId !== null && { contactListId: h.contactListId }),
  assignedOn: formatIsraelDateTime(h.assignedAt),
  expiresOn: h.heldUntil === null ? '' : formatIsraelDateTime(h.heldUntil),
});

/** The holdings in force at `now`, narrowed to an account, to numbers (stored form) or a type. */
export async function holdings(db: Db, now: number, filter: { account?: number; numbers?: string[]; type?: NumberType } = {}): Promise<Holding[]> {
  const found: Holding[] = [];
  if (filter.type === undefined || filter.type === 'attached') {
    let lent = db
      .selectFrom('sender_identities as s')
      .innerJoin('users as u', 'u.id', 's.account_id')
      .select(['s.value', 's.account_id', 'u.username', 's.contact_list_id', 's.created_at', 's.held_until'])
      .where('s.kind', '=', 'attached')
      .where('s.status', '=', 'approved')
      .where((eb) => eb.or([eb('s.held_until', 'is', null), eb('s.held_until', '>', now)]));
    if (filter.account !== undefined) lent = lent.where('s.account_id', '=', filter.account);
    if (filter.numbers) lent = lent.where('s.value', 'in', filter.numbers.length ? filter.numbers : ['']);
    for (const r of await lent.orderBy('s.id').execute()) {
      found.push({ number: r.value, type: 'attached', account: r.account_id, username: r.username, contactListId: r.contact_list_id, assignedAt: Number(r.created_at), heldUntil: r.held_until === null ? null : Number(r.held_until) });
    }
  }
  if (filter.type !== 'attached') {
    let given = db.selectFrom('account_numbers as n').innerJoin('users as u', 'u.id', 'n.account_id').select(['n.number', 'n.type', 'n.account_id', 'u.username', 'n.assigned_at']);
    if (filter.type !== undefined) given = given.where('n.type', '=', filter.type);
    if (filter.account !== undefined) given = given.where('n.account_id', '=', filter.account);
    if (filter.numbers) given = given.where('n.number', 'in', filter.numbers.length ? filter.numbers : ['']);
    for (const r of await given.orderBy('n.id').execute()) {
      found.push({ number: r.number, type: r.type, account: r.account_id, username: r.username, contactListId: null, assignedAt: Number(r.assigned_at), heldUntil: null });
    }
  }
  return found;
}

/**
 * Lends a reply number to an account (in the caller's transaction): a lapsed lending of it,
 * anyone's, is cleared first; the account's own row is renewed.
 */
export async function lendReplyNumber(db: Db, input: { account: number; number: string; heldUntil: number | null; contactListId: number | null; now: number }): Promise<void> {
  await db
    .deleteFrom('sender_identities')
    .where('kind', '=', 'attached')
    .where('value', '=', input.number)
    .where((eb) => eb.or([eb('account_id', '=', input.account), eb.and([eb('held_until', 'is not', null), eb('held_until', '<=', input.now)])]))
    .execute();
  await db
    .insertInto('sender_identities')
    .values({ account_id: input.account, kind: 'attached', value: input.number, status: 'approved', permanent: input.heldUntil === null ? 1 : 0, held_until: input.heldUntil, contact_list_id: input.contactListId, created_at: input.now })
    .execute();
}
