/** /whatsapp-postpaid-purchase/:userId?: the WhatsApp customers, and a customer's package sale, against msw answers. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { User } from '../../api/generated/main';
import type { Language } from '../../state/preferences';
import { renderWithProviders, sessionFor } from '../../test/render';
import { findModal } from '../../test/findModal';
import { apiUrl, server } from '../../test/server';
import { ConfirmModalHost } from '../../ui/ConfirmModalHost';
import { NotificationHost } from '../../ui/NotificationHost';
import WhatsAppPostpaidPurchasePage from './WhatsAppPostpaidPurchasePage';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

/** Serves the sale's calls; a sale answers `saleStatus` and, when it went through, closes the request as the server would. */
function serveSale({ saleStatus = 1, withinPurchaseHours = true }: { saleStatus?: number; withinPurchaseHours?: boolean } = {}) {
  const priced: string[] = [];
  const sales: unknown[] = [];
  let detailsRead = 0;
  let open = true;
  server.use(
    http.get(apiUrl('/whatsapp/get-whatsapp-postpaid-user-details/:id'), ({ params }) => {
      detailsRead += 1;
      if (params.id !== '42') return HttpResponse.json({ message: 'errors.generic.notFound' }, { status: 404 });
      return HttpResponse.json({
        success: true,
        data: { userId: 42, userName: 'dana', companyName: 'Dana Shop', priceListName: 'Standard', messageRate: 0.3, creditsLeft: 1200, hasOpenRequest: open, requestedMessages: 5000, requestedAmount: 1500, requestedOn: '2026-03-01T08:00:00.000Z', accounts: [{ PHONE: '972501110000' }] },
      });
    }),
    http.get(apiUrl('/whatsapp/calc-credit-user-amount'), ({ request }) => {
      const url = new URL(request.url);
      priced.push(`${url.searchParams.get('messages')}/${url.searchParams.get('userId')}`);
      const messages = Number(url.searchParams.get('messages'));
      return HttpResponse.json({ success: true, data: { status: 1, messages, amount: messages * 0.3, vatMultiplier: 1.18, amountWithVat: Math.round(messages * 0.3 * 1.18 * 100) / 100, withinPurchaseHours } });
    }),
    http.post(apiUrl('/super-admin/prepaid-to-pup-whatsapp'), async ({ request }) => {
      const body = (await request.json()) as { messages: number };
      sales.push(body);
      if (saleStatus === 1 || saleStatus === 2) open = false;
      return HttpResponse.json({ data: { status: saleStatus, ...(saleStatus > 0 ? { invoiceId: 77, amount: body.messages * 0.3, total: body.messages * 0.3 * 1.18 } : {}) } });
    }),
  );
  return { priced, sales, detailsRead: () => detailsRead };
}

function renderPage(route = '/whatsapp-postpaid-purchase/42', language: Language = 'en', user: Partial<User> = { group: 5, isAdmin: true }) {
  return renderWithProviders(
    <>
      <WhatsAppPostpaidPurchasePage />
      <ConfirmModalHost />
      <NotificationHost />
    </>,
    { route, path: '/whatsapp-postpaid-purchase/:userId?', preloadedState: { ...sessionFor(user), preferences: { language, theme: 'light' } } },
  );
}

test("the customer's open request, and the price of the requested package with VAT; fewer than 1000 messages is not priced", async () => {
  const { priced } = serveSale();
  renderPage();
  expect(await screen.findByText('Open request: 5,000 messages for ₪1,500 before VAT, asked on 1 Mar 2026, 10:00.')).toBeInTheDocument();
  expect(screen.getByText('972501110000')).toBeInTheDocument();
  // The requested messages are proposed.
  expect(await screen.findByText('₪1,770')).toBeInTheDocument();
  expect(screen.getByText('1.18')).toBeInTheDocument();
  const messages = screen.getByRole('spinbutton', { name: 'Messages' });
  const u = user();
  await u.clear(messages);
  await u.type(messages, '2000');
  expect(await screen.findByText('₪708')).toBeInTheDocument();
  await waitFor(() => expect(priced).toContain('2000/42'));
  await u.clear(messages);
  await u.type(messages, '999');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Approve the request' })).toBeDisabled());
  expect(priced.filter((p) => p.startsWith('999'))).toEqual([]);
});

test('approving the open request asks first, sells the package postpaid, says the invoice and reads the customer again', async () => {
  const { sales, detailsRead } = serveSale();
  renderPage();
  await screen.findByText('₪1,770');
  const u = user();
  await u.click(screen.getByRole('button', { name: 'Approve the request' }));
  const modal = await findModal('Sell a WhatsApp package?');
  expect(modal).toHaveTextContent('dana gets 5,000 WhatsApp messages now and an invoice of ₪1,770.00 including VAT.');
  await u.click(within(modal).getByRole('button', { name: 'OK' }));
  expect(await screen.findByText('The customer was moved to the package.')).toBeInTheDocument();
  expect(sales).toEqual([{ userId: 42, messages: 5000, paymentMethod: 'postpaid' }]);
  expect(await screen.findByText('No postpaid request is open.')).toBeInTheDocument();
  expect(screen.getByText('5,000 messages were loaded. Invoice 77, ₪1,770.00 including VAT.')).toBeInTheDocument();
  expect(detailsRead()).toBe(2);
});

test('Cancel sells nothing', async () => {
  const { sales } = serveSale();
  renderPage();
  await screen.findByText('₪1,770');
  const u = user();
  await u.click(screen.getByRole('button', { name: 'Approve the request' }));
  await u.click(within(await findModal('Sell a WhatsApp package?')).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByText('Sell a WhatsApp package?')).not.toBeInTheDocument());
  expect(sales).toEqual([]);
});

