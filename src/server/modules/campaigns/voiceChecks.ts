/** What a voice campaign's send checks of the account: its recording and its calling number. */
import { internationalPhone, normalizeBlacklistPhone } from '../../../domain/phones';
import type { Db } from '../../db/database';

/** The account's recording by its hash, unless deleted; another account's is not found. */
export async function playableRecording(db: Db, account: number, hash: string): Promise<{ hash: string; durationMs: number } | null> {
  const row = await db.selectFrom('voice_files').select(['hash', 'duration_ms']).where('hash', '=', hash).where('account_id', '=', account).where('deleted_at', 'is', null).executeTakeFirst();
  return row ? { hash: row.hash, durationMs: Number(row.duration_ms) } : null;
}

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
