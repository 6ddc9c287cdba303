import { fireEvent, screen, waitFor } from '@testing-library/react';
import { button, choose, field, user } from '../extrasTestData';
import { renderCampaignPage } from '../renderCampaignPage';
import { draft, serveComposer } from '../testData';

// The composer is a large page and CPU is shared: its steps take longer than most.
jest.setTimeout(120_000);

test('an A/B test sends the message and its other versions, the share, the metric and the delay; an empty version is named before sending', async () => {
  const sent = serveComposer();
  renderCampaignPage('/campaign/55/duplicate');
  await screen.findByText('Total recipients: 3');
  await user().click(screen.getByRole('switch', { name: 'Send as an A/B test' }));
  expect(screen.getByText('Version 1 is the message above.')).toBeInTheDocument();

  await user().click(button('Send'));
  expect(await screen.findByText('Every version needs a text.')).toBeInTheDocument();
  expect(sent).toHaveLength(0);

  fireEvent.change(field('Version 2'), { target: { value: 'Hi [First name], 20% off today' } });
  await user().click(button('Add a version'));
  fireEvent.change(field('Version 3'), { target: { value: 'Last day of the sale' } });
  await user().click(button('Remove version 3'));
  fireEvent.change(field('Test share (% of the list)'), { target: { value: '30' } });
  fireEvent.change(field('Decide after (minutes)'), { target: { value: '90' } });
  await choose('Winner by', 'Replies');

  await user().click(button('Send'));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0].abTest).toEqual({ variants: ['Hi [First name], see you in [City]', 'Hi [First name], 20% off today'], sharePercent: 30, metric: 'replies', delayMinutes: 90 });
});

const savedTest = { variants: ['Hi [First name], see you in [City]', 'Last day: 20% off', 'Hi [First name], it ends tonight'], sharePercent: 30, metric: 'replies' as const, delayMinutes: 45 };

test('a draft opens with its A/B test (versions, share, metric, delay) and sends it as saved', async () => {
  const sent = serveComposer({ campaign: draft({ abTest: savedTest }) });
  renderCampaignPage('/campaign/55');
  await screen.findByText('Total recipients: 3');
  expect(screen.getByRole('switch', { name: 'Send as an A/B test' })).toBeChecked();
  expect(field('Version 2')).toHaveValue('Last day: 20% off');
  expect(field('Version 3')).toHaveValue('Hi [First name], it ends tonight');
  expect(field('Test share (% of the list)')).toHaveValue('30');
  expect(field('Decide after (minutes)')).toHaveValue('45');
  expect(screen.getByText('Replies')).toBeInTheDocument();

  const send = button('Send');
  await waitFor(() => expect(send).toBeEnabled());
  await user().click(send);
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({ campaignId: 55, updateType: 'edit', abTest: savedTest });
});

test('a copy of an A/B test that already went (itself no longer editable) is sent as a new test with its settings', async () => {
  const sent = serveComposer({ campaign: draft({ abTest: savedTest, status: 'sending', editable: false }) });
  renderCampaignPage('/campaign/55/duplicate');
  await screen.findByText('Total recipients: 3');
  expect(field('Version 2')).toHaveValue('Last day: 20% off');
  expect(screen.queryByText(/can no longer be changed/)).not.toBeInTheDocument();
  await user().click(button('Send'));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({ campaignId: 55, updateType: 'duplicate', abTest: savedTest });
});

test('the A/B test section reads right to left in Hebrew', async () => {
  serveComposer();
  renderCampaignPage('/campaign', 'he');
  expect(await screen.findByText('בדיקת A/B')).toBeInTheDocument();
  expect(screen.getByRole('switch', { name: 'שליחה כבדיקת A/B' })).toBeInTheDocument();
  expect(document.documentElement.dir).toBe('rtl');
});
