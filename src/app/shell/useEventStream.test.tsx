import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, sessionFor } from '../test/render';
import { apiUrl, server } from '../test/server';
import { useEventStream } from './useEventStream';

/** EventSource as the hook uses it: listeners by name, onopen/onerror, readyState. */
class FakeEventSource {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSED = 2;
  static last: FakeEventSource | null = null;
  readyState = FakeEventSource.CONNECTING;
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

function Stream() {
  useEventStream();
  return null;
}

beforeEach(() => {
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
});
afterEach(() => {
  delete (globalThis as { EventSource?: unknown }).EventSource;
});

test("the stream's openings, drops and notification links reach the store, so a page can catch up on what leads to it", async () => {
  const acknowledged: unknown[] = [];
  server.use(
    http.post(apiUrl('/sockets/:token/ack'), async ({ request }) => {
      acknowledged.push(await request.json());
      // No result code: its (silent) row would be looked up after the test has ended.
      return HttpResponse.json({});
    }),
  );
  FakeEventSource.last = null;
  const { store } = renderWithProviders(<Stream />, { preloadedState: sessionFor() });
  await waitFor(() => expect(FakeEventSource.last).not.toBeNull());
  const source = FakeEventSource.last!;
  expect(source.url).toMatch(/\/sockets\/test-token\/w/);
  act(() => source.onopen?.());
  expect(store.getState().notifications.live).toMatchObject({ open: true, opens: 1, received: 0 });

  const event = { notificationId: '12', notification: { message: 'shell.notifications.newReply', type: 3, dynamicString: '0521234567', link: '/chat/7' } };
  act(() => source.listeners.get('newNotification')?.({ data: JSON.stringify(event) }));
  expect(store.getState().notifications.live).toMatchObject({ link: '/chat/7', received: 1 });
  await waitFor(() => expect(acknowledged).toEqual([{ notificationId: '12' }]));

  // A notification without a link leaves the last link as it was.
  act(() => source.listeners.get('newNotification')?.({ data: JSON.stringify({ notificationId: '13', notification: { message: 'm', type: 2 } }) }));
  expect(store.getState().notifications.live).toMatchObject({ link: '/chat/7', received: 1 });

  act(() => source.onerror?.());
  expect(store.getState().notifications.live.open).toBe(false);
  act(() => source.onopen?.());
  expect(store.getState().notifications.live).toMatchObject({ open: true, opens: 2 });
});

test("the window's stream name and each queueChanged event reach the store, for the queue page", async () => {
  FakeEventSource.last = null;
  const { store } = renderWithProviders(<Stream />, { preloadedState: sessionFor({ group: 5 }) });
  await waitFor(() => expect(FakeEventSource.last).not.toBeNull());
  const source = FakeEventSource.last!;
  act(() => source.onopen?.());
  const window = store.getState().notifications.live.window;
  expect(source.url.endsWith(`/${window}`)).toBe(true);
  act(() => source.listeners.get('queueChanged')?.({ data: JSON.stringify({ at: 1 }) }));
  act(() => source.listeners.get('queueChanged')?.({ data: JSON.stringify({ at: 2 }) }));
  expect(store.getState().notifications.live.queueChanges).toBe(2);
});
