import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, sessionFor } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import type { Language } from '../../state/preferences';
import LoginPage from './LoginPage';
import { answerUser } from './testUser';

const preferences = (language: Language) => ({ preferences: { language, theme: 'light' as const } });

function renderLogin(options: { route?: string; language?: Language; preloaded?: object } = {}) {
  return renderWithProviders(<LoginPage />, {
    route: options.route ?? '/login',
    path: '/login/:fromOldSystem?',
    preloadedState: { ...preferences(options.language ?? 'en'), ...options.preloaded },
    extraRoutes: [{ path: '/campaign', element: <p>Campaign page</p> }],
  });
}

/** Answers auth/login with each answer in turn and records what was sent. */
function loginAnswers(...answers: object[]) {
  const requests: { contentType: string | null; fields: Record<string, string> }[] = [];
  server.use(
    http.post(apiUrl('/auth/login'), async ({ request }) => {
      const contentType = request.headers.get('content-type');
      const fields = Object.fromEntries(new URLSearchParams(await request.text()));
      requests.push({ contentType, fields });
      return HttpResponse.json({ data: answers[Math.min(requests.length - 1, answers.length - 1)] });
    }),
  );
  return requests;
}

async function signIn(user: ReturnType<typeof userEvent.setup>, username = 'dana', password = 'Secret#123') {
  await user.type(await screen.findByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

afterEach(() => {
  jest.useRealTimers();
});

test('signing in stores the session and lands on /campaign, sending a real form', async () => {
  const issuedAt = Date.now();
  const requests = loginAnswers({ status: '1', token: 'tok-1', tokenLifetimeMs: 3_600_000, issuedAt, currentUser: answerUser() });
  const user = userEvent.setup();
  const { store } = renderLogin();
  await user.type(await screen.findByLabelText('Username'), 'dana');
  await user.type(screen.getByLabelText('Password'), 'Secret#123');
  await user.click(screen.getByLabelText('Keep me signed in for 24 hours'));
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText('Campaign page')).toBeInTheDocument();
  expect(requests[0].contentType).toMatch(/^application\/x-www-form-urlencoded/);
  expect(requests[0].fields).toEqual({ username: 'dana', password: 'Secret#123', keepLoggedIn: 'true' });
  const session = store.getState().session;
  expect(session).toMatchObject({ token: 'tok-1', issuedAt, lifetimeMs: 3_600_000, keepLoggedIn: true });
  expect(session.user?.userId).toBe(42);
});

test('a sub-user starts in text mode whatever mode was stored', async () => {
  loginAnswers({ status: '1', token: 'tok-1', tokenLifetimeMs: 3_600_000, currentUser: answerUser({ adminId: 7, permissions: [26] }) });
  const user = userEvent.setup();
  const { store } = renderLogin({ preloaded: { serviceMode: { mode: 'whatsapp' } } });
  await signIn(user);
  expect(await screen.findByText('Campaign page')).toBeInTheDocument();
  expect(store.getState().serviceMode.mode).toBe('text');
});

test('status 2 saves the token, loads the profile and signs in', async () => {
  loginAnswers({ status: '2', token: 'tok-2', tokenLifetimeMs: 3_600_000 });
  let authorization: string | null = null;
  server.use(
    http.get(apiUrl('/main/user-profile'), ({ request }) => {
      authorization = request.headers.get('authorization');
      return HttpResponse.json({ data: answerUser({ userId: 77 }) });
    }),
  );
  const user = userEvent.setup();
  const { store } = renderLogin();
  await signIn(user);
  expect(await screen.findByText('Campaign page')).toBeInTheDocument();
  expect(authorization).toBe('Bearer tok-2');
  expect(store.getState().session.user?.userId).toBe(77);
});

test('an expired password is replaced before going on', async () => {
  loginAnswers({ status: '2', token: 'tok-2', tokenLifetimeMs: 3_600_000, passwordExpired: true });
  let sent: unknown;
  server.use(
    http.post(apiUrl('/auth/update-user-password'), async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({ data: { status: 0, currentUser: answerUser() } });
    }),
  );
  const user = userEvent.setup();
  renderLogin();
  await signIn(user, 'dana', 'Old#pass123');
  expect(await screen.findByText('Your password has expired. Choose a new one to continue.')).toBeInTheDocument();
  await user.type(screen.getByLabelText('New password'), 'weak');
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));
  expect(await screen.findByText('Add a capital letter (A-Z).')).toBeInTheDocument();
  await user.clear(screen.getByLabelText('New password'));
  await user.type(screen.getByLabelText('New password'), 'New#pass1234');
  await user.type(screen.getByLabelText('Confirm the new password'), 'New#pass1234');
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));
  expect(await screen.findByText('Campaign page')).toBeInTheDocument();
  expect(sent).toEqual({ currentPassword: 'Old#pass123', password: 'New#pass1234', confirmPassword: 'New#pass1234' });
});

