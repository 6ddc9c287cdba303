/** Renders the users pages the way the router mounts them, with the modal and toast hosts and msw answers of their calls. */
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import type { FamilyMember } from './familyMember';
import type { User } from '../../api/generated/main';
import type { Language } from '../../state/preferences';
import { renderWithProviders, sessionFor } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import { ConfirmModalHost } from '../../ui/ConfirmModalHost';
import { NotificationHost } from '../../ui/NotificationHost';
import SubUserPage from './SubUserPage';
import UsersReportPage from './UsersReportPage';
import { family } from './testData';

/** Records the requests the pages make, by path, with their query and body. */
export interface Seen {
  url: URL;
  body?: unknown;
}

/** Answers the family calls from `rows()` and the signed-in user's approved sender names. */
export function serveFamily(rows: () => FamilyMember[] = () => family) {
  const seen: Seen[] = [];
  server.use(
    http.get(apiUrl('/users/all-sub-users/:id'), ({ request }) => {
      seen.push({ url: new URL(request.url) });
      const all = rows();
      return HttpResponse.json({ data: all });
    }),
    http.post(apiUrl('/campaigns/get-source-names'), () =>
      HttpResponse.json({ data: [{ id: 1, name: 'Shop', status: 'approved', active: true }, { id: 2, name: 'Waiting', status: 'pending' }] }),
    ),
  );
  return seen;
}

/** Answers a POST or DELETE of `path` with `status` (and extra data), keeping the bodies asked. */
export function serveOutcome(method: 'post' | 'delete', path: string, status: number, extra: Record<string, unknown> = {}) {
  const bodies: unknown[] = [];
  server.use(
    http[method](apiUrl(path), async ({ request }) => {
      bodies.push(method === 'post' ? await request.json() : null);
      return HttpResponse.json({ data: { status, ...extra } });
    }),
  );
  return bodies;
}

export function renderUsersPage(route: string, { language = 'en', user = {} }: { language?: Language; user?: Partial<User> } = {}) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/profile/:userId?" element={<SubUserPage />} />
        <Route path="/users-report/:userId?" element={<UsersReportPage />} />
      </Routes>
      <ConfirmModalHost />
      <NotificationHost />
    </>,
    { route, preloadedState: { ...sessionFor(user), preferences: { language, theme: 'light' } } },
  );
}
