import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { SuperAdminMessagesDay } from '../../api/generated/superAdmin';
import { routeByName } from '../../router/routes';
import { refusalOf } from '../../state/access';
import type { Language } from '../../state/preferences';
import { renderWithProviders, sessionFor } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import { downloadFile } from '../../ui/downloadFile';
import BiPage from './BiPage';

jest.mock('../../ui/downloadFile', () => ({ downloadFile: jest.fn() }));

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

const day = (date: string, f: Partial<SuperAdminMessagesDay>): SuperAdminMessagesDay => ({ date, messages: 0, delivered: 0, notDelivered: 0, pending: 0, sms: 0, overseasSms: 0, voice: 0, whatsapp: 0, ...f });
const figures = (amounts: number[]) => ['today', 'month', 'lastMonth', 'year'].map((period, i) => ({ period, count: i + 1, credits: (i + 1) * 100, amount: amounts[i]! }));

/** Serves every /bi read, keeping the bodies and queries each was asked with. */
function serveFigures() {
  const asked = { messages: [] as unknown[], credits: [] as unknown[], top: [] as unknown[], logs: [] as string[] };
  server.use(
    http.post(apiUrl('/super-admin/get-messages-per-day'), async ({ request }) => {
      asked.messages.push(await request.json());
      return HttpResponse.json({
        data: {
          fromDate: '26/03/2026',
          toDate: '27/03/2026',
          smsRoute: 'Simulator',
          days: [day('26/03/2026', { messages: 1500, delivered: 1200, notDelivered: 30, pending: 270, sms: 1400, overseasSms: 40, voice: 60 }), day('27/03/2026', { messages: 10, delivered: 10, sms: 10 })],
        },
      });
    }),
    http.post(apiUrl('/super-admin/get-credits-by-product'), async ({ request }) => {
      asked.credits.push(await request.json());
      return HttpResponse.json({ data: [{ service: 'sms', sold: 5000, used: 1260 }, { service: 'voice', sold: 0, used: 60 }] });
    }),
    http.post(apiUrl('/super-admin/get-top-10-data'), async ({ request }) => {
      const body = (await request.json()) as { service: string };
      asked.top.push(body);
      return HttpResponse.json({
        data: body.service === 'voice' ? [] : [{ rank: 1, userId: 501, username: 'dana', companyName: 'Dana Flowers', messages: 1200, campaigns: 3, credits: 1300, amount: 450.5 }],
      });
    }),
    http.get(apiUrl('/super-admin/sum-logs'), ({ request }) => {
      asked.logs.push(new URL(request.url).search);
      return HttpResponse.json({ data: { fromDate: '26/03/2026', toDate: '27/03/2026', rows: [{ date: '26/03/2026', action: 'ok', count: 40 }, { date: '26/03/2026', action: 'wrongPassword', count: 3 }, { date: '27/03/2026', action: 'ok', count: 12 }] } });
    }),
    http.get(apiUrl('/super-admin/sum-cash'), () => HttpResponse.json({ data: { figures: figures([1200, 35000, 41000, 380000]), byPaymentType: { card: 300000, postpaid: 50000, bank: 30000 } } })),
    http.get(apiUrl('/super-admin/quantity-relo'), () => HttpResponse.json({ data: { figures: figures([100, 2000, 2500, 30000]), byService: { sms: 100 } } })),
    http.get(apiUrl('/super-admin/profiles'), () => HttpResponse.json({ data: { total: 320, active: 300, inactive: 20, blocked: 9, newThisMonth: 4, byGroup: { 1: 300 }, byCustomerType: { 0: 320 } } })),
    http.get(apiUrl('/super-admin/top-10'), () => HttpResponse.json({ data: [{ rank: 1, userId: 501, username: 'dana', companyName: 'Dana Flowers', messages: 1200, campaigns: 3, credits: 1300, amount: 0 }] })),
    http.get(apiUrl('/super-admin/credits-whatsApp'), () => HttpResponse.json({ data: { sold: 1000, used: 400, remaining: 600, lowBalanceAccounts: [{ userId: 7, username: 'x', creditsLeftWA: 5 }] } })),
    http.get(apiUrl('/super-admin/whatsApp-status'), () => HttpResponse.json({ data: { totalAccounts: 0, byStatus: {}, accounts: [] } })),
  );
  return asked;
}

