import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AuthVerifyPhoneData, AuthVerifyPhoneResult } from '../../api/generated/auth';
import type { Language } from '../../state/preferences';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import VerifyPhonePage from './VerifyPhonePage';

const hash = 'abc123hash';
const user = () => userEvent.setup({ pointerEventsCheck: 0 });

function serveData(data: () => AuthVerifyPhoneData | null = () => ({ phone: '541234567', accountName: 'DemoShop' })) {
  const asked: unknown[] = [];
  server.use(
    http.post(apiUrl('/auth/get-verify-phone-data'), async ({ request }) => {
      asked.push(await request.json());
      const answer = data();
      return answer ? HttpResponse.json({ data: answer }) : HttpResponse.json({}, { status: 404 });
    }),
  );
  return asked;
}

/** Answers verify-phone with the next result of `results` each time; keeps the bodies. */
function serveVerify(...results: AuthVerifyPhoneResult[]) {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl('/auth/verify-phone'), async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ data: results[Math.min(bodies.length - 1, results.length - 1)] });
    }),
  );
  return bodies;
}

function renderPage(language: Language = 'en') {
  return renderWithProviders(<VerifyPhonePage />, { route: `/ver/${hash}`, path: '/ver/:hash', preloadedState: { preferences: { language, theme: 'light' } } });
}

async function typeCode(code: string) {
  const field = await screen.findByLabelText('Verification code from the message');
  const u = user();
  await u.clear(field);
  if (code) await u.type(field, code);
  await u.click(screen.getByRole('button', { name: 'Verify the number' }));
}

test('shows the number and asks at once for the code the link came with; a right code verifies it', async () => {
  const asked = serveData();
  const bodies = serveVerify({ status: 7 });
  renderPage();
  expect(await screen.findByText('0541234567')).toBeInTheDocument();
  expect(screen.getByText(/DemoShop asked to send messages/)).toBeInTheDocument();
  expect(screen.getByText(/We sent a code to this number in the message this link came in/)).toBeInTheDocument();
  expect(asked).toEqual([{ hash }]);
  await typeCode('123 456');
  expect(await screen.findByRole('heading', { name: 'The number is verified' })).toBeInTheDocument();
  expect(screen.getByText('The number was verified. You can now send from it.')).toBeInTheDocument();
  expect(bodies).toEqual([{ hash, code: '123456' }]);
});

test('a new code can be asked for, then typed', async () => {
  serveData();
  const bodies = serveVerify({ status: 0 }, { status: 7 });
  renderPage();
  await user().click(await screen.findByRole('button', { name: 'Send me a new code' }));
  expect(await screen.findByText('We sent a verification message to the number. Enter the code it contains.')).toBeInTheDocument();
  await typeCode('123456');
  expect(await screen.findByRole('heading', { name: 'The number is verified' })).toBeInTheDocument();
  expect(screen.getByText('The number was verified. You can now send from it.')).toBeInTheDocument();
  expect(bodies).toEqual([{ hash }, { hash, code: '123456' }]);
});

test('a wrong code is said and the form stays for another try; a bad code is caught before asking', async () => {
  serveData();
  const bodies = serveVerify({ status: -2 });
  renderPage();
  await typeCode('');
  expect(await screen.findByText('Type the code you received in the message.')).toHaveAttribute('role', 'alert');
  await typeCode('12a');
  expect(await screen.findByText('The code is 6 digits.')).toHaveAttribute('role', 'alert');
  expect(bodies).toHaveLength(0);
  await typeCode('999999');
  expect(await screen.findByText('The code is wrong or has expired.')).toBeInTheDocument();
  expect(screen.getByLabelText('Verification code from the message')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send me a new code' })).toBeInTheDocument();
});

test('three messages in the last hour are said, without leaving the page', async () => {
  serveData();
  serveVerify({ status: 4, resendAfterSeconds: 1200 });
  renderPage();
  await user().click(await screen.findByRole('button', { name: 'Send me a new code' }));
  expect(await screen.findByText('Three verification messages were already sent in the last hour. Please try again later.')).toBeInTheDocument();
  expect(screen.getByLabelText('Verification code from the message')).toBeInTheDocument();
});

test('an expired link is said, whether the server no longer knows it or answers -3', async () => {
  serveData(() => null);
  const { unmount } = renderPage();
  expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeInTheDocument();
  expect(screen.getByText('This verification link is not valid or has expired.')).toBeInTheDocument();
  unmount();

  serveData(() => ({ phone: '541234567', expiresOn: '01/01/2020 10:00' }));
  const second = renderPage();
  expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeInTheDocument();
  second.unmount();

  serveData();
  serveVerify({ status: -3 });
  renderPage();
  await typeCode('123456');
  expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeInTheDocument();
});

test('a landline is verified by a call from it, then checked again', async () => {
  let verified = false;
  serveData(() => ({ phone: '31234567', isLandline: true, alreadyVerified: verified }));
  serveVerify({ status: 6, callNumber: '03-555-0199' });
  renderPage();
  expect(await screen.findByText('This number cannot receive text messages, so it is verified by a call from it.')).toBeInTheDocument();
  await user().click(screen.getByRole('button', { name: 'Verify by a call' }));
  expect(await screen.findByText('03-555-0199')).toBeInTheDocument();
  expect(screen.getByText('From 031234567, call:')).toBeInTheDocument();
  await user().click(screen.getByRole('button', { name: 'I called, check again' }));
  expect(await screen.findByText(/The call has not arrived yet/)).toBeInTheDocument();
  verified = true;
  await user().click(screen.getByRole('button', { name: 'I called, check again' }));
  await waitFor(() => expect(screen.getByRole('heading', { name: 'The number is verified' })).toBeInTheDocument());
  expect(screen.getByText('This number is already verified for your account.')).toBeInTheDocument();
});

test('in Hebrew the page is right-to-left', async () => {
  serveData();
  renderPage('he');
  expect(await screen.findByRole('heading', { name: 'אימות מספר שולח' })).toBeInTheDocument();
  expect(document.documentElement.dir).toBe('rtl');
});
