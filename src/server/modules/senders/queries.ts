/** The reads and writes the sender operations share. */
import type { VerifiedNumber } from '../../../contract/campaigns';
import { senderKeyOf } from '../../../domain/forbiddenText';
import { formatIsraelDateTime } from '../../../domain/israelTime';
import { displayPhone } from '../../../domain/phones';
import { isReplyNumberHeld } from '../../../domain/replyNumbers';
import type { Db } from '../../db/database';
import { mayUseNumber, type SharedSenders } from './sharedSenders';

/**
 * Whether the platform forbids this name or number for every customer (super-admin/forbidden-sources-add):
 * the one place every sender check asks, comparing senders as senders (a name whatever its case,
 * spacing or look-alike letters, a number by its digits: domain/forbiddenText.ts senderKeyOf).
 */
export async function isForbiddenSource(db: Db, source: string): Promise<boolean> {
  const key = senderKeyOf(source);
  if (!key) return false;
  const rows = await db.selectFrom('forbidden_sources').select('source').execute();
  return rows.some((r) => senderKeyOf(r.source) === key);
}

/** Where a number stands as a sender for an account, before any message is sent to it. */
export type NumberStanding = 'ours' | 'others' | 'attached' | 'free';

/**
 * The accounts whose verified numbers this account may send from: itself and the members of
 * every verified group it belongs to (super-admin/verified-groups-*, the share-verified-numbers
 * screen). Every check of a verified sender asks here, so a group counts everywhere at once.
 */
export async function verifiedNumberAccounts(db: Db, account: number): Promise<number[]> {
  const mates = await db
    .selectFrom('verified_group_members as mine')
    .innerJoin('verified_group_members as other', 'other.group_id', 'mine.group_id')
    .select('other.user_id')
    .where('mine.user_id', '=', account)
    .execute();
  return [...new Set([account, ...mates.map((m) => m.user_id)])];
}

/** Whether the account may send from the number as a verified one: its own or its group's, approved. */
export async function hasVerifiedNumber(db: Db, account: number, phone: string): Promise<boolean> {
  const row = await db
    .selectFrom('sender_identities')
    .select('id')
    .where('account_id', 'in', await verifiedNumberAccounts(db, account))
    .where('kind', '=', 'verified')
    .where('value', '=', phone)
    .where('status', '=', 'approved')
    .executeTakeFirst();
  return row !== undefined;
}

export async function numberStanding(db: Db, account: number, phone: string): Promise<NumberStanding> {
  const rows = await db
    .selectFrom('sender_identities')
    .select(['account_id', 'kind', 'status', 'held_until'])
    .where('value', '=', phone)
    .where('kind', 'in', ['verified', 'attached'])
    .where('status', '=', 'approved')
    .execute();
  // An attached number is the platform's, lent to an account: nobody proves they own it.
  if (rows.some((r) => r.kind === 'attached' && isReplyNumberHeld(r.held_until, Date.now()))) return 'attached';
  const verified = rows.filter((r) => r.kind === 'verified');
  if (verified.length === 0) return 'free';
  const sharing = await verifiedNumberAccounts(db, account);
  if (verified.some((r) => sharing.includes(r.account_id))) return 'ours';
  return 'others';
}

/** The number becomes an approved verified sender of the account (a pending or refused row is replaced). */
export async function approveVerifiedNumber(db: Db, account: number, phone: string, now: number): Promise<void> {
  const existing = await db
    .selectFrom('sender_identities')
    .select('id')
    .where('account_id', '=', account)
    .where('kind', '=', 'verified')
    .where('value', '=', phone)
    .executeTakeFirst();
  if (existing) await db.updateTable('sender_identities').set({ status: 'approved', created_at: now }).where('id', '=', existing.id).execute();
  else await db.insertInto('sender_identities').values({ account_id: account, kind: 'verified', value: phone, status: 'approved', created_at: now }).execute();
}

/** The account's approved numbers a user may send from: the verified ones shared with it (sharedSenders.ts), and attached ones flagged. */
export async function verifiedNumbersOf(db: Db, account: number, shared: SharedSenders): Promise<VerifiedNumber[]> {
  const sharing = await verifiedNumberAccounts(db, account);
  const rows = await db
    .selectFrom('sender_identities')
    .select(['id', 'account_id', 'kind', 'value', 'created_at', 'held_until'])
    .where('account_id', 'in', sharing)
    .where('kind', 'in', ['verified', 'attached'])
    .where('status', '=', 'approved')
    .orderBy('id')
    .execute();
  const now = Date.now();
  // A verified group's numbers are listed with the account's own; attached numbers only the account's, while held.
  const usable = rows.filter((r) => (r.kind === 'attached' ? r.account_id === account && isReplyNumberHeld(r.held_until, now) : mayUseNumber(shared, r.value)));
  // A number two members verified is listed once, the first verification's.
  return usable
    .filter((r, i) => usable.findIndex((o) => o.value === r.value) === i)
    .map((r) => ({ id: r.id, phone: displayPhone(r.value), verifiedOn: formatIsraelDateTime(Number(r.created_at)), isAttached: r.kind === 'attached' }));
}
