/** The support page's WhatsApp tab, against msw answers of its calls (whatsapp/*-for a customer). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { WhatsAppUserMetaData } from '../../../api/generated/whatsapp';
import { findModal } from '../../../test/findModal';
import { apiUrl, server } from '../../../test/server';
import { administrator, renderCustomerPage, serveCustomer } from '../renderCustomerPages';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

const standing = (): WhatsAppUserMetaData => ({
  userId: 501,
  hasWhatsappPermission: true,
  phones: [
    { phone: '972501110000', accountId: 9, state: 'active', isPoolNumber: false, isVerifiedBusiness: true, dailyLimit: 1000 },
    { phone: '972502220000', state: 'awaitingAdminApproval', isPoolNumber: true, isVerifiedBusiness: false, dailyLimit: 250 },
  ],
  creditsLeft: 12500,
  isPostpaid: true,
  hasOpenPostpaidRequest: true,
  hasOpenOnboardingRequest: true,
  sessionHours: 24,
});

/** Serves the tab's calls; `rates` is what get-product-rate-wa answers now (set_product_rate changes it as the server would). */
function serveWhatsApp({ setStatus = 1, removeStatus = 1 }: { setStatus?: number; removeStatus?: number } = {}) {
  const asked: { path: string; body?: unknown }[] = [];
  let rates = [{ countryCode: '972', country: 'IL', rate: 0.3 }];
  let current = standing();
  server.use(
    http.get(apiUrl('/whatsapp/get-wa-user-meta-data/:id'), ({ params }) => {
      asked.push({ path: `meta/${String(params.id)}` });
      return HttpResponse.json({ success: true, data: current });
    }),
    http.get(apiUrl('/whatsapp/get-whatsapp-phones/:id'), ({ params }) => {
      asked.push({ path: `phones/${String(params.id)}` });
      return HttpResponse.json({ success: true, data: [{ ID: 9, USER_ID: 501, PHONE: '972501110000', COMPANY_NAME: 'Dana Shop', CREATED_ON: '2026-03-01T08:00:00.000Z', IS_BLOCKED_BY_META: true, DAILY_LIMIT: 1000 }] });
    }),
    http.get(apiUrl('/whatsapp/get-product-rate-wa/:id'), ({ params }) => {
      asked.push({ path: `rates/${String(params.id)}` });
      return HttpResponse.json({ success: true, data: rates });
    }),
    http.post(apiUrl('/whatsapp/set_product_rate'), async ({ request }) => {
      const body = (await request.json()) as { countryCode: string; rate: number };
      asked.push({ path: 'set_product_rate', body });
      if (setStatus > 0) rates = [...rates.filter((r) => r.countryCode !== body.countryCode), { countryCode: body.countryCode, country: 'IL', rate: body.rate }];
      return HttpResponse.json({ success: true, data: { status: setStatus } });
    }),
    http.post(apiUrl('/whatsapp/delete-whatsapp-permission'), async ({ request }) => {
      asked.push({ path: 'delete-whatsapp-permission', body: await request.json() });
      if (removeStatus === 1) current = { ...current, hasWhatsappPermission: false };
      return HttpResponse.json({ success: true, data: { status: removeStatus } });
    }),
  );
  return { asked, count: (path: string) => asked.filter((a) => a.path === path).length, bodiesOf: (path: string) => asked.filter((a) => a.path === path).map((a) => a.body) };
}

const openWhatsAppTab = async (name = 'WhatsApp') => user().click(await screen.findByRole('tab', { name }));

