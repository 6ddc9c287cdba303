import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { button, field, findButton, serveJson, user } from '../extrasTestData';
import { renderCampaignPage } from '../renderCampaignPage';
import { draft, serveComposer } from '../testData';

const short = 'http://localhost/s/abc1234';

// The composer is a large page and CPU is shared: its steps take longer than most.
jest.setTimeout(120_000);

test('a shortened link goes into the text and the preview as it will be sent', async () => {
  const sent = serveComposer();
  const asked = serveJson('/create-short-url', () => ({ status: 1, shortLink: { hash: 'abc1234', shortUrl: short, type: 'general' }, url_unique_hash: 'abc1234' }));
  renderCampaignPage('/campaign/55');
  const preview = await screen.findByRole('region', { name: 'What the first recipients will get' });
  await within(preview).findByText('Hi Dana, see you in Haifa');
  fireEvent.change(field('Link to shorten'), { target: { value: 'shop.example.com/sale' } });
  await user().click(button('Shorten and insert'));
  expect(await screen.findByDisplayValue(`Hi [First name], see you in [City] ${short}`)).toBeInTheDocument();
  expect(asked).toEqual([{ url: 'shop.example.com/sale', type: 'general', campaignId: 55 }]);
  expect(within(preview).getByText(`Hi Dana, see you in Haifa ${short}`)).toBeInTheDocument();

  await user().click(button('Send'));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]?.smsContent).toBe(`Hi [First name], see you in [City] ${short}`);
});

test('an address that is not a link is said, translated, and nothing is inserted', async () => {
  serveComposer();
  serveJson('/create-short-url', () => ({ status: -3 }));
  renderCampaignPage('/campaign/55');
  await screen.findByDisplayValue('Hi [First name], see you in [City]');
  fireEvent.change(field('Link to shorten'), { target: { value: 'not a link' } });
  await user().click(button('Shorten and insert'));
  expect(await screen.findByText('This address is not a valid link.')).toBeInTheDocument();
  expect(screen.getByDisplayValue('Hi [First name], see you in [City]')).toBeInTheDocument();
});

test('fields the list lacks ask "send anyway" or "let me fix" before sending', async () => {
  const sent = serveComposer({ campaign: draft({ smsContent: 'Hi [Nickname]' }) });
  renderCampaignPage('/campaign/55');
  await screen.findByText('Total recipients: 3');
  await user().click(button('Send'));
  expect(await screen.findByText('The message names fields the chosen list or file does not have: Nickname. Send it with them as written?')).toBeInTheDocument();
  await user().click(button('Let me fix'));
  await waitFor(() => expect(screen.queryByText('Let me fix', { selector: 'button > span' })).not.toBeInTheDocument());
  expect(sent).toHaveLength(0);

  await user().click(button('Send'));
  await user().click(await findButton('Send anyway'));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({ smsContent: 'Hi [Nickname]', validation: true });
});

test('a shortened link goes where the user last put the caret in the text', async () => {
  serveComposer();
  serveJson('/create-short-url', () => ({ status: 1, shortLink: { hash: 'abc1234', shortUrl: short, type: 'general' }, url_unique_hash: 'abc1234' }));
  renderCampaignPage('/campaign/55');
  const text = (await screen.findByDisplayValue('Hi [First name], see you in [City]')) as HTMLTextAreaElement;
  // The caret after "Hi [First name],".
  text.setSelectionRange(16, 16);
  fireEvent.select(text);
  fireEvent.change(field('Link to shorten'), { target: { value: 'shop.example.com/sale' } });
  await user().click(button('Shorten and insert'));
  expect(await screen.findByDisplayValue(`Hi [First name], ${short} see you in [City]`)).toBeInTheDocument();
});
