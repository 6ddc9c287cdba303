/** What a voice campaign's send checks of the account besides its recording (recordings/store.ts recordingOf): its calling number. */
import { internationalPhone, normalizeBlacklistPhone } from '../../../domain/phones';
import type { Db } from '../../db/database';
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
  const owned = await db
    .selectFrom('sender_identities')
    .select('kind')
    .where('account_id', '=', account)
    .where('kind', 'in', ['verified', 'attached'])
    .where('value', '=', phone)
    .where('status', '=', 'approved')
    .execute();
  if (owned.some((r) => r.kind === 'attached')) return internationalPhone(phone);
  if (owned.length === 0 || !mayUseNumber(await sendersOf(db, userId), phone)) return null;
  return internationalPhone(phone);
}
