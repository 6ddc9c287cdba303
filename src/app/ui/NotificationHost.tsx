/**
 * Shows the notifications slice (section 4) as antd notifications, each closing itself
 * after its timeout and leaving the slice then, or when the user closes it first.
 */
import { notification as antdNotification } from 'antd';
import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../state/hooks';
import { notificationDismissed } from '../state/notifications';
import { useTextOrKey } from './useTextOrKey';
import { useSides } from './useDirection';

const keyOf = (id: number) => `notification-${id}`;

export function NotificationHost() {
  // The hook form renders inside our providers (theme, direction, locale).
  const [notification, contextHolder] = antdNotification.useNotification();
  const dispatch = useAppDispatch();
  const items = useAppSelector((s) => s.notifications.items);
  const text = useTextOrKey();
  const { rtl } = useSides();
  /** Shown notifications and the timer that removes each from the slice. */
  const shown = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    for (const item of items) {
      if (shown.current.has(item.id)) continue;
      notification.open({
        key: keyOf(item.id),
        type: item.severity,
        title: text(item.message, item.values),
        duration: item.timeoutMs / 1000,
        // The inline-end corner, whichever side that is.
        placement: rtl ? 'topLeft' : 'topRight',
        onClose: () => dispatch(notificationDismissed(item.id)),
      });
      // Our own timer, so the slice empties even if the toast's is paused by a hover.
      shown.current.set(item.id, setTimeout(() => dispatch(notificationDismissed(item.id)), item.timeoutMs));
    }
    for (const [id, timer] of shown.current) {
      if (items.some((item) => item.id === id)) continue;
      clearTimeout(timer);
      notification.destroy(keyOf(id));
      shown.current.delete(id);
    }
  }, [items, notification, dispatch, text, rtl]);

  useEffect(() => {
    const timers = shown.current;
    return () => {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    };
  }, []);

  return contextHolder;
}
