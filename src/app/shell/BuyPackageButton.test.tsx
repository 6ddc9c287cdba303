import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { MainPackageDetails, PriceList } from '../api/generated/main';
import { openPaymentPage } from '../features/payment/openPaymentPage';
import type { Language } from '../state/preferences';
import { renderWithProviders, sessionFor } from '../test/render';
import { apiUrl, server } from '../test/server';
import { BuyPackageButton } from './BuyPackageButton';

// Leaving the app for the processor's page is a full page load, which jsdom cannot do.
jest.mock('../features/payment/openPaymentPage', () => ({ openPaymentPage: jest.fn() }));

const priceList: PriceList & { products: NonNullable<PriceList['products']> } = {
  id: 1,
  name: 'Default',
  products: [
    { productId: 11, name: 'SMS 1,000', service: 'sms', quantity: 1000, rate: 80, priceWithVat: 94.4 },
    { productId: 12, name: 'SMS 5,000', service: 'sms', quantity: 5000, rate: 350, priceWithVat: 413 },
    { productId: 21, name: 'WhatsApp 1,000', service: 'whatsapp', quantity: 1000, rate: 300, priceWithVat: 354 },
  ],
};

function serveDetails(answer: MainPackageDetails) {
  const asked: unknown[] = [];
  server.use(
    http.post(apiUrl('/main/get-details-for-package'), async ({ request }) => {
      asked.push(await request.json());
      return HttpResponse.json({ data: answer });
    }),
  );
  return asked;
}

function serveBuy(answer: object) {
  const asked: unknown[] = [];
  server.use(
    http.post(apiUrl('/main/buy-package'), async ({ request }) => {
      asked.push(await request.json());
      return HttpResponse.json({ data: answer });
    }),
  );
  return asked;
}

// An administrator of customer type 11 buys in the app (section 6) when the brand has no shop link.
const renderButton = (language: Language = 'en', mode: 'text' | 'whatsapp' = 'text') =>
  renderWithProviders(<BuyPackageButton />, {
    preloadedState: { ...sessionFor({ userId: 10, group: 3, isAdmin: true, customerType: 11 }), preferences: { language, theme: 'light' }, serviceMode: { mode } },
  });

afterEach(() => jest.mocked(openPaymentPage).mockReset());

test('the button opens the packages of the price list with their price and VAT, and pays the chosen one by card on the processor’s page', async () => {
  const user = userEvent.setup();
  const asked = serveDetails({ status: 1, product: priceList.products[0], user_price_list: priceList, vatMultiplier: 1.18 });
  const bought = serveBuy({ status: 1, paymentUrl: '/payment-simulator/tok123', total: 413 });
  renderButton();
  await user.click(await screen.findByRole('button', { name: 'Buy a package' }));
  const dialog = await screen.findByRole('dialog', { name: 'Buy a package' });
  expect(await within(dialog).findByText('80.00 ₪ + VAT = 94.40 ₪')).toBeInTheDocument();
  expect(asked).toEqual([{ userId: 10 }]);
  expect(within(dialog).getByText('Prices include VAT at 18%.')).toBeInTheDocument();
  // Text mode lists the text packages, not WhatsApp's.
  expect(within(dialog).queryByText('WhatsApp 1,000')).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('radio', { name: /SMS 5,000/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Pay by card' }));
  await waitFor(() => expect(openPaymentPage).toHaveBeenCalledWith('/payment-simulator/tok123'));
  expect(bought).toEqual([{ productId: 12, paymentMethod: 'card' }]);
});

test('a postpaid request is sent and its answer shown', async () => {
  const user = userEvent.setup();
  serveDetails({ status: 1, product: priceList.products[0], user_price_list: priceList, vatMultiplier: 1.18 });
  const bought = serveBuy({ status: -7 });
  const { store } = renderButton();
  await user.click(await screen.findByRole('button', { name: 'Buy a package' }));
  await user.click(await screen.findByRole('button', { name: 'Ask to pay later (postpaid)' }));
  await waitFor(() => expect(bought).toEqual([{ productId: 11, paymentMethod: 'postpaid' }]));
  await waitFor(() => expect(JSON.stringify(store.getState().notifications)).toContain('payment.result.postpaidAwaitingApproval'));
  expect(openPaymentPage).not.toHaveBeenCalled();
});

test('in WhatsApp mode the WhatsApp packages are offered', async () => {
  const user = userEvent.setup();
  serveDetails({ status: 1, product: priceList.products[0], user_price_list: priceList, vatMultiplier: 1.18 });
  renderButton('en', 'whatsapp');
  await user.click(await screen.findByRole('button', { name: 'Buy a package' }));
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByText('WhatsApp 1,000')).toBeInTheDocument();
  expect(within(dialog).queryByText('SMS 1,000')).not.toBeInTheDocument();
});

test.each([
  [-1, 'The package cannot be bought online right now. A representative will call you shortly.'],
  [-2, 'The package cannot be bought online outside working hours (Sunday to Thursday 08:00-20:00, Friday 08:00-12:30). A representative will call you on the next working day.'],
  [-3, 'A postpaid request is already open.'],
])('details status %i says why nothing can be bought now and offers no payment', async (status, text) => {
  const user = userEvent.setup();
  serveDetails({ status, user_price_list: priceList, vatMultiplier: 1.18 });
  const { store } = renderButton();
  await user.click(await screen.findByRole('button', { name: 'Buy a package' }));
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByText(text)).toBeInTheDocument();
  // Said once, in the dialog: not toasted as well.
  expect(JSON.stringify(store.getState().notifications)).not.toContain(text === 'A postpaid request is already open.' ? 'postpaidRequestOpen' : 'main.package');
  expect(within(dialog).queryByRole('button', { name: 'Pay by card' })).not.toBeInTheDocument();
});

test.each([
  ['he', 'רכישת חבילה', 'תשלום בכרטיס אשראי'],
  ['ru', 'Купить пакет', 'Оплатить картой'],
  ['ar', 'شراء باقة', 'الدفع بالبطاقة'],
] as const)('in %s the step speaks that language', async (language, title, pay) => {
  const user = userEvent.setup();
  serveDetails({ status: 1, product: priceList.products[0], user_price_list: priceList, vatMultiplier: 1.18 });
  renderButton(language);
  await user.click(await screen.findByRole('button', { name: title }));
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByRole('button', { name: pay })).toBeInTheDocument();
});
