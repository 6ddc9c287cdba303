/** The support page's contact-lists tab: export the chosen lists' contacts (super-admin/export-cl) as the exports panel does. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../../test/server';
import { downloadFile } from '../../ui/downloadFile';
import { administrator, renderCustomerPage, serveCustomer, superAdministrator } from './renderCustomerPages';

jest.mock('../../ui/downloadFile', () => ({ downloadFile: jest.fn() }));
afterEach(() => jest.mocked(downloadFile).mockClear());

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const headers = [
  { key: 'listId', title: 'List id' },
  { key: 'listName', title: 'List' },
  { key: 'phone', title: 'Phone' },
  { key: 'field6', title: 'Birth date' },
];
const contacts: Record<number, { listId: number; listName: string; phone: string; field6: string | null }[]> = {
  7: [{ listId: 7, listName: 'Clients', phone: '050-1234567', field6: '01/02/1990' }, { listId: 7, listName: 'Clients', phone: '052-7654321', field6: null }],
  8: [{ listId: 8, listName: 'Suppliers', phone: '053-1111111', field6: null }],
  9: [{ listId: 9, listName: '=Leads', phone: '054-2222222', field6: null }],
};

/** Three lists on the tab, and export-cl answering the chosen ones' rows a page of two at a time. */
function serveLists(answer?: (body: Record<string, unknown>) => object) {
  serveCustomer();
  const asked: Record<string, unknown>[] = [];
  server.use(
    http.post(apiUrl('/super-admin/get-cl-with-subs'), () =>
      HttpResponse.json({ data: [{ id: 7, name: 'Clients', totalLength: 2 }, { id: 8, name: 'Suppliers', totalLength: 1 }, { id: 9, name: '=Leads', totalLength: 1 }] }),
    ),
    http.post(apiUrl('/super-admin/export-cl'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      asked.push(body);
      if (answer) return HttpResponse.json({ data: answer(body) });
      const rows = (body.contactListIds as number[]).flatMap((id) => contacts[id] ?? []);
      const page = body.page as number;
      return HttpResponse.json({ data: { status: 1, total: rows.length, page, headers, rows: rows.slice((page - 1) * 2, page * 2) } });
    }),
  );
  return asked;
}

const choose = async (u: ReturnType<typeof user>, ...names: string[]) => {
  const table = await screen.findByRole('table');
  for (const name of names) await u.click(within((await within(table).findByText(name)).closest('tr')!).getByRole('checkbox'));
};

test('exports the chosen lists as a CSV: their rows only, page by page, with the byte-order mark and translated titles', async () => {
  const asked = serveLists();
  renderCustomerPage('/user-profile/501', { user: superAdministrator });
  const u = user();
  await u.click(await screen.findByRole('tab', { name: 'Contact lists' }));
  expect(await screen.findByRole('button', { name: /Export chosen lists \(0\)/ })).toBeDisabled();
  await choose(u, 'Clients', '=Leads');
  await u.click(screen.getByRole('button', { name: /Export chosen lists \(2\)/ }));
  await waitFor(() => expect(downloadFile).toHaveBeenCalled());
  expect(asked).toEqual([
    { userId: 501, contactListIds: [7, 9], page: 1, pageSize: 5000 },
    { userId: 501, contactListIds: [7, 9], page: 2, pageSize: 5000 },
  ]);
  const [csv, name, type] = jest.mocked(downloadFile).mock.calls[0];
  expect(name).toBe('contacts.csv');
  expect(type).toBe('text/csv;charset=utf-8');
  expect(String(csv).split('\r\n')).toEqual([
    '\uFEFFList ID,List,Phone,Birth date',
    '7,Clients,050-1234567,01/02/1990',
    '7,Clients,052-7654321,',
    "9,'=Leads,054-2222222,",
  ]);
  expect(await screen.findByText('The file was downloaded: 3 rows.')).toBeInTheDocument();
});

test('past 100,000 rows nothing is downloaded: the e-mail is offered, and the file is said to be on its way', async () => {
  const asked = serveLists((body) => (body.byEmail ? { status: 2, total: 150_000, headers, rows: [] } : { status: -2, total: 150_000, page: 1, headers, rows: [] }));
  renderCustomerPage('/user-profile/501', { user: superAdministrator });
  const u = user();
  await u.click(await screen.findByRole('tab', { name: 'Contact lists' }));
  await choose(u, 'Suppliers');
  await u.click(screen.getByRole('button', { name: /Export chosen lists \(1\)/ }));
  expect(await screen.findByText('These lists have 150,000 rows, too many for the browser. They can be sent to your e-mail.')).toBeInTheDocument();
  expect(downloadFile).not.toHaveBeenCalled();
  await u.click(screen.getByRole('button', { name: 'Send by e-mail' }));
  expect(await screen.findByText('The export is being produced and will be sent to your e-mail when it is ready.')).toBeInTheDocument();
  expect(asked.at(-1)).toEqual({ userId: 501, contactListIds: [8], byEmail: true });
});

test("an administrator (group 3) may delete lists but is not offered the export: export-cl is a super-administrator's call", async () => {
  serveLists();
  renderCustomerPage('/user-profile/501', { user: administrator });
  await user().click(await screen.findByRole('tab', { name: 'Contact lists' }));
  expect(await screen.findByRole('button', { name: /Delete chosen/ })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Export chosen lists/ })).not.toBeInTheDocument();
});
