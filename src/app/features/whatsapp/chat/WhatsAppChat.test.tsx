import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { File as NodeFile } from 'node:buffer';
import { liveLinkReceived, liveStreamOpened } from '../../../state/notifications';
import { closedConversation, dana, ourNumber, renderWhatsAppChat, serveWhatsAppChat, yossi } from './testWhatsAppChat';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const list = () => within(screen.getByRole('navigation', { name: 'Conversations' }));
const messages = () => within(screen.getByRole('list', { name: 'Messages' }));
const bubbleOf = (text: string) => messages().getByText(text).closest('li')!;
/** Node's File: the test environment's FormData takes only Node's blobs, as a browser's takes the browser's files. */
const nodeFile = (name: string, type: string) => new NodeFile(['%PDF'], name, { type }) as unknown as File;

test('lists the conversations with their unread counts, the total unread, and asks again with the filters chosen', async () => {
  const { asked } = serveWhatsAppChat();
  renderWhatsAppChat(`/whatsapp-campaign-chat/${ourNumber}`);
  const danaRow = await screen.findByRole('button', { name: /Dana Levi/ });
  expect(within(danaRow).getByTitle('Unread messages: 2')).toBeInTheDocument();
  expect(within(danaRow).getByText('Hello, שלום')).toHaveAttribute('dir', 'auto');
  const yossiRow = list().getByRole('button', { name: /972502222222/ });
  expect(within(yossiRow).getByText('Template only')).toBeInTheDocument();
  expect(await screen.findByText('Unread conversations: 1')).toBeInTheDocument();
  expect(screen.getByText('Choose a conversation to read it and answer.')).toBeInTheDocument();
  // The path's number narrows the list; 30 days unless chosen.
  expect(Object.fromEntries(asked.chats[0]!)).toMatchObject({ source: ourNumber, unread: 'false', days: '30', amount: '20' });
  expect(asked.unread[0]).toEqual({ source: ourNumber });

  await user().click(screen.getByRole('switch', { name: 'Unread only' }));
  await waitFor(() => expect(asked.chats.at(-1)!.get('unread')).toBe('true'));
  await user().type(screen.getByRole('searchbox', { name: 'Search a number' }), '0501{Enter}');
  await waitFor(() => expect(asked.chats.at(-1)!.get('destination')).toBe('0501'));
});

test('a conversation shows its bubbles by type and side, the reaction on its message, the ticks and the time left in the window', async () => {
  serveWhatsAppChat();
  renderWhatsAppChat();
  expect(await screen.findByRole('heading', { name: 'Dana Levi' })).toBeInTheDocument();
  expect(screen.getByText('Open for 23 hours more')).toBeInTheDocument();
  const template = bubbleOf('Spring sale 50% מבצע');
  expect(template).toHaveAccessibleName('Your message');
  expect(within(template).getByText('spring_sale')).toBeInTheDocument();
  expect(within(template).getByRole('img', { name: 'Read' })).toBeInTheDocument();
  // The customer's 👍 sits on the message it is about, not in a bubble of its own.
  expect(within(within(template).getByRole('group', { name: 'Reactions' })).getByText('👍')).toBeInTheDocument();
  expect(bubbleOf('Hello, שלום')).toHaveAccessibleName("The customer's message");
  expect(messages().getByRole('img', { name: 'This one?' })).toHaveAttribute('src', 'https://files.example/shoe.jpg');
  expect(within(bubbleOf('Not delivered one')).getByText("The message was not sent: the recipient's WhatsApp is too old.")).toBeInTheDocument();
  expect(messages().getAllByRole('listitem').filter((li) => li.getAttribute('aria-hidden') === null)).toHaveLength(4);
  expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
});

test('sending a text appends its bubble at once and empties the box', async () => {
  const { asked } = serveWhatsAppChat();
  renderWhatsAppChat();
  const box = await screen.findByRole('textbox', { name: 'Message' });
  await user().type(box, 'We have it in blue, בכחול');
  await user().click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(asked.text).toEqual([{ source: ourNumber, destination: dana, text: 'We have it in blue, בכחול' }]));
  const bubble = await waitFor(() => bubbleOf('We have it in blue, בכחול'));
  expect(bubble).toHaveAccessibleName('Your message');
  expect(within(bubble).getByRole('img', { name: 'Sending' })).toBeInTheDocument();
  expect(box).toHaveValue('');
});

