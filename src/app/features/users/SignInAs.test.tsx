/** "Sign in as this user" on /profile/:userId: shown to whoever may (the one access rule), and it asks for that user. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../../test/server';
import { renderUsersPage, serveFamily } from './renderUsersPages';

beforeEach(() => serveFamily());

test('an administrator with permission 50 sees it on a user it manages, and it asks for that user', async () => {
  const asked: unknown[] = [];
  server.use(
    http.post(apiUrl('/main/login-admin-to-sub'), async ({ request }) => {
      asked.push(await request.json());
      return HttpResponse.json({ data: { status: -1 } });
    }),
  );
  renderUsersPage('/profile/21', { user: { userId: 2, group: 3, isAdmin: true, permissions: [2, 50] } });
  await userEvent.click(await screen.findByRole('button', { name: 'Sign in as this user' }));
  await waitFor(() => expect(asked).toEqual([{ userId: 21 }]));
});

test.each([
  ['a customer managing its family', { permissions: [1, 2, 3, 4] }],
  ['an administrator without permission 50', { userId: 2, group: 3, isAdmin: true, permissions: [2] }],
])('%s does not see it', async (_who, user) => {
  renderUsersPage('/profile/21', { user });
  expect(await screen.findByText("Change this user's password")).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Sign in as this user' })).not.toBeInTheDocument();
});
