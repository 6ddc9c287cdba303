/** What a voice campaign's send checks of the account besides its recording (recordings/store.ts recordingOf): its calling number. */
import { internationalPhone, normalizeBlacklistPhone } from '../../../domain/phones';
import { isReplyNumberHeld } from '../../../domain/replyNumbers';
import type { Db } from '../../db/database';
import { hasVerifiedNumber } from '../senders/queries';
import { mayUseNumber, sendersOf } from '../senders/sharedSenders';

/**
 * The caller-id a call shows, in international form: a number the account owns — a verified
 * number (section 3) or the attached number the platform lent it — approved. A name cannot
 * call, and neither can a number of another account, nor a verified number the user's family
 * does not share with it (senders/sharedSenders.ts).
 */
export async function callingNumberOf(db: Db, account: number, userId: number, given: string | undefined): Promise<string | null> {
  // Any valid number may show as a caller-id, a landline too.
  const phone = normalizeBlacklistPhone(given?.trim() ?? '');
  if (!phone) return null;
  const attached = await db
    .selectFrom('sender_identities')
    .select('held_until')
    .where('account_id', '=', account)
    .where('kind', '=', 'attached')
    .where('value', '=', phone)
    .where('status', '=', 'approved')
    .executeTakeFirst();
  if (attached && isReplyNumberHeld(attached.held_until, Date.now())) return internationalPhone(phone);
  // A verified number may be the account's verified group's (senders/queries.ts).
  if (!(await hasVerifiedNumber(db, account, phone)) || !mayUseNumber(await sendersOf(db, userId), phone)) return null;
  return internationalPhone(phone);
}