test('a closed window shows only the template picker: no text box, and send-whatsapp-chat-message is never called', async () => {
  const { asked } = serveWhatsAppChat();
  renderWhatsAppChat(`/whatsapp-campaign-chat/${ourNumber}/${yossi}`);
  expect(await screen.findByText(/only an approved template can be sent/)).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  // The first approved template is chosen (section 4); the pending one is not offered.
  const picker = within(await screen.findByRole('form', { name: 'Send a template' }));
  expect(picker.getByText('spring_sale')).toBeInTheDocument();
  await user().click(picker.getByRole('button', { name: 'Send the template' }));
  expect(await picker.findByText('Fill in value 1.')).toBeInTheDocument();
  expect(asked.template).toHaveLength(0);
  await user().type(picker.getByRole('textbox', { name: 'Value 1' }), 'Yossi');
  await user().type(picker.getByRole('textbox', { name: 'Value 2' }), 'Friday');
  expect(picker.getByText('Hello Yossi, the sale ends Friday.')).toBeInTheDocument();
  await user().click(picker.getByRole('button', { name: 'Send the template' }));
  await waitFor(() => expect(asked.template).toEqual([{ source: ourNumber, destination: yossi, templateId: 8, variables: ['Yossi', 'Friday'] }]));
  expect(await messages().findByText('Hello Yossi, the sale ends Friday.')).toBeInTheDocument();
  expect(asked.text).toHaveLength(0);
});

test('with no approved template the picker says why and nothing can be sent', async () => {
  serveWhatsAppChat({ templates: [{ templateId: 7, name: 'waiting_one', body: 'Not yet', status: 0 }] });
  renderWhatsAppChat(`/whatsapp-campaign-chat/${ourNumber}/${yossi}`);
  expect(await screen.findByText('No approved template to send')).toBeInTheDocument();
  expect(screen.getByText(/still waiting for approval/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Send the template' })).not.toBeInTheDocument();
});

test('a -19 answer shows the translated 24-hour rule under the box, and the conversation is asked again so the picker takes its place', async () => {
  const { asked, state } = serveWhatsAppChat({ textAnswers: [{ status: -19 }] });
  renderWhatsAppChat();
  await user().type(await screen.findByRole('textbox', { name: 'Message' }), 'Are you there?');
  const asks = asked.conversation.length;
  state.conversations[dana] = { ...closedConversation(), destination: dana };
  await user().click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText("More than 24 hours passed since the customer's last message: only a template can be sent.")).toBeInTheDocument();
  await waitFor(() => expect(asked.conversation.length).toBeGreaterThan(asks));
  expect(await screen.findByRole('form', { name: 'Send a template' })).toBeInTheDocument();
});

test("WhatsApp's refusal (-9) shows its rejection reason; the text stays in the box", async () => {
  serveWhatsAppChat({ textAnswers: [{ status: -9, rejectionReason: 5 }] });
  renderWhatsAppChat();
  const box = await screen.findByRole('textbox', { name: 'Message' });
  await user().type(box, 'Hello again');
  await user().click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('The message was not sent: daily limit reached.')).toBeInTheDocument();
  expect(box).toHaveValue('Hello again');
});

test('a file needs a caption: the error shows under the caption, then the file goes with it', async () => {
  const { asked } = serveWhatsAppChat();
  const { container } = renderWhatsAppChat();
  await screen.findByRole('textbox', { name: 'Message' });
  await user().upload(container.querySelector('input[type=file]') as HTMLInputElement, nodeFile('price-list.pdf', 'application/pdf'));
  await user().click(await screen.findByRole('button', { name: 'Send the file' }));
  expect(await screen.findByText('Write a caption.')).toBeInTheDocument();
  expect(asked.file).toHaveLength(0);
  await user().type(screen.getByRole('textbox', { name: 'Caption' }), 'Our prices');
  await user().click(screen.getByRole('button', { name: 'Send the file' }));
  await waitFor(() => expect(asked.file).toEqual([{ source: ourNumber, destination: dana, caption: 'Our prices', fileName: 'price-list.pdf' }]));
  expect(await messages().findByText('price-list.pdf')).toBeInTheDocument();
});

