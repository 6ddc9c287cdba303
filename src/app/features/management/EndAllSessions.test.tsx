/** "End everyone's sessions" on /users-management: asks first, then kill-them-all, then says how many were signed out. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Language } from '../../state/preferences';
import { findModal } from '../../test/findModal';
import { renderWithProviders, sessionFor } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import { ConfirmModalHost } from '../../ui/ConfirmModalHost';
import { NotificationHost } from '../../ui/NotificationHost';
import UsersManagementPage from './UsersManagementPage';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

/** Answers kill-them-all with `disconnected` sessions ended, keeping every body sent. */
function serveKillThemAll(disconnected: number) {
  const sent: unknown[] = [];
  server.use(
    http.post(apiUrl('/super-admin/kill-them-all'), async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ data: { status: 1, disconnected } });
    }),
  );
  return sent;
}

function renderPage(group: number, language: Language = 'en') {
  return renderWithProviders(
    <>
      <UsersManagementPage />
      <ConfirmModalHost />
      <NotificationHost />
    </>,
    { route: '/users-management', preloadedState: { ...sessionFor({ userId: 10, adminId: 0, group }), preferences: { language, theme: 'light' } } },
  );
}

test("ending everyone's sessions asks first, then calls kill-them-all and says how many sessions ended", async () => {
  const sent = serveKillThemAll(42);
  renderPage(5);
  const u = user();
  await u.click(await screen.findByRole('button', { name: "End everyone's sessions" }));
  const dialog = await findModal("End everyone's sessions?");
  expect(dialog).toHaveTextContent('You, system managers and super-administrators stay signed in.');
  expect(sent).toEqual([]);
  await u.click(within(dialog).getByRole('button', { name: 'Sign everyone out' }));
  expect(await screen.findByText('Everyone was signed out: 42 sessions ended.')).toBeInTheDocument();
  expect(sent).toEqual([{ includeSystemUsers: false }]);
});

test("Cancel on the confirm sends nothing", async () => {
  const sent = serveKillThemAll(3);
  renderPage(5);
  const u = user();
  await u.click(await screen.findByRole('button', { name: "End everyone's sessions" }));
  const dialog = await findModal("End everyone's sessions?");
  await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByText("End everyone's sessions?")).not.toBeInTheDocument());
  // Long enough for a call the cancel had let through to arrive.
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(sent).toEqual([]);
});

test('the message is in the page language (Hebrew), with the count', async () => {
  serveKillThemAll(7);
  renderPage(5, 'he');
  const u = user();
  await u.click(await screen.findByRole('button', { name: 'ניתוק כל המשתמשים' }));
  await u.click(within(await findModal('לנתק את כל המשתמשים?')).getByRole('button', { name: 'ניתוק כולם' }));
  expect(await screen.findByText('בוצעה התנתקות: 7 חיבורים הסתיימו.')).toBeInTheDocument();
});

test("an administrator (group 3) does not see the button: kill-them-all is a super-administrator's call", async () => {
  renderPage(3);
  expect(await screen.findByRole('heading', { name: 'Users management' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: "End everyone's sessions" })).not.toBeInTheDocument();
});
