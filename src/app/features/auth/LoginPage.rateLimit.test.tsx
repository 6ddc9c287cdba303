import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ConfirmModalHost } from '../../ui/ConfirmModalHost';
import type { Language } from '../../state/preferences';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import LoginPage from './LoginPage';

const cases: [Language, string, string, string, string][] = [
  ['en', 'Username', 'Password', 'Sign in', 'Too many requests. Please wait and try again.'],
  ['he', 'שם משתמש', 'סיסמה', 'כניסה', 'יותר מדי בקשות. נא להמתין ולנסות שוב.'],
];

/** The server answers 429 past its sign-in limits (issue 13); the page says so in the user's language. */
test.each(cases)('in %s, a 429 on sign-in shows the translated "too many requests" message', async (language, username, password, submit, message) => {
  server.use(http.post(apiUrl('/auth/login'), () => HttpResponse.json({ data: null, message: 'errors.generic.tooManyRequests' }, { status: 429 })));
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <LoginPage />
      <ConfirmModalHost />
    </>,
    { route: '/login', path: '/login/:fromOldSystem?', preloadedState: { preferences: { language, theme: 'light' } } },
  );
  await user.type(await screen.findByLabelText(username, { exact: true }), 'dana');
  await user.type(screen.getByLabelText(password, { exact: true }), 'Secret#123');
  await user.click(screen.getByRole('button', { name: submit }));
  expect(await screen.findByText(message)).toBeInTheDocument();
});
