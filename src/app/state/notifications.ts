/**
 * Toasts (section 4): types 1 error, 2 success, 3 info, 4 warning — an unknown type shows as
 * an error. They dismiss themselves after 4000 ms, and nothing is pushed while the user has
 * switched notifications off.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppServiceMode } from './serviceMode';

export type NotificationSeverity = 'error' | 'success' | 'info' | 'warning';

export interface AppNotification {
  id: number;
  severity: NotificationSeverity;
  /** An i18n key or a server-supplied text. */
  message: string;
  values?: Record<string, string | number>;
  timeoutMs: number;
  /** A WhatsApp message (section 9): shown 10 s with a sound, and on the desktop while the tab is hidden. */
  isWhatsapp?: boolean;
  /** What a person wrote (a WhatsApp message's text), shown as it came under the message. */
  detail?: string;
  /** Where clicking the notification leads (the conversation of a WhatsApp message), in which service mode. */
  action?: NotificationAction;
}

export interface NotificationAction {
  /** An i18n key: the button's label. */
  label: string;
  link: string;
  serviceMode?: AppServiceMode;
}

/**
 * What the live stream last brought, for a page that shows what a notification leads to (the
 * chat of /chat/<id> catches up when a reply's link is its own path) without the shell
 * knowing pages: counters change with every event, so the same link twice is heard twice.
 */
export interface LiveStreamState {
  /** The stream is open now; while it is not, a page polls instead of waiting for events. */
  open: boolean;
  /** Times the stream has opened: a reopening after a drop may have missed events. */
  opens: number;
  /** The link of the last notification that had one, and how many such have come. */
  link: string | null;
  received: number;
  /** This window's stream name, for a page that asks the server to tell this window of changes (the queue page). */
  window: string | null;
  /** queueChanged events heard: the queue page fetches again at each. */
  queueChanges: number;
}

export interface NotificationsState {
  enabled: boolean;
  items: AppNotification[];
  live: LiveStreamState;
}

export const notificationTimeoutMs = 4000;

const initialState: NotificationsState = { enabled: true, items: [], live: { open: false, opens: 0, link: null, received: 0, window: null, queueChanges: 0 } };

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
      prepare(input: Omit<AppNotification, 'id' | 'timeoutMs'> & { timeoutMs?: number }) {
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
    liveStreamOpened(state, action: PayloadAction<string | undefined>) {
      state.live.open = true;
      state.live.opens += 1;
      state.live.window = action.payload ?? null;
    },
    liveStreamClosed(state) {
      state.live.open = false;
    },
    liveLinkReceived(state, action: PayloadAction<string>) {
      state.live.link = action.payload;
      state.live.received += 1;
    },
    liveQueueChanged(state) {
      state.live.queueChanges += 1;
    },
  },
});

export const { pushed: notify, dismissed: notificationDismissed, enabledSet: notificationsEnabledSet, liveStreamOpened, liveStreamClosed, liveLinkReceived, liveQueueChanged } =
  notificationsSlice.actions;