test("the customer's numbers and their states, messages left, open requests, daily limits, accounts and rates", async () => {
  serveCustomer();
  const { count } = serveWhatsApp();
  renderCustomerPage('/user-profile/501');
  await openWhatsAppTab();
  const numbers = await screen.findByRole('region', { name: 'WhatsApp numbers' });
  const rows = within(numbers).getAllByRole('row');
  expect(rows[1]).toHaveTextContent('972501110000ActiveCustomer\'s own numberVerified1,000');
  expect(rows[2]).toHaveTextContent('972502220000Awaiting approvalSystem numberNot verified250');
  expect(screen.getByText(/It cannot be changed here/)).toHaveTextContent('an unverified business reaches 250 recipients a day');
  expect(screen.getByText('12,500')).toBeInTheDocument();
  expect(screen.getByText('A postpaid WhatsApp package request is waiting for approval.')).toBeInTheDocument();
  expect(screen.getByText('An onboarding request is waiting for an administrator.')).toBeInTheDocument();
  const accounts = screen.getByRole('region', { name: 'Business accounts' });
  expect(await within(accounts).findByText('Dana Shop')).toBeInTheDocument();
  expect(within(accounts).getByText('1 Mar 2026, 10:00')).toBeInTheDocument();
  expect(within(accounts).getByText('Blocked by Meta')).toBeInTheDocument();
  const rates = screen.getByRole('region', { name: 'Rates per country' });
  expect(await within(rates).findByText('Israel')).toBeInTheDocument();
  expect(within(rates).getByText('₪0.3')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sell a WhatsApp package' })).toHaveAttribute('href', '/whatsapp-postpaid-purchase/501');
  expect(count('meta/501')).toBe(1);
  expect(count('phones/501')).toBe(1);
});

test('editing a rate saves it for the customer and reads the rates again; a refused country is told', async () => {
  serveCustomer();
  const { bodiesOf, count } = serveWhatsApp();
  renderCustomerPage('/user-profile/501');
  await openWhatsAppTab();
  const u = user();
  await u.click(await screen.findByRole('button', { name: 'Edit the rate of +972' }));
  const rate = screen.getByLabelText('Price per message (₪, before VAT)');
  await u.clear(rate);
  await u.type(rate, '0.25');
  await u.click(screen.getByRole('button', { name: 'Save rate' }));
  expect(await screen.findByText('The rate was saved.')).toBeInTheDocument();
  expect(bodiesOf('set_product_rate')).toEqual([{ userId: 501, countryCode: '972', rate: 0.25 }]);
  expect(await screen.findByText('₪0.25')).toBeInTheDocument();
  expect(count('rates/501')).toBe(2);
});

test('a rate the server refuses (status 0) is told in words, and the rates stay', async () => {
  serveCustomer();
  const { bodiesOf } = serveWhatsApp({ setStatus: 0 });
  renderCustomerPage('/user-profile/501');
  await openWhatsAppTab();
  const u = user();
  await screen.findByText('₪0.3');
  await u.type(screen.getByLabelText('Dialling prefix'), '999');
  await u.type(screen.getByLabelText('Price per message (₪, before VAT)'), '1');
  await u.click(screen.getByRole('button', { name: 'Save rate' }));
  expect(await screen.findByText('This country is not allowed for this administrator.')).toBeInTheDocument();
  expect(bodiesOf('set_product_rate')).toEqual([{ userId: 501, countryCode: '999', rate: 1 }]);
  expect(screen.getByLabelText('Dialling prefix')).toHaveValue('999');
});

test('a bad prefix never leaves the browser', async () => {
  serveCustomer();
  const { bodiesOf } = serveWhatsApp();
  renderCustomerPage('/user-profile/501');
  await openWhatsAppTab();
  const u = user();
  await u.type(await screen.findByLabelText('Dialling prefix'), '+9');
  await u.type(screen.getByLabelText('Price per message (₪, before VAT)'), '1');
  await u.click(screen.getByRole('button', { name: 'Save rate' }));
  expect(await screen.findByText('1 to 4 digits, e.g. 972.')).toBeInTheDocument();
  expect(bodiesOf('set_product_rate')).toEqual([]);
});

test('removing the WhatsApp permission asks first; Cancel sends nothing; a failure is told and the permission stays', async () => {
  serveCustomer();
  const { bodiesOf } = serveWhatsApp({ removeStatus: -1 });
  renderCustomerPage('/user-profile/501');
  await openWhatsAppTab();
  const u = user();
  await u.click(await screen.findByRole('button', { name: 'Remove WhatsApp permission' }));
  let modal = await findModal('Remove the WhatsApp permission?');
  expect(modal).toHaveTextContent('dana.cohen will no longer be able to send WhatsApp messages');
  await u.click(within(modal).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByText('Remove the WhatsApp permission?')).not.toBeInTheDocument());
  expect(bodiesOf('delete-whatsapp-permission')).toEqual([]);

  await u.click(screen.getByRole('button', { name: 'Remove WhatsApp permission' }));
  modal = await findModal('Remove the WhatsApp permission?');
  await u.click(within(modal).getByRole('button', { name: 'OK' }));
  expect(await screen.findByText('The data could not be saved.')).toBeInTheDocument();
  expect(bodiesOf('delete-whatsapp-permission')).toEqual([{ userId: 501 }]);
  expect(screen.getByRole('button', { name: 'Remove WhatsApp permission' })).toBeInTheDocument();
});

test('a removed permission is said and the button goes', async () => {
  serveCustomer();
  const { count } = serveWhatsApp();
  renderCustomerPage('/user-profile/501');
  await openWhatsAppTab();
  const u = user();
  await u.click(await screen.findByRole('button', { name: 'Remove WhatsApp permission' }));
  await u.click(within(await findModal('Remove the WhatsApp permission?')).getByRole('button', { name: 'OK' }));
  expect(await screen.findByText('The WhatsApp permission was removed from the user.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove WhatsApp permission' })).not.toBeInTheDocument());
  expect(count('meta/501')).toBe(2);
});

test('an administrator sees the numbers but not the rates (super-administrators) nor the accounts (permission 26)', async () => {
  serveCustomer();
  const { count } = serveWhatsApp();
  renderCustomerPage('/user-profile/501', { user: administrator });
  await openWhatsAppTab();
  expect(await screen.findByRole('region', { name: 'WhatsApp numbers' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Rates per country' })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Business accounts' })).not.toBeInTheDocument();
  expect(count('rates/501')).toBe(0);
  expect(count('phones/501')).toBe(0);
});

test('the standing could not be read: said on the tab', async () => {
  serveCustomer();
  serveWhatsApp();
  server.use(http.get(apiUrl('/whatsapp/get-wa-user-meta-data/:id'), () => HttpResponse.json({ message: 'errors.generic.errorFetchData' }, { status: 500 })));
  renderCustomerPage('/user-profile/501');
  await openWhatsAppTab();
  expect(await screen.findByText("The customer's WhatsApp details could not be read. Please try again.")).toBeInTheDocument();
});

test('in Hebrew the tab and the states are Hebrew, right to left', async () => {
  serveCustomer();
  serveWhatsApp();
  renderCustomerPage('/user-profile/501', { language: 'he' });
  await openWhatsAppTab('וואטסאפ');
  const numbers = await screen.findByRole('region', { name: 'מספרי וואטסאפ' });
  expect(within(numbers).getByText('פעיל')).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
});
