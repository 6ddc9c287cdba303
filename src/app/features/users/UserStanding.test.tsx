import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import he from '../../../../locales/he/users.json';
import type { SubUser } from '../../api/generated/users';
import { apiUrl, server } from '../../test/server';
import { renderUsersPage, serveFamily } from './renderUsersPages';
import { noa, omer } from './testData';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const administrator = { userId: 5, group: 3, isAdmin: true, permissions: [2, 52] };
const frozenOmer: SubUser = {
  ...omer,
  status: 'inactive',
  recoveryRequest: { requestedAt: '2026-11-23T07:12:00Z', phone: '0501234567', comments: 'Back from leave' },
};

/** enforcement-user answered as the server does: the family rows then carry the new state. */
function serveEnforcement(rows: SubUser[]) {
  const asked: unknown[] = [];
  server.use(
    http.post(apiUrl('/users/enforcement-user'), async ({ request }) => {
      const body = (await request.json()) as { userId: number; enforce: boolean };
      asked.push(body);
      const row = rows.find((r) => r.userId === body.userId);
      if (row) row.termsRequired = body.enforce;
      return HttpResponse.json({ data: { status: 1 } });
    }),
  );
  return asked;
}

test('an administrator with permission 52 makes a user accept the terms again: the switch calls enforcement-user and shows the row read again', async () => {
  const rows = [{ ...noa, termsRequired: false }, omer];
  serveFamily(() => rows);
  const asked = serveEnforcement(rows);
  renderUsersPage('/profile/21', { user: administrator });
  const terms = await screen.findByRole('switch', { name: 'Must accept the terms of use again at next sign-in' });
  expect(terms).not.toBeChecked();
  await user().click(terms);
  await waitFor(() => expect(asked).toEqual([{ userId: 21, enforce: true }]));
  await waitFor(() => expect(screen.getByRole('switch', { name: 'Must accept the terms of use again at next sign-in' })).toBeChecked());
  expect(await screen.findByText('The terms-of-use requirement for this user was updated.')).toBeInTheDocument();

  await user().click(screen.getByRole('switch', { name: 'Must accept the terms of use again at next sign-in' }));
  await waitFor(() => expect(asked).toEqual([{ userId: 21, enforce: true }, { userId: 21, enforce: false }]));
  await waitFor(() => expect(screen.getByRole('switch', { name: 'Must accept the terms of use again at next sign-in' })).not.toBeChecked());
});

test.each([
  ['a primary user managing its family', { permissions: [1, 2, 3, 4] }],
  ['an administrator without permission 52', { ...administrator, permissions: [2] }],
])('%s does not see the terms switch (the access rule of enforcement-user)', async (_who, session) => {
  serveFamily(() => [{ ...noa, termsRequired: true }, omer]);
  renderUsersPage('/profile/21', { user: session });
  expect(await screen.findByLabelText('Username')).toHaveValue('noa');
  expect(screen.queryByRole('switch', { name: 'Must accept the terms of use again at next sign-in' })).not.toBeInTheDocument();
});

test("a frozen user's recovery request shows to its manager with its date, phone and comments, and how to answer it", async () => {
  serveFamily(() => [noa, frozenOmer]);
  renderUsersPage('/profile/31');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('This account is frozen and asks to be recovered');
  // 07:12 UTC is 09:12 on an Israeli clock in November.
  expect(alert).toHaveTextContent('Asked on 23 Nov 2026, 09:12.');
  expect(alert).toHaveTextContent('Phone for a call back: 0501234567');
  expect(alert).toHaveTextContent('Comments: Back from leave');
  expect(alert).toHaveTextContent('Making the user active again (Account active, then Save) answers the request.');
});

test('a user without an open request shows no alert', async () => {
  serveFamily();
  renderUsersPage('/profile/21');
  expect(await screen.findByLabelText('Username')).toHaveValue('noa');
  expect(screen.queryByText('This account is frozen and asks to be recovered')).not.toBeInTheDocument();
});

test('in Hebrew (right to left) the recovery request and the terms switch are translated', async () => {
  serveFamily(() => [noa, { ...frozenOmer, termsRequired: true }]);
  renderUsersPage('/profile/31', { language: 'he', user: administrator });
  const alert = await screen.findByRole('alert');
  expect(document.documentElement.dir).toBe('rtl');
  expect(alert).toHaveTextContent(he.standing.recovery.title);
  expect(alert).toHaveTextContent(/הבקשה נשלחה ב-23 בנוב(׳|') 2026/);
  expect(alert).toHaveTextContent(he.standing.recovery.hint);
  expect(screen.getByRole('switch', { name: he.standing.terms.label })).toBeChecked();
});
