import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callCounts, renderVoiceReport, serveVoiceReport } from './testData';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

test('the URL\'s filters, page and sort go into the voice-report and the counts requests', async () => {
  const served = serveVoiceReport();
  renderVoiceReport('?fromDate=01/02/2025&toDate=10/02/2025&status=busy&campaignId=7&page=2&sortField=listenedSeconds&sortOrder=desc');
  await screen.findByText('0501234567');
  expect(served.pages.at(-1)).toEqual({ fromDate: '01/02/2025', toDate: '10/02/2025', status: 'busy', campaignId: 7, page: 2, pageSize: 50, sortField: 'listenedSeconds', sortOrder: 'desc' });
  await waitFor(() => expect(served.counts.at(-1)).toEqual({ fromDate: '01/02/2025', toDate: '10/02/2025', status: 'busy', campaignId: 7, reportName: 'voice-report' }));
});

test('rows show the number, the translated call status, seconds listened, attempts, who hung up; the totals above', async () => {
  serveVoiceReport();
  renderVoiceReport();
  const table = await screen.findByRole('table', { name: 'Voice report' });
  await within(table).findByText('0501234567');
  expect(within(table).getByText('Answered')).toBeInTheDocument();
  expect(within(table).getByText('Busy')).toBeInTheDocument();
  expect(within(table).getByText('No answer')).toBeInTheDocument();
  expect(within(table).getByText('61 sec')).toBeInTheDocument();
  expect(within(table).getByText('Recipient hung up')).toBeInTheDocument();
  const summary = await screen.findByRole('region', { name: 'Calls by status' });
  expect(within(summary).getByText('Total: 12,345 calls')).toBeInTheDocument();
  expect(within(summary).getByText('Credits: 9,000')).toBeInTheDocument();
  expect(within(summary).getByText('No answer: 1,345')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Export to CSV' })).toBeEnabled();
});

test('choosing a call status filters by it', async () => {
  const served = serveVoiceReport();
  const { router } = renderVoiceReport();
  await screen.findByText('0501234567');
  await user().click(screen.getByRole('combobox', { name: 'Status' }));
  await user().click(await screen.findByTitle('No answer'));
  await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('status')).toBe('no-answer'));
  await waitFor(() => expect(served.pages.at(-1)).toEqual({ status: 'no-answer', page: 1, pageSize: 50 }));
});

test('a campaign opens its statistics: totals by status, the answers chart and its table', async () => {
  const served = serveVoiceReport();
  renderVoiceReport();
  await screen.findByText('0501234567');
  await user().click(screen.getAllByRole('button', { name: 'Statistics of Spring calls' })[0]);
  const drawer = await screen.findByRole('dialog');
  expect(await within(drawer).findByRole('img', { name: 'Answers over time: Answered 1,200, Not answered 300' })).toBeInTheDocument();
  expect(within(drawer).getByRole('img', { name: 'How long recipients listened: Calls 1,200' })).toBeInTheDocument();
  expect(served.durations.at(-1)).toEqual({ campaignId: 7 });
  const statuses = within(drawer).getByRole('list', { name: 'Calls by status' });
  expect(within(statuses).getByText('Answered: 1,200')).toBeInTheDocument();
  expect(within(statuses).getByText('Busy: 200')).toBeInTheDocument();
  expect(within(drawer).getByText('1,500')).toBeInTheDocument();
  // The same figures as a table, for whoever cannot read the chart.
  await user().click(within(drawer).getByRole('button', { name: /The figures as a table/ }));
  const overTime = await within(drawer).findByRole('table', { name: 'Answers over time' });
  expect(within(overTime).getByText('700')).toBeInTheDocument();
  expect(within(within(drawer).getByRole('table', { name: 'How long recipients listened' })).getByText('10–20 sec')).toBeInTheDocument();
});

test('a report too large for the page is offered by e-mail', async () => {
  serveVoiceReport({ count: { ...callCounts, tooLargeToShow: true } });
  renderVoiceReport();
  expect(await screen.findByRole('button', { name: 'Send to my e-mail' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Export to CSV' })).not.toBeInTheDocument();
});

test('in Hebrew the page and its drawer are right to left, in Hebrew', async () => {
  serveVoiceReport();
  renderVoiceReport('', 'he');
  await screen.findByText('0501234567');
  expect(document.documentElement.dir).toBe('rtl');
  expect(screen.getByRole('heading', { name: 'דוח קולי' })).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'דוח קולי' });
  expect(within(table).getByText('נענתה')).toBeInTheDocument();
  expect(within(table).getByText('תפוס')).toBeInTheDocument();
  await user().click(screen.getAllByRole('button', { name: 'סטטיסטיקה של Spring calls' })[0]);
  const drawer = await screen.findByRole('dialog');
  expect(await within(drawer).findByRole('img', { name: /^מענה לאורך זמן: נענו 1,200/ })).toBeInTheDocument();
});
