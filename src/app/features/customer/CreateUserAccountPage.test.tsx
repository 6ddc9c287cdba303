/** /create-user-account: open a new customer, against msw answers of create-user-account and get-price-lists. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../../test/server';
import { administrator, dana, renderCustomerPage, serveCustomer, superAdministrator } from './renderCustomerPages';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const fieldOf = (label: string) => screen.getByLabelText(label).closest<HTMLElement>('.ant-form-item')!;

/** Answers create-user-account with `answer`, keeping what was sent. */
function serveCreate(answer: Record<string, unknown>) {
  const sent: unknown[] = [];
  server.use(
    http.post(apiUrl('/super-admin/create-user-account'), async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ data: answer });
    }),
  );
  return sent;
}

async function fillIn(values: Record<string, string>) {
  const u = user();
  for (const [label, value] of Object.entries(values)) await u.type(await screen.findByLabelText(label), value);
  return u;
}

const required = { Username: 'new.shop', 'First name': 'Noa', 'Last name': 'Bar', 'E-mail': 'noa@shop.co.il', Phone: '0541234567' };

test('opens the account with the chosen price list and opening credits, then the new customer\'s page', async () => {
  serveCustomer({ ...dana(), userId: 777, firstName: 'Noa', lastName: 'Bar' });
  const sent = serveCreate({ status: 1, userId: 777 });
  const { router } = renderCustomerPage('/create-user-account', { user: superAdministrator });
  const u = await fillIn({ ...required, 'Company name': 'Noa Shop', SMS: '500' });
  await u.click(screen.getByRole('combobox', { name: 'Price list' }));
  await u.click(await screen.findByTitle('Resellers'));
  await u.click(screen.getByRole('button', { name: 'Open the account' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/user-profile/777'));
  expect(sent).toEqual([
    {
      username: 'new.shop', firstName: 'Noa', lastName: 'Bar', email: 'noa@shop.co.il', phone: '0541234567', companyName: 'Noa Shop',
      customerType: 1, priceListId: 4, paymentType: 'prepaid', openingCredits: { sms: 500 },
    },
  ]);
  expect(await screen.findByText('The customer account was opened.')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Noa Bar' })).toBeInTheDocument();
});

test('a taken username is written under the username field, and the page stays', async () => {
  serveCustomer();
  const sent = serveCreate({ status: -2 });
  const { router } = renderCustomerPage('/create-user-account', { user: superAdministrator });
  const u = await fillIn(required);
  await u.click(screen.getByRole('button', { name: 'Open the account' }));
  await waitFor(() => expect(fieldOf('Username')).toHaveTextContent('This username is taken. Please choose another.'));
  expect(sent).toHaveLength(1);
  expect(router.state.location.pathname).toBe('/create-user-account');
});

test('a field the server refuses by message key is written under that field', async () => {
  serveCustomer();
  serveCreate({ status: -1, message: 'profile.errors.phone' });
  renderCustomerPage('/create-user-account', { user: superAdministrator });
  const u = await fillIn(required);
  await u.click(screen.getByRole('button', { name: 'Open the account' }));
  // The profile's own words for it, loaded for the message.
  await waitFor(() => expect(fieldOf('Phone')).toHaveTextContent('A phone has 8 to 10 digits.'));
});

test('bad input is said under its field and nothing is sent', async () => {
  serveCustomer();
  const sent = serveCreate({ status: 1, userId: 1 });
  renderCustomerPage('/create-user-account', { user: superAdministrator });
  const u = await fillIn({ ...required, 'E-mail': 'not-an-address', 'ID / company number': '12' });
  await u.click(screen.getByRole('button', { name: 'Open the account' }));
  expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
  expect(screen.getByText('9 digits.')).toBeInTheDocument();
  expect(sent).toEqual([]);
});

test('an administrator without the price-list permission is offered the default list only, and nothing asks for the lists', async () => {
  serveCustomer();
  const asked: string[] = [];
  server.use(http.post(apiUrl('/super-admin/get-price-lists'), () => {
    asked.push('get-price-lists');
    return HttpResponse.json({ data: [] });
  }));
  renderCustomerPage('/create-user-account', { user: administrator });
  await user().click(await screen.findByRole('combobox', { name: 'Price list' }));
  expect(await screen.findAllByTitle('Default price list')).not.toHaveLength(0);
  expect(screen.queryByTitle('Resellers')).not.toBeInTheDocument();
  expect(asked).toEqual([]);
});

test('while the server has no price lists call (501) the default list is offered and no error is shown', async () => {
  serveCustomer();
  server.use(http.post(apiUrl('/super-admin/get-price-lists'), () => HttpResponse.json({ message: 'notImplemented' }, { status: 501 })));
  renderCustomerPage('/create-user-account', { user: superAdministrator });
  await user().click(await screen.findByRole('combobox', { name: 'Price list' }));
  expect(await screen.findAllByTitle('Default price list')).not.toHaveLength(0);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
