import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { liveLinkReceived } from '../../state/notifications';
import { findModal } from '../../test/findModal';
import { playNewReplySound } from '../../ui/newReplySound';
import { dana, renderChatPage, serveChat, yossi } from './testChat';

jest.mock('../../ui/newReplySound', () => ({ playNewReplySound: jest.fn() }));

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const conversations = () => within(screen.getByRole('navigation', { name: 'Conversations' }));
const conversationOf = (phone: string) => conversations().getByRole('button', { name: new RegExp(phone) });
const thread = () => within(screen.getByRole('log'));

async function openConversation(phone: string) {
  await user().click(await screen.findByRole('button', { name: new RegExp(phone) }));
  return screen.findByRole('log', { name: `Messages with ${phone}` });
}

beforeEach(() => jest.mocked(playNewReplySound).mockClear());

test("shows the shipment's conversations, the latest first, with last message, unread count and blacklisted mark", async () => {
  const { asked, chatServer } = serveChat();
  chatServer.page.chats = [dana, { ...yossi, isBlacklisted: true }];
  renderChatPage();
  expect(await screen.findByRole('heading', { name: 'Spring sale אביב' })).toBeInTheDocument();
  expect(screen.getByText('0529990000')).toBeInTheDocument();
  expect(asked.page[0]).toEqual({ chatId: 7, page: 1, pageSize: 50 });
  const [first, second] = conversations().getAllByRole('button');
  expect(first).toHaveTextContent('972501111111');
  expect(within(first).getByText('Yes please, כן')).toBeInTheDocument();
  expect(within(first).getByTitle('1 unread')).toBeInTheDocument();
  expect(within(first).getByText('1 Mar 2026, 12:05')).toBeInTheDocument();
  expect(second).toHaveTextContent('972502222222');
  expect(within(second).getByText('Blacklisted')).toBeInTheDocument();
  expect(screen.getByText('Choose a conversation to read it and answer.')).toBeInTheDocument();
});

test('opening a conversation shows its thread and marks its replies read; the unread badge clears', async () => {
  const { asked } = serveChat();
  renderChatPage();
  await openConversation('972501111111');
  expect(thread().getByText('Spring sale 50% מבצע')).toBeInTheDocument();
  expect(thread().getByText('Yes please, כן')).toBeInTheDocument();
  await waitFor(() => expect(asked.save).toEqual([{ chatId: 7, destination: '972501111111', markAsRead: true }]));
  await waitFor(() => expect(within(conversationOf('972501111111')).queryByTitle('1 unread')).not.toBeInTheDocument());
  // A conversation with nothing unread is not marked again.
  await openConversation('972502222222');
  expect(asked.save).toHaveLength(1);
});

test('the incoming-messages report opens the conversation of its reply (?destination=, written either way)', async () => {
  serveChat();
  renderChatPage('/chat/7?destination=502222222');
  expect(await screen.findByRole('log', { name: 'Messages with 972502222222' })).toBeInTheDocument();
});

test('an answer shows at once as sending, then as sent once an update brings its delivery', async () => {
  const { asked, chatServer } = serveChat();
  renderChatPage();
  await openConversation('972502222222');
  await user().type(screen.getByRole('textbox', { name: 'Answer' }), 'It is 20 ₪');
  await user().click(screen.getByRole('button', { name: 'Send' }));
  expect(await thread().findByText('It is 20 ₪')).toBeInTheDocument();
  expect(thread().getByText('Sending…')).toBeInTheDocument();
  expect(asked.send).toEqual([{ chatId: 7, destination: '972502222222', text: 'It is 20 ₪' }]);
  expect(screen.getByRole('textbox', { name: 'Answer' })).toHaveValue('');
  // The delivery comes with the next update, asked every 3 s while an answer is sending.
  const delivered = { id: 100, kind: 'answer' as const, text: 'It is 20 ₪', date: '2026-03-01T11:00:00.000Z', isSendingMessage: false, status: 2 };
  chatServer.updates.push({ status: 1, chats: [{ ...yossi, messages: [...yossi.messages!, delivered], lastMessageDate: delivered.date }], serverTime: '2026-03-01T11:00:05.000Z' });
  expect(await thread().findByText('Sent', {}, { timeout: 6000 })).toBeInTheDocument();
  expect(thread().queryByText('Sending…')).not.toBeInTheDocument();
  expect(asked.update[0]).toEqual({ chatId: 7, since: '2026-03-01T11:00:00.000Z', destinationFilter: 'responding' });
});

