/**
 * Raising a live notification (issue 17): one row per user, written in the transaction of the
 * event it tells of (a reply stored, a campaign finished), so a rolled-back event notifies
 * nobody. On PostgreSQL the same transaction NOTIFYs the channel, which PostgreSQL delivers only
 * at commit, to every process LISTENing (notificationWatch.ts); on SQLite the watcher finds the
 * row itself.
 */
import { sql } from 'kysely';
import type { WhatsAppNotification } from '../../contract/whatsapp';
import { dialectOf, type Db } from '../db/database';

export const notificationChannel = 'notifications';

/** The notification types of section 3: 1 error, 2 success, 3 info, 4 warning. */
export const NotificationType = { error: 1, success: 2, info: 3, warning: 4 } as const;

export interface NewNotification {
  type: (typeof NotificationType)[keyof typeof NotificationType];
  /** A text key the browser translates (shell.notifications.* in locales/<lang>/shell.json). */
  message: string;
  /** The value the text names ({{value}}): a phone, a campaign's name. */
  dynamicString?: string;
  /** The app path it leads to. */
  link?: string;
  /** A WhatsApp notification's details, sent with it as the contract's isWhatsappNotification/whatsapp. */
  whatsapp?: WhatsAppNotification;
}

export async function raiseNotification(tx: Db, userId: number, notification: NewNotification, now: number): Promise<void> {
  await tx
    .insertInto('notifications')
    .values({ user_id: userId, type: notification.type, message: notification.message, dynamic_string: notification.dynamicString ?? '', link: notification.link ?? null, whatsapp: notification.whatsapp ? JSON.stringify(notification.whatsapp) : null, created_at: now })
    .execute();
  if (dialectOf(tx) === 'postgres') await sql`select pg_notify(${notificationChannel}, ${String(userId)})`.execute(tx);
}
