import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Contact, GeneralSearchApiArg } from '../../../api/generated/contacts';
import { apiUrl, server } from '../../../test/server';
import { renderContactsPage, servePageData } from '../renderContactsPage';

const found: Contact[] = [
  { ID: 1, PHONE: '0501234000', DYNAMIC_FIELD1: 'Dana', DYNAMIC_FIELD2: 'Levi', DYNAMIC_FIELD6: '01/02/1990', CL_NAME: 'Customers', CONTACT_LIST_ID: 7 },
  { ID: 55, PHONE: '0527777777', DYNAMIC_FIELD1: 'Dana', EMAIL: 'dana@example.com', CL_NAME: 'Suppliers', CONTACT_LIST_ID: 8 },
];

function serveSearch(contacts = found) {
  const asked: GeneralSearchApiArg['body'][] = [];
  server.use(
    http.post(apiUrl('/contacts/general-search'), async ({ request }) => {
      asked.push((await request.json()) as GeneralSearchApiArg['body']);
      return HttpResponse.json({ data: { contacts, total: contacts.length } });
    }),
  );
  return asked;
}

async function openSearch(language: 'en' | 'he' = 'en') {
  renderContactsPage('/contact-list/7', language);
  await userEvent.click(await screen.findByRole('button', { name: language === 'en' ? 'Search all lists' : 'חיפוש בכל הרשימות' }));
  return screen.findByRole('dialog');
}

test('finds a name across lists, shows the list of each, and saves the edited rows whole', async () => {
  servePageData();
  const asked = serveSearch();
  let saved: unknown;
  server.use(
    http.post(apiUrl('/contacts/general-search-save-changes'), async ({ request }) => {
      saved = await request.json();
      return HttpResponse.json({ data: { status: 1, saved: 1, failed: 0, failedRows: [] } });
    }),
  );
  const drawer = await openSearch();
  await userEvent.type(within(drawer).getByRole('textbox', { name: 'Number or name' }), 'Dana');
  // antd button-style radios take the click on their label.
  await userEvent.click(within(drawer).getByText('Names'));
  await userEvent.click(within(drawer).getByRole('button', { name: 'Search' }));

  const results = await within(drawer).findByRole('table', { name: 'Search results' });
  expect(asked[0]).toEqual({ q: 'Dana', searchBy: 'name' });
  expect(within(drawer).getByText('2 contacts found')).toBeInTheDocument();
  expect(within(within(results).getByText('Suppliers').closest('tr')!).getByRole('textbox', { name: 'E-mail of 0527777777' })).toHaveValue('dana@example.com');
  // The Customers list titles its own fields, and its cells say so.
  expect(within(results).getByRole('textbox', { name: 'Last of 0501234000' })).toHaveValue('Levi');

  const save = within(drawer).getByRole('button', { name: 'Save changes' });
  expect(save).toBeDisabled();
  const last = within(results).getByRole('textbox', { name: 'Last of 0501234000' });
  await userEvent.clear(last);
  await userEvent.type(last, 'Cohen');
  expect(within(drawer).getByText('1 contacts changed')).toBeInTheDocument();
  await userEvent.click(save);
  await waitFor(() =>
    expect(saved).toEqual({
      contacts: [{ ID: 1, CONTACT_LIST_ID: 7, PHONE: '0501234000', DYNAMIC_FIELD1: 'Dana', DYNAMIC_FIELD2: 'Cohen', DYNAMIC_FIELD6: '01/02/1990' }],
    }),
  );
});

test('rows the server refused stay edited and are listed with why', async () => {
  servePageData();
  serveSearch();
  server.use(
    http.post(apiUrl('/contacts/general-search-save-changes'), () =>
      HttpResponse.json({ data: { status: 2, saved: 0, failed: 1, failedRows: [{ row: 1, phone: '123', reason: 'invalidPhone', values: ['123'] }] } }),
    ),
  );
  const drawer = await openSearch();
  await userEvent.type(within(drawer).getByRole('textbox', { name: 'Number or name' }), '0527');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Search' }));
  const phone = await within(drawer).findByRole('textbox', { name: 'Phone of 0527777777' });
  await userEvent.clear(phone);
  await userEvent.type(phone, '123');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Save changes' }));

  const failed = await within(drawer).findByRole('table', { name: 'Rows not saved' });
  expect(within(failed).getByText('Invalid phone number')).toBeInTheDocument();
  expect(within(drawer).getByRole('textbox', { name: 'Phone of 0527777777' })).toHaveValue('123');
  expect(within(drawer).getByText('1 contacts changed')).toBeInTheDocument();
});

test('a search needs at least two characters', async () => {
  servePageData();
  const asked = serveSearch();
  const drawer = await openSearch();
  await userEvent.type(within(drawer).getByRole('textbox', { name: 'Number or name' }), ' a ');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Search' }));
  expect(await within(drawer).findByText('Type at least 2 characters.')).toBeInTheDocument();
  expect(asked).toEqual([]);
});

test('in Hebrew the search drawer is right-to-left', async () => {
  servePageData();
  serveSearch();
  const drawer = await openSearch('he');
  expect(document.documentElement.dir).toBe('rtl');
  await userEvent.type(within(drawer).getByRole('textbox', { name: 'מספר או שם' }), 'דנה');
  await userEvent.click(within(drawer).getByRole('button', { name: 'חיפוש' }));
  expect(await within(drawer).findByText('נמצאו 2 אנשי קשר')).toBeInTheDocument();
  expect(within(drawer).getByRole('button', { name: 'שמירת השינויים' })).toBeDisabled();
});
