/**
 * Whether a number may not receive the account's messages: in the account's blacklist or
 * removed platform-wide on the public page (the same two lists deleteBlockedContact clears).
 */
import type { Db } from '../../db/database';

export async function isBlocked(db: Db, account: number, phone: string): Promise<boolean> {
  const [own, platform] = await Promise.all([
    db.selectFrom('blacklist').select('phone').where('account_id', '=', account).where('phone', '=', phone).executeTakeFirst(),
    db.selectFrom('platform_blacklist').select('phone').where('phone', '=', phone).executeTakeFirst(),
  ]);
  return Boolean(own ?? platform);
}
