/** What a voice campaign's send checks of the account besides its recording (recordings/store.ts recordingOf): its calling number. */
import { internationalPhone, normalizeBlacklistPhone } from '../../../domain/phones';
import type { Db } from '../../db/database';

/**
 * The caller-id a call shows, in international form: a number the account owns — a verified
 * number (section 3) or the attached number the platform lent it — approved. A name cannot
 * call, and neither can a number of another account.
 */
export async function callingNumberOf(db: Db, account: number, given: string | undefined): Promise<string | null> {
  // Any valid number may show as a caller-id, a landline too.
  const phone = normalizeBlacklistPhone(given?.trim() ?? '');
  if (!phone) return null;
  const owned = await db
    .selectFrom('sender_identities')
    .select('id')
    .where('account_id', '=', account)
    .where('kind', 'in', ['verified', 'attached'])
    .where('value', '=', phone)
    .where('status', '=', 'approved')
    .executeTakeFirst();
  return owned ? internationalPhone(phone) : null;
}
