import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, sessionFor } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import WhatsAppPostpaidPurchasePage from './WhatsAppPostpaidPurchasePage';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

test("the customer's open request and the price of a package, at least 1000 messages", async () => {
  const priced: string[] = [];
  server.use(
    http.get(apiUrl('/whatsapp/get-whatsapp-postpaid-user-details/:id'), ({ params }) =>
      HttpResponse.json({
        success: true,
        data: { userId: Number(params.id), userName: 'dana', companyName: 'Dana Shop', priceListName: 'Standard', messageRate: 0.3, creditsLeft: 1200, hasOpenRequest: true, requestedMessages: 5000, requestedAmount: 1500, requestedOn: '2026-03-01T08:00:00.000Z', accounts: [{ PHONE: '972501110000' }] },
      }),
    ),
    http.get(apiUrl('/whatsapp/calc-credit-user-amount'), ({ request }) => {
      const url = new URL(request.url);
      priced.push(`${url.searchParams.get('messages')}/${url.searchParams.get('userId')}`);
      const messages = Number(url.searchParams.get('messages'));
      return HttpResponse.json({ success: true, data: { status: 1, messages, amount: messages * 0.3, vatMultiplier: 1.18, amountWithVat: messages * 0.3 * 1.18, withinPurchaseHours: true } });
    }),
  );
  renderWithProviders(<WhatsAppPostpaidPurchasePage />, {
    route: '/whatsapp-postpaid-purchase/42',
    path: '/whatsapp-postpaid-purchase/:userId?',
    preloadedState: { ...sessionFor({ group: 5 }), preferences: { language: 'en', theme: 'light' } },
  });
  expect(await screen.findByText('Open request: 5,000 messages for ₪1,500 before VAT, asked on 1 Mar 2026, 10:00.')).toBeInTheDocument();
  expect(screen.getByText('972501110000')).toBeInTheDocument();
  expect(await screen.findByText('₪354')).toBeInTheDocument();
  const messages = screen.getByRole('spinbutton', { name: 'Messages' });
  await user().clear(messages);
  await user().type(messages, '2000');
  expect(await screen.findByText('₪708')).toBeInTheDocument();
  await waitFor(() => expect(priced).toContain('2000/42'));
});
