import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { downloadFile } from '../../../ui/downloadFile';
import type { Language } from '../../../state/preferences';
import type { AppServiceMode } from '../../../state/serviceMode';
import { renderWithProviders, sessionFor } from '../../../test/render';
import SmsReportPage from '../messages/SmsReportPage';
import { serveSmsReport } from '../messages/testData';
import { serveWaLog } from './testData';

jest.mock('../../../ui/downloadFile', () => ({ downloadFile: jest.fn() }));

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

/** /sms-report the way the router mounts it, in the given service mode. */
function renderReport(search = '', mode: AppServiceMode = 'whatsapp', language: Language = 'en') {
  return renderWithProviders(<SmsReportPage />, {
    route: `/sms-report${search}`,
    path: '/sms-report',
    preloadedState: { ...sessionFor({ permissions: [1, 2, 3, 4, 26] }), serviceMode: { mode }, preferences: { language, theme: 'light' } },
  });
}

test('in WhatsApp mode /sms-report asks get-wa-logs and the counts with the URL\'s filters and shows the rows', async () => {
  const served = serveWaLog();
  renderReport('?fromDate=01/02/2025&toDate=10/02/2025&sender=0521000000&phone=0501234567&status=failed&billed=false&campaignId=7');
  expect(await screen.findByRole('heading', { name: 'WhatsApp log' })).toBeInTheDocument();
  const table = await screen.findByRole('table');
  await within(table).findByText('Hi Dana, your order #77 is ready');
  const filters = { fromDate: '01/02/2025', toDate: '10/02/2025', source: '0521000000', destination: '0501234567', status: 'failed', billed: false, campaignId: 7 };
  expect(served.logs.at(-1)).toEqual({ ...Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, String(v)])), low: '0', high: '50' });
  expect(served.counts.at(-1)).toEqual(filters);
  // A failed message says why, in the words of errors.whatsapp.messageRejection.<n>; a template without its body says which template.
  expect(within(table).getByText('The message was not sent: the session is closed.')).toBeInTheDocument();
  expect(within(table).getByText('order_update')).toBeInTheDocument();
  expect(within(table).getAllByText('Outgoing')).toHaveLength(2);
  expect(within(table).getByText('Incoming')).toBeInTheDocument();
  expect(within(table).getAllByText('Not billed')).toHaveLength(2);
  // Numbers read left to right; the user's text keeps its own direction.
  expect(within(table).getAllByText('972501234567')[0].closest('bdi')).toHaveAttribute('dir', 'ltr');
  expect(within(table).getByText('תודה, thanks!').closest('bdi')).toHaveAttribute('dir', 'auto');
  // The date is written by date-fns in the page's language.
  expect(await within(table).findByText('3 Feb 2025 10:15')).toBeInTheDocument();
});

test('the WhatsApp counts show the total, the credits and each status', async () => {
  serveWaLog();
  renderReport();
  const summary = await screen.findByRole('region', { name: 'WhatsApp messages by status' });
  expect(within(summary).getByText('Total: 12,345 messages')).toBeInTheDocument();
  expect(within(summary).getByText('Credits: 2,000')).toBeInTheDocument();
  expect(within(summary).getByText('Read: 9,000')).toBeInTheDocument();
  expect(within(summary).getByText('Failed: 345')).toBeInTheDocument();
});

test('the next page asks the slice low..high and the billed filter goes to the URL and back to page 1', async () => {
  const served = serveWaLog({ count: 120 });
  const { router } = renderReport();
  await screen.findByText('Hi Dana, your order #77 is ready');
  expect(served.logs.at(-1)).toEqual({ low: '0', high: '50' });
  await user().click(screen.getByTitle('2'));
  await waitFor(() => expect(served.logs.at(-1)).toEqual({ low: '50', high: '100' }));
  await user().click(screen.getByRole('combobox', { name: 'Billed' }));
  await user().click(await screen.findByTitle('Billed'));
  await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('billed')).toBe('true'));
  expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull();
  await waitFor(() => expect(served.logs.at(-1)).toEqual({ billed: 'true', low: '0', high: '50' }));
  await waitFor(() => expect(served.counts.at(-1)).toEqual({ billed: true }));
});

test('in text mode /sms-report is still the messages report and never asks the WhatsApp log', async () => {
  const wa = serveWaLog();
  serveSmsReport();
  renderReport('', 'text');
  expect(await screen.findByRole('heading', { name: 'Messages report' })).toBeInTheDocument();
  await screen.findByText('0501234567');
  expect(wa.logs).toHaveLength(0);
  expect(wa.counts).toHaveLength(0);
});

test('in Hebrew the WhatsApp log is right to left with Hebrew statuses and reasons', async () => {
  serveWaLog();
  renderReport('', 'whatsapp', 'he');
  expect(await screen.findByRole('heading', { name: 'יומן וואטסאפ' })).toBeInTheDocument();
  expect(document.documentElement.dir).toBe('rtl');
  const table = await screen.findByRole('table');
  await within(table).findByText('Hi Dana, your order #77 is ready');
  expect(within(table).getByText('נקראה')).toBeInTheDocument();
  expect(within(table).getByText('נכשלה')).toBeInTheDocument();
  expect(within(table).getByText('ההודעה לא נשלחה: חלון השיחה נסגר.')).toBeInTheDocument();
});

test('the CSV export reads the filtered WhatsApp log by slices and writes translated cells', async () => {
  const served = serveWaLog();
  renderReport('?status=failed&campaignId=7');
  await screen.findByText('Hi Dana, your order #77 is ready');
  await user().click(screen.getByRole('button', { name: 'Export to CSV' }));
  await waitFor(() => expect(downloadFile).toHaveBeenCalled());
  const [csv, name] = jest.mocked(downloadFile).mock.calls[0];
  expect(name).toBe('whatsapp-log.csv');
  const lines = String(csv).split('\r\n');
  expect(lines[0]).toBe('\uFEFFDate,Our number,Customer,Direction,Type,Text,Status,Billed,Campaign');
  expect(lines[2]).toBe('3 Feb 2025 10:16,972521000000,972502222222,Outgoing,Template,order_update,Failed - The message was not sent: the session is closed.,Not billed,7');
  expect(lines).toHaveLength(4);
  expect(served.logs.filter((query) => query.high === '1000')).toEqual([{ status: 'failed', campaignId: '7', low: '0', high: '1000' }]);
});
