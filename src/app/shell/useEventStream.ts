/**
 * The live notification stream of this window (section 4): opened while a user is signed in
 * and notifications are on, one per window; each notification shows as a toast and is
 * acknowledged, so a reconnecting window gets only what it missed (the browser sends
 * Last-Event-ID itself). EventSource reconnects by itself after a dropped connection; a stream
 * the server refused (a 401 after the session ended) is tried again later with a growing wait,
 * and a stream closed on purpose (sign-out, notifications off) is not.
 */
import { useEffect } from 'react';
import { apiBaseUrl } from '../api/apiBaseUrl';
import { mainApi } from '../api/generated/main';
import { ensureTexts } from '../i18n/i18n';
import { useAppDispatch, useAppSelector } from '../state/hooks';
import { liveLinkReceived, liveQueueChanged, liveStreamClosed, liveStreamOpened, notify } from '../state/notifications';
import { liveNotificationOf, windowNameOf } from './liveNotification';

const firstRetryMs = 5_000;
const longestRetryMs = 60_000;

export function useEventStream(): void {
  const dispatch = useAppDispatch();
  const token = useAppSelector((s) => s.session.token);
  const enabled = useAppSelector((s) => s.notifications.enabled);

  useEffect(() => {
    if (!token || !enabled || typeof EventSource === 'undefined') return;
    const windowName = windowNameOf(sessionStorage, () => crypto.randomUUID());
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let wait = firstRetryMs;
    let closedOnPurpose = false;

    const open = () => {
      source = new EventSource(`${apiBaseUrl}/sockets/${encodeURIComponent(token)}/${windowName}`);
      source.onopen = () => {
        wait = firstRetryMs;
        dispatch(liveStreamOpened(windowName));
      };
      source.addEventListener('newNotification', (event) => {
        const live = liveNotificationOf((event as MessageEvent<string>).data);
        if (!live) return;
        // A WhatsApp message is worded by the WhatsApp chat's texts, loaded with the first one.
        if (live.toast.isWhatsapp) void ensureTexts([live.toast.message]).catch(() => undefined).then(() => dispatch(notify(live.toast)));
        else dispatch(notify(live.toast));
        // A page showing what it leads to (the chat of a reply) catches up; the shell knows no pages.
        if (live.link) dispatch(liveLinkReceived(live.link));
        void dispatch(mainApi.endpoints.acknowledgeNotification.initiate({ token, body: { notificationId: live.id } }));
      });
      // The queue page asked the server to tell this window when the sending queue changes.
      source.addEventListener('queueChanged', () => dispatch(liveQueueChanged()));
      source.onerror = () => {
        dispatch(liveStreamClosed());
        // CONNECTING: the browser is already reconnecting. CLOSED: it gave up (the server refused).
        if (closedOnPurpose || source?.readyState !== EventSource.CLOSED) return;
        retry = setTimeout(open, wait);
        wait = Math.min(longestRetryMs, wait * 2);
      };
    };
    open();
    return () => {
      closedOnPurpose = true;
      if (retry) clearTimeout(retry);
      source?.close();
      dispatch(liveStreamClosed());
    };
  }, [token, enabled, dispatch]);
}
