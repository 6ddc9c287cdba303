/**
 * Test helpers for the shell: render the real layout route around a few pages, and pretend
 * a screen width (antd's breakpoints read window.matchMedia).
 */
import { render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import AntdProvider from '../i18n/AntdProvider';
import { LocaleProvider } from '../i18n/LocaleProvider';
import { setNavigate } from '../router/navigation';
import type { Language } from '../state/preferences';
import { makeStore, type AppStore, type RootState } from '../state/store';
import { AppLayout } from './AppLayout';

export interface RenderShellOptions {
  route?: string;
  preloadedState?: Partial<RootState>;
  language?: Language;
  pages?: { path: string; element: ReactNode }[];
}

export function renderShell({ route = '/page', preloadedState = {}, language = 'en', pages = [] }: RenderShellOptions = {}) {
  const store = makeStore({ preferences: { language, theme: 'light' }, ...preloadedState });
  const router = createMemoryRouter(
    [
      { element: <AppLayout bare />, children: [{ path: '/bare', element: <p>Bare page</p> }] },
      {
        element: <AppLayout />,
        children: [
          ...pages,
          { path: '/campaign', element: <p>Campaign page</p> },
          { path: '/login', element: <p>Login page</p> },
          { path: '*', element: <p>Some page</p> },
        ],
      },
    ],
    { initialEntries: [route] },
  );
  setNavigate((to, opts) => void router.navigate(to, opts));
  const result = render(
    <Provider store={store}>
      <LocaleProvider>
        <AntdProvider>
          <RouterProvider router={router} />
        </AntdProvider>
      </LocaleProvider>
    </Provider>,
  );
  return { store, router, ...result };
}

const originalMatchMedia = window.matchMedia;

/** Answers antd's (min-width/max-width) media queries as a screen this wide would. */
export function setScreenWidth(width: number): void {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
}

export function resetScreenWidth(): void {
  window.matchMedia = originalMatchMedia;
}

/** Waits until the brand metadata has arrived (everything brand-dependent is then drawn). */
export async function brandLoaded(store: AppStore): Promise<void> {
  await waitFor(() =>
    expect(Object.values(store.getState().api.queries).some((q) => q?.endpointName === 'getAppMetaData' && q.status === 'fulfilled')).toBe(true),
  );
}
