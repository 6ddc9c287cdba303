/**
 * The WhatsApp chat's test kit: number 972529990000's conversations, an msw server of the chat's
 * calls answering the contract's shapes (api-spec/paths/whatsapp.yaml) from `WhatsAppChatServer`
 * (which a test changes between calls) and recording what each was asked, and the chat mounted
 * on its route as helper E's page mounts it, with the toast and modal hosts.
 */
import { http, HttpResponse } from 'msw';
import { useParams } from 'react-router-dom';
import type { WhatsAppChatSummary, WhatsAppConversation, WhatsAppSendResult, WhatsAppTemplate } from '../../../api/generated/whatsapp';
import type { Language } from '../../../state/preferences';
import { renderWithProviders, sessionFor } from '../../../test/render';
import { apiUrl, server } from '../../../test/server';
import { ConfirmModalHost } from '../../../ui/ConfirmModalHost';
import { NotificationHost } from '../../../ui/NotificationHost';
import { WhatsAppChat } from './WhatsAppChat';

export const ourNumber = '972529990000';
export const dana = '972501111111';
export const yossi = '972502222222';

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
const hoursAhead = (h: number) => new Date(Date.now() + h * 3_600_000 + 60_000).toISOString();

export const chats: WhatsAppChatSummary[] = [
  { source: ourNumber, destination: dana, name: 'Dana Levi', lastMessageText: 'Hello, שלום', lastMessageDate: hoursAgo(1), unreadCount: 2, isSessionOpen: true, sessionExpiresAt: hoursAhead(23) },
  { source: ourNumber, destination: yossi, lastMessageText: 'Spring sale', lastMessageDate: hoursAgo(50), unreadCount: 0, isSessionOpen: false },
];

/** Dana wrote an hour ago: the window is open for 23 more hours. */
export const openConversation = (): WhatsAppConversation => ({
  source: ourNumber,
  destination: dana,
  name: 'Dana Levi',
  isSessionOpen: true,
  needsTemplate: false,
  sessionExpiresAt: hoursAhead(23),
  messages: [
    { id: 1, direction: 'outgoing', type: 'template', templateName: 'spring_sale', text: 'Spring sale 50% מבצע', date: hoursAgo(3), status: 1, isRead: true },
    { id: 2, direction: 'incoming', type: 'text', text: 'Hello, שלום', date: hoursAgo(1.5) },
    { id: 3, direction: 'incoming', type: 'image', mediaUrl: 'https://files.example/shoe.jpg', caption: 'This one?', date: hoursAgo(1.2), isNewIncoming: true },
    { id: 4, direction: 'incoming', type: 'reaction', replyToId: 1, text: '👍', date: hoursAgo(1) },
    { id: 5, direction: 'outgoing', type: 'text', text: 'Not delivered one', date: hoursAgo(0.5), status: 400, rejectionReason: 7 },
  ],
});

/** Yossi last wrote two days ago: only a template can go. */
export const closedConversation = (): WhatsAppConversation => ({
  source: ourNumber,
  destination: yossi,
  isSessionOpen: false,
  needsTemplate: true,
  messages: [{ id: 10, direction: 'incoming', type: 'text', text: 'Old message', date: hoursAgo(50) }],
});

export const templates: WhatsAppTemplate[] = [
  { templateId: 7, name: 'waiting_one', body: 'Not yet', status: 0 },
  { templateId: 8, name: 'spring_sale', body: 'Hello {{1}}, the sale ends {{2}}.', status: 1, header: 'none' },
  { templateId: 9, name: 'follow_up', body: 'Still interested?', status: 1, header: 'none' },
];

export interface WhatsAppChatServer {
  conversations: Record<string, WhatsAppConversation>;
  /** Answered in turn by send-whatsapp-chat-message; a stored sent message once they run out. */
  textAnswers: WhatsAppSendResult[];
  templateAnswer: WhatsAppSendResult;
  fileAnswer: WhatsAppSendResult;
  reactionAnswer: WhatsAppSendResult;
  templates: WhatsAppTemplate[];
  unreadTotal: number;
}

export interface Asked {
  chats: URLSearchParams[];
  unread: unknown[];
  conversation: URLSearchParams[];
  text: Record<string, unknown>[];
  template: Record<string, unknown>[];
  file: { source: string; destination: string; caption: string; fileName: string }[];
  reaction: Record<string, unknown>[];
}

