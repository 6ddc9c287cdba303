/**
 * SMS-to-mail: a reply to an account is written to the outbox for each of the account's
 * SMS-to-mail addresses (/my-profile), in the transaction that stores the reply, so a reply is
 * never mailed without being kept nor kept without its mail. The outbox delivers it over SMTP
 * when SMTP_URL is set (messaging/mail/mailSender.ts).
 */
import { isLanguage } from '../../../domain/languages';
import { smsToMail, smsToMailAddresses } from '../../../domain/smsToMail';
import type { Db } from '../../db/database';
import type { RecordedReply } from '../../messaging/hooks';
import { sendSystemMail } from '../../messaging/outbox';

/** JSON that is not what was expected reads as nothing: a bad saved value never stops a reply from being stored. */
function parsed(json: string | null | undefined): unknown {
  try {
    return JSON.parse(json ?? 'null');
  } catch {
    return null;
  }
}

export async function mailReply(tx: Db, reply: RecordedReply, options: { now: number }): Promise<void> {
  if (reply.account_id === null) return;
  const account = await tx.selectFrom('users').select(['allowed_emails', 'account_defaults']).where('id', '=', reply.account_id).executeTakeFirst();
  if (!account) return;
  const saved = parsed(account.allowed_emails);
  const addresses = smsToMailAddresses(Array.isArray(saved) ? saved.filter((a): a is string => typeof a === 'string') : []);
  if (addresses.length === 0) return;
  const defaults = parsed(account.account_defaults) as { language?: unknown } | null;
  // The account's language on /settings; Hebrew, the product's default, when it chose none.
  const language = isLanguage(defaults?.language) ? defaults.language : 'he';
  const mail = smsToMail({ phone: reply.phone, text: reply.text }, language);
  for (const to of addresses) await sendSystemMail(tx, { to, ...mail, userId: reply.account_id, now: options.now });
}
