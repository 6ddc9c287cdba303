/**
 * What the chat page shows, kept by the page rather than the API cache: pages of
 * conversations, the changed ones each update brings (whole, merged in), answers shown at once
 * as sending, replies marked read, numbers blacklisted. Pure, so each rule is tested alone.
 */
import type { Chat, ChatMessage, ChatPageData } from '../../api/generated/chat';
import { normalizeBlacklistPhone } from '../../../domain/phones';

export type ChatHeader = Pick<ChatPageData, 'chatId' | 'shipmentName' | 'sourceNumber' | 'expiryDate' | 'isExpired' | 'settings'>;

export interface ChatState {
  header: ChatHeader | null;
  /** The latest activity first. */
  conversations: Chat[];
  total: number;
  hasMore: boolean;
  /** Pages of conversations loaded so far. */
  pages: number;
  /** What to pass as `since` on the next update: the server's time of the last one. */
  since?: string;
}

export const emptyChat: ChatState = { header: null, conversations: [], total: 0, hasMore: false, pages: 0 };

export type ChatAction =
  | { type: 'loaded'; page: number; data: ChatPageData }
  | { type: 'updated'; chats: Chat[]; serverTime?: string }
  | { type: 'answerShown'; destination: string; message: ChatMessage }
  | { type: 'markedRead'; destination: string }
  | { type: 'blacklisted'; destination: string };

/** One recipient, however the number is written (the report links with 5XXXXXXXX, the chat may hold 9725XXXXXXXX). */
export function sameRecipient(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b) return false;
  if (a === b) return true;
  const na = normalizeBlacklistPhone(a);
  return na !== null && na === normalizeBlacklistPhone(b);
}

const timeOf = (iso: string | undefined): number => (iso ? Date.parse(iso) || 0 : 0);

/**
 * The newest moment the page knows of, as `since` for the first update: the chat page's
 * answer carries no server time, and everything older than its newest message is shown.
 */
export function newestMomentOf(conversations: Chat[]): string | undefined {
  let newest = 0;
  for (const c of conversations) {
    newest = Math.max(newest, timeOf(c.lastMessageDate));
    for (const m of c.messages ?? []) newest = Math.max(newest, timeOf(m.date));
  }
  return newest ? new Date(newest).toISOString() : undefined;
}

const repliesIn = (chat: Chat | undefined): number => (chat?.messages ?? []).filter((m) => m.kind === 'reply' || (m.kind === undefined && m.isIncoming)).length;

/** How many replies an update brings that the page did not show yet (a sound plays for them). */
export function newRepliesIn(shown: Chat[], changed: Chat[]): number {
  return changed.reduce((sum, c) => sum + Math.max(0, repliesIn(c) - repliesIn(shown.find((s) => s.destination === c.destination))), 0);
}

/**
 * Changed conversations replace the shown ones of the same recipient. One with newer
 * activity, or not shown yet, moves to the top (the latest activity first); one that only
 * changed a status (an answer delivered) stays where it is.
 */
export function mergeConversations(shown: Chat[], changed: Chat[]): Chat[] {
  const byDestination = new Map(changed.map((c) => [c.destination, c]));
  const rising: Chat[] = [];
  const rest: Chat[] = [];
  for (const c of shown) {
    const fresh = byDestination.get(c.destination);
    if (!fresh) rest.push(c);
    else if (timeOf(fresh.lastMessageDate) > timeOf(c.lastMessageDate)) rising.push(fresh);
    else rest.push(fresh);
  }
  const known = new Set(shown.map((c) => c.destination));
  const added = changed.filter((c) => !known.has(c.destination));
  const top = [...added, ...rising].sort((a, b) => timeOf(b.lastMessageDate) - timeOf(a.lastMessageDate));
  return [...top, ...rest];
}

/** Ids are counted per kind (a reply and an answer may share one). */
export const messageKey = (m: ChatMessage, index: number): string => (m.id === undefined ? `local-${index}` : `${m.kind ?? (m.isIncoming ? 'reply' : 'answer')}-${m.id}`);
const sameMessage = (a: ChatMessage, b: ChatMessage): boolean => a.id !== undefined && messageKey(a, 0) === messageKey(b, 0);

const withConversation = (state: ChatState, destination: string, change: (c: Chat) => Chat): Chat[] =>
  state.conversations.map((c) => (c.destination === destination ? change(c) : c));

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'loaded': {
      const { chats = [], total = 0, hasMore = false, serverTime, ...header } = action.data;
      if (action.page === 1) return { header, conversations: chats, total, hasMore, pages: 1, since: serverTime ?? state.since };
      const known = new Set(state.conversations.map((c) => c.destination));
      return { ...state, conversations: [...state.conversations, ...chats.filter((c) => !known.has(c.destination))], total, hasMore, pages: action.page };
    }
    case 'updated': {
      const added = action.chats.filter((c) => !state.conversations.some((s) => s.destination === c.destination)).length;
      return { ...state, conversations: mergeConversations(state.conversations, action.chats), total: state.total + added, since: action.serverTime ?? state.since };
    }
    case 'answerShown': {
      const { message } = action;
      const conversations = withConversation(state, action.destination, (c) => ({
        ...c,
        messages: [...(c.messages ?? []).filter((m) => !sameMessage(m, message)), message],
        lastMessageText: message.text ?? c.lastMessageText,
        lastMessageDate: message.date ?? c.lastMessageDate,
      }));
      return { ...state, conversations: mergeConversations(state.conversations, conversations.filter((c) => c.destination === action.destination)) };
    }
    case 'markedRead':
      return {
        ...state,
        conversations: withConversation(state, action.destination, (c) => ({ ...c, newIncomingCount: 0, messages: (c.messages ?? []).map((m) => (m.isNewIncoming ? { ...m, isNewIncoming: false } : m)) })),
      };
    case 'blacklisted':
      return { ...state, conversations: withConversation(state, action.destination, (c) => ({ ...c, isBlacklisted: true })) };
  }
}

/**
 * An answer of ours whose delivery is not known yet: the page asks for updates until there is
 * none. Only answers: the campaign's own messages carry a sending state too (a large campaign
 * still going out), and they are not what the reader waits for here.
 */
export const hasSendingAnswer = (conversations: Chat[]): boolean => conversations.some((c) => (c.messages ?? []).some((m) => m.kind === 'answer' && m.isSendingMessage));
