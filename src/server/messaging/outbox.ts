/**
 * The system's own text messages and e-mails (codes, notices, SMS-to-mail), as opposed to
 * customers' campaigns. Each is a row in the outbox, which a super-administrator can read and
 * tests read to learn the code that was sent. Mail rows are delivered over SMTP when SMTP_URL
 * is set (mail/mailSender.ts); without it they stay here. System SMS have no provider yet.
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
  /** An HTML part beside the text (SMS-to-mail sets the reading direction there). */
  html?: string;
  userId?: number | null;
  now?: number;
}

export async function sendSystemSms(db: Db, sms: SystemSms): Promise<void> {
  await db
    .insertInto('outbox')
    .values({ channel: 'sms', recipient: sms.to, body: sms.text, user_id: sms.userId ?? null, created_at: sms.now ?? Date.now(), status: 'kept' })
    .execute();
}

export async function sendSystemMail(db: Db, mail: SystemMail): Promise<void> {
  await db
    .insertInto('outbox')
    .values({ channel: 'mail', recipient: mail.to, subject: mail.subject, body: mail.text, html: mail.html ?? null, user_id: mail.userId ?? null, created_at: mail.now ?? Date.now(), next_attempt_at: mail.now ?? Date.now() })
    .execute();
}