test('an answer that was not delivered says so, with the reason the reports give; one with status -1 gets no verdict', async () => {
  const { chatServer } = serveChat();
  const failed = { id: 5, kind: 'answer' as const, text: 'Answer one', date: '2026-03-01T09:30:00.000Z', isSendingMessage: false, status: 102, statusMessage: 'blocked' };
  const unknown = { id: 6, kind: 'answer' as const, text: 'Answer two', date: '2026-03-01T09:31:00.000Z', isSendingMessage: false, status: -1 };
  chatServer.page.chats = [dana, { ...yossi, messages: [...yossi.messages!, failed, unknown] }];
  renderChatPage();
  await openConversation('972502222222');
  const bubbleOf = (text: string) => thread().getByText(text).parentElement as HTMLElement;
  expect(within(bubbleOf('Answer one')).getByText('Not delivered · Blocked')).toBeInTheDocument();
  expect(within(bubbleOf('Answer two')).queryByText(/Sent|Not delivered|Sending/)).not.toBeInTheDocument();
});

test('refusals of the server are said under the answer box: blacklisted (-4) also marks the conversation', async () => {
  serveChat({ sendAnswer: () => ({ status: -4 }) });
  renderChatPage();
  await openConversation('972502222222');
  await user().type(screen.getByRole('textbox', { name: 'Answer' }), 'Hello');
  await user().click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('This number is in the blacklist, so answers cannot be sent to it.')).toBeInTheDocument();
  expect(within(conversationOf('972502222222')).getByText('Blacklisted')).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Answer' })).not.toBeInTheDocument();
});

