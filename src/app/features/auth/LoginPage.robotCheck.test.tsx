import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../test/render';
import { apiUrl, demoBrand, server } from '../../test/server';
import LoginPage from './LoginPage';

type RenderOptions = { sitekey: string; callback: (token: string) => void };
type RecaptchaWindow = Window & { grecaptcha?: unknown; onRecaptchaReady?: () => void };

test('with a site key the robot check is required and its answer is sent', async () => {
  server.use(http.post(apiUrl('/auth/get-app-meta-data'), () => HttpResponse.json({ data: { ...demoBrand, siteKey: 'site-key-1' } })));
  const fields: Record<string, string>[] = [];
  server.use(
    http.post(apiUrl('/auth/login'), async ({ request }) => {
      fields.push(Object.fromEntries(new URLSearchParams(await request.text())));
      return HttpResponse.json({ data: { status: '-1', attemptsLeft: 4 } });
    }),
  );
  const user = userEvent.setup();
  renderWithProviders(<LoginPage />, { route: '/login', path: '/login', preloadedState: { preferences: { language: 'en', theme: 'light' } } });

  // jsdom does not run Google's script: stand in for it once the page has asked for it.
  await waitFor(() => expect(document.querySelector('script[src*="recaptcha/api.js"]')).not.toBeNull());
  expect(document.querySelector('script[src*="recaptcha/api.js"]')?.getAttribute('src')).toContain('render=explicit');
  let widget: RenderOptions | undefined;
  const win = window as RecaptchaWindow;
  win.grecaptcha = {
    render: (_container: HTMLElement, options: RenderOptions) => {
      widget = options;
      return 0;
    },
    reset: jest.fn(),
  };
  act(() => win.onRecaptchaReady?.());
  await waitFor(() => expect(widget?.sitekey).toBe('site-key-1'));

  await user.type(screen.getByLabelText('Username'), 'dana');
  await user.type(screen.getByLabelText('Password'), 'Secret#123');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText('Please confirm that you are not a robot.')).toBeInTheDocument();
  expect(fields).toHaveLength(0);

  act(() => widget?.callback('robot-answer'));
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(fields).toHaveLength(1));
  expect(fields[0].recaptchaToken).toBe('robot-answer');
});
