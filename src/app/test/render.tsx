/**
 * Renders UI the way the app does (store, locale provider with the real locale files,
 * router), with a fresh store each time.
 */
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { User } from '../api/generated/main';
import { withCreationRights } from './creationRights';
import AntdProvider from '../i18n/AntdProvider';
import { LocaleProvider } from '../i18n/LocaleProvider';
import { setNavigate } from '../router/navigation';
import { makeStore, type AppStore, type RootState } from '../state/store';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  /** The URL the memory router starts at, and the route pattern the UI is mounted on. */
  route?: string | { pathname: string; state?: unknown };
  path?: string;
  /** Other routes to mount beside it (e.g. where a redirect lands). */
  extraRoutes?: { path: string; element: ReactNode }[];
}

export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  const { preloadedState, store = makeStore(preloadedState), route = '/', path = '*', extraRoutes = [], ...rest } = options;
  const router = createMemoryRouter([{ path, element: ui }, ...extraRoutes], { initialEntries: [route] });
  setNavigate((to, opts) => void router.navigate(to, opts));
  const result = render(
    <Provider store={store}>
      <LocaleProvider>
        <AntdProvider>
          <RouterProvider router={router} />
        </AntdProvider>
      </LocaleProvider>
    </Provider>,
    rest,
  );
  return { store, router, ...result };
}

/** A signed-in session for preloadedState. */
export function sessionFor(user: Partial<User> = {}): Partial<RootState> {
  const fullUser: User = withCreationRights({
    userId: 10,
    adminId: 0,
    group: 1,
    isAdmin: false,
    permissions: [1, 2, 3, 4],
    canMakeCampaign: true,
    canMakeTemplate: true,
    canMakeContactList: true,
    userName: 'demo',
    name: { firstName: 'Dana', lastName: 'Levi' },
    balanceCredits: { sms: { amount: 1000, hasPermissions: true } },
    ...user,
  });
  const now = Date.now();
  return {
    session: { user: fullUser, token: 'test-token', issuedAt: now, lifetimeMs: 3_600_000, keepLoggedIn: false, lastActivityAt: now },
  };
}
