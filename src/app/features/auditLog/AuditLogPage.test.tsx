import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fromIsraelWallTime } from '../../../domain/israelTime';
import { routeByName } from '../../router/routes';
import { refusalOf } from '../../state/access';
import type { Language } from '../../state/preferences';
import { renderWithProviders, sessionFor } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import { downloadFile } from '../../ui/downloadFile';
import AuditLogPage from './AuditLogPage';
import type { AuditEntry } from './auditLogApi';

jest.mock('../../ui/downloadFile', () => ({ downloadFile: jest.fn() }));
afterEach(() => jest.mocked(downloadFile).mockClear());

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

const block: AuditEntry = {
  id: 2,
  at: new Date(fromIsraelWallTime(2026, 5, 10, 9, 30)).toISOString(),
  operation: 'enforcementUser',
  actorUserId: 7,
  actorUsername: 'admin',
  actorGroup: 3,
  ip: '10.1.2.3',
  subjectUserId: 501,
  subjectUsername: 'dana.cohen',
  account: 501,
  summary: { before: { blocked: false }, after: { blocked: true }, details: { status: 1 } },
};
const word: AuditEntry = { ...block, id: 1, at: new Date(fromIsraelWallTime(2026, 5, 9, 8, 0)).toISOString(), operation: 'addProhibitedWord', subjectUserId: null, subjectUsername: null, account: null, summary: { before: null, after: { word: 'casino' }, details: {} } };

/** Answers the page's reads from `rows`, keeping every body asked. */
function serveLog(rows: AuditEntry[] = [block, word], chainOk = true) {
  const asked: Record<string, unknown>[] = [];
  server.use(
    http.post(apiUrl('/super-admin/get-audit-log'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      asked.push(body);
      const found = rows.filter((r) => !body.operation || r.operation === body.operation);
      const page = Number(body.page ?? 1);
      const size = Number(body.pageSize ?? 50);
      return HttpResponse.json({ data: { status: 1, total: found.length, chainOk, rows: found.slice((page - 1) * size, page * size) } });
    }),
  );
  return asked;
}

function renderPage(language: Language = 'en') {
  return renderWithProviders(<AuditLogPage />, {
    route: '/audit-log',
    path: '/audit-log',
    preloadedState: { ...sessionFor({ userId: 18, group: 5 }), preferences: { language, theme: 'light' } },
  });
}

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

test('the actions newest first: date on an Israeli clock, operation, actor and subject linking to their support page, IP; a row opens to before and after', async () => {
  const asked = serveLog();
  renderPage();
  expect(await screen.findByText('enforcementUser')).toBeInTheDocument();
  const first = rowOf('enforcementUser');
  expect(first).toHaveTextContent('10 May 2026');
  expect(first).toHaveTextContent('09:30');
  expect(within(first).getByRole('link', { name: 'admin (7)' })).toHaveAttribute('href', '/user-profile/7');
  expect(within(first).getByRole('link', { name: 'dana.cohen (501)' })).toHaveAttribute('href', '/user-profile/501');
  expect(first).toHaveTextContent('10.1.2.3');
  expect(rowOf('addProhibitedWord')).toHaveTextContent('No user');
  expect(screen.getByText('2 actions')).toBeInTheDocument();
  expect(screen.getByText(/chain verifies/)).toBeInTheDocument();
  await user().click(within(first).getByRole('button', { name: /expand/i }));
  expect(await screen.findByLabelText('Before')).toHaveTextContent('"blocked": false');
  expect(screen.getByLabelText('After')).toHaveTextContent('"blocked": true');
  expect(screen.getByLabelText('Details')).toHaveTextContent('"status": 1');
  expect(asked[0]).toEqual({ page: 1, pageSize: 50 });
});

test('a broken chain is said above the table', async () => {
  serveLog([block], false);
  renderPage();
  expect(await screen.findByText(/chain does not verify/)).toBeInTheDocument();
});

test('the filters are sent: operation, actor id, subject id and the period, from page 1', async () => {
  const asked = serveLog();
  renderPage();
  await screen.findByText('enforcementUser');
  const u = user();
  await u.type(screen.getByRole('searchbox', { name: 'Operation' }), 'enforcementUser{Enter}');
  await waitFor(() => expect(screen.queryByText('addProhibitedWord')).not.toBeInTheDocument());
  await u.type(screen.getByRole('searchbox', { name: 'Actor id' }), '7{Enter}');
  await u.type(screen.getByRole('searchbox', { name: 'Subject id' }), 'u501{Enter}');
  const [from, to] = screen.getAllByPlaceholderText(/^(From|To)$/);
  await u.click(from!);
  await u.type(from!, '01/05/2026{Enter}');
  await u.type(to!, '31/05/2026{Enter}');
  await waitFor(() => expect(asked.at(-1)).toEqual({ operation: 'enforcementUser', actorUserId: 7, subjectUserId: 501, fromDate: '01/05/2026', toDate: '31/05/2026', page: 1, pageSize: 50 }));
});

test('Export: the filtered log as a CSV with the byte-order mark, read in pages of 5,000', async () => {
  const asked = serveLog();
  renderPage();
  await screen.findByText('enforcementUser');
  const u = user();
  await u.type(screen.getByRole('searchbox', { name: 'Operation' }), 'enforcementUser{Enter}');
  await waitFor(() => expect(screen.queryByText('addProhibitedWord')).not.toBeInTheDocument());
  await u.click(screen.getByRole('button', { name: /Export/ }));
  await waitFor(() => expect(downloadFile).toHaveBeenCalled());
  expect(asked.at(-1)).toEqual({ operation: 'enforcementUser', page: 1, pageSize: 5000 });
  const [csv, name, type] = jest.mocked(downloadFile).mock.calls[0]!;
  expect(name).toBe('audit-log.csv');
  expect(type).toBe('text/csv;charset=utf-8');
  const lines = String(csv).split('\r\n');
  expect(lines[0]).toBe('\uFEFFDate,Operation,Actor,IP,Subject,Account,Before → after,Details');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain('enforcementUser,admin (7),10.1.2.3,dana.cohen (501),501');
  expect(lines[1]).toContain('{""blocked"":false} → {""blocked"":true}');
  expect(await screen.findByText('The file was downloaded: 1 rows.')).toBeInTheDocument();
});

test('Hebrew: right to left, with the operation and the IP left to right', async () => {
  serveLog();
  renderPage('he');
  expect(await screen.findByRole('heading', { name: 'יומן ביקורת' })).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(screen.getByText('enforcementUser')).toHaveAttribute('dir', 'ltr');
  expect(within(rowOf('enforcementUser')).getByText('10.1.2.3')).toHaveAttribute('dir', 'ltr');
  expect(rowOf('addProhibitedWord')).toHaveTextContent('ללא משתמש');
});

test('who may open the page: a super-administrator, not on the management deny list; a system manager and an administrator never', () => {
  const route = routeByName.get('auditLog')!;
  expect(route.page).toBeDefined();
  const rules = { managementDenyUserIds: [28], errorsPageUserIds: [] };
  const viewer = (who: Parameters<typeof sessionFor>[0]) => ({ user: sessionFor(who).session!.user, mode: 'text' as const, rules });
  expect(refusalOf(viewer({ group: 5, userId: 18 }), route.rule)).toBeNull();
  expect(refusalOf(viewer({ group: 5, userId: 28 }), route.rule)).toBe('forbidden');
  expect(refusalOf(viewer({ group: 2, userId: 18 }), route.rule)).toBe('forbidden');
  expect(refusalOf(viewer({ group: 3, userId: 18 }), route.rule)).toBe('forbidden');
});
