/** Renders the users pages the way the router mounts them, with the modal and toast hosts and msw answers of their calls. */
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import type { SubUser } from '../../api/generated/users';
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

/**
 * Answers the family calls (all-users, all-sub-users/{id}) from `rows()` as the server would:
 * q narrows, one page is answered and X-Total-Count says how many match; the signed-in
 * user's sender names, and the verified numbers of the user asked for (two verified, one
 * attached). Every call is kept with its URL (and body), so a test reads what the page asked.
 */
export function serveFamily(rows: () => SubUser[] = () => family) {
  const seen: Seen[] = [];
  const answer = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    seen.push({ url });
    const q = url.searchParams.get('q')?.toLowerCase();
    const matching = rows().filter((u) => !q || [u.username, u.firstName, u.lastName, u.email].some((v) => v?.toLowerCase().includes(q)));
    const page = Number(url.searchParams.get('page') ?? 0);
    const size = Number(url.searchParams.get('pageSize') ?? 50);
    const data = page ? matching.slice((page - 1) * size, page * size) : matching;
    return HttpResponse.json({ data }, { headers: { 'X-Total-Count': String(matching.length) } });
  };
  server.use(
    http.get(apiUrl('/users/all-users'), answer),
    http.get(apiUrl('/users/all-sub-users/:id'), answer),
    http.post(apiUrl('/campaigns/get-source-names'), () =>
      HttpResponse.json({ data: [{ id: 1, name: 'Shop', status: 'approved', active: true }, { id: 2, name: 'Waiting', status: 'pending' }] }),
    ),
    http.post(apiUrl('/campaigns/get-verified-numbers'), async ({ request }) => {
      seen.push({ url: new URL(request.url), body: await request.json() });
      return HttpResponse.json({ data: [{ id: 1, phone: '0541110001' }, { id: 2, phone: '0541110002' }, { id: 3, phone: '0541110009', isAttached: true }] });
    }),
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