const renderPage = (language: Language = 'en') =>
  renderWithProviders(<BiPage />, { route: '/bi', path: '/bi', preloadedState: { ...sessionFor({ group: 5 }), preferences: { language, theme: 'light' } } });

const cellsOf = (table: HTMLElement, rowText: string) => within(within(table).getByText(rowText).closest('tr')!).getAllByRole('cell').map((c) => c.textContent);

beforeEach(() => jest.mocked(downloadFile).mockClear());

test('headline figures, and every chart with its table: messages by status and by route, credits by product, sign-ins, money and reloads', async () => {
  const asked = serveFigures();
  renderPage();
  const byStatus = await screen.findByRole('table', { name: 'Messages per day by status' });
  await waitFor(() => expect(cellsOf(byStatus, '26/03/2026')).toEqual(['26/03/2026', '1,200', '30', '270']));
  expect(screen.getByRole('img', { name: 'Messages per day by status: Delivered 1,210, Not delivered 30, Pending 270' })).toBeInTheDocument();
  expect(cellsOf(screen.getByRole('table', { name: 'Messages per day by route' }), '26/03/2026')).toEqual(['26/03/2026', '1,400', '40', '60', '0']);
  expect(within(screen.getByRole('table', { name: 'Messages per day by route' })).getByText('SMS (Simulator)')).toBeInTheDocument();
  await waitFor(() => expect(cellsOf(screen.getByRole('table', { name: 'Credits sold and used by product' }), 'Voice')).toEqual(['Voice', '0', '60']));
  await waitFor(() => expect(cellsOf(screen.getByRole('table', { name: 'Sign-ins per day' }), '26/03/2026')).toEqual(['26/03/2026', '40', '3']));
  await waitFor(() => expect(cellsOf(screen.getByRole('table', { name: 'Money received (before VAT)' }), 'Last month')).toEqual(['Last month', '₪41,000.00']));
  expect(cellsOf(screen.getByRole('table', { name: 'Credit reloads' }), 'This year')).toEqual(['This year', '4', '400']);
  expect(cellsOf(screen.getByRole('table', { name: 'This year by payment type' }), 'Postpaid')).toEqual(['Postpaid', '₪50,000.00']);
  // Headline.
  const headline = screen.getByRole('region', { name: 'Headline figures' });
  expect(await within(headline).findByText('₪1,200.00')).toBeInTheDocument();
  expect(within(headline).getByText('₪380,000.00')).toBeInTheDocument();
  expect(within(headline).getByText('300 active, 9 blocked, 4 new this month')).toBeInTheDocument();
  expect(within(headline).getByText('Dana Flowers')).toBeInTheDocument();
  expect(within(headline).getByText('1,000 sold, 400 used; 1 accounts below 10%')).toBeInTheDocument();
  // The default period: the last 30 days, today included, asked of each period read.
  expect(asked.messages[0]).toEqual(asked.credits[0]);
  const { fromDate, toDate } = asked.messages[0] as { fromDate: string; toDate: string };
  const [d, m, y] = fromDate.split('/').map(Number);
  const [d2, m2, y2] = toDate.split('/').map(Number);
  expect(Math.round((Date.UTC(y2!, m2! - 1, d2!) - Date.UTC(y!, m! - 1, d!)) / 86_400_000)).toBe(29);
  expect(asked.logs[0]).toBe(`?fromDate=${encodeURIComponent(fromDate)}&toDate=${encodeURIComponent(toDate)}`);
});

