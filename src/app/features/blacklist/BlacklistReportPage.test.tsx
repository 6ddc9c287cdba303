import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../../test/server';
import { renderBlacklistPage, serveBlacklist } from './renderBlacklistPage';
import { entries } from './testData';

/** The virtual table draws its rows outside the header's <table>; a row is found by its text. */
const rowOf = (text: string) => screen.getByText(text).closest('.ant-table-row') as HTMLElement;

test('shows every number with a leading 0, the date added, the source and who added it', async () => {
  const asked = serveBlacklist();
  renderBlacklistPage();
  expect(await screen.findByRole('heading', { name: 'Blacklist' })).toBeInTheDocument();
  expect(await screen.findByText('0501234567')).toBeInTheDocument();
  expect(within(rowOf('0501234567')).getByText('03/02/2025 10:15')).toBeInTheDocument();
  expect(within(rowOf('0501234567')).getByText('Added by a user')).toBeInTheDocument();
  expect(within(rowOf('0501234567')).getByText('demo')).toBeInTheDocument();
  expect(within(rowOf('0521111111')).getByText('Removal page')).toBeInTheDocument();
  expect(within(rowOf('036001234')).getByText('File upload')).toBeInTheDocument();
  expect(screen.getByText('Numbers in the blacklist: 3')).toBeInTheDocument();
  expect(asked[0]).toEqual({ page: 1, pageSize: 500 });
});

test('searching by number asks for the digits typed, from the first page', async () => {
  const asked = serveBlacklist();
  renderBlacklistPage();
  await screen.findByText('0501234567');
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search by number' }), '050-123{enter}');
  await waitFor(() => expect(asked).toContainEqual({ page: 1, pageSize: 500, phone: '050123' }));
});

test('adding a number sends it and the table refreshes with it', async () => {
  let rows = entries;
  const asked = serveBlacklist(() => rows);
  let added: unknown;
  server.use(
    http.post(apiUrl('/reports/add-number-to-blacklist'), async ({ request }) => {
      added = await request.json();
      rows = [...entries, { BLACKLIST_ID: 4, PHONE: '0549998888', source: 'user', user: 'demo', createdOn: '06/02/2025 09:00' }];
      return HttpResponse.json({ data: { status: 1, entry: rows[3] } });
    }),
  );
  renderBlacklistPage();
  await screen.findByText('0501234567');
  const field = screen.getByRole('textbox', { name: 'Number to add' });
  await userEvent.type(field, ' 054-9998888 ');
  await userEvent.click(screen.getByRole('button', { name: 'Add to blacklist' }));
  await waitFor(() => expect(added).toEqual({ phone: '054-9998888' }));
  expect(await screen.findByText('0549998888')).toBeInTheDocument();
  expect(asked.length).toBeGreaterThanOrEqual(2);
  // A form reset mounts the field anew.
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Number to add' })).toHaveValue(''));
});

test('an empty number is not sent', async () => {
  serveBlacklist();
  renderBlacklistPage();
  await screen.findByText('0501234567');
  await userEvent.click(screen.getByRole('button', { name: 'Add to blacklist' }));
  expect(await screen.findByText('Enter a number to add.')).toBeInTheDocument();
});

test('removing a number asks first, then removes it by its id and refreshes', async () => {
  let rows = entries;
  serveBlacklist(() => rows);
  const removed: unknown[] = [];
  server.use(
    http.post(apiUrl('/reports/remove-number-from-blacklist'), async ({ request }) => {
      removed.push(await request.json());
      rows = entries.filter((e) => e.BLACKLIST_ID !== 2);
      return HttpResponse.json({ data: { status: 1, removed: 1 } });
    }),
  );
  renderBlacklistPage();
  await screen.findByText('0521111111');
  await userEvent.click(within(rowOf('0521111111')).getByRole('button', { name: 'Remove' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Remove 0521111111 from the blacklist? Your messages will reach this number again.')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(removed).toEqual([]);

  await userEvent.click(within(rowOf('0521111111')).getByRole('button', { name: 'Remove' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(removed).toEqual([{ ids: [2] }]));
  await waitFor(() => expect(screen.queryByText('0521111111')).not.toBeInTheDocument());
});

test("a number's history opens with who added and removed it, when and how", async () => {
  serveBlacklist();
  let asked: unknown;
  server.use(
    http.post(apiUrl('/reports/get-block-number-history'), async ({ request }) => {
      asked = await request.json();
      return HttpResponse.json({
        data: {
          phone: '0501234567',
          isBlacklisted: true,
          history: [
            { action: 'added', source: 'user', user: 'demo', date: '01/01/2025 09:00' },
            { action: 'removed', source: 'user', user: 'dana', date: '02/01/2025 10:00' },
            { action: 'added', source: 'link', user: '', date: '03/02/2025 10:15' },
            { action: 'added', source: 'reply', user: '', date: '04/02/2025 11:00', channel: 'whatsapp', how: 'reply', text: 'STOP please' },
          ],
        },
      });
    }),
  );
  renderBlacklistPage();
  await screen.findByText('0501234567');
  await userEvent.click(within(rowOf('0501234567')).getByRole('button', { name: 'History' }));
  const drawer = await screen.findByRole('dialog', { name: 'History of 0501234567' });
  expect(await within(drawer).findByText('In the blacklist now')).toBeInTheDocument();
  const removal = within(drawer).getByText('02/01/2025 10:00').closest('tr') as HTMLElement;
  expect(within(removal).getByText('Removed')).toBeInTheDocument();
  expect(within(removal).getByText('dana')).toBeInTheDocument();
  expect(within(drawer).getByText('Removal link')).toBeInTheDocument();
  // The consent record's evidence: the channel and way, and what the recipient wrote.
  const reply = within(drawer).getByText('04/02/2025 11:00').closest('tr') as HTMLElement;
  expect(within(reply).getByText('WhatsApp · Reply')).toBeInTheDocument();
  expect(within(reply).getByText('STOP please')).toBeInTheDocument();
  expect(asked).toEqual({ phone: '501234567' });
});

test('in Hebrew the page reads right to left', async () => {
  serveBlacklist();
  renderBlacklistPage('he');
  expect(await screen.findByRole('heading', { name: 'רשימה שחורה' })).toBeInTheDocument();
  expect(await screen.findByText('נוסף על ידי משתמש')).toBeInTheDocument();
  expect(document.documentElement.dir).toBe('rtl');
});
