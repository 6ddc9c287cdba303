import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../test/render';
import { apiUrl, demoBrand, server } from '../../test/server';
import RemoveNumberPage from './RemoveNumberPage';

type RenderOptions = { sitekey: string; callback: (token: string) => void };
type RecaptchaWindow = Window & { grecaptcha?: unknown; onRecaptchaReady?: () => void };

test('on a brand with a robot check the number is sent only with its answer, and a failed check is said on the page', async () => {
  server.use(http.post(apiUrl('/auth/get-app-meta-data'), () => HttpResponse.json({ data: { ...demoBrand, siteKey: 'site-key-1' } })));
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(apiUrl('/auth/add-number-to-black-list'), async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ data: { status: bodies.length === 1 ? -4 : 1 } });
    }),
  );
  const user = userEvent.setup();
  renderWithProviders(<RemoveNumberPage />, { route: '/remove-number', path: '/remove-number', preloadedState: { preferences: { language: 'en', theme: 'light' } } });

  // jsdom does not run Google's script: stand in for it once the page has asked for it.
  await waitFor(() => expect(document.querySelector('script[src*="recaptcha/api.js"]')).not.toBeNull());
  let widget: RenderOptions | undefined;
  const win = window as RecaptchaWindow;
  win.grecaptcha = { render: (_c: HTMLElement, options: RenderOptions) => ((widget = options), 0), reset: jest.fn() };
  act(() => win.onRecaptchaReady?.());
  await waitFor(() => expect(widget?.sitekey).toBe('site-key-1'));

  await user.type(screen.getByLabelText('Your phone number'), '0501234567');
  await user.click(screen.getByRole('button', { name: 'Remove my number' }));
  expect(await screen.findByText('Please confirm you are not a robot, then try again.')).toBeInTheDocument();
  expect(bodies).toHaveLength(0);

  act(() => widget?.callback('token-1'));
  await user.click(screen.getByRole('button', { name: 'Remove my number' }));
  await waitFor(() => expect(bodies).toHaveLength(1));
  expect(bodies[0]).toEqual({ phone: '501234567', recaptchaToken: 'token-1' });
  // The server's check failed (-4): the page says so and keeps the form.
  expect(await screen.findByText('Please confirm you are not a robot, then try again.')).toBeInTheDocument();

  act(() => widget?.callback('token-2'));
  await user.click(screen.getByRole('button', { name: 'Remove my number' }));
  expect(await screen.findByText('Your number 0501234567 was removed: you will not receive more messages.')).toBeInTheDocument();
  expect(bodies[1].recaptchaToken).toBe('token-2');
});
