import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReportsAbTest } from '../../../api/generated/reports';
import { renderShipments, serveJson, serveShipments, shipments, statistic } from './testData';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const decideAt = '2026-11-27T12:00:00.000Z';
const variants = [
  { variant: 1, text: 'Sale A', recipients: 10, sent: 10, delivered: 9, clicks: 2, replies: 0 },
  { variant: 2, text: 'Sale B', recipients: 10, sent: 10, delivered: 10, clicks: 5, replies: 1 },
];

async function openStatistics(abTest: ReportsAbTest, language: 'en' | 'he' = 'en') {
  serveShipments('shipments-report');
  serveJson({
    '/reports/get-shipment-statistic': { shipment: shipments[0], statistic, abTest },
    '/reports/get-campaign-statistic': { campaignId: 7, statistic, shipments: [{ shipment: shipments[0], statistic }] },
  });
  renderShipments('sent', '/shipments-report', '', language);
  await screen.findByText('Spring sale');
  await user().click(within(screen.getByText('Spring sale').closest('tr')!).getAllByRole('button')[0]);
  return within(await screen.findByTestId('ab-test'));
}

test('before the decision the statistics show each version\'s figures and when it is decided (in Israel time), by what', async () => {
  const test = await openStatistics({ metric: 'clicks', sharePercent: 20, decideAt, variants, rest: { variant: 0, text: '', recipients: 80, sent: 0, delivered: 0, clicks: 0, replies: 0 } });
  expect(test.getByText(`20% of the list is testing the versions. Deciding by clicks at 27/11/2026 14:00; a tie goes to version 1.`)).toBeInTheDocument();
  const row = (name: string) => within(test.getByText(name).closest('tr')!);
  expect(row('Version 1').getByText('Sale A')).toBeInTheDocument();
  expect(row('Version 2').getByText('5')).toBeInTheDocument();
  expect(row('Rest of the list').getByText('80')).toBeInTheDocument();
  expect(test.queryByText('Winner')).toBeNull();
});

test('after it the winner is marked and the decision said, right to left in Hebrew', async () => {
  const decidedAt = '2026-11-27T12:00:05.000Z';
  const test = await openStatistics(
    { metric: 'clicks', sharePercent: 20, decideAt, decidedAt, winner: 2, variants, rest: { variant: 2, text: 'Sale B', recipients: 80, sent: 80, delivered: 78, clicks: 30, replies: 2 } },
    'he',
  );
  expect(test.getByText(`גרסה 2 ניצחה לפי הקלקות ב-27/11/2026 14:00 ונשלחה לשאר הרשימה.`)).toBeInTheDocument();
  expect(within(test.getByText('מנצחת').closest('tr')!).getByText('גרסה 2')).toBeInTheDocument();
  expect(within(test.getByText('שאר הרשימה (גרסה 2)').closest('tr')!).getByText('78')).toBeInTheDocument();
  expect(document.documentElement.dir).toBe('rtl');
});
