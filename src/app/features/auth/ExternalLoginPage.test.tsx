import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Language } from '../../state/preferences';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import ExternalLoginPage from './ExternalLoginPage';
import { answerUser } from './testUser';

function renderExternal(query: string, language: Language = 'en') {
  return renderWithProviders(<ExternalLoginPage />, {
    route: `/external-login${query}`,
    path: '/external-login',
    preloadedState: { preferences: { language, theme: 'light' } },
    extraRoutes: [
      { path: '/campaign', element: <p>Campaign page</p> },
      { path: '/login', element: <p>Login page</p> },
    ],
  });
}

function externalAnswer(data: object) {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl('/auth/external-login'), async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ data });
    }),
  );
  return bodies;
}

afterEach(() => {
  document.cookie = 'ipToken=; max-age=0; path=/';
});

test('signs in with the token, takes the theme and the IP token, and goes to /campaign', async () => {
  const bodies = externalAnswer({ status: '1', token: 'tok-x', tokenLifetimeMs: 3_600_000, issuedAt: Date.now(), currentUser: answerUser({ userId: 55 }) });
  const { store } = renderExternal('?theme=dark&token=one-time&ipToken=browser-7');
  expect(await screen.findByText('Campaign page')).toBeInTheDocument();
  expect(bodies).toEqual([{ token: 'one-time', ipToken: 'browser-7', theme: 'dark' }]);
  expect(store.getState().preferences.theme).toBe('dark');
  expect(store.getState().session).toMatchObject({ token: 'tok-x', user: { userId: 55 } });
  expect(document.cookie).toContain('ipToken=browser-7');
});

test('a link that is not valid is explained, with the way to sign in', async () => {
  externalAnswer({ status: '-1' });
  const { store } = renderExternal('?token=stale');
  expect(await screen.findByText('This sign-in link is not valid or has expired. Please sign in again from your site.')).toBeInTheDocument();
  expect(screen.getByText('We could not sign you in')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the sign-in page' })).toHaveAttribute('href', '/login');
  expect(store.getState().session.token).toBeNull();
});

test('a blocked user is told so', async () => {
  externalAnswer({ status: '-2' });
  renderExternal('?token=t');
  expect(await screen.findByText('This user is blocked. Please contact support.')).toBeInTheDocument();
});

test('without a token nothing is sent and the page says why, in Hebrew right-to-left', async () => {
  const bodies = externalAnswer({ status: '1' });
  renderExternal('?theme=light', 'he');
  expect(await screen.findByText('לא הצלחנו לחבר אותך')).toBeInTheDocument();
  expect(document.documentElement.dir).toBe('rtl');
  expect(screen.getByRole('link', { name: 'מעבר לדף הכניסה' })).toBeInTheDocument();
  expect(bodies).toHaveLength(0);
});