test('a chart downloads its table as CSV (with the byte-order mark)', async () => {
  serveFigures();
  renderPage();
  await screen.findByRole('table', { name: 'Messages per day by route' });
  await user().click(screen.getByRole('button', { name: 'Download CSV: Messages per day by route' }));
  const [csv, name] = jest.mocked(downloadFile).mock.calls[0]!;
  expect(name).toBe('messages-by-route.csv');
  expect(csv).toBe('\uFEFFDay,SMS (Simulator),SMS abroad,Voice calls,WhatsApp\r\n26/03/2026,1400,40,60,0\r\n27/03/2026,10,0,0,0');
});

test('the top 10 customers: by service and measure over the period, and said when none', async () => {
  const asked = serveFigures();
  renderPage();
  const top = await screen.findByRole('table', { name: 'Top 10 customers' });
  await waitFor(() => expect(cellsOf(top, 'Dana Flowers (dana)')).toEqual(['1', 'Dana Flowers (dana)', '1,200', '3', '1,300', '₪450.50']));
  expect(asked.top[0]).toMatchObject({ service: 'sms', orderBy: 'messages' });
  const u = user();
  await u.click(screen.getByRole('combobox', { name: 'Service' }));
  await u.click(await screen.findByTitle('Voice'));
  expect(await within(top).findByText('No customer sent or bought anything of this service in the period.')).toBeInTheDocument();
  expect(asked.top.at(-1)).toMatchObject({ service: 'voice', orderBy: 'messages', fromDate: (asked.messages[0] as { fromDate: string }).fromDate });
});

test('choosing a period asks every period read for it', async () => {
  const asked = serveFigures();
  renderPage();
  await screen.findByRole('table', { name: 'Messages per day by status' });
  const u = user();
  await u.click(screen.getAllByPlaceholderText('From')[0]!);
  await u.click(await screen.findByText('Last 7 days'));
  await waitFor(() => expect(asked.messages.length).toBeGreaterThanOrEqual(2));
  const { fromDate, toDate } = asked.messages.at(-1) as { fromDate: string; toDate: string };
  const [d, m, y] = fromDate.split('/').map(Number);
  const [d2, m2, y2] = toDate.split('/').map(Number);
  expect(Math.round((Date.UTC(y2!, m2! - 1, d2!) - Date.UTC(y!, m! - 1, d!)) / 86_400_000)).toBe(6);
  await waitFor(() => expect(asked.credits.at(-1)).toEqual({ fromDate, toDate }));
  await waitFor(() => expect(asked.top.at(-1)).toMatchObject({ fromDate, toDate }));
  await waitFor(() => expect(asked.logs.at(-1)).toContain(encodeURIComponent(fromDate)));
});

test('Hebrew: right to left, the texts in Hebrew', async () => {
  serveFigures();
  renderPage('he');
  expect(await screen.findByRole('table', { name: 'הודעות ליום לפי סטטוס' })).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(screen.getByRole('heading', { name: 'העסק במבט אחד' })).toBeInTheDocument();
});

test('who may open the page: super-administrators only (its calls are theirs), not the deny list', () => {
  const rule = routeByName.get('bi')!.rule;
  const rules = { managementDenyUserIds: [28], errorsPageUserIds: [18] };
  const viewer = (who: Parameters<typeof sessionFor>[0]) => ({ user: sessionFor(who).session!.user, mode: 'text' as const, rules });
  expect(refusalOf(viewer({ group: 5 }), rule)).toBeNull();
  expect(refusalOf(viewer({ group: 5, userId: 28 }), rule)).toBe('forbidden');
  expect(refusalOf(viewer({ group: 2 }), rule)).toBe('forbidden');
  expect(refusalOf(viewer({ group: 3 }), rule)).toBe('forbidden');
  expect(refusalOf(viewer({ group: 1 }), rule)).toBe('forbidden');
});
