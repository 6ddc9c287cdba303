import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SendCampaign } from '../../../../contract/statusCodes';
import { renderCampaignPage } from '../renderCampaignPage';
import { serveComposer, summary } from '../testData';

test('the summary tells how many recipients wait for their quiet hours and until when, the language’s way', async () => {
  serveComposer({ send: (body) => (body.validation ? { status: SendCampaign.validated, summary: { ...summary, quietHours: { recipients: 2, until: '28/11/2026 08:00' } } } : { status: SendCampaign.sent, campaignId: 55 }) });
  renderCampaignPage('/campaign/55');
  await screen.findByText('Total recipients: 3');
  await userEvent.setup({ pointerEventsCheck: 0 }).click(screen.getByRole('button', { name: 'Send' }));
  const dialog = (await screen.findByText('Send the campaign?', {}, { timeout: 5000 })).closest<HTMLElement>('[role="dialog"]')!;
  expect(within(dialog).getByText('Recipients in their quiet hours: 2. They get the message when their quiet hours end, the last by 28 Nov 2026, 08:00 (Israel time).')).toBeInTheDocument();
});