test('a declined card is told in words and nothing is said sold; outside purchase hours a card sale is warned about', async () => {
  const { sales } = serveSale({ saleStatus: -6, withinPurchaseHours: false });
  renderPage();
  await screen.findByText('₪1,770');
  const u = user();
  expect(screen.queryByText(/Packages are charged Sunday to Thursday/)).not.toBeInTheDocument();
  await u.click(screen.getByRole('radio', { name: 'Charge the saved card' }));
  expect(screen.getByText('Packages are charged Sunday to Thursday 08:00–20:00 and Friday 08:00–12:30.')).toBeInTheDocument();
  await u.click(screen.getByRole('button', { name: 'Sell the package' }));
  const modal = await findModal('Sell a WhatsApp package?');
  expect(modal).toHaveTextContent('its saved card is charged ₪1,770.00 including VAT');
  await u.click(within(modal).getByRole('button', { name: 'OK' }));
  expect(await screen.findByText('The card was declined.')).toBeInTheDocument();
  expect(sales).toEqual([{ userId: 42, messages: 5000, paymentMethod: 'card' }]);
  expect(screen.queryByText(/messages were loaded/)).not.toBeInTheDocument();
});

test('a card sale that went through says the invoice and total', async () => {
  serveSale({ saleStatus: 2 });
  renderPage();
  await screen.findByText('₪1,770');
  const u = user();
  await u.click(screen.getByRole('radio', { name: 'Charge the saved card' }));
  await u.click(screen.getByRole('button', { name: 'Sell the package' }));
  await u.click(within(await findModal('Sell a WhatsApp package?')).getByRole('button', { name: 'OK' }));
  expect(await screen.findByText('5,000 messages were loaded. Invoice 77, ₪1,770.00 including VAT.')).toBeInTheDocument();
  expect(screen.getByText('The package was purchased.')).toBeInTheDocument();
});

test('an administrator (approving postpaid: permission 48) sees the request but no sale, which is the system groups\'', async () => {
  serveSale();
  renderPage('/whatsapp-postpaid-purchase/42', 'en', { userId: 3, group: 3, isAdmin: true, permissions: [48] });
  expect(await screen.findByText(/Open request: 5,000 messages/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Approve the request' })).not.toBeInTheDocument();
  expect(screen.queryByRole('spinbutton', { name: 'Messages' })).not.toBeInTheDocument();
});

test('a customer out of reach (404) is said on the page', async () => {
  serveSale();
  renderPage('/whatsapp-postpaid-purchase/43');
  expect(await screen.findByText('There is no such customer, or it is not one you look after.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'All WhatsApp customers' })).toHaveAttribute('href', '/whatsapp-postpaid-purchase');
});

function serveCustomers() {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl('/whatsapp/get-whatsapp-users'), async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({
        success: true,
        data: {
          rows: [
            { userId: 42, userName: 'dana', companyName: 'Dana Shop', phones: [{ phone: '972501110000', state: 'active' }], creditsLeft: 1200, isPostpaid: true, hasOpenPostpaidRequest: true, createdOn: '2026-01-10T08:00:00.000Z' },
            { userId: 43, userName: 'avi', phones: [{ phone: '972502220000', state: 'activeWithBlock' }], creditsLeft: 0, isBlockedByMeta: true, createdOn: '2026-02-10T08:00:00.000Z' },
          ],
          pageInfo: { total: 2, page: 1, pageSize: 20 },
        },
      });
    }),
  );
  return bodies;
}

test('without a customer: the customers using WhatsApp, searched and filtered to open requests, each opening its sale', async () => {
  const bodies = serveCustomers();
  renderPage('/whatsapp-postpaid-purchase');
  const list = await screen.findByRole('region', { name: 'Customers using WhatsApp' });
  expect(await within(list).findByText('Dana Shop')).toBeInTheDocument();
  const rows = within(list).getAllByRole('row');
  expect(rows[1]).toHaveTextContent('972501110000 Active');
  expect(rows[1]).toHaveTextContent('Request open');
  expect(rows[1]).toHaveTextContent('10 Jan 2026, 10:00');
  expect(rows[2]).toHaveTextContent('972502220000 Blocked');
  expect(rows[2]).toHaveTextContent('Blocked by Meta');
  expect(within(rows[1]!).getByRole('link', { name: 'Approve request' })).toHaveAttribute('href', '/whatsapp-postpaid-purchase/42');
  expect(within(rows[2]!).getByRole('link', { name: 'Sell a package' })).toHaveAttribute('href', '/whatsapp-postpaid-purchase/43');
  expect(within(rows[1]!).getByRole('link', { name: 'Customer page' })).toHaveAttribute('href', '/user-profile/42');
  expect(bodies).toEqual([{ page: 1, pageSize: 20 }]);
  const u = user();
  await u.click(screen.getByRole('checkbox', { name: 'Open postpaid requests only' }));
  await waitFor(() => expect(bodies).toContainEqual({ page: 1, pageSize: 20, postpaidRequestsOnly: true }));
  await u.type(screen.getByRole('searchbox', { name: 'Name, company, customer number or phone' }), '0501{Enter}');
  await waitFor(() => expect(bodies).toContainEqual({ page: 1, pageSize: 20, query: '0501', postpaidRequestsOnly: true }));
});

test('in Hebrew the customers list is right to left, in Hebrew words', async () => {
  serveCustomers();
  renderPage('/whatsapp-postpaid-purchase', 'he');
  const list = await screen.findByRole('region', { name: 'לקוחות שמשתמשים בוואטסאפ' });
  expect(await within(list).findByText('פעיל')).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
});
