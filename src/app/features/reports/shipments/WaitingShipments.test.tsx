import { screen, within } from '@testing-library/react';
import { renderWithProviders, sessionFor } from '../../../test/render';
import { renderShipments, serveShipments } from './testData';
import WaitingShipmentsPage from './WaitingShipmentsPage';

test('the waiting report reads its own route and offers statistics only', async () => {
  const asked = serveShipments('waiting-shipments-report');
  renderShipments('waiting', '/waiting-shipments-report', '?fromDate=01/01/2025&toDate=31/01/2025');
  await screen.findByText('Spring sale');
  expect(asked.at(-1)).toEqual({ fromDate: '01/01/2025', toDate: '31/01/2025', page: 1, pageSize: 50 });
  expect(screen.getByRole('heading', { name: 'Shipments awaiting approval' })).toBeInTheDocument();
  const row = screen.getByText('Spring sale').closest('tr') as HTMLElement;
  expect(within(row).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Statistics Spring sale']);
});

test('each waiting send says why it waits: a due one after the campaign of its account that goes first', async () => {
  serveShipments('waiting-shipments-report', [
    { ID: 21, SHIPMENT_NAME: 'Second sale', MESSAGE: 'Sale', CAMPAIGN_ID: 21, recipients: 10, status: 'waiting', waitingReason: 'due', waitingFor: 20 },
    { ID: 22, SHIPMENT_NAME: 'Held sale', MESSAGE: 'Sale', CAMPAIGN_ID: 22, recipients: 10, status: 'waiting', waitingReason: 'held' },
    { ID: 23, SHIPMENT_NAME: 'Next sale', MESSAGE: 'Sale', CAMPAIGN_ID: 23, recipients: 10, status: 'waiting', waitingReason: 'due' },
  ]);
  renderWithProviders(<WaitingShipmentsPage />, { route: '/waiting-shipments-report', path: '/waiting-shipments-report', preloadedState: { ...sessionFor(), preferences: { language: 'en', theme: 'light' } } });
  const reasonOf = async (name: string) => {
    const row = (await screen.findByText(name)).closest('tr') as HTMLElement;
    const column = screen.getAllByRole('columnheader').findIndex((h) => h.textContent === 'Reason');
    return within(row).getAllByRole('cell')[column].textContent;
  };
  expect(await reasonOf('Second sale')).toBe('After campaign #20 of this account');
  expect(await reasonOf('Held sale')).toBe('Waiting for approval to send');
  expect(await reasonOf('Next sale')).toBe('About to go');
});

test('the reason in Hebrew', async () => {
  serveShipments('waiting-shipments-report', [{ ID: 21, SHIPMENT_NAME: 'Second sale', MESSAGE: 'Sale', CAMPAIGN_ID: 21, recipients: 10, status: 'waiting', waitingReason: 'due', waitingFor: 20 }]);
  renderWithProviders(<WaitingShipmentsPage />, { route: '/waiting-shipments-report', path: '/waiting-shipments-report', preloadedState: { ...sessionFor(), preferences: { language: 'he', theme: 'light' } } });
  expect(await screen.findByText('אחרי קמפיין #20 של חשבון זה')).toBeInTheDocument();
});
