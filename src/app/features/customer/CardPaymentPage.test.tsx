/**
 * The support page's Access tab: the customer's card-payment page (super-admin/get-url-cg and
 * test-url-cg), against msw: what is sent, the page's link from the answer, refusals in words,
 * hidden from whoever may not make the calls, and in Hebrew right to left.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mayCall } from '../../../domain/access';
import { getUrlCg } from '../../../contract/access';
import { sessionFor } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import { administrator, renderCustomerPage, serveCustomer, superAdministrator } from './renderCustomerPages';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

function serveCardPage({ openStatus = 1, testStatus = 1 }: { openStatus?: number; testStatus?: number } = {}) {
  serveCustomer();
  const opened: unknown[] = [];
  const tested: unknown[] = [];
  server.use(
    http.post(apiUrl('/main/get-details-for-package'), () => HttpResponse.json({ data: { status: 1, vatMultiplier: 1.18, user_price_list: { id: 4, name: 'Resellers', products: [] } } })),
    http.post(apiUrl('/super-admin/get-url-cg'), async ({ request }) => {
      opened.push(await request.json());
      return HttpResponse.json({ data: openStatus === 1 ? { status: 1, success: 'y', url: '/payment-simulator/tok_abc' } : { status: openStatus, success: 'n' } });
    }),
    http.post(apiUrl('/super-admin/test-url-cg'), async ({ request }) => {
      tested.push(await request.json());
      return HttpResponse.json({ data: testStatus === 1 ? { status: 1, success: 'y', url: '/payment-simulator/tok_t' } : { status: testStatus, success: 'n' } });
    }),
  );
  return { opened, tested };
}

const openAccess = async () => user().click(await screen.findByRole('tab', { name: 'Access' }));

test('a charge sends its amount and e-mail choice, says the page is ready and links the page the server answered', async () => {
  const { opened } = serveCardPage();
  renderCustomerPage('/user-profile/501', { user: superAdministrator });
  await openAccess();
  const u = user();
  const group = await screen.findByRole('group', { name: 'Card payment page' });
  await u.click(within(group).getByRole('radio', { name: 'Charge an amount' }));
  const open = within(group).getByRole('button', { name: 'Open card page' });
  expect(open).toBeDisabled();
  await u.type(within(group).getByRole('spinbutton', { name: 'Amount with VAT (₪)' }), '117.5');
  await u.click(within(group).getByRole('checkbox', { name: 'Also e-mail the page to the customer' }));
  await u.click(open);
  expect(await screen.findByText('The payment page is ready.')).toBeInTheDocument();
  expect(opened).toEqual([{ userId: 501, purpose: 'charge', amount: 117.5, sendByMail: true }]);
  expect(within(group).getByRole('link', { name: 'Open the payment page' })).toHaveAttribute('href', '/payment-simulator/tok_abc');
});

test('test card page says it works; a failure to open is said in words and no link is shown', async () => {
  const { opened, tested } = serveCardPage({ openStatus: -1, testStatus: -1 });
  renderCustomerPage('/user-profile/501', { user: superAdministrator });
  await openAccess();
  const u = user();
  const group = await screen.findByRole('group', { name: 'Card payment page' });
  await u.click(within(group).getByRole('button', { name: 'Test card page' }));
  expect(await screen.findByText('The payment page could not be opened.')).toBeInTheDocument();
  expect(tested).toEqual([{ userId: 501 }]);
  await u.click(within(group).getByRole('button', { name: 'Open card page' }));
  await waitFor(() => expect(opened).toEqual([{ userId: 501, purpose: 'saveCard', sendByMail: false }]));
  expect(within(group).queryByRole('link')).not.toBeInTheDocument();
});

test('the test answers that the page works', async () => {
  serveCardPage();
  renderCustomerPage('/user-profile/501', { user: superAdministrator });
  await openAccess();
  await user().click(within(await screen.findByRole('group', { name: 'Card payment page' })).getByRole('button', { name: 'Test card page' }));
  expect(await screen.findByText('The payment page works.')).toBeInTheDocument();
});

test('hidden from an administrator, who may not make the calls', async () => {
  const { opened, tested } = serveCardPage();
  renderCustomerPage('/user-profile/501', { user: administrator });
  expect(mayCall(getUrlCg.access, sessionFor(administrator).session!.user)).toBe(false);
  await openAccess();
  await screen.findByRole('button', { name: 'Sign in as this user' });
  expect(screen.queryByRole('group', { name: 'Card payment page' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Test card page' })).not.toBeInTheDocument();
  expect([...opened, ...tested]).toEqual([]);
});

test('in Hebrew, right to left', async () => {
  serveCardPage();
  renderCustomerPage('/user-profile/501', { user: superAdministrator, language: 'he' });
  await user().click(await screen.findByRole('tab', { name: 'גישה' }));
  expect(await screen.findByRole('group', { name: 'דף תשלום בכרטיס' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'בדיקת דף כרטיס' })).toBeInTheDocument();
  expect(document.documentElement.dir).toBe('rtl');
});
