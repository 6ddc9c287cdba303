import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Group } from '../../../../domain/access';
import { Permission } from '../../../../domain/permissions';
import { renderCampaignPage } from '../renderCampaignPage';
import { serveComposer } from '../testData';

const typeMessage = async (text: string) => {
  const box = await screen.findByRole('textbox', { name: 'Message text' });
  fireEvent.change(box, { target: { value: text } });
};

describe('the message counter', () => {
  test('Hebrew text is UCS-2, and says why', async () => {
    serveComposer();
    renderCampaignPage();
    await typeMessage('שלום לכולם');
    const counter = screen.getByTestId('message-counter');
    expect(within(counter).getByText(/^Network parts: 1 \(UCS-2, up to 70 characters each\)\./)).toBeInTheDocument();
    expect(within(counter).getByText('Billed per recipient: 1 (one credit per 269 characters of this text).')).toBeInTheDocument();
    expect(within(counter).getByText('Hebrew letters make this message UCS-2.')).toBeInTheDocument();
    expect(within(counter).getByText('Characters: 10 / 536')).toBeInTheDocument();
  });

  test('161 English characters are 2 credits and 2 GSM-7 parts', async () => {
    serveComposer();
    renderCampaignPage();
    await typeMessage('a'.repeat(161));
    const counter = screen.getByTestId('message-counter');
    expect(within(counter).getByText('Billed per recipient: 2 (one credit per 160 characters of this text).')).toBeInTheDocument();
    expect(within(counter).getByText(/^Network parts: 2 \(GSM-7, up to 153 characters each\)\./)).toBeInTheDocument();
    expect(within(counter).queryByText(/make this message UCS-2/)).not.toBeInTheDocument();
  });

  test('100 Hebrew characters: billed 1 credit, carried in 2 network parts, and it says the parts are not what is billed', async () => {
    serveComposer();
    renderCampaignPage();
    await typeMessage('ש'.repeat(100));
    const counter = screen.getByTestId('message-counter');
    expect(within(counter).getByText('Billed per recipient: 1 (one credit per 269 characters of this text).')).toBeInTheDocument();
    expect(
      within(counter).getByText('Network parts: 2 (UCS-2, up to 67 characters each). The network splits a long text on its own; you are billed by characters as above, not per part.'),
    ).toBeInTheDocument();
    expect(within(counter).queryByText(/Credits per message/)).not.toBeInTheDocument();
  });
});

describe('the longest message by the user\'s rights (section 5)', () => {
  test('with permission 42 a 900-character text is within 1,005; without it, past 536 it is too long', async () => {
    serveComposer();
    const { unmount } = renderCampaignPage('/campaign', 'en', 'text', { permissions: [1, 2, 3, 4, Permission.longMessages1005] });
    await typeMessage('a'.repeat(900));
    expect(within(screen.getByTestId('message-counter')).getByText('Characters: 900 / 1,005')).toBeInTheDocument();
    expect(screen.queryByText(/The message is too long/)).not.toBeInTheDocument();
    unmount();

    renderCampaignPage();
    await typeMessage('a'.repeat(900));
    expect(within(screen.getByTestId('message-counter')).getByText('Characters: 900 / 536')).toBeInTheDocument();
    expect(screen.getByText('The message is too long: at most 536 characters.')).toBeInTheDocument();
  });

  test('a system manager (group 2) without permission 42 counts against 1,005: they hold every permission', async () => {
    serveComposer();
    renderCampaignPage('/campaign', 'en', 'text', { group: Group.systemManager, permissions: [1, 2, 3, 4] });
    await typeMessage('a'.repeat(900));
    expect(within(screen.getByTestId('message-counter')).getByText('Characters: 900 / 1,005')).toBeInTheDocument();
    expect(screen.queryByText(/The message is too long/)).not.toBeInTheDocument();
  });
});

describe('the per-recipient preview', () => {
  test('fills each recipient\'s fields and counts their own parts', async () => {
    serveComposer();
    renderCampaignPage('/campaign/55');
    const preview = await screen.findByRole('region', { name: 'What the first recipients will get' });
    expect(await within(preview).findByText('Hi Dana, see you in Haifa')).toBeInTheDocument();
    expect(within(preview).getByText('Hi Bartholomew-Alexander, see you in Eilat')).toBeInTheDocument();
    expect(within(preview).getByText('0501234001')).toBeInTheDocument();
    expect(within(preview).getAllByText('Parts: 1')).toHaveLength(2);
    // The list's fields can be inserted as [title].
    expect(screen.getByRole('button', { name: 'City' })).toBeInTheDocument();
  });

  test('shows the unsubscribe link as long as the real one, and counts it', async () => {
    serveComposer();
    renderCampaignPage('/campaign/55');
    const preview = await screen.findByRole('region', { name: 'What the first recipients will get' });
    await within(preview).findByText('Hi Dana, see you in Haifa');
    await userEvent.setup({ pointerEventsCheck: 0 }).click(screen.getByRole('radio', { name: 'By link' }));
    const link = `${window.location.origin}/s/${'x'.repeat(16)}`;
    expect(within(preview).getByText(`Hi Dana, see you in Haifa ${link}`, { normalizer: (s) => s.replace(/\s+/g, ' ').trim() })).toBeInTheDocument();
    // By reply needs an attached number as the sender.
    expect(screen.getByRole('radio', { name: 'By reply' })).toBeDisabled();
  });
});