test('reacting to a message sends the emoji and shows it on the message; an empty emoji takes it back', async () => {
  const { asked } = serveWhatsAppChat();
  renderWhatsAppChat();
  await screen.findByRole('heading', { name: 'Dana Levi' });
  await user().click(within(bubbleOf('Hello, שלום')).getByRole('button', { name: 'React' }));
  await user().click(await screen.findByRole('button', { name: 'React with ❤️' }));
  await waitFor(() => expect(asked.reaction).toEqual([{ source: ourNumber, destination: dana, messageId: 2, emoji: '❤️' }]));
  expect(await within(bubbleOf('Hello, שלום')).findByTitle('Your reaction')).toHaveTextContent('❤️');
  await user().click(within(bubbleOf('Hello, שלום')).getByRole('button', { name: 'React' }));
  await user().click(await screen.findByRole('button', { name: 'Remove my reaction' }));
  await waitFor(() => expect(asked.reaction.at(-1)).toEqual({ source: ourNumber, destination: dana, messageId: 2, emoji: '' }));
  await waitFor(() => expect(within(bubbleOf('Hello, שלום')).queryByTitle('Your reaction')).not.toBeInTheDocument());
});

test("a live notification for the open conversation asks it and the list again; one for another conversation only the list", async () => {
  const { asked } = serveWhatsAppChat();
  const { store } = renderWhatsAppChat();
  act(() => {
    store.dispatch(liveStreamOpened('w1'));
  });
  await screen.findByRole('heading', { name: 'Dana Levi' });
  await waitFor(() => expect(asked.conversation.length).toBeGreaterThan(0));
  const before = { chats: asked.chats.length, conversation: asked.conversation.length };
  act(() => {
    store.dispatch(liveLinkReceived(`/whatsapp-campaign-chat/${ourNumber}/${yossi}`));
  });
  await waitFor(() => expect(asked.chats.length).toBeGreaterThan(before.chats));
  expect(asked.conversation.length).toBe(before.conversation);
  act(() => {
    store.dispatch(liveLinkReceived(`/whatsapp-campaign-chat/${ourNumber}/${dana}`));
  });
  await waitFor(() => expect(asked.conversation.length).toBeGreaterThan(before.conversation));
  // A reply's link of the SMS chat is not the WhatsApp chat's business.
  const now = { chats: asked.chats.length };
  act(() => {
    store.dispatch(liveLinkReceived('/chat/7'));
  });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(asked.chats.length).toBe(now.chats);
});

test('in Hebrew the chat reads right to left, with the 24-hour rule in Hebrew', async () => {
  serveWhatsAppChat();
  renderWhatsAppChat(`/whatsapp-campaign-chat/${ourNumber}/${yossi}`, 'he');
  expect(await screen.findByRole('heading', { name: "צ'אט וואטסאפ" })).toBeInTheDocument();
  await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
  expect(await screen.findByText(/אפשר לשלוח רק תבנית מאושרת/)).toBeInTheDocument();
});

test('opening a conversation from the list moves the path to it, and the list is asked again once it was read', async () => {
  const { asked } = serveWhatsAppChat();
  const { router } = renderWhatsAppChat(`/whatsapp-campaign-chat/${ourNumber}`);
  const row = await screen.findByRole('button', { name: /Dana Levi/ });
  await waitFor(() => expect(asked.unread).toHaveLength(1));
  const listAsks = asked.chats.length;
  await user().click(row);
  expect(router.state.location.pathname).toBe(`/whatsapp-campaign-chat/${ourNumber}/${dana}`);
  expect(await screen.findByRole('heading', { name: 'Dana Levi' })).toBeInTheDocument();
  await waitFor(() => expect(asked.chats.length).toBeGreaterThan(listAsks));
  expect(Object.fromEntries(asked.conversation[0]!)).toEqual({ source: ourNumber, destination: dana });
});

test("a link to a conversation (a notification's) narrows the list to its number", async () => {
  const { asked } = serveWhatsAppChat();
  const { router } = renderWhatsAppChat('/whatsapp-campaign-chat');
  await screen.findByRole('button', { name: /Dana Levi/ });
  expect(asked.chats[0]!.get('source')).toBeNull();
  await act(() => router.navigate(`/whatsapp-campaign-chat/${ourNumber}/${dana}`));
  await waitFor(() => expect(asked.chats.at(-1)!.get('source')).toBe(ourNumber));
  expect(await screen.findByRole('heading', { name: 'Dana Levi' })).toBeInTheDocument();
});

test('a conversation outside reach says so in the pane', async () => {
  serveWhatsAppChat();
  renderWhatsAppChat(`/whatsapp-campaign-chat/${ourNumber}/972509999999`);
  expect(await screen.findByText('This conversation was not found.')).toBeInTheDocument();
});
