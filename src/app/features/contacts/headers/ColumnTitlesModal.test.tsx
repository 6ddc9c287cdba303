import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../../../test/server';
import { renderContactsPage, servePageData } from '../renderContactsPage';
import { customers, pageData } from '../testData';

test("the list's column titles are saved with its name and title the contacts table", async () => {
  let headers = customers.headers;
  servePageData((id) => pageData(id, id === customers.id ? { contactList: { ...customers, headers } } : {}));
  let saved: unknown;
  server.use(
    http.post(apiUrl('/contacts/save-contact-list'), async ({ request }) => {
      saved = await request.json();
      headers = (saved as { headers: string[] }).headers;
      return HttpResponse.json({ data: { status: 1, contactListId: customers.id } });
    }),
  );
  renderContactsPage(`/contact-list/${customers.id}`);
  await userEvent.click(await screen.findByRole('button', { name: 'Column titles' }));
  // antd gives every dialog title the same id in tests, so the title is checked as text.
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText("The list's column titles")).toBeInTheDocument();
  expect(within(dialog).getByRole('textbox', { name: 'Title of field 1' })).toHaveValue('First');
  expect(within(dialog).getByRole('textbox', { name: 'Title of field 4' })).toHaveAttribute('placeholder', 'Field 4');

  const first = within(dialog).getByRole('textbox', { name: 'Title of field 1' });
  await userEvent.clear(first);
  await userEvent.type(first, 'Given name');
  await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Title of field 3' }));
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title of field 4' }), 'Branch');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(saved).toEqual({ contactListId: 7, name: 'Customers', headers: ['Given name', 'Last', '', 'Branch'] }));
  // Saving refreshes the page data, and the table takes the new titles.
  expect(await screen.findByRole('columnheader', { name: 'Given name Last' })).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'Branch' })).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'Field 3' })).toBeInTheDocument();
});
