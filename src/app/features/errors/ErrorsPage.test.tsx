import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fromIsraelWallTime } from '../../../domain/israelTime';
import { routeByName } from '../../router/routes';
import { refusalOf } from '../../state/access';
import type { Language } from '../../state/preferences';
import { renderWithProviders, sessionFor } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import ErrorsPage from './ErrorsPage';
import type { ServerErrorEntry } from './serverErrorsApi';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

const smscReset: ServerErrorEntry = {
  id: 2,
  at: fromIsraelWallTime(2026, 5, 10, 9, 30),
  requestId: '7c0e5a52-8d1f-4f57-9a39-2f1de0c1a001',
  operation: 'sendCampaign',
  userId: 501,
  username: 'dana.cohen',
  method: 'POST',
  path: '/api/campaigns/send-campaign',
  message: 'SMSC connection reset',
  stack: 'Error: SMSC connection reset\n    at submit (src/server/messaging/smpp.ts:120:11)',
};
const beforeSignIn: ServerErrorEntry = { ...smscReset, id: 1, at: smscReset.at - 60_000, requestId: 'r-1', operation: 'login', userId: null, username: null, message: 'argon2 worker crashed', stack: '' };

/** Answers the page's reads from `rows`, keeping every body asked. */
function serveErrors(rows: ServerErrorEntry[] = [smscReset, beforeSignIn]) {
  const asked: Record<string, unknown>[] = [];
  server.use(
    http.post(apiUrl('/super-admin/get-errors-logs'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      asked.push(body);
      const found = rows.filter((r) => !body.search || r.message.includes(String(body.search))).filter((r) => !body.operation || r.operation === body.operation);
      return HttpResponse.json({ data: { status: 1, rows: found, pageInfo: { total: found.length, page: body.page, pageSize: body.pageSize } } });
    }),
  );
  return asked;
}

function renderPage(language: Language = 'en') {
  return renderWithProviders(<ErrorsPage />, {
    route: '/errors',
    path: '/errors',
    preloadedState: { ...sessionFor({ userId: 18, group: 5 }), preferences: { language, theme: 'light' } },
  });
}

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

test('the errors newest first with the date in the page language, the operation, the user and the message; a row opens to its request and stack', async () => {
  const asked = serveErrors();
  renderPage();
  expect(await screen.findByText('SMSC connection reset')).toBeInTheDocument();
  const first = rowOf('SMSC connection reset');
  // en-GB, on an Israeli clock.
  expect(first).toHaveTextContent('10 May 2026, 09:30:00');
  expect(first).toHaveTextContent('sendCampaign');
  expect(first).toHaveTextContent('dana.cohen (501)');
  const second = rowOf('argon2 worker crashed');
  expect(second).toHaveTextContent('No user');
  expect(screen.getByText('2 errors')).toBeInTheDocument();
  // The stack is shown only when asked for.
  expect(screen.queryByText(/smpp\.ts:120:11/)).not.toBeInTheDocument();
  await user().click(within(first).getByRole('button', { name: /expand/i }));
  const stack = await screen.findByLabelText('Stack');
  expect(stack).toHaveTextContent('at submit (src/server/messaging/smpp.ts:120:11)');
  expect(stack).toHaveAttribute('dir', 'ltr');
  expect(screen.getByText(smscReset.requestId)).toBeInTheDocument();
  expect(screen.getByText('POST /api/campaigns/send-campaign')).toBeInTheDocument();
  // The first read is the server's default period (the last week), page 1.
  expect(asked[0]).toEqual({ page: 1, pageSize: 50 });
});

test('searching by text, operation and user asks the server with them, from page 1', async () => {
  const asked = serveErrors();
  renderPage();
  await screen.findByText('SMSC connection reset');
  await user().type(screen.getByRole('searchbox', { name: 'Search the message, path or request id' }), 'argon2{Enter}');
  await waitFor(() => expect(screen.queryByText('SMSC connection reset')).not.toBeInTheDocument());
  expect(screen.getByText('argon2 worker crashed')).toBeInTheDocument();
  await user().type(screen.getByRole('searchbox', { name: 'Operation' }), 'login{Enter}');
  await user().type(screen.getByRole('searchbox', { name: 'User id' }), 'u501{Enter}');
  await waitFor(() => expect(asked.at(-1)).toEqual({ search: 'argon2', operation: 'login', userId: 501, page: 1, pageSize: 50 }));
});

test('the period picker asks for the chosen days', async () => {
  const asked = serveErrors();
  renderPage();
  await screen.findByText('SMSC connection reset');
  const [from, to] = screen.getAllByPlaceholderText(/^(From|To)$/);
  await user().click(from!);
  await user().type(from!, '01/05/2026{Enter}');
  await user().type(to!, '31/05/2026{Enter}');
  await waitFor(() => expect(asked.at(-1)).toMatchObject({ fromDate: '01/05/2026', toDate: '31/05/2026', page: 1 }));
});

test("downloading a day asks for that day's file and saves it as text", async () => {
  serveErrors();
  let askedDay: unknown;
  server.use(
    http.post(apiUrl('/super-admin/get-logs-file'), async ({ request }) => {
      askedDay = ((await request.json()) as { date: string }).date;
      return HttpResponse.text('Server errors of today (Israel time): 0\n', { headers: { 'content-disposition': 'attachment; filename="server-errors.txt"' } });
    }),
  );
  const createObjectURL = jest.fn((blob: Blob) => {
    saved = blob;
    return 'blob:errors-day';
  });
  let saved: Blob | undefined;
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  renderPage();
  await screen.findByText('SMSC connection reset');
  await user().click(screen.getByRole('button', { name: /Download the day's errors/ }));
  await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
  const today = new Date();
  expect(askedDay).toBe(`${String(today.getDate()).padStart(2, '0')}/${String(today.getMonth() + 1).padStart(2, '0')}/${today.getFullYear()}`);
  expect(await saved!.text()).toBe('Server errors of today (Israel time): 0\n');
});

test('Hebrew: right to left, with the code (operation, message, stack) left to right', async () => {
  serveErrors();
  renderPage('he');
  expect(await screen.findByRole('heading', { name: 'שגיאות שרת' })).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(screen.getByText('SMSC connection reset')).toHaveAttribute('dir', 'ltr');
  expect(rowOf('SMSC connection reset')).toHaveTextContent('dana.cohen (501)');
  expect(rowOf('argon2 worker crashed')).toHaveTextContent('ללא משתמש');
});

test('who may open the page: the system groups, and of them only the users the brand list names', () => {
  const rule = routeByName.get('errors')!.rule;
  expect(routeByName.get('errors')!.page).toBeDefined();
  const rules = { managementDenyUserIds: [28], errorsPageUserIds: [18] };
  const viewer = (who: Parameters<typeof sessionFor>[0]) => ({ user: sessionFor(who).session!.user, mode: 'text' as const, rules });
  expect(refusalOf(viewer({ group: 5, userId: 18 }), rule)).toBeNull();
  expect(refusalOf(viewer({ group: 2, userId: 18 }), rule)).toBeNull();
  expect(refusalOf(viewer({ group: 5, userId: 19 }), rule)).toBe('forbidden');
  expect(refusalOf(viewer({ group: 1, userId: 18 }), rule)).toBe('forbidden');
});
