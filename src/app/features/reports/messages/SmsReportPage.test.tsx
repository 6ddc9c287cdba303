import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSmsReport } from './renderSmsReport';
import { counts, serveSmsReport } from './testData';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

test('the URL\'s filters, page and sort go into the report and the counts requests', async () => {
  const served = serveSmsReport();
  renderSmsReport('?fromDate=01/02/2025&toDate=10/02/2025&status=delivered&campaignId=7&sender=Shop&page=2&sortField=sentOn&sortOrder=desc');
  await screen.findByText('0501234567');
  expect(served.pages.at(-1)).toEqual({ fromDate: '01/02/2025', toDate: '10/02/2025', status: 'delivered', campaignId: 7, sender: 'Shop', page: 2, pageSize: 50, sortField: 'sentOn', sortOrder: 'desc' });
  expect(served.counts.at(-1)).toEqual({ fromDate: '01/02/2025', toDate: '10/02/2025', status: 'delivered', campaignId: 7, sender: 'Shop', reportName: 'sms-report' });
});

test('rows show translated statuses and the counts show thousands separators', async () => {
  serveSmsReport();
  renderSmsReport();
  const table = await screen.findByRole('table');
  await within(table).findByText('0501234567');
  expect(within(table).getByText('Not delivered')).toBeInTheDocument();
  expect(within(table).getByText('Kosher number')).toBeInTheDocument();
  const summary = await screen.findByRole('region', { name: 'Messages by status' });
  expect(within(summary).getByText('Total: 12,345 messages')).toBeInTheDocument();
  expect(within(summary).getByText('Parts: 23,456')).toBeInTheDocument();
  expect(within(summary).getByText('Delivered: 12,000')).toBeInTheDocument();
});

test('searching a number writes it to the URL, back to page 1, and asks again', async () => {
  const served = serveSmsReport();
  const { router } = renderSmsReport('?page=3');
  await screen.findByText('0501234567');
  await user().type(screen.getByRole('searchbox', { name: 'Number' }), '050-123{Enter}');
  await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('phone')).toBe('050123'));
  expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull();
  await waitFor(() => expect(served.pages.at(-1)).toEqual({ phone: '050123', page: 1, pageSize: 50 }));
  expect(screen.getByText('A search by number covers up to 45 days.')).toBeInTheDocument();
});

test('a number search shortens a period longer than 45 days', async () => {
  const served = serveSmsReport();
  const { router } = renderSmsReport('?fromDate=01/01/2025&toDate=31/03/2025');
  await screen.findByText('0501234567');
  await user().type(screen.getByRole('searchbox', { name: 'Number' }), '0501234567{Enter}');
  await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('fromDate')).toBe('14/02/2025'));
  await waitFor(() => expect(served.pages.at(-1)).toMatchObject({ fromDate: '14/02/2025', toDate: '31/03/2025', phone: '0501234567' }));
});

test('choosing a status filters by it', async () => {
  const served = serveSmsReport();
  const { router } = renderSmsReport();
  await screen.findByText('0501234567');
  await user().click(screen.getByRole('combobox', { name: 'Status' }));
  await user().click(await screen.findByTitle('Not delivered (all)'));
  await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('status')).toBe('failed'));
  await waitFor(() => expect(served.counts.at(-1)).toEqual({ status: 'failed', reportName: 'sms-report' }));
});

test('sorting by a column goes to the URL and the request', async () => {
  const served = serveSmsReport();
  const { router } = renderSmsReport();
  await screen.findByText('0501234567');
  await user().click(screen.getByRole('columnheader', { name: /Parts/ }));
  await waitFor(() => expect(router.state.location.search).toContain('sortField=parts&sortOrder=asc'));
  await waitFor(() => expect(served.pages.at(-1)).toEqual({ page: 1, pageSize: 50, sortField: 'parts', sortOrder: 'asc' }));
});

test('a report too large for the page is offered by e-mail', async () => {
  serveSmsReport({ count: { ...counts, tooLargeToShow: true } });
  renderSmsReport();
  expect(await screen.findByRole('button', { name: 'Send to my e-mail' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Export to CSV' })).not.toBeInTheDocument();
});

test('in Hebrew the page is right to left with Hebrew status names', async () => {
  serveSmsReport();
  renderSmsReport('', 'he');
  await screen.findByText('0501234567');
  expect(document.documentElement.dir).toBe('rtl');
  expect(screen.getByRole('heading', { name: 'דוח הודעות' })).toBeInTheDocument();
  expect(within(screen.getByRole('table')).getByText('לא הגיע ליעדו')).toBeInTheDocument();
});

test('in Hebrew, mixed Hebrew and English user content keeps its own direction (issue 13)', async () => {
  const mixed = { id: 9, status: 'delivered' as const, parts: 1, sender: 'Shop חנות', destination: '0501234567', message: 'Sale 50% מבצע היום', campaignId: 8, campaignName: 'Pesach מבצע 2026', sentOn: '03/02/2025 10:15' };
  serveSmsReport({ rows: [mixed] });
  renderSmsReport('', 'he');
  const table = await screen.findByRole('table');
  for (const text of ['Shop חנות', 'Sale 50% מבצע היום', 'Pesach מבצע 2026']) {
    const cell = await within(table).findByText(text);
    // The text sits in its own bidi-isolated run whose direction is its own first letter's.
    expect(cell.closest('bdi')).toHaveAttribute('dir', 'auto');
  }
});
