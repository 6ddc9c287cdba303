/** /bi's WhatsApp part: the accounts' states and the ones needing attention (whatsApp-status), and customers running out (credits-whatsApp). */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Language } from '../../../state/preferences';
import { renderWithProviders, sessionFor } from '../../../test/render';
import { apiUrl, server } from '../../../test/server';
import { WhatsAppStatus } from './WhatsAppStatus';

function serveStatus() {
  const asked: string[] = [];
  server.use(
    http.get(apiUrl('/super-admin/whatsApp-status'), () => {
      asked.push('status');
      return HttpResponse.json({
        data: {
          totalAccounts: 14,
          byStatus: { active: 11, activeWithBlock: 1, activeWithWarning: 1, awaitingAdminApproval: 1 },
          blockedByMeta: 1,
          activeWithWarning: 1,
          awaitingApproval: 1,
          templatesPending: 3,
          messagesToday: 2500,
          accounts: [
            { ID: 9, USER_ID: 501, PHONE: '972501110000', COMPANY_NAME: 'Dana Shop', WHATSAPP_STATUS: 'activeWithBlock', IS_BLOCKED_BY_META: true, DAILY_LIMIT: 1000, CREATED_ON: '2026-03-01T08:00:00.000Z' },
            { ID: 10, USER_ID: 502, PHONE: '972502220000', COMPANY_NAME: 'Avi Cars', WHATSAPP_STATUS: 'awaitingAdminApproval', IS_BLOCKED_BY_META: false, DAILY_LIMIT: 250, CREATED_ON: '2026-03-02T08:00:00.000Z' },
          ],
        },
      });
    }),
    http.get(apiUrl('/super-admin/credits-whatsApp'), () => {
      asked.push('credits');
      return HttpResponse.json({ data: { sold: 1000, used: 400, remaining: 600, lowBalanceAccounts: [{ userId: 7, username: 'shira', creditsLeftWA: 5 }] } });
    }),
  );
  return asked;
}

const renderStatus = (language: Language = 'en') =>
  renderWithProviders(<WhatsAppStatus />, { route: '/bi', path: '/bi', preloadedState: { ...sessionFor({ group: 5, isAdmin: true }), preferences: { language, theme: 'light' } } });

const cardOf = (title: string) => screen.getByText(title).closest<HTMLElement>('.ant-card')!;

test('the figures, the accounts by state, the accounts needing attention and the customers running out, each opening its customer', async () => {
  const asked = serveStatus();
  renderStatus();
  expect(await screen.findByText('Dana Shop')).toBeInTheDocument();
  expect(within(cardOf('Business accounts')).getByText('14')).toBeInTheDocument();
  expect(within(cardOf('Templates in review')).getByText('3')).toBeInTheDocument();
  expect(within(cardOf('Messages today')).getByText('2,500')).toBeInTheDocument();
  const byState = screen.getByRole('list', { name: 'Accounts by state' });
  expect(within(byState).getAllByRole('listitem').map((i) => i.textContent)).toEqual(['Awaiting approval 1', 'Active 11', 'Active, with a warning 1', 'Blocked 1']);
  const attention = cardOf('Accounts needing attention');
  const rows = within(attention).getAllByRole('row');
  expect(rows[1]).toHaveTextContent('972501110000Dana ShopBlockedBlocked1,0001 Mar 2026, 10:00Customer page');
  expect(rows[2]).toHaveTextContent('972502220000Avi CarsAwaiting approval250');
  expect(within(rows[1]!).getByRole('link', { name: 'Customer page' })).toHaveAttribute('href', '/user-profile/501');
  const low = cardOf('Customers running out of WhatsApp messages');
  expect(within(low).getByText('shira')).toBeInTheDocument();
  expect(within(low).getByRole('link', { name: 'Sell a package' })).toHaveAttribute('href', '/whatsapp-postpaid-purchase/7');
  expect(asked.sort()).toEqual(['credits', 'status']);
});

test('figures that could not be read are said', async () => {
  serveStatus();
  server.use(http.get(apiUrl('/super-admin/whatsApp-status'), () => HttpResponse.json({ message: 'errors.generic.errorFetchData' }, { status: 500 })));
  renderStatus();
  expect(await screen.findByText('The WhatsApp figures could not be read. Please try again.')).toBeInTheDocument();
  expect(screen.getByText('No account needs attention.')).toBeInTheDocument();
});

test('in Hebrew: the states and titles are Hebrew', async () => {
  serveStatus();
  renderStatus('he');
  expect(await screen.findByText('חשבונות שדורשים טיפול')).toBeInTheDocument();
  expect(await screen.findAllByText('ממתין לאישור')).not.toHaveLength(0);
});
