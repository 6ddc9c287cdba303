/**
 * One event of the live stream (sockets/{token}/{window}, `newNotification`) as the toast it
 * becomes: the server's type gives the severity, its text key is translated with the value it
 * names. An event that is not the contract's shape is dropped, never shown half.
 */
import type { Notification, WhatsAppNotification } from '../../contract/chat';
import { displayPhone } from '../../domain/phones';
import { href } from '../router/paths';
import { severityOfType, type AppNotification } from '../state/notifications';

/** The contract's MainNotificationEvent (x-events of streamNotifications; event streams generate no types). */
interface MainNotificationEvent {
  notificationId: string;
  notification: Notification;
}

export type LiveToast = Pick<AppNotification, 'severity' | 'message' | 'values'> & Partial<Pick<AppNotification, 'timeoutMs' | 'isWhatsapp' | 'detail' | 'action'>>;

/** Section 9: a WhatsApp message shows for 10 s (with a sound), longer than other toasts. */
export const whatsappToastMs = 10_000;

const whatsappKinds = ['text', 'button', 'reaction', 'image', 'audio', 'video', 'document', 'template'] as const;

/**
 * A customer's WhatsApp message (hook "new") as its toast: who wrote and what, leading to the
 * conversation — from our number (`to`) with the customer (`from`) — in WhatsApp mode (section 4).
 * System events (template updates, account issues) carry their own message and stay ordinary.
 */
function whatsappToastOf(whatsapp: WhatsAppNotification | undefined): { toast: LiveToast; link: string } | null {
  const digits = /^\d{9,16}$/;
  if (whatsapp?.hook !== 'new' || !digits.test(whatsapp.from ?? '') || !digits.test(whatsapp.to ?? '')) return null;
  const from = whatsapp.from!;
  const link = href('whatsappCampaignChat', { from: whatsapp.to, to: from });
  const kind = (whatsappKinds as readonly string[]).includes(whatsapp.type ?? '') ? whatsapp.type : 'message';
  const written = whatsapp.body || whatsapp.caption || whatsapp.template || '';
  return {
    link,
    toast: {
      severity: 'info',
      message: `whatsappChat.notification.${kind}`,
      values: { name: whatsapp.senderName || displayPhone(from) },
      timeoutMs: whatsappToastMs,
      isWhatsapp: true,
      ...(written ? { detail: written } : {}),
      action: { label: 'whatsappChat.notification.open', link, serviceMode: 'whatsapp' },
    },
  };
}

/** `link`: the app path the notification leads to (a reply's /chat/<shipmentId>, a WhatsApp message's conversation), when it names one. */
export function liveNotificationOf(data: string): { id: string; toast: LiveToast; link?: string } | null {
  let event: MainNotificationEvent;
  try {
    event = JSON.parse(data) as MainNotificationEvent;
  } catch {
    return null;
  }
  if (typeof event?.notificationId !== 'string') return null;
  const whatsapp = event.notification?.isWhatsappNotification ? whatsappToastOf(event.notification.whatsapp) : null;
  if (whatsapp) return { id: event.notificationId, ...whatsapp };
  const message = event.notification?.message;
  if (typeof message !== 'string' || message === '') return null;
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
