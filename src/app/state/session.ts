/**
 * The signed-in user and their token. A session is valid only while the token and the
 * profile exist and now is before issue time + lifetime (section 4).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '../api/generated/main';

export interface SessionState {
  user: User | null;
  token: string | null;
  /** Epoch milliseconds when the token was issued. */
  issuedAt: number | null;
  lifetimeMs: number | null;
  keepLoggedIn: boolean;
  /** Last activity (click, scroll, keypress, load), for the inactivity rule. */
  lastActivityAt: number | null;
  /**
   * While an administrator is signed in as another user (main/login-admin-to-sub): the
   * administrator's own session, to return to. Null otherwise.
   */
  returnTo?: OwnSession | null;
}

/** A session as it is kept to return to. */
export type OwnSession = Pick<SessionState, 'user' | 'token' | 'issuedAt' | 'lifetimeMs' | 'keepLoggedIn'>;

type OpenedSession = { user: User; token: string; issuedAt: number; lifetimeMs: number; keepLoggedIn: boolean };

export const initialSessionState: SessionState = {
  user: null,
  token: null,
  issuedAt: null,
  lifetimeMs: null,
  keepLoggedIn: false,
  lastActivityAt: null,
  returnTo: null,
};

/** Inactivity: a warning at 30 minutes, then logout (section 9). */
export const inactivityWarningMs = 30 * 60_000;
export const inactivityLogoutMs = 31 * 60_000;
/** "Keep me logged in" lasts 24 hours. */
export const keepLoggedInMs = 24 * 60 * 60_000;

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    signedIn(state, action: PayloadAction<OpenedSession>) {
      return { ...action.payload, lastActivityAt: action.payload.issuedAt, returnTo: null };
    },
    /** The administrator now works as another user; its own session is kept (the first one, through a chain). */
    signedInAs(state, action: PayloadAction<OpenedSession>) {
      const own: OwnSession = state.returnTo ?? { user: state.user, token: state.token, issuedAt: state.issuedAt, lifetimeMs: state.lifetimeMs, keepLoggedIn: state.keepLoggedIn };
      return { ...action.payload, lastActivityAt: action.payload.issuedAt, returnTo: own };
    },
    /** Back to the administrator's own session. */
    returnedToOwnSession(state) {
      if (!state.returnTo) return state;
      return { ...state.returnTo, lastActivityAt: state.lastActivityAt, returnTo: null };
    },
    tokenSaved(state, action: PayloadAction<{ token: string; issuedAt: number; lifetimeMs: number; keepLoggedIn?: boolean }>) {
      state.token = action.payload.token;
      state.issuedAt = action.payload.issuedAt;
      state.lifetimeMs = action.payload.lifetimeMs;
      if (action.payload.keepLoggedIn !== undefined) state.keepLoggedIn = action.payload.keepLoggedIn;
    },
    /** A response's new_token replaces the stored one and restarts its lifetime. */
    tokenRotated(state, action: PayloadAction<{ token: string; issuedAt: number }>) {
      state.token = action.payload.token;
      state.issuedAt = action.payload.issuedAt;
    },
    profileLoaded(state, action: PayloadAction<User>) {
      state.user = action.payload;
    },
    activity(state, action: PayloadAction<number>) {
      state.lastActivityAt = action.payload;
    },
    loggedOut() {
      return initialSessionState;
    },
  },
});

export const { signedIn, signedInAs, returnedToOwnSession, tokenSaved, tokenRotated, profileLoaded, activity, loggedOut } = sessionSlice.actions;

export function isSessionValid(session: SessionState, now: number): boolean {
  return Boolean(session.token && session.user && session.issuedAt !== null && session.lifetimeMs !== null && now < session.issuedAt + session.lifetimeMs);
}

/** What the inactivity rule says now: nothing, warn, or log out. */
export function inactivityState(session: SessionState, now: number): 'active' | 'warn' | 'logout' {
  if (session.keepLoggedIn || session.lastActivityAt === null) return 'active';
  const idle = now - session.lastActivityAt;
  if (idle >= inactivityLogoutMs) return 'logout';
  if (idle >= inactivityWarningMs) return 'warn';
  return 'active';
}
