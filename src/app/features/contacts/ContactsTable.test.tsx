import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../../test/server';
import { renderContactsPage, servePageData } from './renderContactsPage';
import { contactRows, customers, pageData } from './testData';

test('shows the contacts with display name, phone with its leading 0 and the list headers', async () => {
  servePageData();
  renderContactsPage('/contact-list/7');
  const table = await screen.findByRole('table');
  expect(within(table).getByRole('columnheader', { name: 'First Last' })).toBeInTheDocument();
  expect(within(table).getByRole('columnheader', { name: 'City' })).toBeInTheDocument();
  expect(within(table).getByRole('columnheader', { name: 'Birth date' })).toBeInTheDocument();
  expect(screen.getByText('Dana0 Levi')).toBeInTheDocument();
  expect(screen.getByText('0501234000')).toBeInTheDocument();
  expect(screen.getByText('3 numbers in the list, 1 of them blocked')).toBeInTheDocument();
});

test('a list at the view cap opens in a virtual table that draws only some of its rows', async () => {
  servePageData((id) => pageData(id, id === 7 ? { contacts: contactRows(10_000), totalContacts: 10_000 } : {}));
  renderContactsPage('/contact-list/7');
  expect(await screen.findByText('Dana0 Levi')).toBeInTheDocument();
  expect(screen.queryByText('Dana9999 Levi')).not.toBeInTheDocument();
});

test('above the view cap the list is offered for download instead', async () => {
  servePageData((id) => pageData(id, id === 7 ? { contacts: [], totalContacts: 25_000, tooLargeToView: true } : {}));
  renderContactsPage('/contact-list/7');
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('This list is too large to view (more than 10,000 numbers). Download it instead.')).toBeInTheDocument();
  expect(within(alert).getByRole('link', { name: 'Download as Excel' })).toHaveAttribute('href', 'http://localhost/api/download/contact-list?id=7&format=xlsx');
  expect(within(alert).getByRole('link', { name: 'Download as CSV' })).toHaveAttribute('href', 'http://localhost/api/download/contact-list?id=7&format=csv');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('moving selected numbers sends their ids with the source and target lists', async () => {
  servePageData();
  let moved: unknown;
  server.use(
    http.post(apiUrl('/contacts/move-selected-numbers'), async ({ request }) => {
      moved = await request.json();
      return HttpResponse.json({ data: { status: 2, moved: 2, existing: 0 } });
    }),
  );
  renderContactsPage(`/contact-list/${customers.id}`);
  // The virtual table draws its rows outside the header's <table>.
  await screen.findByText('Dana0 Levi');
  await userEvent.click(within(screen.getByText('Dana0 Levi').closest('.ant-table-row') as HTMLElement).getByRole('checkbox'));
  await userEvent.click(within(screen.getByText('Dana2 Levi').closest('.ant-table-row') as HTMLElement).getByRole('checkbox'));
  expect(screen.getByText('2 selected')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('combobox', { name: 'Target list' }));
  // antd draws the clickable options apart from its accessible listbox; they carry the title.
  await userEvent.click(await screen.findByTitle('Suppliers'));
  await userEvent.click(screen.getByRole('button', { name: 'Move to list' }));
  await waitFor(() => expect(moved).toEqual({ ids: [1, 3], fromContactListId: 7, toContactListId: 8 }));
  await waitFor(() => expect(screen.getByText('0 selected')).toBeInTheDocument());
});

test('deleting selected numbers asks first', async () => {
  servePageData();
  let deleted: unknown;
  server.use(
    http.post(apiUrl('/contacts/delete-selected-numbers'), async ({ request }) => {
      deleted = await request.json();
      return HttpResponse.json({ data: { status: 1, deleted: 1 } });
    }),
  );
  renderContactsPage(`/contact-list/${customers.id}`);
  // The virtual table draws its rows outside the header's <table>.
  await screen.findByText('Dana0 Levi');
  await userEvent.click(within(screen.getByText('Dana1 Levi').closest('.ant-table-row') as HTMLElement).getByRole('checkbox'));
  await userEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Delete 1 numbers from the list?')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(deleted).toEqual({ id_delete: [2], contactListId: 7 }));
});

test('in Hebrew, contact fields and list names mixing Hebrew and English keep their own direction (issue 13)', async () => {
  const mixedList = { ...customers, name: 'VIP לקוחות' };
  const mixed = { ID: 1, PHONE: '501234000', DYNAMIC_FIELD1: 'Dana', DYNAMIC_FIELD2: 'לוי', DYNAMIC_FIELD3: 'Tel Aviv תל אביב' };
  servePageData((id) => pageData(id, { lists: [mixedList], ...(id === 7 ? { contactList: mixedList, contacts: [mixed] } : {}) }));
  renderContactsPage('/contact-list/7', 'he');
  for (const text of ['Dana לוי', 'Tel Aviv תל אביב']) expect((await screen.findByText(text)).closest('bdi')).toHaveAttribute('dir', 'auto');
  for (const shown of screen.getAllByText('VIP לקוחות')) expect(shown.closest('bdi')).toHaveAttribute('dir', 'auto');
});