test('a wrong password shows the attempts left', async () => {
  loginAnswers({ status: '-1', attemptsLeft: 2 });
  const user = userEvent.setup();
  renderLogin();
  await signIn(user);
  expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password. 2 attempts left.');
  expect(screen.getByLabelText('Username')).toHaveValue('dana');
});

test('the last attempt is a warning', async () => {
  loginAnswers({ status: '-2', attemptsLeft: 1 });
  const user = userEvent.setup();
  renderLogin();
  await signIn(user);
  expect(await screen.findByRole('alert')).toHaveTextContent('One attempt left before the account is blocked.');
});

test('a blocked user is told so, with the support phone', async () => {
  loginAnswers({ status: '-3' });
  const user = userEvent.setup();
  renderLogin();
  await signIn(user);
  expect(await screen.findByRole('alert')).toHaveTextContent('This user is blocked. Please contact support.');
  expect(screen.getByRole('link', { name: '03-555-0100' })).toHaveAttribute('href', 'tel:035550100');
});

test('a failed robot check is shown', async () => {
  loginAnswers({ status: '-4' });
  const user = userEvent.setup();
  renderLogin();
  await signIn(user);
  expect(await screen.findByRole('alert')).toHaveTextContent('The robot check failed. Please try again.');
});

/** The resend button while it counts down, and the seconds it shows. */
function resendCountdown() {
  const button = screen.getByRole('button', { name: /^Send a new code in \d+:\d\d$/ });
  const [, minutes, seconds] = /(\d+):(\d\d)$/.exec(button.textContent ?? '') ?? [];
  return { button, seconds: Number(minutes) * 60 + Number(seconds) };
}

test('two-step sign-in: the code, the resend countdown, then in', async () => {
  // The clock runs on by itself (msw and the form need it) and jumps where the test says;
  // so the countdown is read within a few seconds of what it should show.
  jest.useFakeTimers({ advanceTimers: true });
  const requests = loginAnswers(
    { status: '3', phone: '05X-XXX-X567', resendAfterSeconds: 60 },
    { status: '-5' },
    { status: '3', phone: '05X-XXX-X567', resendAfterSeconds: 60 },
    { status: '1', token: 'tok-3', tokenLifetimeMs: 3_600_000, currentUser: answerUser() },
  );
  const user = userEvent.setup();
  renderLogin();
  await signIn(user);

  expect(await screen.findByText(/We sent a 6-digit code to .05X-XXX-X567./)).toBeInTheDocument();
  let countdown = resendCountdown();
  expect(countdown.button).toBeDisabled();
  expect(countdown.seconds).toBeGreaterThan(55);
  act(() => jest.advanceTimersByTime(15_000));
  countdown = resendCountdown();
  expect(countdown.button).toBeDisabled();
  expect(countdown.seconds).toBeLessThanOrEqual(45);

  await user.type(screen.getByLabelText('Verification code'), '111111');
  await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The verification code is wrong or has expired.');

  act(() => jest.advanceTimersByTime(45_000));
  await user.click(screen.getByRole('button', { name: 'Send a new code' }));
  expect(await screen.findByText('We sent a verification code to your phone. Enter it to sign in.')).toBeInTheDocument();
  expect(resendCountdown().button).toBeDisabled();
  expect(resendCountdown().seconds).toBeGreaterThan(55);

  await user.clear(screen.getByLabelText('Verification code'));
  await user.type(screen.getByLabelText('Verification code'), '123456');
  await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
  expect(await screen.findByText('Campaign page')).toBeInTheDocument();

  expect(requests.map((r) => r.fields.otpCode)).toEqual([undefined, '111111', undefined, '123456']);
  expect(requests[3].fields).toMatchObject({ username: 'dana', password: 'Secret#123' });
});

