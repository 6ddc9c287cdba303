import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import ar from '../../../../locales/ar/profile.json';
import he from '../../../../locales/he/profile.json';
import ru from '../../../../locales/ru/profile.json';
import type { Language } from '../../state/preferences';
import { renderWithProviders, sessionFor } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import { NotificationHost } from '../../ui/NotificationHost';
import SettingsPage from './SettingsPage';

function serveSettings(answer: () => number = () => 1) {
  const saved: unknown[] = [];
  server.use(
    http.get(apiUrl('/users/account-settings'), () => HttpResponse.json({ data: { apiUsername: 'dana_api', unsubscribeOption: 2, notifications: true } })),
    http.post(apiUrl('/users/save-account-settings'), async ({ request }) => {
      saved.push(await request.json());
      return HttpResponse.json({ data: { status: answer() } });
    }),
  );
  return saved;
}

const renderSettings = (language: Language = 'en') =>
  renderWithProviders(
    <>
      <SettingsPage />
      <NotificationHost />
    </>,
    { route: '/settings', path: '/settings', preloadedState: { ...sessionFor(), preferences: { language, theme: 'light' } } },
  );

test('shows the API username and saves the defaults; the language chosen applies to this browser', async () => {
  const saved = serveSettings();
  const { store } = renderSettings();
  expect(await screen.findByText('dana_api')).toBeInTheDocument();
  const u = userEvent.setup({ pointerEventsCheck: 0 });
  await u.click(screen.getByLabelText('Sender name'));
  await u.type(await screen.findByLabelText('Approved sender name'), 'Shop');
  await u.click(screen.getByLabelText('Dark'));
  await u.click(screen.getByRole('button', { name: 'Save settings' }));
  await waitFor(() => expect(saved).toEqual([expect.objectContaining({ senderKind: 'name', senderValue: 'Shop', unsubscribeOption: 2, notifications: true, theme: 'dark' })]));
  await waitFor(() => expect(store.getState().preferences.theme).toBe('dark'));
});

test('a sender not approved for the account (-2) is said under its field', async () => {
  serveSettings(() => -2);
  renderSettings();
  const u = userEvent.setup({ pointerEventsCheck: 0 });
  await u.click(await screen.findByLabelText('Phone number'));
  await u.type(await screen.findByLabelText('Approved phone number'), '0521234567');
  await u.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await screen.findByText('This sender is not approved for the account.')).toBeInTheDocument();
});

test.each([
  ['he', he],
  ['ru', ru],
  ['ar', ar],
] as const)('in %s the settings are translated', async (language, texts) => {
  serveSettings();
  renderSettings(language);
  expect(await screen.findByRole('heading', { name: texts.settings.title })).toBeInTheDocument();
  expect(screen.getByText(texts.settings.apiUsername)).toBeInTheDocument();
});
