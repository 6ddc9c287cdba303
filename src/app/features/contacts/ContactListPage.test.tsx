import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../../test/server';
import { renderContactsPage, servePageData } from './renderContactsPage';
import { customers, pageData } from './testData';

test('shows every list with its counts and creation day, and a parent with its sub-lists', async () => {
  const asked = servePageData();
  renderContactsPage('/contact-list/7');
  const nav = await screen.findByRole('navigation', { name: 'My lists' });
  expect(within(nav).getByRole('link', { name: 'Customers' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getByText('3 numbers, 1 blocked · created 03/02/2025')).toBeInTheDocument();
  expect(within(nav).getByText('120 numbers, 4 blocked · created 15/03/2025')).toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: 'Sub-lists of All branches' })).getByRole('link', { name: 'Branch North' })).toBeInTheDocument();
  expect(asked[0]).toEqual({ contactListId: 7 });
});

test('expanding a parent asks for the next page of its sub-lists', async () => {
  const asked = servePageData((id) => (id === -1 && asked.some((b) => b.expandParentId) ? expandAnswer : pageData(id)));
  const expandAnswer = { data: { lists: [{ ...pageData(-1).data!.lists[0], subs: [{ id: 21, name: 'Branch South', parentId: 9, destinations: 50 }] }] } };
  renderContactsPage('/contact-list');
  await userEvent.click(await screen.findByRole('button', { name: 'Show 1 more sub-lists' }));
  expect(await screen.findByRole('link', { name: 'Branch South' })).toBeInTheDocument();
  expect(asked).toContainEqual({ contactListId: -1, expandParentId: 9, subsOffset: 1, subsLimit: 50 });
  expect(screen.queryByRole('button', { name: /more sub-lists/ })).not.toBeInTheDocument();
});

test('a new list is saved with id -1 and the page goes on to the new list', async () => {
  servePageData();
  let saved: unknown;
  server.use(
    http.post(apiUrl('/contacts/save-contact-list'), async ({ request }) => {
      saved = await request.json();
      return HttpResponse.json({ data: { status: 1, contactListId: 8 } });
    }),
  );
  const { router } = renderContactsPage('/contact-list/new');
  await userEvent.type(await screen.findByRole('textbox', { name: 'List name' }), '  Leads  ');
  await userEvent.click(screen.getByRole('button', { name: 'Create list' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/contact-list/8'));
  expect(saved).toEqual({ contactListId: -1, name: 'Leads' });
  expect(await screen.findByRole('heading', { name: 'Suppliers' })).toBeInTheDocument();
});

test('a list name is required and unique whatever its case', async () => {
  servePageData();
  renderContactsPage('/contact-list/new');
  const name = await screen.findByRole('textbox', { name: 'List name' });
  await userEvent.click(screen.getByRole('button', { name: 'Create list' }));
  expect(await screen.findByText('Give the list a name.')).toBeInTheDocument();
  await userEvent.type(name, 'CUSTOMERS');
  await userEvent.click(screen.getByRole('button', { name: 'Create list' }));
  expect(await screen.findByText('This list name is taken. Please choose another.')).toBeInTheDocument();
});

test('deleting a list asks first, then deletes it and leaves it, asking for the lists once more', async () => {
  const asked = servePageData();
  const deleted: string[] = [];
  server.use(
    http.delete(apiUrl('/contacts/delete-contact-list'), ({ request }) => {
      deleted.push(new URL(request.url).searchParams.get('contactListId') ?? '');
      return HttpResponse.json({ data: { status: 1 } });
    }),
  );
  const { router } = renderContactsPage('/contact-list/7');
  await userEvent.click(await screen.findByRole('button', { name: 'Delete list' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(/The list "Customers" will be deleted/)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(deleted).toEqual([]);

  await userEvent.click(screen.getByRole('button', { name: 'Delete list' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/contact-list'));
  expect(deleted).toEqual(['7']);
  await screen.findByText('Choose a list to see its contacts, or create a new one.');
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(asked).toEqual([{ contactListId: 7 }, { contactListId: -1 }]);
});

test('lists seen before a list was deleted are asked for again, once, on leaving it', async () => {
  const asked = servePageData();
  server.use(http.delete(apiUrl('/contacts/delete-contact-list'), () => HttpResponse.json({ data: { status: 1 } })));
  const { router } = renderContactsPage('/contact-list');
  await userEvent.click(await screen.findByRole('link', { name: 'Customers' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Delete list' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/contact-list'));
  await waitFor(() => expect(asked).toEqual([{ contactListId: -1 }, { contactListId: 7 }, { contactListId: -1 }]));
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(asked).toHaveLength(3);
});

test('deleted lists are listed with their delete date and the chosen ones restored', async () => {
  servePageData();
  let restored: unknown;
  server.use(
    http.post(apiUrl('/contacts/restore-contact-lists'), async ({ request }) => {
      restored = await request.json();
      return HttpResponse.json({ data: { status: 1, restored: [{ id: 3, name: 'Old list' }] } });
    }),
  );
  renderContactsPage('/contact-list');
  await userEvent.click(await screen.findByRole('button', { name: 'Restore deleted lists' }));
  const dialog = await screen.findByRole('dialog', { name: 'Restore deleted lists' });
  const row = within(dialog).getByRole('row', { name: /Old list/ });
  expect(within(row).getByText('01/04/2025 12:00')).toBeInTheDocument();
  await userEvent.click(within(row).getByRole('checkbox'));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Restore selected' }));
  await waitFor(() => expect(restored).toEqual({ all_cl: [3] }));
});

test('in Hebrew the page is right-to-left', async () => {
  servePageData();
  renderContactsPage(`/contact-list/${customers.id}`, 'he');
  expect(await screen.findByRole('heading', { name: 'רשימות אנשי קשר' })).toBeInTheDocument();
  expect(document.documentElement.dir).toBe('rtl');
  expect(screen.getByText('3 מספרים, 1 חסומים · נוצרה ב-03/02/2025')).toBeInTheDocument();
});
