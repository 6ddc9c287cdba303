import { screen, within } from '@testing-library/react';
import { renderShipments, serveShipments } from './testData';

test('the waiting report reads its own route and offers statistics only', async () => {
  const asked = serveShipments('waiting-shipments-report');
  renderShipments('waiting', '/waiting-shipments-report', '?fromDate=01/01/2025&toDate=31/01/2025');
  await screen.findByText('Spring sale');
  expect(asked.at(-1)).toEqual({ fromDate: '01/01/2025', toDate: '31/01/2025', page: 1, pageSize: 50 });
  expect(screen.getByRole('heading', { name: 'Shipments awaiting approval' })).toBeInTheDocument();
  const row = screen.getByText('Spring sale').closest('tr') as HTMLElement;
  expect(within(row).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Statistics Spring sale']);
});
