import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BlockCampaigns from './BlockCampaigns';
import { dana, mountScreen, pickCustomer, serveBlocks } from './testBlocks';

describe('block-campaigns', () => {
  it("stops a customer's campaigns and refuses new ones, then resumes them; each outcome is said", async () => {
    const { bodiesOf } = serveBlocks({ '/super-admin/start-or-stop-campaign': (b) => ({ status: b.action === 'stop' ? 1 : 2, changed: 2 }) });
    mountScreen(BlockCampaigns);
    await pickCustomer('Customer', dana);
    await userEvent.click(screen.getByRole('button', { name: 'Stop campaigns' }));
    expect(await screen.findByText("The customer's campaigns were stopped.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resume campaigns' }));
    expect(await screen.findByText("The customer's campaigns were resumed.")).toBeInTheDocument();
    expect(bodiesOf('/super-admin/start-or-stop-campaign')).toEqual([{ userId: 501, action: 'stop', blockNewCampaigns: true }, { userId: 501, action: 'start' }]);
  });

  it('a customer with nothing to stop is told so', async () => {
    serveBlocks({ '/super-admin/start-or-stop-campaign': () => ({ status: 0, changed: 0 }) });
    mountScreen(BlockCampaigns);
    await pickCustomer('Customer', dana);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Also refuse new campaigns until resumed' }));
    await userEvent.click(screen.getByRole('button', { name: 'Stop campaigns' }));
    expect(await screen.findByText('The customer has no campaign to stop or resume.')).toBeInTheDocument();
  });
});
