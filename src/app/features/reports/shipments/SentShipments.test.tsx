import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShipments, serveJson, serveShipments, shipments, statistic } from './testData';
import { israelToday } from '../../../ui/israelDay';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

test('the report covers the last 60 days by default and shows the rows with thousands separators', async () => {
  const asked = serveShipments('shipments-report');
  renderShipments('sent', '/shipments-report');
  await screen.findByText('Spring sale');
  // Israel's days, the API's: from 21:00/22:00 UTC Israel is on the next day already.
  expect(asked.at(-1)).toEqual({ fromDate: israelToday().subtract(60, 'day').format('DD/MM/YYYY'), toDate: israelToday().format('DD/MM/YYYY'), page: 1, pageSize: 50 });
  expect(within(rowOf('Spring sale')).getByText('1,235')).toBeInTheDocument();
  expect(within(rowOf('Spring sale')).getByText('03/02/2025 10:15')).toBeInTheDocument();
  expect(await screen.findByRole('progressbar', { name: 'Progress Spring sale' })).toHaveAttribute('aria-valuenow', '100');
});

test('a campaign filter goes to the URL and the request', async () => {
  const asked = serveShipments('shipments-report');
  const { router } = renderShipments('sent', '/shipments-report', '?fromDate=01/01/2025&toDate=31/01/2025');
  await screen.findByText('Spring sale');
  await user().type(screen.getByRole('searchbox', { name: 'Campaign ID' }), '7{Enter}');
  await waitFor(() => expect(router.state.location.search).toBe('?fromDate=01%2F01%2F2025&toDate=31%2F01%2F2025&campaignId=7'));
  await waitFor(() => expect(asked.at(-1)).toEqual({ fromDate: '01/01/2025', toDate: '31/01/2025', campaignId: 7, page: 1, pageSize: 50 }));
});

test('a shipment\'s statistics open as charts of its series', async () => {
  serveShipments('shipments-report');
  const asked = serveJson({
    '/reports/get-shipment-statistic': { shipment: shipments[0], statistic },
    '/reports/get-campaign-statistic': { campaignId: 7, statistic, shipments: [{ shipment: shipments[0], statistic }, { shipment: shipments[1], statistic: { delivered: 40 } }] },
  });
  renderShipments('sent', '/shipments-report');
  await screen.findByText('Spring sale');
  await user().click(within(rowOf('Spring sale')).getByRole('button', { name: 'Statistics Spring sale' }));
  const drawer = await screen.findByRole('dialog');
  expect(await within(drawer).findByRole('img', { name: 'Delivery over time: Delivered 1,200, Not delivered 30, Pending 5' })).toBeInTheDocument();
  expect(within(drawer).getByRole('img', { name: 'Clicks and replies: Clicks 310, Replies 12' })).toBeInTheDocument();
  expect(await within(drawer).findByRole('img', { name: 'Per shipment: Delivered 1,240, Not delivered 30, Pending 5' })).toBeInTheDocument();
  expect(asked['/reports/get-shipment-statistic']).toEqual([{ shipmentId: 11 }]);
  expect(asked['/reports/get-campaign-statistic']).toEqual([{ campaignId: 7 }]);
});

test('resend reads the not-delivered recipients, uploads them and opens the composer with the same message', async () => {
  serveShipments('shipments-report');
  const asked = serveJson({
    '/reports/sms-report': { status: 1, rows: [{ id: 1, destination: '0521111111', status: 'notDelivered' }, { id: 2, destination: '0531234567', status: 'blocked' }], pageInfo: { total: 2, page: 1, pageSize: 1000 } },
    '/upload-pasted-numbers': { status: 1, destination: { type: 'upl_contacts', upload_id: 55, count: 2, name: 'pasted' } },
  });
  renderShipments('sent', '/shipments-report');
  await screen.findByText('Spring sale');
  await user().click(within(rowOf('Spring sale')).getByRole('button', { name: 'Resend to those who did not receive it Spring sale' }));
  const state = await screen.findByTestId('composer-state');
  expect(JSON.parse(state.textContent ?? '')).toEqual({ resend: { uploadId: 55, count: 2, message: 'Sale today' } });
  expect(asked['/reports/sms-report']).toEqual([{ campaignId: 7, status: 'failed', fromDate: '03/02/2025', toDate: '03/02/2025', page: 1, pageSize: 1000 }]);
  expect(asked['/upload-pasted-numbers']).toEqual([{ rows: [{ phone: '0521111111' }, { phone: '0531234567' }] }]);
});

test("a sent shipment's conversations open in its chat", async () => {
  serveShipments('shipments-report');
  const { router } = renderShipments('sent', '/shipments-report');
  await screen.findByText('Spring sale');
  await user().click(within(rowOf('Spring sale')).getByRole('button', { name: 'Conversations with the recipients Spring sale' }));
  await waitFor(() => expect(router.state.location.pathname).toBe(`/chat/${shipments[0]!.ID}`));
});
