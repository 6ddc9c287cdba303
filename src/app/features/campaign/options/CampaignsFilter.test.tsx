import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../../../test/server';
import { button, user } from '../extrasTestData';
import { renderCampaignPage } from '../renderCampaignPage';
import { draft, serveComposer } from '../testData';
import { serveEarlierCampaigns } from './testEarlierCampaigns';

// The composer is a large page and CPU is shared: its steps take longer than most.
jest.setTimeout(120_000);

const picker = () => screen.getByLabelText('Leave out recipients of these campaigns', { selector: 'input' });

test('earlier campaigns are searched by name and the chosen ids are sent', async () => {
  const sent = serveComposer();
  const asked = serveEarlierCampaigns();
  renderCampaignPage('/campaign/55');
  await screen.findByText('Total recipients: 3');
  // Nothing is read until the picker is used.
  expect(asked).toHaveLength(0);

  await user().type(picker(), 'pass');
  await user().click(await screen.findByTitle('Passover greetings · 10/04/2026 09:00'));
  expect(asked[0]).toMatchObject({ page: 1, pageSize: 500, sortField: 'sendDate', sortOrder: 'desc' });
  expect(asked[0]?.fromDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  // The chosen campaign shows by its name.
  const chosen = picker().closest('.ant-select')! as HTMLElement;
  expect(within(chosen).getByText('Passover greetings')).toBeInTheDocument();

  await user().click(button('Send'));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({ campaignsFiltering: [13] });
});

test('a reopened draft\'s chosen campaigns show by name, or as #id when it has none', async () => {
  serveComposer({ campaign: draft({ campaignsFiltering: [12, 99] }) });
  server.use(
    http.post(apiUrl('/campaigns/get-campaign-data'), async ({ request }) => {
      const { campaignId } = (await request.json()) as { campaignId: number };
      if (campaignId === 12) return HttpResponse.json({ data: { campaignId: 12, campaign_name: 'Winter sale' } });
      if (campaignId === 99) return HttpResponse.json({ data: { campaignId: 99 } });
      return HttpResponse.json({ data: draft({ campaignsFiltering: [12, 99] }) });
    }),
  );
  renderCampaignPage('/campaign/55');
  await screen.findByText('Total recipients: 3');
  const chosen = picker().closest('.ant-select')! as HTMLElement;
  expect(await within(chosen).findByText('Winter sale')).toBeInTheDocument();
  expect(within(chosen).getByText('#99')).toBeInTheDocument();
});
