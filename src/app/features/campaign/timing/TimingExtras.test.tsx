import { fireEvent, screen, waitFor } from '@testing-library/react';
import { formatIsraelDateTime } from '../../../../domain/israelTime';
import { button, choose, field, inDays, serveJson, user } from '../extrasTestData';
import { renderCampaignPage } from '../renderCampaignPage';
import { draft, serveComposer } from '../testData';

const start = formatIsraelDateTime(inDays(2));
const end = formatIsraelDateTime(inDays(30));

// The composer is a large page and CPU is shared: its steps take longer than most.
jest.setTimeout(120_000);

test('by days: the chosen weekdays go with the start (its hour) and the end', async () => {
  const sent = serveComposer({ campaign: draft({ isFuture: true, isReusable: true, startDate: start, endDate: end, selectedDays: [1] }) });
  renderCampaignPage('/campaign/55');
  await screen.findByText('Total recipients: 3');
  // The day checkboxes show only when sending by days.
  expect(field('Sunday')).toBeChecked();
  await user().click(field('Tuesday'));
  await user().click(button('Send'));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({ isFuture: true, isReusable: true, startDate: start, endDate: end, selectedDays: [1, 3] });
});

test('by days without a day is not sent', async () => {
  const sent = serveComposer({ campaign: draft({ isFuture: true, isReusable: true, startDate: start, endDate: end, selectedDays: [1] }) });
  renderCampaignPage('/campaign/55');
  await screen.findByText('Total recipients: 3');
  await user().click(field('Sunday'));
  await user().click(button('Send'));
  expect(await screen.findByText('Choose at least one day of the week.')).toBeInTheDocument();
  expect(sent).toHaveLength(0);
});

test('birthday: the field from the list\'s headers, days before, 07:00 and the period; the check\'s refusal is translated', async () => {
  const sent = serveComposer();
  const checks = serveJson('/campaigns/check-birthday-campaign', () => ({ status: -3 }));
  renderCampaignPage('/campaign/55');
  await screen.findByText('Total recipients: 3');
  await user().click(field('On birthdays'));
  expect(field('Hour')).toHaveValue('07:00');
  await choose('Birth date field', 'Field 6');
  fireEvent.change(field('Days before the birthday'), { target: { value: '2' } });
  fireEvent.change(field('Period (years)'), { target: { value: '3' } });
  await user().click(button('Check'));
  expect(await screen.findByText('A birthday campaign needs a permanent attached number.')).toBeInTheDocument();
  expect(checks[0]).toMatchObject({ destinations: [{ type: 'cl', id: 7 }], birthdayCampaign: { location: 6, daysBeforeBirthDay: 2, hour: '07:00', amount: 3 } });

  await user().click(button('Send'));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({ birthdayCampaign: { location: 6, daysBeforeBirthDay: 2, hour: '07:00', amount: 3 }, isFuture: false, isReusable: false });
});