test('with two phones the user picks where the code goes', async () => {
  const requests = loginAnswers({ status: '3', otpOptions: ['05X-XXX-X111', '05X-XXX-X222'], phone: '05X-XXX-X111', resendAfterSeconds: 300 });
  const user = userEvent.setup();
  renderLogin();
  await signIn(user);
  await user.click(await screen.findByRole('radio', { name: '05X-XXX-X222' }));
  const send = screen.getByRole('button', { name: 'Send a new code' });
  await user.click(send);
  await waitFor(() => expect(requests).toHaveLength(2));
  expect(requests[1].fields.otpPhone).toBe('05X-XXX-X222');
});

test('the code limits are shown', async () => {
  loginAnswers({ status: '3', phone: '05X', resendAfterSeconds: 0 }, { status: '-7' });
  const user = userEvent.setup();
  renderLogin();
  await signIn(user);
  await user.click(await screen.findByRole('button', { name: 'Send a new code' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
});

test('an inactive account can ask to be reactivated', async () => {
  loginAnswers({ status: '-9' });
  let sent: unknown;
  server.use(
    http.post(apiUrl('/auth/handling-inactive-user'), async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({ data: { status: 1 } });
    }),
  );
  const user = userEvent.setup();
  renderLogin();
  await signIn(user);
  expect(await screen.findByText('This account is inactive. You can send a request to reactivate it.')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Phone for a call back (optional)'), '0521234567');
  await user.click(screen.getByRole('button', { name: 'Send reactivation request' }));
  expect(await screen.findByText('Your request to reactivate the account was sent. We will contact you soon.')).toBeInTheDocument();
  expect(sent).toEqual({ username: 'dana', password: 'Secret#123', phone: '0521234567' });
  expect(screen.queryByRole('button', { name: 'Send reactivation request' })).not.toBeInTheDocument();
});

test('a username with spaces is refused before sending', async () => {
  const requests = loginAnswers({ status: '1' });
  const user = userEvent.setup();
  renderLogin();
  await signIn(user, 'da na');
  expect(await screen.findByText('The username cannot contain spaces.')).toBeInTheDocument();
  expect(requests).toHaveLength(0);
});

test('a signed-in user goes straight to /campaign', async () => {
  renderWithProviders(<LoginPage />, {
    route: '/login',
    path: '/login',
    preloadedState: { ...preferences('en'), ...sessionFor() },
    extraRoutes: [{ path: '/campaign', element: <p>Campaign page</p> }],
  });
  expect(await screen.findByText('Campaign page')).toBeInTheDocument();
});

test('the message left by an automatic logout is shown on top', async () => {
  renderLogin({ route: '/login?message=errors.session.autoLoggedOutMessage' });
  expect(await screen.findByText('You were signed out after half an hour without activity.')).toBeInTheDocument();
});

test('the page arriving from the old system passes its parameter on', async () => {
  const requests = loginAnswers({ status: '-1', attemptsLeft: 3 });
  const user = userEvent.setup();
  renderLogin({ route: '/login/legacy-42' });
  await signIn(user);
  await waitFor(() => expect(requests).toHaveLength(1));
  expect(requests[0].fields.fromOldSystem).toBe('legacy-42');
});

test('in Hebrew the page is right-to-left, with the forgot-password link', async () => {
  renderLogin({ language: 'he' });
  expect(await screen.findByRole('heading', { name: 'כניסה למערכת' })).toBeInTheDocument();
  expect(document.documentElement.dir).toBe('rtl');
  expect(screen.getByRole('link', { name: 'שכחת סיסמה?' })).toHaveAttribute('href', '/forgot-password');
  expect(await screen.findByRole('link', { name: '03-555-0100' })).toBeInTheDocument();
  expect(screen.getByText(/צריכים עזרה\? התקשרו אלינו:/)).toBeInTheDocument();
});

test('an answer asking to accept the terms again (users/enforcement-user) sets the flag the guard and the shell read', async () => {
  localStorage.removeItem('approvalRulesRequired');
  loginAnswers({ status: '1', token: 'tok-1', tokenLifetimeMs: 3_600_000, approvalRulesRequired: true, currentUser: answerUser() });
  renderLogin();
  await signIn(userEvent.setup());
  expect(await screen.findByText('Campaign page')).toBeInTheDocument();
  expect(localStorage.getItem('approvalRulesRequired')).toBe('1');
  localStorage.removeItem('approvalRulesRequired');
});

test('-10: a sign-in from an address outside the allowed IPs is refused with a translated reason', async () => {
  loginAnswers({ status: '-10' });
  renderLogin();
  await signIn(userEvent.setup());
  expect(await screen.findByText(/allows access only from its allowed IP addresses/)).toBeInTheDocument();
  expect(screen.queryByText('Campaign page')).toBeNull();
});
