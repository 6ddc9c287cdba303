/**
 * The session rules of section 4 that need a clock: on load and on every click, scroll and
 * keypress a stored session that is no longer valid logs out; activity is recorded; 30
 * minutes without it bring a warning and 31 a logout ("keep me logged in" skips this).
 */
import { useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import { confirm, dismissConfirm } from '../state/confirmModal';
import { useAppDispatch, useAppSelector } from '../state/hooks';
import { logout } from '../state/logout';
import { activity, inactivityLogoutMs, inactivityState, inactivityWarningMs, isSessionValid, type SessionState } from '../state/session';
import type { RootState } from '../state/store';

/** Activity is written at most this often: it is persisted, and events come by the hundred. */
export const activityThrottleMs = 10_000;

const activityEvents = ['click', 'scroll', 'keypress'] as const;

const tokenExpired = (session: SessionState, now: number): boolean =>
  session.issuedAt === null || session.lifetimeMs === null || now >= session.issuedAt + session.lifetimeMs;

export function SessionWatcher() {
  const store = useStore<RootState>();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((s) => Boolean(s.session.token && s.session.user));
  const keepLoggedIn = useAppSelector((s) => s.session.keepLoggedIn);
  const lastActivityAt = useAppSelector((s) => s.session.lastActivityAt);
  /** The activity time the warning was shown for, so one idle spell warns once. */
  const warnedFor = useRef<number | null>(null);

  useEffect(() => {
    /**
     * Logs out a stored session whose token has run out; true when it did. A token still
     * waiting for its profile (sign-in status '2') is mid sign-in, not expired.
     */
    const expireIfInvalid = (): boolean => {
      const { session } = store.getState();
      const now = Date.now();
      if (!session.token || isSessionValid(session, now) || !tokenExpired(session, now)) return false;
      dispatch(logout({ messageKey: 'errors.session.noToken' }));
      return true;
    };
    let lastRecorded = 0;
    const onActivity = () => {
      if (expireIfInvalid() || !store.getState().session.token) return;
      const now = Date.now();
      if (now - lastRecorded < activityThrottleMs) return;
      lastRecorded = now;
      dispatch(activity(now));
    };
    expireIfInvalid();
    for (const event of activityEvents) window.addEventListener(event, onActivity, { capture: true, passive: true });
    return () => {
      for (const event of activityEvents) window.removeEventListener(event, onActivity, { capture: true });
    };
  }, [dispatch, store]);

  useEffect(() => {
    if (!signedIn || keepLoggedIn || lastActivityAt === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const { session } = store.getState();
      const now = Date.now();
      const state = inactivityState(session, now);
      if (state === 'logout') {
        dispatch(dismissConfirm());
        dispatch(logout({ messageKey: 'errors.session.autoLoggedOutMessage' }));
        return;
      }
      if (state === 'warn' && warnedFor.current !== session.lastActivityAt) {
        warnedFor.current = session.lastActivityAt;
        void dispatch(confirm({ type: 'warning', message: 'errors.session.inactivityWarning', okText: 'common.actions.stayLoggedIn', hideCancel: true, urgent: true })).then(() => {
          // Any answer means someone is there, unless the logout closed the warning.
          if (store.getState().session.token) dispatch(activity(Date.now()));
        });
      }
      const idle = now - (session.lastActivityAt ?? now);
      timer = setTimeout(check, (state === 'active' ? inactivityWarningMs : inactivityLogoutMs) - idle);
    };
    check();
    return () => clearTimeout(timer);
  }, [signedIn, keepLoggedIn, lastActivityAt, dispatch, store]);

  return null;
}
