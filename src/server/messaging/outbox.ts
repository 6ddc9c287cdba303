/**
 * The system's own text messages and e-mails (codes, notices), as opposed to customers'
 * campaigns. There is no provider yet: a message "sent" is a row in the outbox, which a
 * super-administrator can read, and which tests read to learn the code that was sent.
 */
import type { Db } from '../db/database';

export interface SystemSms {
  to: string;
  text: string;
  userId?: number | null;
  now?: number;
}

export interface SystemMail {
  to: string;
  subject: string;
  text: string;
  userId?: number | null;
  now?: number;
}

export async function sendSystemSms(db: Db, sms: SystemSms): Promise<void> {
  await db
    .insertInto('outbox')
    .values({ channel: 'sms', recipient: sms.to, body: sms.text, user_id: sms.userId ?? null, created_at: sms.now ?? Date.now() })
    .execute();
}

export async function sendSystemMail(db: Db, mail: SystemMail): Promise<void> {
  await db
    .insertInto('outbox')
    .values({ channel: 'mail', recipient: mail.to, subject: mail.subject, body: mail.text, user_id: mail.userId ?? null, created_at: mail.now ?? Date.now() })
    .execute();
}
