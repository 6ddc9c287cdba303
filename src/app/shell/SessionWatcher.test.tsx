import { act, fireEvent, render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { setNavigate } from '../router/navigation';
import { inactivityLogoutMs, inactivityWarningMs, type SessionState } from '../state/session';
import { confirm } from '../state/confirmModal';
import { makeStore } from '../state/store';
import { sessionFor } from '../test/render';
import { apiUrl, server } from '../test/server';
import { activityThrottleMs, SessionWatcher } from './SessionWatcher';

const start = new Date('2026-03-01T09:00:00Z').getTime();

function renderWatcher(session: Partial<SessionState> = {}) {
  const signedIn = sessionFor().session!;
  const store = makeStore({ session: { ...signedIn, issuedAt: start, lastActivityAt: start, lifetimeMs: 24 * 3_600_000, ...session } });
  const navigate = jest.fn();
  setNavigate(navigate);
  render(
    <Provider store={store}>
      <SessionWatcher />
    </Provider>,
  );
  return { store, navigate };
}

let serverLogouts = 0;
beforeEach(() => {
  serverLogouts = 0;
  server.use(
    http.post(apiUrl('/auth/logout'), () => {
      serverLogouts += 1;
      return HttpResponse.json({});
    }),
  );
  jest.useFakeTimers({ now: start, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  // Logout moves to /login only from a page inside the app.
  window.history.pushState({}, '', '/campaign');
});

afterEach(() => {
  jest.useRealTimers();
  window.history.pushState({}, '', '/');
});

const advance = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });

test('a stored session that has expired logs out on load', () => {
  const { store, navigate } = renderWatcher({ issuedAt: start - 2 * 3_600_000, lifetimeMs: 3_600_000, lastActivityAt: start - 60_000 });
  expect(store.getState().session.token).toBeNull();
  expect(store.getState().session.user).toBeNull();
  advance(1000);
  expect(navigate).toHaveBeenCalledWith('/login?message=errors.session.noToken', { replace: true });
});

test('a session that expires while open logs out on the next click', () => {
  const { store } = renderWatcher({ lifetimeMs: 10 * 60_000 });
  advance(5 * 60_000);
  fireEvent.click(document.body);
  expect(store.getState().session.token).toBe('test-token');
  advance(6 * 60_000);
  fireEvent.click(document.body);
  expect(store.getState().session.token).toBeNull();
});

test('a token still waiting for its profile (mid sign-in) is left alone', () => {
  const { store } = renderWatcher({ user: null });
  fireEvent.click(document.body);
  expect(store.getState().session.token).toBe('test-token');
});

test('scrolling and typing count as activity, recorded at most every 10 seconds', () => {
  const { store } = renderWatcher();
  advance(60_000);
  fireEvent.scroll(window);
  expect(store.getState().session.lastActivityAt).toBe(start + 60_000);
  advance(1000);
  fireEvent.keyPress(document.body, { key: 'a', charCode: 97 });
  expect(store.getState().session.lastActivityAt).toBe(start + 60_000);
  advance(activityThrottleMs);
  fireEvent.keyPress(document.body, { key: 'a', charCode: 97 });
  expect(store.getState().session.lastActivityAt).toBe(start + 61_000 + activityThrottleMs);
});

test('30 minutes without activity bring a warning and 31 a logout', () => {
  const { store, navigate } = renderWatcher();
  advance(inactivityWarningMs - 1000);
  expect(store.getState().confirmModal.open).toBe(false);
  advance(1000);
  expect(store.getState().confirmModal).toMatchObject({ open: true, options: { type: 'warning', message: 'errors.session.inactivityWarning' } });
  advance(inactivityLogoutMs - inactivityWarningMs);
  expect(store.getState().session.token).toBeNull();
  expect(store.getState().confirmModal.open).toBe(false);
  advance(1000);
  expect(navigate).toHaveBeenCalledWith('/login?message=errors.session.autoLoggedOutMessage', { replace: true });
});

test('the warning comes even over a question left open (it does not wait behind it as other alerts do)', () => {
  const { store } = renderWatcher();
  let question!: Promise<unknown>;
  act(() => {
    question = store.dispatch(confirm({ type: 'confirm', message: 'Send now?' }));
  });
  advance(inactivityWarningMs);
  expect(store.getState().confirmModal).toMatchObject({ open: true, options: { type: 'warning', message: 'errors.session.inactivityWarning' } });
  return expect(question).resolves.toBe(false);
});

test('activity after the warning keeps the session', () => {
  const { store } = renderWatcher();
  advance(inactivityWarningMs);
  expect(store.getState().confirmModal.open).toBe(true);
  // The click is at minute 30: the next warning is due at 60 and the logout at 61.
  fireEvent.click(document.body);
  advance(inactivityLogoutMs - inactivityWarningMs);
  expect(store.getState().session.token).toBe('test-token');
  advance(inactivityWarningMs - 2 * 60_000);
  expect(store.getState().session.token).toBe('test-token');
  advance(60_000);
  expect(store.getState().session.token).toBe('test-token');
  advance(60_000);
  expect(store.getState().session.token).toBeNull();
});

test('“keep me logged in” sessions skip the inactivity rule', () => {
  const { store } = renderWatcher({ keepLoggedIn: true });
  advance(2 * inactivityLogoutMs);
  expect(store.getState().confirmModal.open).toBe(false);
  expect(store.getState().session.token).toBe('test-token');
  expect(serverLogouts).toBe(0);
});

test('coming back to a tab idle for longer than 31 minutes logs out at once', () => {
  const { store } = renderWatcher({ lastActivityAt: start - inactivityLogoutMs - 1 });
  expect(store.getState().session.token).toBeNull();
});
