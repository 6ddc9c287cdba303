/**
 * The support page's Access tab: requiring the terms of use again (users/enforcement-user) and
 * selling a package / approving a postpaid request (super-admin/prepaid-to-pup), against msw.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mayCall } from '../../../domain/access';
import { Permission } from '../../../domain/permissions';
import { sessionFor } from '../../test/render';
import { findModal } from '../../test/findModal';
import { apiUrl, server } from '../../test/server';
import { enforcementUser, prepaidToPup } from '../../../contract/access';
import { administrator, renderCustomerPage, serveCustomer, superAdministrator } from './renderCustomerPages';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const openAccess = async () => user().click(await screen.findByRole('tab', { name: 'Access' }));

const packages = [
  { productId: 11, name: 'Basic', rate: 100, quantity: 1000, service: 'sms', priceWithVat: 118 },
  { productId: 12, name: 'Business', rate: 400, quantity: 5000, service: 'sms', priceWithVat: 472 },
];

/** The customer, its price list's packages (get-details-for-package says `detailsStatus`), and prepaid-to-pup answering `saleStatus`. */
function serveSale({ detailsStatus = 1, saleStatus = 1 }: { detailsStatus?: number; saleStatus?: number } = {}) {
  const served = serveCustomer();
  const sales: unknown[] = [];
  const detailsAsked: unknown[] = [];
  server.use(
    http.post(apiUrl('/main/get-details-for-package'), async ({ request }) => {
      detailsAsked.push(await request.json());
      return HttpResponse.json({ data: { status: detailsStatus, vatMultiplier: 1.18, product: packages[0], user_price_list: { id: 4, name: 'Resellers', products: packages } } });
    }),
    http.post(apiUrl('/super-admin/prepaid-to-pup'), async ({ request }) => {
      sales.push(await request.json());
      return HttpResponse.json({ data: { status: saleStatus, invoiceId: 90, amount: 800, total: 944 } });
    }),
  );
  return { ...served, sales, detailsAsked };
}

describe('require the terms of use again', () => {
  test('asks first: Cancel sends nothing; OK sends enforce for this customer, says the outcome, and the history is read again', async () => {
    const { asked } = serveCustomer();
    const historyReads = () => asked.filter((a) => a.path === '/super-admin/customer-history/501').length;
    const sent: unknown[] = [];
    server.use(
      http.post(apiUrl('/users/enforcement-user'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: { status: 1 } });
      }),
    );
    renderCustomerPage('/user-profile/501', { user: superAdministrator });
    await user().click(await screen.findByRole('tab', { name: 'History' }));
    await screen.findByRole('table', { name: 'Customer history' });
    expect(historyReads()).toBe(1);
    await openAccess();
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Require the terms again' }));
    let dialog = await findModal('Require the terms of use again?');
    expect(dialog).toHaveTextContent('dana.cohen must accept the terms of use again at the next sign-in before sending.');
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Require the terms of use again?')).not.toBeInTheDocument());
    expect(sent).toEqual([]);
    await u.click(screen.getByRole('button', { name: 'Require the terms again' }));
    dialog = await findModal('Require the terms of use again?');
    await u.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('The terms-of-use requirement for this user was updated.')).toBeInTheDocument();
    expect(sent).toEqual([{ userId: 501, enforce: true }]);
    // The enforcement is audited: the history shows it when opened again.
    await u.click(screen.getByRole('tab', { name: 'History' }));
    await waitFor(() => expect(historyReads()).toBe(2));
  });

  test.each([
    ['an administrator without permission 52', administrator, false],
    ['an administrator with permission 52', { ...administrator, permissions: [2, 50, Permission.enforceTerms] }, true],
    ['a super-administrator', superAdministrator, true],
  ])('%s sees the button exactly when it may make the call', async (_who, who, shown) => {
    serveCustomer();
    renderCustomerPage('/user-profile/501', { user: who });
    const viewer = sessionFor(who).session!.user;
    expect(mayCall(enforcementUser.access, viewer, enforcementUser.permission)).toBe(shown);
    await openAccess();
    await screen.findByRole('button', { name: 'Sign in as this user' });
    expect(Boolean(screen.queryByRole('button', { name: 'Require the terms again' }))).toBe(shown);
  });
});

