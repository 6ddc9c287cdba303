import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Language } from '../../state/preferences';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import ForgotPasswordPage from './ForgotPasswordPage';
import LoginPage from './LoginPage';
import { answerUser } from './testUser';

type User = ReturnType<typeof userEvent.setup>;

function renderForgot(language: Language = 'en') {
  return renderWithProviders(<ForgotPasswordPage />, {
    route: '/forgot-password',
    path: '/forgot-password',
    preloadedState: { preferences: { language, theme: 'light' } },
    extraRoutes: [
      { path: '/campaign', element: <p>Campaign page</p> },
      { path: '/login', element: <LoginPage /> },
    ],
  });
}

/** Answers an operation with each data in turn (the last one repeats), recording the bodies. */
function answers(path: string, ...data: object[]) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(apiUrl(path), async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ data: data[Math.min(bodies.length - 1, data.length - 1)] });
    }),
  );
  return bodies;
}

async function toCodeStep(user: User) {
  answers('/auth/request-code', { status: 1, maskedPhone: '05X-XXX-X567', resendAfterSeconds: 300 });
  await user.type(await screen.findByLabelText('Customer number or ID number'), '123456789');
  await user.click(screen.getByRole('button', { name: 'Send me a code' }));
  expect(await screen.findByText(/We sent a 6-digit code to .05X-XXX-X567./)).toBeInTheDocument();
}

async function toPasswordStep(user: User) {
  await toCodeStep(user);
  answers('/auth/verify-code', { status: 1 });
  await user.type(screen.getByLabelText('Verification code'), '123456');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByLabelText('New password')).toBeInTheDocument();
}

async function choosePassword(user: User, password = 'New#pass1234', confirmation = password) {
  await user.clear(screen.getByLabelText('New password'));
  await user.type(screen.getByLabelText('New password'), password);
  await user.clear(screen.getByLabelText('Confirm the new password'));
  await user.type(screen.getByLabelText('Confirm the new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
}

test('three steps, then signed in with the session the answer carries', async () => {
  const user = userEvent.setup();
  const { store } = renderForgot();
  await toPasswordStep(user);
  const sent = answers('/auth/set-new-password', { status: 0, token: 'tok-9', tokenLifetimeMs: 3_600_000, issuedAt: Date.now(), currentUser: answerUser() });
  await choosePassword(user);
  expect(await screen.findByText('Campaign page')).toBeInTheDocument();
  expect(sent[0]).toEqual({ identifier: '123456789', code: '123456', password: 'New#pass1234', confirmPassword: 'New#pass1234' });
  expect(store.getState().session.token).toBe('tok-9');
});

test('without a session in the answer the user signs in with a success message', async () => {
  const user = userEvent.setup();
  renderForgot();
  await toPasswordStep(user);
  answers('/auth/set-new-password', { status: 0 });
  await choosePassword(user);
  expect(await screen.findByText('Your password was changed.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
});

test('each answer of the first step is shown', async () => {
  const codes = [
    [-1, 'No account matches this customer number or ID.'],
    [-2, 'A new code can be sent after 5 minutes.'],
    [-3, 'Too many requests. Please try again later.'],
    [-4, 'Sending codes is blocked for one hour.'],
    [-5, 'The robot check failed. Please try again.'],
    [-6, 'This user is blocked. Please contact support.'],
  ] as const;
  answers('/auth/request-code', ...codes.map(([status]) => ({ status })));
  const user = userEvent.setup();
  renderForgot();
  await user.type(await screen.findByLabelText('Customer number or ID number'), '555');
  for (const [, text] of codes) {
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  }
});

test('each answer of the code step is shown', async () => {
  const user = userEvent.setup();
  renderForgot();
  await toCodeStep(user);
  const codes = [
    [-1, 'The verification code is not valid.'],
    [-2, 'The code has expired. Ask for a new one.'],
    [-3, 'Too many wrong codes were entered. Ask for a new code.'],
  ] as const;
  answers('/auth/verify-code', ...codes.map(([status]) => ({ status })));
  await user.type(screen.getByLabelText('Verification code'), '654321');
  for (const [, text] of codes) {
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  }
  expect(screen.getByRole('button', { name: /Send a new code in [45]:\d\d/ })).toBeDisabled();
});

test('each answer of the new-password step (codes 1 to 6) is shown', async () => {
  const user = userEvent.setup();
  renderForgot();
  await toPasswordStep(user);
  const codes = [
    [1, /The password is not strong enough: 9 to 22 characters/],
    [2, 'This password was used in the last year. Please choose another.'],
    [3, 'The verification code is not valid.'],
    [4, 'The password could not be saved. Please try again.'],
    [6, 'Please call support and confirm you are not a robot.'],
    [5, 'Your password was changed, but signing in failed. Please sign in with the new password.'],
  ] as const;
  answers('/auth/set-new-password', ...codes.map(([status]) => ({ status })));
  for (const [, text] of codes) {
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    await choosePasswordIfEmpty(user);
    expect(await screen.findByText(text)).toBeInTheDocument();
  }
  await user.click(screen.getByRole('button', { name: 'Go to sign in' }));
  expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
});

/** The first round types the password; later rounds only press the button again. */
async function choosePasswordIfEmpty(user: User) {
  const field = screen.getByLabelText('New password');
  if ((field as HTMLInputElement).value === '') await choosePassword(user);
}

test('the password rule is checked in the browser before anything is sent', async () => {
  const user = userEvent.setup();
  renderForgot();
  await toPasswordStep(user);
  const sent = answers('/auth/set-new-password', { status: 0 });
  await choosePassword(user, 'abc%', 'abd');
  expect(await screen.findByText('Use 9 to 22 characters.')).toBeInTheDocument();
  expect(screen.getByText('Add a capital letter (A-Z).')).toBeInTheDocument();
  expect(screen.getByText('Add a digit (0-9).')).toBeInTheDocument();
  expect(screen.getByText('The % character cannot be used.')).toBeInTheDocument();
  expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
  await waitFor(() => expect(sent).toHaveLength(0));
});

test('in Hebrew the page is right-to-left', async () => {
  renderForgot('he');
  expect(await screen.findByRole('heading', { name: 'איפוס סיסמה' })).toBeInTheDocument();
  expect(document.documentElement.dir).toBe('rtl');
  expect(screen.getByLabelText('מספר לקוח או תעודת זהות')).toBeInTheDocument();
});
