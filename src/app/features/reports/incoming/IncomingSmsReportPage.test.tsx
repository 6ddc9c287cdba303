import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { GetReportPageApiArg } from '../../../api/generated/reports';
import type { Language } from '../../../state/preferences';
import { renderWithProviders, sessionFor } from '../../../test/render';
import { apiUrl, server } from '../../../test/server';
import IncomingSmsReportPage from './IncomingSmsReportPage';
import { incomingAnswer, incomingRows } from './testData';

function serveIncoming(total = incomingRows.length) {
  const asked: GetReportPageApiArg['body'][] = [];
  server.use(
    http.post(apiUrl('/reports/incoming-sms-report'), async ({ request }) => {
      const body = (await request.json()) as GetReportPageApiArg['body'];
      asked.push(body);
      return HttpResponse.json(incomingAnswer(incomingRows, body.page, total));
    }),
  );
  return asked;
}

function renderPage(route: string, language: Language = 'en') {
  return renderWithProviders(<IncomingSmsReportPage />, {
    route,
    path: '/incoming-sms-report',
    preloadedState: { ...sessionFor(), preferences: { language, theme: 'light' } },
  });
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const user = () => userEvent.setup({ pointerEventsCheck: 0 });

test("asks for the URL's filters, page and sort", async () => {
  const asked = serveIncoming();
  renderPage('/incoming-sms-report?fromDate=01/01/2025&toDate=31/01/2025&phone=0501234567&campaignId=7&page=2&sortField=receivedOn&sortOrder=desc');
  await screen.findByText('0501234567');
  expect(asked[0]).toEqual({ fromDate: '01/01/2025', toDate: '31/01/2025', phone: '0501234567', campaignId: 7, page: 2, pageSize: 50, sortField: 'receivedOn', sortOrder: 'desc' });
});

test('shows each reply with its numbers, date, campaign, the unsubscribe requests and a link to the chat', async () => {
  serveIncoming(1234);
  renderPage('/incoming-sms-report');
  expect(await screen.findByRole('heading', { name: 'Incoming messages' })).toBeInTheDocument();
  const first = rowOf('כן, מעוניין');
  expect(within(first).getByText('0501234567')).toBeInTheDocument();
  expect(within(first).getByText('03/02/2025 10:15')).toBeInTheDocument();
  expect(within(first).getByText('Spring sale')).toBeInTheDocument();
  expect(within(first).queryByText('Asked to unsubscribe')).not.toBeInTheDocument();
  expect(within(first).getByRole('link', { name: /Open chat/ })).toHaveAttribute('href', '/chat/7?destination=501234567');
  expect(within(rowOf('STOP')).getByText('Asked to unsubscribe')).toBeInTheDocument();
  // A reply that answers no known campaign has no chat to open.
  expect(within(rowOf('Who is this?')).queryByRole('link')).not.toBeInTheDocument();
  expect(screen.getByText('Incoming messages: 1,234')).toBeInTheDocument();
});

test('a number filter goes to the URL and asks again from the first page', async () => {
  const asked = serveIncoming();
  const { router } = renderPage('/incoming-sms-report?fromDate=01/02/2025&toDate=10/02/2025&page=3');
  await screen.findByText('0501234567');
  await user().type(screen.getByRole('searchbox', { name: 'Number' }), '052-1111111{enter}');
  await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('phone')).toBe('0521111111'));
  expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull();
  await waitFor(() => expect(asked).toContainEqual({ fromDate: '01/02/2025', toDate: '10/02/2025', phone: '0521111111', page: 1, pageSize: 50 }));
});

test('an empty period says so', async () => {
  server.use(http.post(apiUrl('/reports/incoming-sms-report'), () => HttpResponse.json(incomingAnswer([]))));
  renderPage('/incoming-sms-report');
  expect(await screen.findByText('No incoming messages match the filters.')).toBeInTheDocument();
});

test('in Hebrew the page reads right to left', async () => {
  serveIncoming();
  renderPage('/incoming-sms-report', 'he');
  expect(await screen.findByRole('heading', { name: 'הודעות נכנסות' })).toBeInTheDocument();
  expect(document.documentElement.dir).toBe('rtl');
  expect(within(rowOf('STOP')).getByText('ביקש/ה להסיר')).toBeInTheDocument();
});
