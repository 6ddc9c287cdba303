import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { signInAs } from '../state/signInAs';
import { sessionFor } from '../test/render';
import { apiUrl, server } from '../test/server';
import { renderShell, resetScreenWidth, setScreenWidth } from './testShell';

beforeEach(() => setScreenWidth(1300));
afterEach(() => resetScreenWidth());

const administrator = sessionFor({ userId: 2, group: 3, isAdmin: true, permissions: [50], userName: 'admin', name: { firstName: 'Adam', lastName: 'Admin' } });
const subUser = { userId: 77, adminId: 10, group: 4, permissions: [1], userName: 'demo-sub', name: { firstName: 'Sami', lastName: 'Sub' }, canMakeCampaign: true };

test('signed in as a user, every page says so; returning ends that session and brings the administrator back', async () => {
  const asked: unknown[] = [];
  const loggedOutWith: (string | null)[] = [];
  server.use(
    http.post(apiUrl('/main/login-admin-to-sub'), async ({ request }) => {
      asked.push(await request.json());
      return HttpResponse.json({ data: { status: 1, token: 'sub-token', tokenLifetimeMs: 3_600_000, issuedAt: Date.now(), currentUser: subUser } });
    }),
    http.post(apiUrl('/auth/logout'), ({ request }) => {
      loggedOutWith.push(`${request.headers.get('authorization')} ${request.credentials}`);
      return HttpResponse.json({ data: { status: 1 } });
    }),
  );
  const { store, router } = renderShell({ route: '/profile/77', preloadedState: administrator, pages: [{ path: '/users-management', element: <p>Users management</p> }] });
  await screen.findByText('Some page');
  expect(screen.queryByRole('button', { name: 'Return to my account' })).not.toBeInTheDocument();

  await act(() => store.dispatch(signInAs(77)));
  expect(asked).toEqual([{ userId: 77 }]);
  await waitFor(() => expect(router.state.location.pathname).toBe('/campaign'));
  expect(await screen.findByText('You are working as Sami Sub (demo-sub). Everything you do is recorded under your own name, Adam Admin.')).toBeInTheDocument();
  expect(store.getState().session).toMatchObject({ token: 'sub-token', user: { userId: 77 }, returnTo: { token: 'test-token', user: { userId: 2 } } });

  await userEvent.click(screen.getByRole('button', { name: 'Return to my account' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/users-management'));
  expect(store.getState().session).toMatchObject({ token: 'test-token', user: { userId: 2 }, returnTo: null });
  await waitFor(() => expect(loggedOutWith).toEqual(['Bearer sub-token omit']));
  expect(screen.queryByRole('button', { name: 'Return to my account' })).not.toBeInTheDocument();
});

test('a refused sign-in-as keeps the administrator where it was', async () => {
  server.use(http.post(apiUrl('/main/login-admin-to-sub'), () => HttpResponse.json({ data: { status: -2 } })));
  const { store, router } = renderShell({ route: '/profile/77', preloadedState: administrator });
  await screen.findByText('Some page');
  expect(await act(() => store.dispatch(signInAs(77)))).toBe(false);
  expect(router.state.location.pathname).toBe('/profile/77');
  expect(store.getState().session.token).toBe('test-token');
  expect(store.getState().session.returnTo ?? null).toBeNull();
  // The refusal is said in words (the status-message table).
  expect(await screen.findByText(/blocked/i)).toBeInTheDocument();
});
