import { render, screen } from '@testing-library/react';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { LocaleProvider } from '../i18n/LocaleProvider';
import { makeStore } from '../state/store';
import { AppRoutes } from './router';

function renderApp(path: string) {
  render(
    <Provider store={makeStore({ preferences: { language: 'en', theme: 'light' } })}>
      <LocaleProvider>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
        </MemoryRouter>
      </LocaleProvider>
    </Provider>,
  );
}

describe("the app's routes", () => {
  test('a page of the table opens inside the app bar', async () => {
    renderApp('/login');
    expect(await screen.findByLabelText('Password', { exact: true })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  test('a bare page of the table opens without the app bar', async () => {
    renderApp('/link-not-found');
    expect(await screen.findByText('Link not found')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});

/**
 * The router is declarative on purpose: a data router's engine (loaders, actions, fetchers)
 * costs 16 KiB gzip on every first visit, for features the app does not use (RTK Query loads
 * its data). Tests may build memory data routers; the app's own code may not.
 */
describe('the app uses no data-router API', () => {
  const dataRouterApi = /\b(createBrowserRouter|createHashRouter|RouterProvider|useMatches|useLoaderData|useActionData|useFetcher|useNavigation|useRevalidator|useRouteLoaderData|useBlocker|ScrollRestoration)\b/;
  const appRoot = join(__dirname, '..');
  const sources = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return name === 'test' ? [] : sources(path);
      return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !/^test/.test(name) ? [path] : [];
    });

  test('no file of the app imports one', () => {
    const offenders = sources(appRoot).filter((path) => {
      const routerImports = readFileSync(path, 'utf8').match(/import[^;]*from 'react-router(-dom)?'/g) ?? [];
      return routerImports.some((line) => dataRouterApi.test(line));
    });
    expect(offenders.map((path) => path.slice(appRoot.length + 1))).toEqual([]);
  });
});
