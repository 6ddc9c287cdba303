import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AuthWhatsappVerifyPhoneData } from '../../api/generated/auth';
import { renderWithProviders, sessionFor } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import { ConfirmModalHost } from '../../ui/ConfirmModalHost';
import { NotificationHost } from '../../ui/NotificationHost';
import VerifyWhatsappPhonePage from './VerifyWhatsappPhonePage';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

function serve(data: AuthWhatsappVerifyPhoneData | null) {
  const verify: Record<string, unknown>[] = [];
  server.use(
    http.get(apiUrl('/auth/get-whatsapp-verify-phone-data/:hash'), ({ params }) =>
      params.hash === 'abc' && data ? HttpResponse.json({ data }) : HttpResponse.json({ message: 'errors.generic.notFound' }, { status: 404 }),
    ),
    http.post(apiUrl('/whatsapp/verify-number'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      verify.push(body);
      return HttpResponse.json({ success: true, data: { status: body.code ? 1 : 2 } });
    }),
  );
  return verify;
}

const renderPage = (hash: string) =>
  renderWithProviders(
    <>
      <VerifyWhatsappPhonePage />
      <ConfirmModalHost />
      <NotificationHost />
    </>,
    { route: `/very/${hash}`, path: '/very/:hash', preloadedState: { ...sessionFor(), preferences: { language: 'en', theme: 'light' } } },
  );

test("the link's number gets a code by the link's method and is verified with it", async () => {
  const verify = serve({ phone: '972504440000', displayName: 'Dana Shop', verificationMethod: 2, numberState: 'verificationRequestSent' });
  renderPage('abc');
  expect(await screen.findByText('972504440000')).toBeInTheDocument();
  expect(screen.getByText('Dana Shop')).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'By a phone call' })).toBeChecked();
  await user().click(screen.getByRole('button', { name: 'Send me a code' }));
  await user().type(await screen.findByRole('textbox', { name: 'Code' }), '654321');
  await user().click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('The number 972504440000 is verified.')).toBeInTheDocument();
  await waitFor(() => expect(verify).toEqual([{ phone: '972504440000', method: 2 }, { phone: '972504440000', method: 2, code: '654321' }]));
});

test('an unknown link says so, without the not-found modal', async () => {
  serve(null);
  renderPage('nope');
  expect(await screen.findByText('This link is not valid or was already used.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
