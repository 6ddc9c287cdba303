import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, sessionFor } from '../test/render';
import { apiUrl, server } from '../test/server';
import { NotificationHost } from '../ui/NotificationHost';
import { playNewReplySound } from '../ui/newReplySound';
import { liveNotificationOf, whatsappToastMs } from './liveNotification';
import { useEventStream } from './useEventStream';

jest.mock('../ui/newReplySound', () => ({ playNewReplySound: jest.fn() }));

/** EventSource as the hook uses it: listeners by name, onopen/onerror, readyState. */
class FakeEventSource {
  static CLOSED = 2;
  static last: FakeEventSource | null = null;
  readyState = 0;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  listeners = new Map<string, (event: { data: string }) => void>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(name: string, listener: (event: { data: string }) => void) {
    this.listeners.set(name, listener);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

/** The browser's Notification, recording what was shown. */
class FakeDesktopNotification {
  static permission: NotificationPermission = 'granted';
  static shown: FakeDesktopNotification[] = [];
  onclick: (() => void) | null = null;
  constructor(
    readonly title: string,
    readonly options: NotificationOptions,
  ) {
    FakeDesktopNotification.shown.push(this);
  }
  close() {}
}

const customerMessage = {
  notificationId: '31',
  notification: {
    isWhatsappNotification: true,
    whatsapp: { hook: 'new', type: 'text', from: '972501111111', to: '972529990000', senderName: 'Dana Levi', body: 'Is it in blue? בכחול?' },
  },
};

function Stream() {
  useEventStream();
  return null;
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

beforeEach(() => {
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  (window as { Notification?: unknown }).Notification = FakeDesktopNotification;
  FakeDesktopNotification.shown = [];
  jest.mocked(playNewReplySound).mockClear();
  server.use(http.post(apiUrl('/sockets/:token/ack'), () => HttpResponse.json({})));
});
afterEach(() => {
  delete (globalThis as { EventSource?: unknown }).EventSource;
  delete (window as { Notification?: unknown }).Notification;
  setVisibility('visible');
});

async function renderShell() {
  FakeEventSource.last = null;
  const result = renderWithProviders(
    <>
      <Stream />
      <NotificationHost />
    </>,
    {
      route: '/campaign',
      path: '/campaign',
      extraRoutes: [{ path: '/whatsapp-campaign-chat/:from/:to', element: <p>The WhatsApp conversation</p> }],
      preloadedState: { ...sessionFor({ permissions: [1, 2, 3, 4, 26] }), preferences: { language: 'en', theme: 'light' } },
    },
  );
  await waitFor(() => expect(FakeEventSource.last).not.toBeNull());
  act(() => FakeEventSource.last!.onopen?.());
  return result;
}

test("a customer's WhatsApp message becomes a 10 s toast leading to its conversation (from our number to the customer)", () => {
  const live = liveNotificationOf(JSON.stringify(customerMessage));
  expect(live).toEqual({
    id: '31',
    link: '/whatsapp-campaign-chat/972529990000/972501111111',
    toast: {
      severity: 'info',
      message: 'whatsappChat.notification.text',
      values: { name: 'Dana Levi' },
      timeoutMs: whatsappToastMs,
      isWhatsapp: true,
      detail: 'Is it in blue? בכחול?',
      action: { label: 'whatsappChat.notification.open', link: '/whatsapp-campaign-chat/972529990000/972501111111', serviceMode: 'whatsapp' },
    },
  });
  expect(whatsappToastMs).toBe(10_000);
  // A system event (a template's approval) keeps its own message, an ordinary toast.
  const system = { notificationId: '32', notification: { message: 'errors.whatsapp.templateUpdate.1', type: 2, isWhatsappNotification: true, whatsapp: { hook: 'system', type: 'update', update: 1 } } };
  expect(liveNotificationOf(JSON.stringify(system))?.toast).toEqual({ severity: 'success', message: 'errors.whatsapp.templateUpdate.1', values: { value: '' } });
  // Numbers that are not numbers lead nowhere: no half-made link.
  const bad = { ...customerMessage, notification: { ...customerMessage.notification, whatsapp: { ...customerMessage.notification.whatsapp, from: '../x' } } };
  expect(liveNotificationOf(JSON.stringify(bad))).toBeNull();
});

test('the toast sounds, shows who wrote and what, and clicking it switches to WhatsApp mode and opens the conversation', async () => {
  const { store } = await renderShell();
  expect(store.getState().serviceMode.mode).toBe('text');
  act(() => FakeEventSource.last!.listeners.get('newNotification')?.({ data: JSON.stringify(customerMessage) }));
  expect(await screen.findByText('New WhatsApp message from Dana Levi')).toBeInTheDocument();
  expect(screen.getByText('Is it in blue? בכחול?')).toHaveAttribute('dir', 'auto');
  expect(playNewReplySound).toHaveBeenCalledTimes(1);
  expect(store.getState().notifications.items[0]).toMatchObject({ timeoutMs: 10_000, isWhatsapp: true });
  // The open conversation and the list catch up on it (the chat listens to this link).
  expect(store.getState().notifications.live.link).toBe('/whatsapp-campaign-chat/972529990000/972501111111');
  // A visible tab has the toast: no desktop notification on top of it.
  expect(FakeDesktopNotification.shown).toHaveLength(0);

  await userEvent.setup({ pointerEventsCheck: 0 }).click(screen.getByRole('button', { name: 'Open the conversation' }));
  expect(await screen.findByText('The WhatsApp conversation')).toBeInTheDocument();
  expect(store.getState().serviceMode.mode).toBe('whatsapp');
  expect(store.getState().notifications.items).toHaveLength(0);
});

test('while the tab is hidden and the browser allows it, a desktop notification shows too, and its click opens the conversation', async () => {
  const { store } = await renderShell();
  setVisibility('hidden');
  act(() => FakeEventSource.last!.listeners.get('newNotification')?.({ data: JSON.stringify(customerMessage) }));
  await waitFor(() => expect(FakeDesktopNotification.shown).toHaveLength(1));
  const desktop = FakeDesktopNotification.shown[0]!;
  expect(desktop.title).toBe('New WhatsApp message from Dana Levi');
  expect(desktop.options).toMatchObject({ body: 'Is it in blue? בכחול?' });
  // jsdom has no windows to bring forward.
  const focus = jest.spyOn(window, 'focus').mockImplementation(() => undefined);
  act(() => desktop.onclick?.());
  expect(focus).toHaveBeenCalled();
  focus.mockRestore();
  expect(await screen.findByText('The WhatsApp conversation')).toBeInTheDocument();
  expect(store.getState().serviceMode.mode).toBe('whatsapp');
});

test('without the permission no desktop notification is made', async () => {
  FakeDesktopNotification.permission = 'denied';
  try {
    await renderShell();
    setVisibility('hidden');
    act(() => FakeEventSource.last!.listeners.get('newNotification')?.({ data: JSON.stringify(customerMessage) }));
    expect(await screen.findByText('New WhatsApp message from Dana Levi')).toBeInTheDocument();
    expect(FakeDesktopNotification.shown).toHaveLength(0);
  } finally {
    FakeDesktopNotification.permission = 'granted';
  }
});