test('too long: the browser refuses over the limit, the server says -7 in words', async () => {
  serveChat({ sendAnswer: () => ({ status: -7 }) });
  renderChatPage();
  await openConversation('972502222222');
  const box = screen.getByRole('textbox', { name: 'Answer' });
  // The demo user lacks the right to 1,005 characters: 536 is the limit (src/domain/messageParts).
  await user().click(box);
  await user().paste('x'.repeat(537));
  expect(screen.getByText('An answer may have up to 536 characters.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  await user().clear(box);
  await user().type(box, 'Short');
  await user().click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('The reply is too long.')).toBeInTheDocument();
  expect(box).toHaveValue('Short');
});

test('an expired chat is read only: it says until when it was open, and there is no answer box nor blacklist button', async () => {
  const { chatServer } = serveChat();
  chatServer.page = { ...chatServer.page, isExpired: true, expiryDate: '2026-03-06T08:00:00.000Z' };
  renderChatPage();
  expect(await screen.findByText('This chat was open until 6 Mar 2026, 10:00. You can read it, but it can no longer be answered.')).toBeInTheDocument();
  await openConversation('972502222222');
  expect(screen.queryByRole('textbox', { name: 'Answer' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add to blacklist' })).not.toBeInTheDocument();
});

test("another customer's chat (-2): the warning, then /403", async () => {
  const { chatServer } = serveChat();
  chatServer.page = { status: -2 };
  const { router, store } = renderChatPage();
  // The shell's toast host outlives the page; here the page's own host leaves with it, so the warning is read from the store.
  const warned: string[] = [];
  store.subscribe(() => warned.push(...store.getState().notifications.items.map((n) => `${n.severity} ${n.message}`)));
  await waitFor(() => expect(router.state.location.pathname).toBe('/403'));
  expect(await screen.findByText('Access denied page')).toBeInTheDocument();
  await waitFor(() => expect(warned).toContain('warning errors.other.cantWatchOtherCustomerChat'));
});

test('a shipment that does not exist (404) says so on the page', async () => {
  serveChat({ notFound: true });
  renderChatPage('/chat/999');
  expect(await screen.findByText('This shipment was not found, or it is not one of yours.')).toBeInTheDocument();
});

test('blacklisting asks first; once added the conversation is marked and its answer box gives way to a note', async () => {
  const { asked } = serveChat();
  renderChatPage();
  await openConversation('972502222222');
  await user().click(screen.getByRole('button', { name: 'Add to blacklist' }));
  const modal = await findModal('Add to the blacklist');
  expect(modal).toHaveTextContent('Add 972502222222 to the blacklist?');
  await user().click(within(modal).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(asked.blacklist).toEqual([{ chatId: 7, phone: '972502222222' }]));
  expect(await screen.findByText('This number is in the blacklist, so answers cannot be sent to it.')).toBeInTheDocument();
  expect(within(conversationOf('972502222222')).getByText('Blacklisted')).toBeInTheDocument();
});

test('a live notification for this chat asks for updates: the new reply appears at the top, with its sound', async () => {
  const { asked, chatServer } = serveChat();
  chatServer.page.settings = { destinationFilter: 'responding', newMessageSound: true };
  const { store } = renderChatPage();
  await screen.findByRole('heading', { name: 'Spring sale אביב' });
  const rina = { ...yossi, destination: '972503333333', lastMessageText: 'Call me', lastMessageDate: '2026-03-01T11:30:00.000Z', newIncomingCount: 1, messages: [{ id: 9, kind: 'reply' as const, text: 'Call me', date: '2026-03-01T11:30:00.000Z', isIncoming: true, isNewIncoming: true }] };
  chatServer.updates.push({ status: 1, chats: [rina], serverTime: '2026-03-01T11:30:01.000Z' });
  act(() => void store.dispatch(liveLinkReceived('/chat/7')));
  await waitFor(() => expect(conversations().getAllByRole('button')[0]).toHaveTextContent('972503333333'));
  expect(asked.update).toEqual([{ chatId: 7, since: '2026-03-01T10:05:00.000Z', destinationFilter: 'responding' }]);
  expect(playNewReplySound).toHaveBeenCalledTimes(1);
});

test('a live notification for this chat that comes while the page is still loading asks for updates once it has loaded', async () => {
  let release = () => undefined as void;
  const { asked, chatServer } = serveChat({ pageHeld: new Promise<void>((resolve) => (release = resolve)) });
  const { store } = renderChatPage();
  await waitFor(() => expect(asked.page).toHaveLength(1));
  // The reply came after the server read the page, before the page had it.
  const rina = { ...yossi, destination: '972503333333', lastMessageText: 'Call me', lastMessageDate: '2026-03-01T11:30:00.000Z', newIncomingCount: 1, messages: [{ id: 9, kind: 'reply' as const, text: 'Call me', date: '2026-03-01T11:30:00.000Z', isIncoming: true, isNewIncoming: true }] };
  chatServer.updates.push({ status: 1, chats: [rina], serverTime: '2026-03-01T11:30:01.000Z' });
  act(() => void store.dispatch(liveLinkReceived('/chat/7')));
  act(() => release());
  await screen.findByRole('heading', { name: 'Spring sale אביב' });
  await waitFor(() => expect(conversations().getAllByRole('button')[0]).toHaveTextContent('972503333333'));
  expect(asked.update).toHaveLength(1);
});

test('a live notification for another chat asks nothing', async () => {
  const { asked } = serveChat();
  const { store } = renderChatPage();
  await screen.findByRole('heading', { name: 'Spring sale אביב' });
  act(() => void store.dispatch(liveLinkReceived('/chat/8')));
  // Something the page does ask, so the wait is for a request that would have gone first.
  await user().click(screen.getByRole('radio', { name: 'All recipients' }));
  await waitFor(() => expect(asked.page).toHaveLength(2));
  expect(asked.update).toEqual([]);
  expect(playNewReplySound).not.toHaveBeenCalled();
});

test('the filter and the sound are saved as the chat settings; the filter asks the conversations again', async () => {
  const { asked } = serveChat();
  renderChatPage();
  await user().click(await screen.findByRole('radio', { name: 'All recipients' }));
  await waitFor(() => expect(asked.page[1]).toEqual({ chatId: 7, page: 1, pageSize: 50, destinationFilter: 'all' }));
  await waitFor(() => expect(asked.save).toEqual([{ chatId: 7, settings: { destinationFilter: 'all', newMessageSound: false } }]));
  await user().click(screen.getByRole('switch', { name: 'Sound on a new reply' }));
  await waitFor(() => expect(asked.save[1]).toEqual({ chatId: 7, settings: { destinationFilter: 'all', newMessageSound: true } }));
});

test('the kept filter "all" shows every recipient from the start; more pages load on demand', async () => {
  const { asked, chatServer } = serveChat();
  chatServer.page = { ...chatServer.page, settings: { destinationFilter: 'all', newMessageSound: false }, chats: [dana], hasMore: true, total: 2 };
  renderChatPage();
  // Asked without a filter, the server applies the kept one and says which.
  expect(await screen.findByRole('radio', { name: 'All recipients' })).toBeChecked();
  expect(asked.page).toEqual([{ chatId: 7, page: 1, pageSize: 50 }]);
  chatServer.page = { ...chatServer.page, chats: [yossi], hasMore: false };
  await user().click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByRole('button', { name: /972502222222/ })).toBeInTheDocument();
  expect(asked.page[1]).toEqual({ chatId: 7, page: 2, pageSize: 50, destinationFilter: 'all' });
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});

test('in Hebrew the page reads right to left and user texts keep their own direction', async () => {
  serveChat();
  renderChatPage('/chat/7', 'he');
  expect(await screen.findByRole('heading', { name: 'Spring sale אביב' })).toBeInTheDocument();
  expect(document.documentElement.dir).toBe('rtl');
  expect(screen.getByText('התשובות מגיעות למספר', { exact: false })).toBeInTheDocument();
  expect(screen.getByText('Yes please, כן').closest('bdi')).toHaveAttribute('dir', 'auto');
});

test('full screen: where the browser has no element full screen, the page covers the window until asked back', async () => {
  serveChat();
  const { container } = renderChatPage();
  await user().click(await screen.findByRole('button', { name: 'Full screen' }));
  expect(container.querySelector('.chat-page--fullscreen')).toHaveStyle({ position: 'fixed' });
  await user().click(screen.getByRole('button', { name: 'Exit full screen' }));
  expect(container.querySelector('.chat-page--fullscreen')).toBeNull();
});
