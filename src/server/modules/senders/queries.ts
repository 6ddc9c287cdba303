/** The reads and writes the sender operations share. */
import type { VerifiedNumber } from '../../../contract/campaigns';
import { formatIsraelDateTime } from '../../../domain/israelTime';
import { displayPhone } from '../../../domain/phones';
import type { Db } from '../../db/database';
import { mayUseNumber, type SharedSenders } from './sharedSenders';

/** Whether the platform forbids this name or number for every customer (compared without case). */
export async function isForbiddenSource(db: Db, source: string): Promise<boolean> {
  const row = await db
    .selectFrom('forbidden_sources')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['source']), '=', source.toLowerCase()))
    .executeTakeFirst();
  return row !== undefined;
}

/** Where a number stands as a sender for an account, before any message is sent to it. */
export type NumberStanding = 'ours' | 'others' | 'attached' | 'free';

export async function numberStanding(db: Db, account: number, phone: string): Promise<NumberStanding> {
  const rows = await db
    .selectFrom('sender_identities')
    .select(['account_id', 'kind', 'status'])
    .where('value', '=', phone)
    .where('kind', 'in', ['verified', 'attached'])
    .where('status', '=', 'approved')
    .execute();
  // An attached number is the platform's, lent to an account: nobody proves they own it.
  if (rows.some((r) => r.kind === 'attached')) return 'attached';
  if (rows.some((r) => r.account_id === account)) return 'ours';
  if (rows.length) return 'others';
  return 'free';
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
  const rows = await db
    .selectFrom('sender_identities')
    .select(['id', 'kind', 'value', 'created_at'])
    .where('account_id', '=', account)
    .where('kind', 'in', ['verified', 'attached'])
    .where('status', '=', 'approved')
    .orderBy('id')
    .execute();
  return rows
    .filter((r) => r.kind === 'attached' || mayUseNumber(shared, r.value))
    .map((r) => ({ id: r.id, phone: displayPhone(r.value), verifiedOn: formatIsraelDateTime(Number(r.created_at)), isAttached: r.kind === 'attached' }));
}
