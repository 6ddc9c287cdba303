/**
 * The chat page's test kit: shipment 7's conversations, an msw server of the five chat calls
 * that records what each was asked and answers from `ChatServer` (which a test changes
 * between calls), and the page mounted as the router does, with the modal and toast hosts.
 */
import { http, HttpResponse } from 'msw';
import type { Chat, ChatMessage, ChatPageData, ChatUpdates } from '../../api/generated/chat';
import type { Language } from '../../state/preferences';
import { renderWithProviders, sessionFor } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import { ConfirmModalHost } from '../../ui/ConfirmModalHost';
import { NotificationHost } from '../../ui/NotificationHost';
import ChatPage from './ChatPage';

export const dana: Chat = {
  chatId: 7,
  sourceNumber: '0529990000',
  destination: '972501111111',
  lastMessageDate: '2026-03-01T10:05:00.000Z',
  lastMessageText: 'Yes please, כן',
  newIncomingCount: 1,
  isBlacklisted: false,
  messages: [
    { id: 1, kind: 'campaign', text: 'Spring sale 50% מבצע', date: '2026-03-01T08:00:00.000Z', isIncoming: false },
    { id: 2, kind: 'reply', text: 'Yes please, כן', date: '2026-03-01T10:05:00.000Z', isIncoming: true, isNewIncoming: true },
  ],
};

export const yossi: Chat = {
  chatId: 7,
  sourceNumber: '0529990000',
  destination: '972502222222',
  lastMessageDate: '2026-03-01T09:00:00.000Z',
  lastMessageText: 'How much?',
  newIncomingCount: 0,
  isBlacklisted: false,
  messages: [
    { id: 3, kind: 'campaign', text: 'Spring sale 50% מבצע', date: '2026-03-01T08:00:00.000Z' },
    { id: 4, kind: 'reply', text: 'How much?', date: '2026-03-01T09:00:00.000Z', isIncoming: true },
  ],
};

export interface ChatServer {
  page: ChatPageData & { status: number };
  /** Answered in turn by get-updated-chat; an empty update once they run out. */
  updates: (ChatUpdates & { status: number })[];
  sendAnswer: (body: { destination: string; text: string }) => { status: number; chatMessage?: ChatMessage };
  blacklistStatus: number;
  /** Answered by update-chat-data. */
  saveStatus: number;
  /** get-chat-data answers 404 (no such shipment in reach). */
  notFound: boolean;
  /** get-chat-data answers once this resolves (a first load still under way). */
  pageHeld: Promise<void> | null;
}

export type Asked = Record<'page' | 'update' | 'save' | 'send' | 'blacklist', Record<string, unknown>[]>;

export function serveChat(change: Partial<ChatServer> = {}): { asked: Asked; chatServer: ChatServer } {
  const chatServer: ChatServer = {
    page: {
      status: 1,
      chatId: 7,
      shipmentName: 'Spring sale אביב',
      sourceNumber: '0529990000',
      expiryDate: '2099-03-06T08:00:00.000Z',
      isExpired: false,
      settings: { destinationFilter: 'responding', newMessageSound: false },
      chats: [dana, yossi],
      total: 2,
      hasMore: false,
    },
    updates: [],
    sendAnswer: ({ text }) => ({ status: 1, chatMessage: { id: 100, kind: 'answer', text, date: '2026-03-01T11:00:00.000Z', isSendingMessage: true, status: -1 } }),
    blacklistStatus: 1,
    saveStatus: 1,
    notFound: false,
    pageHeld: null,
    ...change,
  };
  const asked: Asked = { page: [], update: [], save: [], send: [], blacklist: [] };
  const body = async (request: Request) => (await request.json()) as Record<string, unknown>;
  server.use(
    http.post(apiUrl('/chat/get-chat-data'), async ({ request }) => {
      asked.page.push(await body(request));
      await chatServer.pageHeld;
      if (chatServer.notFound) return HttpResponse.json({ message: 'errors.generic.notFound' }, { status: 404 });
      return HttpResponse.json({ data: chatServer.page });
    }),
    http.post(apiUrl('/chat/get-updated-chat'), async ({ request }) => {
      asked.update.push(await body(request));
      return HttpResponse.json({ data: chatServer.updates.shift() ?? { status: 1, chats: [], serverTime: '2026-03-01T12:00:00.000Z' } });
    }),
    http.post(apiUrl('/chat/update-chat-data'), async ({ request }) => {
      asked.save.push(await body(request));
      return HttpResponse.json({ data: { status: chatServer.saveStatus } });
    }),
    http.post(apiUrl('/chat/send-message'), async ({ request }) => {
      const sent = await body(request);
      asked.send.push(sent);
      return HttpResponse.json({ data: chatServer.sendAnswer(sent as { destination: string; text: string }) });
    }),
    http.post(apiUrl('/chat/add-phone-to-blacklist'), async ({ request }) => {
      asked.blacklist.push(await body(request));
      return HttpResponse.json({ data: { status: chatServer.blacklistStatus } });
    }),
  );
  return { asked, chatServer };
}

export function renderChatPage(route = '/chat/7', language: Language = 'en') {
  return renderWithProviders(
    <>
      <ChatPage />
      <ConfirmModalHost />
      <NotificationHost />
    </>,
    {
      route,
      path: '/chat/:id',
      extraRoutes: [{ path: '/403', element: <p>Access denied page</p> }],
      preloadedState: { ...sessionFor(), preferences: { language, theme: 'light' } },
    },
  );
}
