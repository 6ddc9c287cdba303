import { fireEvent, screen, waitFor } from '@testing-library/react';
import { button, choose, field, findField, user } from '../extrasTestData';
import { renderCampaignPage } from '../renderCampaignPage';
import { draft, serveComposer } from '../testData';
import { serveEarlierCampaigns } from './testEarlierCampaigns';

// The composer is a large page and CPU is shared: its steps take longer than most.
jest.setTimeout(120_000);

test('block days, retries, filters, overseas, and responses with answers go in the request', async () => {
  const sent = serveComposer({ campaign: draft({ sourceType: 4, sourceNumber: '0531234567' }) });
  serveEarlierCampaigns();
  renderCampaignPage('/campaign/55');
  await screen.findByText('Total recipients: 3');
  fireEvent.change(field('Skip numbers that got a campaign in the last (days)'), { target: { value: '3' } });
  fireEvent.change(field('Retries'), { target: { value: '2' } });
  fireEvent.change(await findField('Minutes between retries'), { target: { value: '15' } });
  await choose('Leave out members of these lists', 'Customers');
  await user().type(field('Leave out recipients of these campaigns'), 'winter');
  await user().click(await screen.findByTitle('Winter sale · 01/01/2026 10:00'));
  await user().click(field('Leave out numbers abroad'));
  await user().click(field('Allow responses, with automatic answers'));
  await user().click(button('Add an automatic answer'));
  fireEvent.change(field('Answer 1: text'), { target: { value: 'price' } });
  fireEvent.change(field('Answer 1: answer'), { target: { value: '99 NIS' } });

  await user().click(button('Send'));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({
    temporaryBlacklistDays: 3,
    retryCount: 2,
    retryInterval: 15,
    contactListsFiltering: [7],
    campaignsFiltering: [12],
    overseasFiltering: true,
    // An attached number that takes responses is the contract's sender type 3.
    sourceType: 3,
    allow_response: true,
    autoReplyData: [{ type: 'contains', text: 'price', answer: '99 NIS' }],
  });
});

test('responses need an attached number as the sender', async () => {
  serveComposer();
  renderCampaignPage('/campaign/55');
  expect(await findField('Allow responses, with automatic answers')).toBeDisabled();
  expect(screen.getByText('Responses need an attached number as the sender.')).toBeInTheDocument();
});

test('the options read right to left in Hebrew', async () => {
  serveComposer();
  renderCampaignPage('/campaign', 'he');
  expect(await screen.findByText('אפשרויות נוספות')).toBeInTheDocument();
  expect(field('בימי הולדת')).toBeInTheDocument();
  expect(document.documentElement.dir).toBe('rtl');
});
