import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../../../test/server';
import { renderContactsPage, servePageData } from '../renderContactsPage';
import { customers, suppliers } from '../testData';

/** How often the page data of a list was asked for: a refresh asks again. */
const askedFor = (asked: { contactListId: number }[], id: number) => asked.filter((b) => b.contactListId === id).length;

async function openMoreActions() {
  await userEvent.click(await screen.findByRole('button', { name: 'More actions' }));
  return screen.findByRole('menu');
}

test('moving all numbers offers plain lists and sub-lists, sends both ids and refreshes', async () => {
  const asked = servePageData();
  let body: unknown;
  server.use(
    http.post(apiUrl('/contacts/move-all-to-contact-list'), async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({ data: { status: 2, moved: 3, existing: 0 } });
    }),
  );
  renderContactsPage(`/contact-list/${customers.id}`);
  await userEvent.click(within(await openMoreActions()).getByRole('menuitem', { name: 'Move all numbers to…' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Move all the numbers of "Customers"')).toBeInTheDocument();
  expect(within(dialog).getByText(/All 3 numbers of this list will move/)).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Move all' })).toBeDisabled();

  await userEvent.click(within(dialog).getByRole('combobox', { name: 'Move to list' }));
  // antd draws the clickable options apart from its accessible listbox; they carry the title.
  expect(await screen.findAllByTitle('Branch North')).not.toHaveLength(0);
  expect(screen.queryAllByTitle('All branches')).toHaveLength(0);
  expect(screen.queryAllByTitle('Customers')).toHaveLength(0);
  const options = screen.getAllByTitle('Suppliers');
  await userEvent.click(options[options.length - 1]);
  const before = askedFor(asked, customers.id);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Move all' }));

  await waitFor(() => expect(body).toEqual({ fromContactListId: customers.id, toContactListId: suppliers.id }));
  await waitFor(() => expect(askedFor(asked, customers.id)).toBeGreaterThan(before));
  await waitFor(() => expect(screen.queryByText('Move all the numbers of "Customers"')).not.toBeInTheDocument());
});

test('emptying the list asks first, naming the list and its count, then empties it and refreshes', async () => {
  const asked = servePageData();
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl('/contacts/delete-all-numbers'), async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ data: { status: 1, deleted: 3 } });
    }),
  );
  renderContactsPage(`/contact-list/${customers.id}`);
  await userEvent.click(within(await openMoreActions()).getByRole('menuitem', { name: 'Empty the list' }));
  let dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('All 3 numbers of the list "Customers" will be deleted. The list itself stays.')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(bodies).toEqual([]);

  await userEvent.click(within(await openMoreActions()).getByRole('menuitem', { name: 'Empty the list' }));
  dialog = await screen.findByRole('dialog');
  const before = askedFor(asked, customers.id);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Empty the list' }));
  await waitFor(() => expect(bodies).toEqual([{ cl_id: customers.id }]));
  await waitFor(() => expect(askedFor(asked, customers.id)).toBeGreaterThan(before));
});

test('removing the blocked numbers is offered only for a list with blocked numbers, for the whole list', async () => {
  const asked = servePageData();
  const removed: string[] = [];
  server.use(
    http.delete(apiUrl('/contacts/delete-blocked-contact'), ({ request }) => {
      removed.push(new URL(request.url).search);
      return HttpResponse.json({ data: { status: 1, deleted: 1 } });
    }),
  );
  renderContactsPage(`/contact-list/${suppliers.id}`);
  let menu = await openMoreActions();
  expect(within(menu).queryByRole('menuitem', { name: /blocked/ })).not.toBeInTheDocument();
  // An empty list has nothing to move or delete.
  expect(within(menu).getByRole('menuitem', { name: 'Empty the list' })).toHaveAttribute('aria-disabled', 'true');
  await userEvent.keyboard('{Escape}');

  await userEvent.click(within(screen.getByRole('navigation', { name: 'My lists' })).getByRole('link', { name: 'Customers' }));
  await screen.findByRole('heading', { name: 'Customers' });
  menu = await openMoreActions();
  const before = askedFor(asked, customers.id);
  await userEvent.click(within(menu).getByRole('menuitem', { name: 'Remove the blocked numbers from this list (1)' }));
  await waitFor(() => expect(removed).toEqual([`?contactListId=${customers.id}`]));
  await waitFor(() => expect(askedFor(asked, customers.id)).toBeGreaterThan(before));
});

test('in Hebrew the actions read right-to-left', async () => {
  servePageData();
  renderContactsPage(`/contact-list/${customers.id}`, 'he');
  await userEvent.click(await screen.findByRole('button', { name: 'פעולות נוספות' }));
  const menu = await screen.findByRole('menu');
  expect(within(menu).getByRole('menuitem', { name: 'ריקון הרשימה' })).toBeInTheDocument();
  expect(within(menu).getByRole('menuitem', { name: 'הסרת המספרים החסומים מהרשימה (1)' })).toBeInTheDocument();
  expect(document.documentElement.dir).toBe('rtl');
});
