import { liveNotificationOf, windowNameOf } from './liveNotification';

test("a stream event becomes the toast of its type, its text key with the value it names", () => {
  const data = JSON.stringify({ notificationId: '12', notification: { message: 'shell.notifications.newReply', type: 3, dynamicString: '0521234567' } });
  expect(liveNotificationOf(data)).toEqual({ id: '12', toast: { severity: 'info', message: 'shell.notifications.newReply', values: { value: '0521234567' } } });
  // Section 4: 1 error, 2 success, 4 warning; an unknown type shows as an error.
  for (const [type, severity] of [[1, 'error'], [2, 'success'], [4, 'warning'], [9, 'error']] as const) {
    expect(liveNotificationOf(JSON.stringify({ notificationId: '1', notification: { message: 'm', type } }))?.toast.severity).toBe(severity);
  }
});

test("a reply's notification names the conversation it leads to; a link that is not an app path is left out", () => {
  const data = (link: unknown) => JSON.stringify({ notificationId: '5', notification: { message: 'm', type: 3, link } });
  expect(liveNotificationOf(data('/chat/42'))?.link).toBe('/chat/42');
  expect(liveNotificationOf(data('https://elsewhere.example/chat/42'))?.link).toBeUndefined();
  expect(liveNotificationOf(data(7))?.link).toBeUndefined();
});

test('an event that is not the contract shape is dropped', () => {
  expect(liveNotificationOf('not json')).toBeNull();
  expect(liveNotificationOf(JSON.stringify({ notification: { message: 'm', type: 2 } }))).toBeNull();
  expect(liveNotificationOf(JSON.stringify({ notificationId: '3', notification: { message: '', type: 2 } }))).toBeNull();
  expect(liveNotificationOf('null')).toBeNull();
});

test("a window keeps its stream name for the tab's life, and a tampered one is replaced", () => {
  const stored = new Map<string, string>();
  const storage = { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => void stored.set(k, v) };
  const first = windowNameOf(storage, () => 'ab-12-cd');
  expect(first).toBe('wab12cd');
  expect(windowNameOf(storage, () => 'other')).toBe(first);
  stored.set('eventStreamWindow', '../x y');
  expect(windowNameOf(storage, () => 'fresh')).toBe('wfresh');
});
