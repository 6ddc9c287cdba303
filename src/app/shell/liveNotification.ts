/**
 * One event of the live stream (sockets/{token}/{window}, `newNotification`) as the toast it
 * becomes: the server's type gives the severity, its text key is translated with the value it
 * names. An event that is not the contract's shape is dropped, never shown half.
 */
import type { Notification } from '../../contract/chat';
import { severityOfType, type AppNotification } from '../state/notifications';

/** The contract's MainNotificationEvent (x-events of streamNotifications; event streams generate no types). */
interface MainNotificationEvent {
  notificationId: string;
  notification: Notification;
}

export type LiveToast = Pick<AppNotification, 'severity' | 'message' | 'values'>;

/** `link`: the app path the notification leads to (a reply's /chat/<shipmentId>), when it names one. */
export function liveNotificationOf(data: string): { id: string; toast: LiveToast; link?: string } | null {
  let event: MainNotificationEvent;
  try {
    event = JSON.parse(data) as MainNotificationEvent;
  } catch {
    return null;
  }
  const message = event?.notification?.message;
  if (typeof event?.notificationId !== 'string' || typeof message !== 'string' || message === '') return null;
  return {
    id: event.notificationId,
    toast: { severity: severityOfType(event.notification.type), message, values: { value: event.notification.dynamicString ?? '' } },
    ...(typeof event.notification.link === 'string' && event.notification.link.startsWith('/') ? { link: event.notification.link } : {}),
  };
}

/** This window's name, kept for the tab's life: each window has its own stream. */
export function windowNameOf(storage: Pick<Storage, 'getItem' | 'setItem'>, random: () => string): string {
  const known = storage.getItem('eventStreamWindow');
  if (known && /^[A-Za-z0-9_-]{1,64}$/.test(known)) return known;
  const name = `w${random().replace(/[^A-Za-z0-9]/g, '').slice(0, 20)}`;
  storage.setItem('eventStreamWindow', name);
  return name;
}
