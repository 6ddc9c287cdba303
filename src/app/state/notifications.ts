/**
 * Toasts (section 4): types 1 error, 2 success, 3 info, 4 warning — an unknown type shows as
 * an error. They dismiss themselves after 4000 ms, and nothing is pushed while the user has
 * switched notifications off.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type NotificationSeverity = 'error' | 'success' | 'info' | 'warning';

export interface AppNotification {
  id: number;
  severity: NotificationSeverity;
  /** An i18n key or a server-supplied text. */
  message: string;
  values?: Record<string, string | number>;
  timeoutMs: number;
  isWhatsapp?: boolean;
}

export interface NotificationsState {
  enabled: boolean;
  items: AppNotification[];
}

export const notificationTimeoutMs = 4000;

const initialState: NotificationsState = { enabled: true, items: [] };

/** The server's numeric types, with anything unknown read as an error. */
export function severityOfType(type: number | undefined): NotificationSeverity {
  switch (type) {
    case 2:
      return 'success';
    case 3:
      return 'info';
    case 4:
      return 'warning';
    default:
      return 'error';
  }
}

let nextId = 1;

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    pushed: {
      reducer(state, action: PayloadAction<AppNotification>) {
        if (state.enabled) state.items.push(action.payload);
      },
      prepare(input: { severity: NotificationSeverity; message: string; values?: Record<string, string | number>; timeoutMs?: number; isWhatsapp?: boolean }) {
        return { payload: { id: nextId++, timeoutMs: notificationTimeoutMs, ...input } };
      },
    },
    dismissed(state, action: PayloadAction<number>) {
      state.items = state.items.filter((n) => n.id !== action.payload);
    },
    enabledSet(state, action: PayloadAction<boolean>) {
      state.enabled = action.payload;
      if (!action.payload) state.items = [];
    },
  },
});

export const { pushed: notify, dismissed: notificationDismissed, enabledSet: notificationsEnabledSet } = notificationsSlice.actions;
