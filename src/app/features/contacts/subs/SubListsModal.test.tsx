import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ContactsPageList } from '../../../api/generated/contacts';
import { apiUrl, server } from '../../../test/server';
import { renderContactsPage, servePageData } from '../renderContactsPage';
import { customers, merged, pageData, suppliers } from '../testData';

// Regions holds All branches, which holds Branch North; every list is also a list of its own.
const north: ContactsPageList = { id: 20, name: 'Branch North', parentId: -1, isParent: false, totalLength: 70, allTotalDestinationsCount: 70, totalBlocked: 0 };
const regions: ContactsPageList = {
  id: 30, name: 'Regions', parentId: -1, isParent: true, allTotalDestinationsCount: 120, totalBlocked: 4,
  subs: [{ id: merged.id, name: merged.name, parentId: 30, destinations: 120, isDirectSub: true }], subsTotal: 1, subsOffset: 0,
};
const lists = [regions, merged, customers, suppliers, north];
const answer = (id: number) => pageData(id, { lists, ...(id === north.id ? { contactList: north, contacts: [], totalContacts: 70, tooLargeToView: false } : {}) });

const askedFor = (asked: { contactListId: number }[], id: number) => asked.filter((b) => b.contactListId === id).length;

async function openSubLists(id: number, language: 'en' | 'he' = 'en') {
  renderContactsPage(`/contact-list/${id}`, language);
  await userEvent.click(await screen.findByRole('button', { name: language === 'en' ? 'Sub-lists…' : 'רשימות משנה…' }));
  return screen.findByRole('dialog');
}

/** The titles of the lists offered to add (antd's clickable options carry them). */
async function offered(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: 'Lists to add' }));
  await screen.findAllByTitle(/./);
  return lists.map((l) => l.name).filter((name) => screen.queryAllByTitle(name).length > 0);
}

async function choose(title: string) {
  const options = await screen.findAllByTitle(title);
  await userEvent.click(options[options.length - 1]);
}

test('shows the present sub-lists and offers neither the list, its sub-lists nor the lists holding it', async () => {
  servePageData(answer);
  const dialog = await openSubLists(merged.id);
  expect(within(dialog).getByText('Sub-lists of "All branches"')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Remove Branch North from this list' })).toBeInTheDocument();
  expect(within(dialog).getByText('Showing 1 of 2 sub-lists.')).toBeInTheDocument();
  expect(await offered(dialog)).toEqual(['Customers', 'Suppliers']);
});

test('adding sends the chosen lists under the parent and refreshes the page', async () => {
  const asked = servePageData(answer);
  let body: unknown;
  server.use(
    http.post(apiUrl('/contacts/add-new-sub-contacts'), async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({ data: { status: 1 } });
    }),
  );
  const dialog = await openSubLists(suppliers.id);
  expect(within(dialog).getByText('This list has no sub-lists yet.')).toBeInTheDocument();
  expect(await offered(dialog)).toEqual(['Regions', 'All branches', 'Customers', 'Branch North']);
  await choose('Customers');
  await choose('Branch North');
  const before = askedFor(asked, suppliers.id);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add as sub-lists' }));
  await waitFor(() => expect(body).toEqual({ parentId: suppliers.id, subIds: [customers.id, north.id] }));
  await waitFor(() => expect(askedFor(asked, suppliers.id)).toBeGreaterThan(before));
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Add as sub-lists' })).toBeDisabled());
});

test('removing a sub-list takes it out of the parent and refreshes the page', async () => {
  const asked = servePageData(answer);
  let body: unknown;
  server.use(
    http.post(apiUrl('/contacts/delete-sub-contacts'), async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({ data: { status: 1 } });
    }),
  );
  const dialog = await openSubLists(merged.id);
  const before = askedFor(asked, merged.id);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Branch North from this list' }));
  await waitFor(() => expect(body).toEqual({ parentId: merged.id, subIds: [north.id] }));
  await waitFor(() => expect(askedFor(asked, merged.id)).toBeGreaterThan(before));
});

test('in Hebrew the modal is right-to-left', async () => {
  servePageData(answer);
  const dialog = await openSubLists(merged.id, 'he');
  expect(within(dialog).getByText('רשימות המשנה של "All branches"')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'הסרת Branch North מהרשימה' })).toBeInTheDocument();
  expect(document.documentElement.dir).toBe('rtl');
});