export function serveWhatsAppChat(change: Partial<WhatsAppChatServer> = {}) {
  const state: WhatsAppChatServer = {
    conversations: { [dana]: openConversation(), [yossi]: closedConversation() },
    textAnswers: [],
    templateAnswer: { status: 1, chatMessage: { id: 200, direction: 'outgoing', type: 'template', templateName: 'spring_sale', text: 'Hello Yossi, the sale ends Friday.', date: new Date().toISOString(), isSendingMessage: true } },
    fileAnswer: { status: 1, chatMessage: { id: 300, direction: 'outgoing', type: 'document', fileName: 'price-list.pdf', caption: 'Our prices', date: new Date().toISOString(), isSendingMessage: true } },
    reactionAnswer: { status: 1 },
    templates,
    unreadTotal: 1,
    ...change,
  };
  const asked: Asked = { chats: [], unread: [], conversation: [], text: [], template: [], file: [], reaction: [] };
  const json = async (request: Request) => (await request.json()) as Record<string, unknown>;
  server.use(
    http.get(apiUrl('/whatsapp/get-user-meta-data'), () =>
      HttpResponse.json({ data: { userId: 10, hasWhatsappPermission: true, phones: [{ phone: ourNumber, state: 'active' }, { phone: '972527770000', state: 'deleted' }] } }),
    ),
    http.get(apiUrl('/whatsapp/get-chats-data'), ({ request }) => {
      asked.chats.push(new URL(request.url).searchParams);
      return HttpResponse.json({ data: { chats, total: chats.length, hasMore: false } });
    }),
    http.post(apiUrl('/whatsapp/get-count-unread-chat'), async ({ request }) => {
      asked.unread.push(await json(request));
      return HttpResponse.json({ data: { total: state.unreadTotal } });
    }),
    http.get(apiUrl('/whatsapp/get-conversation-data'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.conversation.push(query);
      const found = state.conversations[query.get('destination') ?? ''];
      if (!found || query.get('source') !== ourNumber) return HttpResponse.json({ message: 'errors.generic.notFound' }, { status: 404 });
      return HttpResponse.json({ data: found });
    }),
    http.get(apiUrl('/whatsapp/get-phone-templates/:phone'), () => HttpResponse.json({ data: state.templates })),
    http.post(apiUrl('/whatsapp/send-whatsapp-chat-message'), async ({ request }) => {
      const body = await json(request);
      asked.text.push(body);
      const answer = state.textAnswers.shift() ?? {
        status: 1,
        chatMessage: { id: 100 + asked.text.length, direction: 'outgoing', type: 'text', text: String(body.text), date: new Date().toISOString(), isSendingMessage: true },
      };
      return HttpResponse.json({ data: answer });
    }),
    http.post(apiUrl('/whatsapp/send-whatsapp-chat-template'), async ({ request }) => {
      asked.template.push(await json(request));
      return HttpResponse.json({ data: state.templateAnswer });
    }),
    http.post(apiUrl('/whatsapp/send-whatsapp-file-message'), async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file') as File;
      asked.file.push({ source: String(form.get('source')), destination: String(form.get('destination')), caption: String(form.get('caption')), fileName: file.name });
      return HttpResponse.json({ data: state.fileAnswer });
    }),
    http.post(apiUrl('/whatsapp/send-reaction'), async ({ request }) => {
      asked.reaction.push(await json(request));
      return HttpResponse.json({ data: state.reactionAnswer });
    }),
  );
  return { asked, state };
}

function ChatRoute() {
  const { from, to } = useParams();
  return <WhatsAppChat from={from} to={to} />;
}

export function renderWhatsAppChat(route = `/whatsapp-campaign-chat/${ourNumber}/${dana}`, language: Language = 'en') {
  return renderWithProviders(
    <>
      <ChatRoute />
      <ConfirmModalHost />
      <NotificationHost />
    </>,
    {
      route,
      path: '/whatsapp-campaign-chat/:from?/:to?',
      preloadedState: { ...sessionFor({ permissions: [1, 2, 3, 4, 26] }), preferences: { language, theme: 'light' } },
    },
  );
}
