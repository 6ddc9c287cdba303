import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../../test/server';
import { renderCampaignPage } from './renderCampaignPage';
import { serveComposer, summary } from './testData';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

/** Opens the saved campaign 55 (a list with fields) and presses Send. */
async function openAndSend() {
  renderCampaignPage('/campaign/55');
  await screen.findByText('Total recipients: 3');
  await user().click(screen.getByRole('button', { name: 'Send' }));
}

describe('sending', () => {
  test('checks, shows the summary, and sends on confirmation', async () => {
    const sent = serveComposer();
    await openAndSend();
    // Role queries over the whole page are slow; the title finds the dialog.
    const dialog = (await screen.findByText('Send the campaign?', {}, { timeout: 5000 })).closest<HTMLElement>('[role="dialog"]')!;
    expect(within(dialog).getByText('997')).toBeInTheDocument();
    expect(within(dialog).getByText(summary.sendTime)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ validation: true, campaignId: 55, updateType: 'edit', smsContent: 'Hi [First name], see you in [City]' });
    expect(sent[0]?.destinations).toEqual([{ type: 'cl', id: 7, name: 'Customers', totalDestinations: 3 }]);

    await user().click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ validation: false, isDraft: false, campaignId: 55 });
    expect(await screen.findByText('The campaign was sent, or scheduled for the time you chose.')).toBeInTheDocument();
  });

  test.each([
    [{ status: -2, needed: 500, remaining: 20 }, 'Not enough credits: the campaign needs 500 and 20 remain.'],
    [{ status: -6 }, 'Choose at least one recipient.'],
    [{ status: -14, maxLength: 536 }, 'The message is too long: at most 536 characters.'],
  ])('shows refusal %j translated, once, with no confirm', async (answer, message) => {
    serveComposer({ send: () => answer });
    await openAndSend();
    expect(await screen.findAllByText(message)).toHaveLength(1);
    expect(screen.queryByText('Send the campaign?')).not.toBeInTheDocument();
  });

  test('forbidden words stop before the credits are calculated', async () => {
    const sent = serveComposer({ forbidden: ['casino'] });
    await openAndSend();
    expect(await screen.findByText('The message cannot be sent. Remove these words: casino')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  test('an empty message without recipients is not sent', async () => {
    const sent = serveComposer();
    renderCampaignPage('/campaign');
    await user().click(await screen.findByRole('button', { name: 'Send' }));
    expect(screen.getByText('Write the message text.')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one recipient.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  test('saving a draft goes to the drafts', async () => {
    const sent = serveComposer({ send: () => ({ status: 4 }) });
    renderCampaignPage('/campaign/55');
    await screen.findByText('Total recipients: 3');
    // The button is enabled once the campaign is known to be editable, which may come after
    // its recipients are counted: a click before it does nothing, as it would for a person.
    const save = screen.getByRole('button', { name: 'Save as draft' });
    await waitFor(() => expect(save).toBeEnabled());
    await user().click(save);
    // The composer is the heaviest page to render: on a loaded machine leaving it takes longer
    // than the usual 5 s.
    expect(await screen.findByRole('heading', { name: 'Drafts page' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ isDraft: true, validation: false });
  });
});

test('a typed number is checked and counted', async () => {
  serveComposer();
  renderCampaignPage('/campaign');
  const box = await screen.findByRole('textbox', { name: 'Phone numbers' });
  await user().type(box, '050-1234567, 12345{Enter}');
  expect(screen.getByText('Total recipients: 1')).toBeInTheDocument();
  expect(screen.getByText('These are not valid mobile numbers: 12345')).toBeInTheDocument();
});

test('a test send goes to the typed numbers with the campaign as it stands, and says so', async () => {
  serveComposer();
  const tests: { phones?: string[]; smsContent?: string }[] = [];
  server.use(
    http.post(apiUrl('/campaigns/send-example-campaign'), async ({ request }) => {
      tests.push((await request.json()) as { phones?: string[]; smsContent?: string });
      return HttpResponse.json({ data: { status: 1 } });
    }),
  );
  renderCampaignPage('/campaign/55');
  await screen.findByText('Total recipients: 3');
  await user().click(screen.getByRole('button', { name: 'Send a test' }));
  await user().type(screen.getByRole('textbox', { name: 'Test numbers (up to 3)' }), '054-1234567{Enter}');
  await user().click(screen.getByRole('button', { name: 'Send the test' }));
  expect(await screen.findByText('The test message was sent.')).toBeInTheDocument();
  expect(tests).toEqual([expect.objectContaining({ phones: ['0541234567'], smsContent: 'Hi [First name], see you in [City]' })]);
  expect(tests[0]).not.toHaveProperty('validation');
});

test('a template opened from /templates fills the message', async () => {
  serveComposer();
  server.use(http.get(apiUrl('/main/templates/7'), () => HttpResponse.json({ data: { templateId: 7, name: 'Sale', content: 'Sale starts today [First name]', dynamicFields: ['First name'] } })));
  renderCampaignPage({ pathname: '/campaign', state: { templateId: 7 } });
  expect(await screen.findByDisplayValue('Sale starts today [First name]')).toBeInTheDocument();
});

test('renders right to left in Hebrew', async () => {
  serveComposer();
  renderCampaignPage('/campaign', 'he');
  expect(await screen.findByRole('heading', { name: 'שליחת הודעה' })).toBeInTheDocument();
  expect(document.documentElement.dir).toBe('rtl');
});

test("the composer draws no antd grid Row (nor Form.Item, which holds one): each draws its content again as it mounts, a long task on a phone", async () => {
  serveComposer();
  const { container } = renderCampaignPage('/campaign/55');
  await screen.findByText('Total recipients: 3');
  expect(screen.getByText('Message text')).toBeInTheDocument();
  expect(container.querySelector('.ant-row, .ant-form-item')).toBeNull();
});
