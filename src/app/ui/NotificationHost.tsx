/**
 * Shows the notifications slice (section 4) as antd notifications, each closing itself
 * after its timeout and leaving the slice then, or when the user closes it first. A WhatsApp
 * message (section 9) also sounds, and reaches the desktop while the tab is hidden.
 */
import { Button, notification as antdNotification } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { navigateTo } from '../router/navigation';
import { useAppDispatch, useAppSelector } from '../state/hooks';
import { notificationDismissed, type AppNotification } from '../state/notifications';
import { modeSet } from '../state/serviceMode';
import { playNewReplySound } from './newReplySound';
import { UserText } from './UserText';
import { useTextOrKey } from './useTextOrKey';
import { useSides } from './useDirection';

const keyOf = (id: number) => `notification-${id}`;

/**
 * The browser's own notification, for a WhatsApp message that arrives while this tab is hidden
 * and the user has allowed them (a visible tab has the toast). Its click leads where the toast's does.
 */
function showOnDesktop(title: string, body: string | undefined, tag: string, onClick: () => void): void {
  if (typeof window.Notification === 'undefined' || window.Notification.permission !== 'granted' || document.visibilityState !== 'hidden') return;
  try {
    const shown = new window.Notification(title, { body, tag });
    shown.onclick = () => {
      window.focus();
      onClick();
      shown.close();
    };
  } catch {
    // Some browsers allow notifications only from a service worker; the toast is still there.
  }
}

export function NotificationHost() {
  // The hook form renders inside our providers (theme, direction, locale).
  const [notification, contextHolder] = antdNotification.useNotification();
  const dispatch = useAppDispatch();
  const items = useAppSelector((s) => s.notifications.items);
  const text = useTextOrKey();
  const { rtl } = useSides();
  /** Shown notifications and the timer that removes each from the slice. */
  const shown = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  // Clicking a notification that leads somewhere (a WhatsApp message's conversation) switches to its service mode and goes there.
  const follow = useCallback(
    (item: AppNotification) => {
      if (!item.action) return;
      if (item.action.serviceMode) dispatch(modeSet(item.action.serviceMode));
      navigateTo(item.action.link);
      dispatch(notificationDismissed(item.id));
    },
    [dispatch],
  );

  useEffect(() => {
    for (const item of items) {
      if (shown.current.has(item.id)) continue;
      const title = text(item.message, item.values);
      const action = item.action;
      notification.open({
        key: keyOf(item.id),
        type: item.severity,
        title,
        description: item.detail ? <UserText>{item.detail}</UserText> : undefined,
        actions: action ? (
          <Button type="primary" size="small" onClick={() => follow(item)}>
            {text(action.label)}
          </Button>
        ) : undefined,
        onClick: action ? () => follow(item) : undefined,
        duration: item.timeoutMs / 1000,
        // The inline-end corner, whichever side that is.
        placement: rtl ? 'topLeft' : 'topRight',
        onClose: () => dispatch(notificationDismissed(item.id)),
      });
      if (item.isWhatsapp) {
        playNewReplySound();
        showOnDesktop(title, item.detail, action?.link ?? keyOf(item.id), () => follow(item));
      }
      // Our own timer, so the slice empties even if the toast's is paused by a hover.
      shown.current.set(item.id, setTimeout(() => dispatch(notificationDismissed(item.id)), item.timeoutMs));
    }
    for (const [id, timer] of shown.current) {
      if (items.some((item) => item.id === id)) continue;
      clearTimeout(timer);
      notification.destroy(keyOf(id));
      shown.current.delete(id);
    }
  }, [items, notification, dispatch, text, rtl, follow]);

  useEffect(() => {
    const timers = shown.current;
    return () => {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    };
  }, []);

  return contextHolder;
}
