import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../../../test/server';
import { renderContactsPage, servePageData } from '../renderContactsPage';
import { customers, pageData } from '../testData';

const withMobileData = (id: number) =>
  pageData(id, id === customers.id ? { contactList: { ...customers, mobileData: { sourceNumber: '0501234567', unsubscribeOption: 0, isServiceActive: true, permittedNumbers: ['0541111111'] } } } : {});

async function openQuickSend() {
  renderContactsPage(`/contact-list/${customers.id}`);
  await userEvent.click(await screen.findByRole('button', { name: 'Quick send' }));
  // antd gives every dialog title the same id in tests, so the title is checked as text.
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Quick send for Customers')).toBeInTheDocument();
  return dialog;
}

test('shows the saved settings and saves the list with its mobile data', async () => {
  servePageData(withMobileData);
  let saved: unknown;
  server.use(
    http.post(apiUrl('/contacts/save-mobile-contact-list'), async ({ request }) => {
      saved = await request.json();
      return HttpResponse.json({ data: { status: 1 } });
    }),
  );
  const dialog = await openQuickSend();
  expect(within(dialog).getByRole('textbox', { name: "The list's mobile number" })).toHaveValue('0501234567');
  expect(within(dialog).getByRole('switch', { name: 'The service is active' })).toBeChecked();
  expect(within(dialog).getByText('0541111111')).toBeInTheDocument();

  await userEvent.type(within(dialog).getByRole('combobox', { name: 'Permitted numbers' }), '052-2222222{enter}');
  await userEvent.click(within(dialog).getByRole('switch', { name: 'Let recipients reply' }));
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Unsubscribe by link' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

  await waitFor(() =>
    expect(saved).toEqual({
      contactListId: 7,
      mobileData: { sourceNumber: '0501234567', unsubscribeOption: 3, isServiceActive: true, isAllowResponse: true, permittedNumbers: ['0541111111', '052-2222222'] },
    }),
  );
  await waitFor(() => expect(screen.queryByText('Quick send for Customers')).not.toBeInTheDocument());
});

test('unsubscribing by reply needs a reply number, and numbers must be valid', async () => {
  servePageData();
  let saved = false;
  server.use(
    http.post(apiUrl('/contacts/save-mobile-contact-list'), () => {
      saved = true;
      return HttpResponse.json({ data: { status: 1 } });
    }),
  );
  const dialog = await openQuickSend();
  await userEvent.type(within(dialog).getByRole('textbox', { name: "The list's mobile number" }), '12');
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Unsubscribe by reply message' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('The phone number is not valid.')).toBeInTheDocument();
  expect(await within(dialog).findByText('Unsubscribing by reply needs an attached reply number.')).toBeInTheDocument();
  expect(saved).toBe(false);
});
