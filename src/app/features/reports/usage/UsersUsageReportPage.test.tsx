import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { GetOverseasBillingApiArg, GetReportPageApiArg } from '../../../api/generated/reports';
import type { Language } from '../../../state/preferences';
import { renderWithProviders, sessionFor } from '../../../test/render';
import { apiUrl, server } from '../../../test/server';
import UsageMonthPage from './UsageMonthPage';
import UsersUsageReportPage from './UsersUsageReportPage';
import { overseasBilling, usageAnswer, usageRows } from './testData';

function serveUsage() {
  const asked: GetReportPageApiArg['body'][] = [];
  server.use(
    http.post(apiUrl('/reports/users-usage-report'), async ({ request }) => {
      const body = (await request.json()) as GetReportPageApiArg['body'];
      asked.push(body);
      const rows = body.month ? usageRows.filter((r) => r.month === body.month && r.year === body.year) : usageRows;
      return HttpResponse.json(usageAnswer(rows, body.page));
    }),
  );
  return asked;
}

const monthRoute = { path: '/users-usage-report/:month/:year', element: <UsageMonthPage /> };

function renderUsage(route: string, language: Language = 'en') {
  return renderWithProviders(<UsersUsageReportPage />, {
    route,
    path: '/users-usage-report',
    extraRoutes: [monthRoute],
    preloadedState: { ...sessionFor(), preferences: { language, theme: 'light' } },
  });
}

const rowOf = (text: string) => screen.getAllByText(text)[0].closest('tr') as HTMLElement;
const user = () => userEvent.setup({ pointerEventsCheck: 0 });

test("asks for the URL's period, shows each user's month with thousands separators and the totals", async () => {
  const asked = serveUsage();
  renderUsage('/users-usage-report?fromDate=01/01/2025&toDate=28/02/2025&sortField=sms&sortOrder=desc');
  expect(await screen.findByRole('heading', { name: 'Usage by user' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Usage per user and month' });
  const dana = within(table).getByText('12,345').closest('tr') as HTMLElement;
  expect(within(dana).getByText('Dana Levi')).toBeInTheDocument();
  expect(within(dana).getByText('20,000')).toBeInTheDocument();
  expect(within(dana).getByText('20,010')).toBeInTheDocument();
  const totals = within(table).getByText('Total').closest('tr') as HTMLElement;
  expect(within(totals).getByText('16,345')).toBeInTheDocument();
  expect(within(totals).getByText('24,519')).toBeInTheDocument();
  expect(asked).toContainEqual({ fromDate: '01/01/2025', toDate: '28/02/2025', page: 1, pageSize: 50, sortField: 'sms', sortOrder: 'desc' });
  // The chart reads the whole period at once.
  expect(asked).toContainEqual({ fromDate: '01/01/2025', toDate: '28/02/2025', page: 1, pageSize: 1000 });
});

test('draws a bar per month, summarized for screen readers', async () => {
  serveUsage();
  const { container } = renderUsage('/users-usage-report?fromDate=01/01/2025&toDate=28/02/2025');
  // Found by its role attribute: a role query over the whole table is slow on a busy machine.
  await waitFor(() => expect(container.querySelector('svg[role="img"]')).not.toBeNull());
  const chart = container.querySelector('svg[role="img"]') as unknown as HTMLElement;
  expect(chart).toHaveAttribute('aria-label', 'Messages per month: Messages 16,345, Overseas messages 12, Voice calls 7, WhatsApp 5');
  expect(within(chart).getByText('01/2025')).toBeInTheDocument();
  expect(within(chart).getByText('02/2025')).toBeInTheDocument();
  expect(container.querySelectorAll('rect[data-series="sms"]')).toHaveLength(2);
});

test("a month's link opens that month's usage per user", async () => {
  const asked = serveUsage();
  const { router } = renderUsage('/users-usage-report?fromDate=01/01/2025&toDate=28/02/2025');
  await screen.findByText('12,345');
  await user().click(screen.getAllByRole('link', { name: 'Usage in 02/2025' })[0]);
  await waitFor(() => expect(router.state.location.pathname).toBe('/users-usage-report/2/2025'));
  expect(await screen.findByRole('heading', { name: 'Usage in 02/2025' })).toBeInTheDocument();
  await waitFor(() => expect(asked).toContainEqual({ page: 1, pageSize: 50, month: 2, year: 2025 }));
  expect(await screen.findByText('1,500')).toBeInTheDocument();
  expect(screen.queryByText('12,345')).not.toBeInTheDocument();
});

test("the month's overseas billing tab shows countries, rates, amounts and totals", async () => {
  serveUsage();
  const billingAsked: GetOverseasBillingApiArg['body'][] = [];
  server.use(
    http.post(apiUrl('/reports/get-overseas-billing'), async ({ request }) => {
      billingAsked.push((await request.json()) as GetOverseasBillingApiArg['body']);
      return HttpResponse.json({ data: overseasBilling });
    }),
  );
  const { router } = renderWithProviders(<UsageMonthPage />, {
    route: '/users-usage-report/1/2025',
    path: '/users-usage-report/:month/:year',
    preloadedState: { ...sessionFor(), preferences: { language: 'en', theme: 'light' } },
  });
  await screen.findByText('12,345');
  await user().click(screen.getByRole('tab', { name: 'Overseas billing' }));
  await waitFor(() => expect(router.state.location.search).toBe('?tab=overseas'));
  const table = await screen.findByRole('table', { name: 'Overseas billing' });
  const us = within(table).getByText('United States').closest('tr') as HTMLElement;
  expect(within(us).getByText('+1')).toBeInTheDocument();
  expect(within(us).getByText('1,200')).toBeInTheDocument();
  expect(within(us).getByText('₪525.00')).toBeInTheDocument();
  const totals = within(table).getByText('Total').closest('tr') as HTMLElement;
  expect(within(totals).getByText('1,500')).toBeInTheDocument();
  expect(within(totals).getByText('1,800')).toBeInTheDocument();
  expect(within(totals).getByText('₪645.00')).toBeInTheDocument();
  expect(billingAsked).toEqual([{ month: 1, year: 2025 }]);
});

test('in Hebrew the page reads right to left', async () => {
  serveUsage();
  const { container } = renderUsage('/users-usage-report?fromDate=01/01/2025&toDate=28/02/2025', 'he');
  expect(await screen.findByRole('heading', { name: 'שימוש לפי משתמש' })).toBeInTheDocument();
  expect(document.documentElement.dir).toBe('rtl');
  await waitFor(() => expect(container.querySelector('svg[role="img"]')?.getAttribute('aria-label')).toMatch(/^הודעות לפי חודש:/));
  expect(rowOf('Avi Cohen')).toBeInTheDocument();
});
