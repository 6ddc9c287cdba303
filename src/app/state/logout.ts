/**
 * Logout (section 4): clear the user, token and the account's cached data, the auth cookie
 * (the server clears it: it is httpOnly), and go to /login after
 * 1000 ms unless already on / or /login. Language and theme stay: they belong to the device.
 */
import { apiBaseUrl } from '../api/apiBaseUrl';
import { currentPath, navigateTo } from '../router/navigation';
import { loggedOut } from './session';
import type { AppDispatch } from './store';

export const logoutRedirectMs = 1000;

export const logout =
  (options: { callServer?: boolean; messageKey?: string } = {}) =>
  (dispatch: AppDispatch): void => {
    if (options.callServer !== false) {
      // Fire and forget: the session may already be gone on the server.
      void fetch(`${apiBaseUrl}/auth/logout`, { method: 'POST', credentials: 'include' }).catch(() => undefined);
    }
    // The store empties the API cache on loggedOut (resetApiOnLogout in store.ts).
    dispatch(loggedOut());
    const path = currentPath();
    if (path === '/' || path.startsWith('/login')) return;
    setTimeout(() => navigateTo(options.messageKey ? `/login?message=${encodeURIComponent(options.messageKey)}` : '/login', { replace: true }), logoutRedirectMs);
  };