describe('sell a package / approve a postpaid request', () => {
  test("offers the customer's price-list packages; asks first, then sends the choice and says the outcome", async () => {
    const { sales, detailsAsked } = serveSale();
    renderCustomerPage('/user-profile/501', { user: superAdministrator });
    await openAccess();
    const u = user();
    const choices = await screen.findByRole('radiogroup', { name: 'Package' });
    expect(within(choices).getAllByRole('radio')).toHaveLength(2);
    expect(detailsAsked).toEqual([{ userId: 501 }]);
    await u.click(within(choices).getByRole('radio', { name: /Business · 5,000 credits · ₪400.00 before VAT/ }));
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await u.clear(quantity);
    await u.type(quantity, '2');
    await u.click(within(screen.getByRole('radiogroup', { name: 'Payment method' })).getByRole('radio', { name: 'Postpaid' }));
    // Cancel sends nothing.
    await u.click(screen.getByRole('button', { name: 'Move to the package' }));
    let dialog = await findModal('Move this customer to the package?');
    expect(dialog).toHaveTextContent('dana.cohen gets 2 × Business now, billed postpaid.');
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Move this customer to the package?')).not.toBeInTheDocument());
    expect(sales).toEqual([]);
    await u.click(screen.getByRole('button', { name: 'Move to the package' }));
    dialog = await findModal('Move this customer to the package?');
    await u.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('The customer was moved to the package.')).toBeInTheDocument();
    expect(sales).toEqual([{ userId: 501, productId: 12, quantity: 2, paymentMethod: 'postpaid' }]);
  });

  test('an open postpaid request is said, postpaid comes first and the button approves it', async () => {
    const { sales } = serveSale({ detailsStatus: -3 });
    renderCustomerPage('/user-profile/501', { user: superAdministrator });
    await openAccess();
    expect(await screen.findByText('This customer has an open postpaid request: paying postpaid approves it.')).toBeInTheDocument();
    expect(within(screen.getByRole('radiogroup', { name: 'Payment method' })).getByRole('radio', { name: 'Postpaid' })).toBeChecked();
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Approve the postpaid request' }));
    await u.click(within(await findModal('Move this customer to the package?')).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('The customer was moved to the package.')).toBeInTheDocument();
    expect(sales).toEqual([{ userId: 501, productId: 11, quantity: 1, paymentMethod: 'postpaid' }]);
  });

  test.each([
    [-7, 'The postpaid request was sent and is waiting for approval.'],
    [-5, 'No card details are saved for this customer.'],
    [-6, 'The card was declined.'],
  ])('a refusal (%s) is told in words', async (status, words) => {
    const { sales } = serveSale({ saleStatus: status });
    renderCustomerPage('/user-profile/501', { user: superAdministrator });
    await openAccess();
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Move to the package' }));
    const dialog = await findModal('Move this customer to the package?');
    expect(dialog).toHaveTextContent('dana.cohen gets 1 × Basic, charged now to the saved card.');
    await u.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText(words)).toBeInTheDocument();
    expect(sales).toEqual([{ userId: 501, productId: 11, quantity: 1, paymentMethod: 'card' }]);
  });

  test('hidden from an administrator (prepaid-to-pup is for system managers), and its packages never asked for', async () => {
    const { detailsAsked } = serveSale();
    renderCustomerPage('/user-profile/501', { user: administrator });
    expect(mayCall(prepaidToPup.access, sessionFor(administrator).session!.user)).toBe(false);
    await openAccess();
    await screen.findByRole('button', { name: 'Sign in as this user' });
    expect(screen.queryByRole('group', { name: 'Sell a package' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Move to the package' })).not.toBeInTheDocument();
    expect(detailsAsked).toEqual([]);
  });
});
