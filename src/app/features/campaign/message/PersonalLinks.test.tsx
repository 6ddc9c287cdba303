import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { button, field, serveJson, user } from '../extrasTestData';
import { renderCampaignPage } from '../renderCampaignPage';
import { draft, serveComposer } from '../testData';

// The composer is a large page and CPU is shared: its steps take longer than most.
jest.setTimeout(120_000);

/** A personal link's short URL has the 5-letter campaign code; each recipient's own is 11 letters longer. */
const personal = 'http://localhost/s/Ab3dE';
const madeLink = { hash: 'h1', url: 'https://shop.example.com/sale', shortUrl: personal, type: 'personalLink' as const };
const counter = () => screen.getByTestId('message-counter');

test('a personal link is asked for, counted as long as each recipient\'s own, and kept in the campaign', async () => {
  const sent = serveComposer();
  const asked = serveJson('/create-short-url', () => ({ status: 1, shortLink: madeLink, url_unique_hash: 'h1' }));
  renderCampaignPage('/campaign/55');
  const preview = await screen.findByRole('region', { name: 'What the first recipients will get' });
  await within(preview).findByText('Hi Dana, see you in Haifa');
  expect(screen.getByText('A personal link gives each recipient their own address, so the click report shows who clicked.')).toBeInTheDocument();

  fireEvent.change(field('Message text'), { target: { value: 'Sale' } });
  await user().click(screen.getByRole('radio', { name: 'Personal link' }));
  fireEvent.change(field('Link to shorten'), { target: { value: 'shop.example.com/sale' } });
  await user().click(button('Shorten and insert'));

  expect(await screen.findByDisplayValue(`Sale ${personal}`)).toBeInTheDocument();
  expect(asked).toEqual([{ url: 'shop.example.com/sale', type: 'personalLink', campaignId: 55 }]);
  // "Sale " and the 24-character short URL are 29; the recipient's own address adds 11.
  expect(within(counter()).getByText('Characters: 40 / 536')).toBeInTheDocument();
  expect(within(preview).getAllByText(`Sale ${personal}${'x'.repeat(11)}`)).toHaveLength(2);

  await user().click(button('Send'));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({ smsContent: `Sale ${personal}`, shortLinks: [madeLink] });
});

test('a general link is counted as written', async () => {
  serveComposer();
  serveJson('/create-short-url', () => ({ status: 1, shortLink: { hash: 'g1', shortUrl: 'http://localhost/s/abc1234', type: 'general' }, url_unique_hash: 'g1' }));
  renderCampaignPage('/campaign/55');
  await screen.findByDisplayValue('Hi [First name], see you in [City]');
  fireEvent.change(field('Message text'), { target: { value: 'Sale' } });
  fireEvent.change(field('Link to shorten'), { target: { value: 'shop.example.com/sale' } });
  await user().click(button('Shorten and insert'));
  await screen.findByDisplayValue('Sale http://localhost/s/abc1234');
  expect(within(counter()).getByText('Characters: 31 / 536')).toBeInTheDocument();
});

test('a reopened draft knows its personal link, and asks for the same link again by its hash', async () => {
  serveComposer({ campaign: draft({ smsContent: `Sale ${personal}`, shortLinks: [madeLink] }) });
  const asked = serveJson('/create-short-url', () => ({ status: 1, shortLink: madeLink, url_unique_hash: 'h1' }));
  renderCampaignPage('/campaign/55');
  await screen.findByDisplayValue(`Sale ${personal}`);
  expect(within(counter()).getByText('Characters: 40 / 536')).toBeInTheDocument();

  await user().click(screen.getByRole('radio', { name: 'Personal link' }));
  fireEvent.change(field('Link to shorten'), { target: { value: 'shop.example.com/sale' } });
  await user().click(button('Shorten and insert'));
  await waitFor(() => expect(asked).toEqual([{ url: 'shop.example.com/sale', type: 'personalLink', campaignId: 55, url_unique_hash: 'h1' }]));
});

test('the link choice reads right to left in Hebrew', async () => {
  serveComposer();
  renderCampaignPage('/campaign', 'he');
  expect(await screen.findByRole('radio', { name: 'קישור אישי' })).toBeInTheDocument();
  expect(screen.getByText('בקישור אישי כל נמען מקבל כתובת משלו, וכך בדוח הקליקים רואים מי לחץ.')).toBeInTheDocument();
  expect(document.documentElement.dir).toBe('rtl');
});
