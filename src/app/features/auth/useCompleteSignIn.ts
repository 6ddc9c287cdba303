/**
 * Finishing a sign-in, whichever way it came (login status '1' or '2', external login, a new
 * password): store the session, loading the profile first when the answer has none, and set
 * the service mode the way section 4 says.
 */
import { useStore } from 'react-redux';
import type { User } from '../../api/generated/main';
import { useLazyGetUserProfileQuery } from '../../api/generated/main';
import { requireApprovalRules } from '../../state/approvalRules';
import { useAppDispatch } from '../../state/hooks';
import { modeAfterSignIn, modeSet } from '../../state/serviceMode';
import { keepLoggedInMs, signedIn, tokenSaved } from '../../state/session';
import type { RootState } from '../../state/store';

/** What a sign-in answer may carry (login, external login and set-new-password all do). */
export interface SessionAnswer {
  token?: string;
  issuedAt?: number;
  tokenLifetimeMs?: number;
  currentUser?: User;
  /** An administrator asked the user to accept the terms of use again (users/enforcement-user). */
  approvalRulesRequired?: boolean;
}

/**
 * Lifetime when the server does not say: 24 hours for "keep me logged in", otherwise a
 * working day; inactivity logs out much sooner anyway.
 */
export const fallbackLifetimeMs = 8 * 60 * 60_000;

export function sessionTiming(answer: SessionAnswer, keepLoggedIn: boolean, now: number) {
  return {
    issuedAt: answer.issuedAt ?? now,
    lifetimeMs: answer.tokenLifetimeMs ?? (keepLoggedIn ? keepLoggedInMs : fallbackLifetimeMs),
  };
}

/** Resolves true once signed in, false when the answer or the profile was not usable. */
export function useCompleteSignIn() {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const [loadProfile] = useLazyGetUserProfileQuery();

  return async (answer: SessionAnswer, keepLoggedIn: boolean): Promise<boolean> => {
    const saved = store.getState().session;
    let token = answer.token ?? saved.token;
    if (!token) return false;
    const fresh = sessionTiming(answer, keepLoggedIn, Date.now());
    // Without a new token the session saved earlier (login status '2') goes on as it was.
    let timing = answer.token ? fresh : { issuedAt: saved.issuedAt ?? fresh.issuedAt, lifetimeMs: saved.lifetimeMs ?? fresh.lifetimeMs };
    let user = answer.currentUser;
    if (!user) {
      // The profile call needs the token; the session stays invalid until the user is in it.
      dispatch(tokenSaved({ token, ...timing, keepLoggedIn }));
      try {
        const profile = await loadProfile(undefined, false).unwrap();
        user = profile.data ?? profile.currentUser;
      } catch {
        return false; // the base query has shown why
      }
      // The profile answer may have rotated the token (and restarted its lifetime).
      const stored = store.getState().session;
      if (stored.token && stored.token !== token) {
        token = stored.token;
        timing = { ...timing, issuedAt: stored.issuedAt ?? timing.issuedAt };
      }
    }
    if (!user) return false;
    // The guard sends the user to the composer and the shell asks for the terms until accepted.
    if (answer.approvalRulesRequired) requireApprovalRules();
    dispatch(modeSet(modeAfterSignIn(user, store.getState().serviceMode.mode)));
    dispatch(signedIn({ user, token, ...timing, keepLoggedIn }));
    return true;
  };
}
