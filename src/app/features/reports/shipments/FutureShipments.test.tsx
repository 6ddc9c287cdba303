import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShipments, serveJson, serveShipments } from './testData';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

test('rescheduling sends the new time of the shipment and reads the report again', async () => {
  const pages = serveShipments('future-shipments-report');
  const asked = serveJson({ '/reports/update-date-campaign': { status: 1 } });
  renderShipments('future', '/future-shipments-report');
  await screen.findByText('Spring sale');
  await user().click(within(rowOf('Spring sale')).getByRole('button', { name: 'Reschedule Spring sale' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Change the send time')).toBeInTheDocument();
  const picker = within(dialog).getByRole('textbox', { name: 'New send time' });
  expect(picker).toHaveValue('10/03/2030 09:30');
  await user().clear(picker);
  await user().type(picker, '11/03/2030 14:45{Enter}');
  await user().click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(asked['/reports/update-date-campaign']).toEqual([{ campaignId: 7, shipmentId: 11, sendDate: '11/03/2030 14:45' }]));
  await waitFor(() => expect(pages.length).toBe(2));
});

test('deleting asks first, then deletes the campaign', async () => {
  serveShipments('future-shipments-report');
  const asked = serveJson({ '/campaigns/delete-campaign': { status: 1 } });
  renderShipments('future', '/future-shipments-report');
  await screen.findByText('Spring sale');
  await user().click(within(rowOf('Summer')).getByRole('button', { name: 'Delete Summer' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Delete the shipment "Summer"? It will not be sent.')).toBeInTheDocument();
  expect(asked['/campaigns/delete-campaign']).toBeUndefined();
  await user().click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(asked['/campaigns/delete-campaign']).toEqual([{ campaignId: 8 }]));
});

test('in Hebrew the future shipments page is right to left', async () => {
  serveShipments('future-shipments-report');
  renderShipments('future', '/future-shipments-report', '', 'he');
  await screen.findByText('Spring sale');
  expect(document.documentElement.dir).toBe('rtl');
  expect(screen.getByRole('heading', { name: 'דיוורים עתידיים' })).toBeInTheDocument();
  expect(within(rowOf('Spring sale')).getByRole('button', { name: 'שינוי מועד Spring sale' })).toBeInTheDocument();
});

test.each([
  ['future', 'future-shipments-report'],
  ['waiting', 'waiting-shipments-report'],
] as const)('the %s report asks for every send still to go by default, not the last 60 days (a campaign for tomorrow is found)', async (kind, routeName) => {
  const asked = serveShipments(routeName);
  const { router } = renderShipments(kind, `/${routeName}`);
  await screen.findByText('Spring sale');
  expect(asked.at(-1)).toEqual({ page: 1, pageSize: 50 });
  expect(router.state.location.search).toBe('');
});
