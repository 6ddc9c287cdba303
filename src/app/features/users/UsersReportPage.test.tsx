import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { downloadFile } from '../../ui/downloadFile';
import { renderUsersPage, serveFamily } from './renderUsersPages';
import { family } from './testData';

jest.mock('../../ui/downloadFile', () => ({ downloadFile: jest.fn() }));

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const bodyRows = async () => within(await screen.findByRole('table', { name: 'Users' })).getAllByRole('row').slice(1);

test('the family shows as a table: name, username, status, balances, sent this month and last sign-in', async () => {
  serveFamily();
  renderUsersPage('/users-report');
  const noaRow = (await bodyRows()).find((row) => within(row).queryByText('Noa Cohen'))!;
  expect(within(noaRow).getByText('noa')).toBeInTheDocument();
  expect(within(noaRow).getByText('Active')).toBeInTheDocument();
  expect(within(noaRow).getByText('200')).toBeInTheDocument();
  expect(within(noaRow).getByText('1,234')).toBeInTheDocument();
  expect(within(noaRow).getByText(/^23\/11\/2026 09:12 \(.+ ago\)$/)).toBeInTheDocument();
  // What users typed keeps its own direction.
  expect(within(noaRow).getByText('Noa Cohen')).toHaveAttribute('dir', 'auto');
  const omerRow = (await bodyRows()).find((row) => within(row).queryByText('עומר לוי'))!;
  expect(within(omerRow).getByText('Blocked')).toBeInTheDocument();
  expect(within(omerRow).getByText('Never')).toBeInTheDocument();
});

test('search and sorting are asked of the server, page by page, and kept in the URL', async () => {
  const seen = serveFamily();
  const { router } = renderUsersPage('/users-report');
  await bodyRows();
  const lastAsked = () => seen[seen.length - 1].url;
  expect(lastAsked().pathname).toBe('/api/users/all-users');
  expect(lastAsked().searchParams.get('page')).toBe('1');
  expect(lastAsked().searchParams.get('pageSize')).toBe('20');

  await user().type(screen.getByRole('searchbox', { name: 'Search by name, username, e-mail or phone' }), 'omer{Enter}');
  await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
  expect(router.state.location.search).toBe('?q=omer');
  expect(lastAsked().searchParams.get('q')).toBe('omer');
  expect(screen.getByText('1 users')).toBeInTheDocument();

  await user().click(screen.getAllByText('SMS balance')[0]);
  await waitFor(() => expect(lastAsked().searchParams.get('sortOrder')).toBe('asc'));
  expect(lastAsked().searchParams.get('sortField')).toBe('balance.sms');
  expect(lastAsked().searchParams.get('q')).toBe('omer');
  await user().click(screen.getAllByText('SMS balance')[0]);
  await waitFor(() => expect(lastAsked().searchParams.get('sortOrder')).toBe('desc'));
  expect(router.state.location.search).toContain('sort=balance.sms');
});

test('the total comes from the server, not from the rows of one page', async () => {
  serveFamily(() => Array.from({ length: 45 }, (_, i) => ({ ...family[0], userId: 100 + i, username: `user${i}` })));
  renderUsersPage('/users-report');
  expect(await bodyRows()).toHaveLength(20);
  expect(screen.getByText('45 users')).toBeInTheDocument();
  expect(screen.getByRole('listitem', { name: '3' })).toBeInTheDocument();
});

test('the report downloads as CSV with its columns', async () => {
  serveFamily();
  renderUsersPage('/users-report');
  await bodyRows();
  await user().click(screen.getByRole('button', { name: 'Download CSV' }));
  await waitFor(() => expect(downloadFile).toHaveBeenCalled());
  const [csv, name] = jest.mocked(downloadFile).mock.calls[0];
  expect(name).toBe('users.csv');
  const lines = String(csv).split('\r\n');
  expect(lines[0]).toBe('\uFEFFName,Username,Status,SMS balance,Overseas SMS balance,Voice balance,WhatsApp balance,E-mails balance,Sent this month,Last sign-in');
  expect(lines[1]).toBe('Noa Cohen,noa,Active,200,0,5,0,0,1234,23/11/2026 09:12');
  expect(lines[2]).toBe('עומר לוי,omer,Blocked,0,0,0,0,0,0,');
});

test("a row drills down to the user's own users, where a new user is created under it, and opens a profile", async () => {
  const seen = serveFamily();
  const { router } = renderUsersPage('/users-report');
  const noaRow = (await bodyRows()).find((row) => within(row).queryByText('Noa Cohen'))!;
  await user().click(within(noaRow).getByRole('button', { name: 'Its users' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/users-report/21'));
  await waitFor(() => expect(seen.some((s) => s.url.pathname.endsWith('/users/all-sub-users/21'))).toBe(true));
  expect(await screen.findByRole('heading', { name: 'Users under noa' })).toBeInTheDocument();
  await user().click(screen.getByRole('button', { name: 'New user' }));
  await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/profile/new?parent=21'));
  await user().click(await screen.findByRole('link', { name: 'All your users' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/users-report'));
  const row = (await bodyRows())[0];
  await user().click(within(row).getByRole('button', { name: 'Profile' }));
  await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/profile\/\d+$/));
});

test('in Arabic the report reads right to left', async () => {
  serveFamily();
  renderUsersPage('/users-report', { language: 'ar' });
  expect(await screen.findByRole('heading', { name: 'المستخدمون' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'تنزيل CSV' })).toBeInTheDocument();
  expect(document.documentElement.dir).toBe('rtl');
});
