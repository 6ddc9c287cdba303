import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { GetLinkUniqDataApiArg, GetReportPageApiArg } from '../../../api/generated/reports';
import type { Language } from '../../../state/preferences';
import { downloadFile } from '../../../ui/downloadFile';
import { renderWithProviders, sessionFor } from '../../../test/render';
import { apiUrl, server } from '../../../test/server';
import ClickReportPage from './ClickReportPage';
import { clickAnswer, clickRows, linkUniqData } from './testData';

jest.mock('../../../ui/downloadFile', () => ({ downloadFile: jest.fn() }));

function serveClicks() {
  const asked: GetReportPageApiArg['body'][] = [];
  const details: GetLinkUniqDataApiArg['body'][] = [];
  server.use(
    http.post(apiUrl('/reports/click-report'), async ({ request }) => {
      const body = (await request.json()) as GetReportPageApiArg['body'];
      asked.push(body);
      return HttpResponse.json(clickAnswer(clickRows, body.page));
    }),
    http.post(apiUrl('/reports/get-link-uniq-data'), async ({ request }) => {
      const body = (await request.json()) as GetLinkUniqDataApiArg['body'];
      details.push(body);
      return HttpResponse.json({ data: linkUniqData(body.page) });
    }),
  );
  return { asked, details };
}

function renderPage(route: string, language: Language = 'en') {
  return renderWithProviders(<ClickReportPage />, {
    route,
    path: '/click-report',
    preloadedState: { ...sessionFor(), preferences: { language, theme: 'light' } },
  });
}

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
/** The drawer, found by its title (antd's drawer names no dialog). */
async function findDrawer(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title);
  return heading.closest('[role="dialog"]') as HTMLElement;
}
const rowOf = (scope: HTMLElement, text: string) => within(scope).getByText(text).closest('tr') as HTMLElement;

test("asks for the URL's filters and shows each campaign's clicks with thousands separators", async () => {
  const { asked } = serveClicks();
  renderPage('/click-report?fromDate=01/03/2025&toDate=30/04/2025&campaignId=7&sortField=clicks&sortOrder=desc');
  expect(await screen.findByRole('heading', { name: 'Link clicks' })).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'Campaigns with tracked links' });
  const spring = rowOf(table, 'Spring sale');
  expect(within(spring).getByText('12,000')).toBeInTheDocument();
  expect(within(spring).getByText('4,321')).toBeInTheDocument();
  expect(within(spring).getByText('2,100')).toBeInTheDocument();
  expect(within(spring).getByText('01/03/2025 09:00')).toBeInTheDocument();
  expect(asked[0]).toEqual({ fromDate: '01/03/2025', toDate: '30/04/2025', campaignId: 7, page: 1, pageSize: 50, sortField: 'clicks', sortOrder: 'desc' });
});

test("a campaign's details show bots and previews apart from the clicks, the chart, the links and who clicked", async () => {
  const { details } = serveClicks();
  const { router } = renderPage('/click-report?fromDate=01/03/2025&toDate=30/04/2025');
  await screen.findByText('Spring sale');
  await user().click(within(rowOf(screen.getByRole('table', { name: 'Campaigns with tracked links' }), 'Spring sale')).getByRole('button', { name: /Details/ }));
  await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('details')).toBe('7'));
  const drawer = await findDrawer('Clicks: Spring sale');
  await within(drawer).findByText('Who clicked');
  expect(details[0]).toEqual({ campaignId: 7, page: 1, pageSize: 20 });

  const apart = within(drawer).getByRole('region', { name: 'Not counted as clicks' });
  expect(within(apart).getByText('Bot visits')).toBeInTheDocument();
  expect(within(apart).getByText('1,234')).toBeInTheDocument();
  expect(within(apart).getByText('56')).toBeInTheDocument();
  expect(within(apart).queryByText('4,321')).not.toBeInTheDocument();

  const chart = drawer.querySelector('svg[role="img"]');
  expect(chart).toHaveAttribute('aria-label', 'Clicks over time: Clicks 4,321');

  const links = within(drawer).getByRole('table', { name: 'The campaign’s links' });
  expect(within(rowOf(links, 'https://shop.example.com/spring')).getByText('2,100')).toBeInTheDocument();
  const clickers = within(drawer).getByRole('table', { name: 'Recipients who clicked' });
  expect(within(rowOf(clickers, '0501234567')).getByText('01/03/2025 09:05')).toBeInTheDocument();

  await user().click(within(drawer).getByRole('listitem', { name: '2' }));
  await waitFor(() => expect(details).toContainEqual({ campaignId: 7, page: 2, pageSize: 20 }));
  expect(await within(drawer).findByText('0549998888')).toBeInTheDocument();
  expect(new URLSearchParams(router.state.location.search).get('clickersPage')).toBe('2');
});

test("downloading who clicked fetches the file with the link's hash and the session's token", async () => {
  serveClicks();
  let asked: URL | null = null;
  let authorization: string | null = null;
  server.use(
    http.get(apiUrl('/download/clicks-report'), ({ request }) => {
      asked = new URL(request.url);
      authorization = request.headers.get('authorization');
      return new HttpResponse('\uFEFFphone,clicks\n0501234567,3\n', { headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="clicks-spring.csv"' } });
    }),
  );
  renderPage('/click-report?details=7');
  const drawer = await findDrawer('Clicks: Spring sale');
  await user().click(await within(drawer).findByRole('button', { name: /Download who clicked \(CSV\)/ }));
  await waitFor(() => expect(downloadFile).toHaveBeenCalled());
  expect(asked!.searchParams.get('hash')).toBe('abc123');
  expect(asked!.searchParams.get('type')).toBe('personalLink');
  expect(asked!.searchParams.get('format')).toBe('csv');
  expect(authorization).toBe('Bearer test-token');
  const [content, name] = jest.mocked(downloadFile).mock.calls[0];
  expect(name).toBe('clicks-spring.csv');
  expect(await (content as Blob).text()).toContain('0501234567,3');
});

test('in Hebrew the page reads right to left', async () => {
  serveClicks();
  renderPage('/click-report', 'he');
  expect(await screen.findByRole('heading', { name: 'הקלקות על קישורים' })).toBeInTheDocument();
  expect(document.documentElement.dir).toBe('rtl');
});
