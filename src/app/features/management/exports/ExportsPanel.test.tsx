import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { ensureTexts } from '../../../i18n/i18n';
import type { Language } from '../../../state/preferences';
import { renderWithProviders, sessionFor } from '../../../test/render';
import { apiUrl, server } from '../../../test/server';
import { downloadFile } from '../../../ui/downloadFile';
import { NotificationHost } from '../../../ui/NotificationHost';
import { ExportsPanel } from './ExportsPanel';

jest.mock('../../../ui/downloadFile', () => ({ downloadFile: jest.fn() }));

// The page that holds the panel loads the management texts; here the test does.
beforeAll(() => ensureTexts(['management']));
afterEach(() => jest.mocked(downloadFile).mockClear());

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const headers = [
  { key: 'userId', title: 'User id' },
  { key: 'username', title: 'Username' },
  { key: 'blocked', title: 'Blocked' },
];

/** Answers an export from `answer(body)`, keeping every body asked. */
function serveExport(path: string, answer: (body: Record<string, unknown>) => object, wait: (body: Record<string, unknown>) => number = () => 0) {
  const asked: Record<string, unknown>[] = [];
  server.use(
    http.post(apiUrl(`/super-admin/${path}`), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      asked.push(body);
      await delay(wait(body));
      return HttpResponse.json({ data: answer(body) });
    }),
  );
  return asked;
}

function renderPanel(language: Language = 'en', group = 5) {
  return renderWithProviders(
    <>
      <ExportsPanel />
      <NotificationHost />
    </>,
    { preloadedState: { ...sessionFor({ userId: 10, adminId: 0, group }), preferences: { language, theme: 'light' } } },
  );
}

test('exports users as CSV page by page with progress: a byte-order mark, translated titles, yes/no for flags', async () => {
  const asked = serveExport('export-users', (body) =>
    body.page === 1
      ? { status: 1, total: 3, page: 1, headers, rows: [{ userId: 1, username: 'dana', blocked: false }, { userId: 2, username: '=cmd', blocked: true }] }
      : { status: 1, total: 3, page: 2, headers, rows: [{ userId: 3, username: 'avi', blocked: false }] },
    // The second page takes a moment, so the progress of the first shows.
    (body) => (body.page === 2 ? 400 : 0),
  );
  renderPanel();
  await user().click(await screen.findByRole('button', { name: 'Export' }));
  expect(await screen.findByText('Read 2 of 3 rows')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute('aria-valuenow', '67');
  await waitFor(() => expect(downloadFile).toHaveBeenCalled());
  expect(asked.map((b) => b.page)).toEqual([1, 2]);
  // Every user unless a creation period is chosen.
  expect(asked[0]).toMatchObject({ pageSize: 5000 });
  expect(asked[0]).not.toHaveProperty('fromDate');
  const [csv, name] = jest.mocked(downloadFile).mock.calls[0];
  expect(name).toBe('users.csv');
  expect(String(csv).split('\r\n')).toEqual(['\uFEFFUser ID,Username,Blocked', '1,dana,No', "2,'=cmd,Yes", '3,avi,No']);
  expect(await screen.findByText('The file was downloaded: 3 rows.')).toBeInTheDocument();
});

test('past 100,000 rows the panel offers the e-mail, and says the file is on its way', async () => {
  const asked = serveExport('export-relo-report', (body) =>
    body.byEmail ? { status: 2, total: 150_000, headers, rows: [] } : { status: -2, total: 150_000, page: 1, headers, rows: [] },
  );
  renderPanel();
  const u = user();
  await u.click(await screen.findByRole('combobox', { name: 'What to export' }));
  await u.click(await screen.findByTitle('Credit reloads of a period'));
  await u.click(screen.getByRole('button', { name: 'Export' }));
  expect(await screen.findByText('This export has 150,000 rows, too many for the browser. It can be sent to your e-mail.')).toBeInTheDocument();
  expect(downloadFile).not.toHaveBeenCalled();
  await u.click(screen.getByRole('button', { name: 'Send by e-mail' }));
  expect(await screen.findByText('The export is being produced and will be sent to your e-mail when it is ready.')).toBeInTheDocument();
  // A period is needed for the reloads: this month is offered as soon as they are chosen.
  expect(asked.at(-1)).toMatchObject({ byEmail: true, fromDate: expect.stringMatching(/^01\/\d{2}\/\d{4}$/), toDate: expect.any(String) });
});

test('a refusal is told in the page language from the status table (Hebrew), and nothing is downloaded', async () => {
  serveExport('export-report-billing', () => ({ status: -5, headers, rows: [] }));
  renderPanel('he');
  const u = user();
  await u.click(await screen.findByRole('combobox', { name: 'מה לייצא' }));
  await u.click(await screen.findByTitle('חיוב של תקופה'));
  await u.click(screen.getByRole('button', { name: 'ייצוא' }));
  expect(await screen.findByText('יש לבחור תקופה תקינה של 366 ימים לכל היותר.')).toBeInTheDocument();
  expect(downloadFile).not.toHaveBeenCalled();
});

test('an administrator (group 3) does not see the panel: the exports are super-administrators\' calls', async () => {
  renderPanel('en', 3);
  await screen.findByText((_, el) => el?.tagName === 'BODY');
  expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
});
