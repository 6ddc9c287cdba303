/**
 * The chat of one shipment: its pages of conversations, the filter and sound settings (kept per
 * user by the server), updates merged in, answers, read marks and the blacklist. Every call
 * that answers -2 (another customer's chat) leaves for /403 — the base query has shown the
 * warning cantWatchOtherCustomerChat — and a 404 (no such shipment in reach) is said by the page.
 */
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { notFoundShownByPage } from '../../api/baseQuery';
import {
  chatApi,
  useAddChatPhoneToBlacklistMutation,
  useSendChatMessageMutation,
  useUpdateChatDataMutation,
  type ChatDestinationFilter,
  type ChatMessage,
  type ChatSettings,
} from '../../api/generated/chat';
import { statusMessageFor } from '../../api/statusMessages';
import { href } from '../../router/paths';
import { confirm } from '../../state/confirmModal';
import { useAppDispatch } from '../../state/hooks';
import { AddChatPhoneToBlacklist, GetChatData, GetUpdatedChat, SendChatMessage, UpdateChatData } from '../../../contract/statusCodes';
import { displayPhone } from '../../../domain/phones';
import { chatReducer, emptyChat, newestMomentOf, newRepliesIn } from './chatState';
import { playNewReplySound } from '../../ui/newReplySound';

// A shipment outside the user's reach is a 404: the page says so instead of an error dialog, and
// a background update is not one to interrupt the reader for. Actions keep the dialog.
notFoundShownByPage('getChatData', 'getUpdatedChat');

export const chatPageSize = 50;
const httpNotFound = 404;

export type ChatLoad = 'loading' | 'ready' | 'notFound' | 'failed';

const isNotFound = (error: unknown): boolean => typeof error === 'object' && error !== null && 'status' in error && error.status === httpNotFound;

export function useChat(chatId: number) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [state, act] = useReducer(chatReducer, emptyChat);
  const [load, setLoad] = useState<ChatLoad>('loading');
  const [settings, setSettings] = useState<Required<ChatSettings>>({ destinationFilter: 'responding', newMessageSound: false });
  const [loadingMore, setLoadingMore] = useState(false);
  const [sendChatMessage, { isLoading: sending }] = useSendChatMessageMutation();
  const [updateChatData] = useUpdateChatDataMutation();
  const [addToBlacklist] = useAddChatPhoneToBlacklistMutation();

  // Updates come from timers and events: they read the latest of these, not the first render's.
  const latest = useRef({ state, settings });
  useEffect(() => {
    latest.current = { state, settings };
  }, [state, settings]);

  const leave = useCallback(() => navigate(href('forbidden'), { replace: true }), [navigate]);

  const fetchPage = useCallback(
    async (page: number, destinationFilter?: ChatDestinationFilter) => {
      const body = { chatId, page, pageSize: chatPageSize, ...(destinationFilter ? { destinationFilter } : {}) };
      const result = await dispatch(chatApi.endpoints.getChatData.initiate({ body }, { subscribe: false, forceRefetch: true }));
      const data = result.data?.data;
      if (data?.status === GetChatData.otherCustomersChat) {
        leave();
        return undefined;
      }
      if (result.error || data?.status !== GetChatData.loaded) {
        if (page === 1) setLoad(isNotFound(result.error) ? 'notFound' : 'failed');
        return undefined;
      }
      act({ type: 'loaded', page, data });
      setLoad('ready');
      return data;
    },
    [chatId, dispatch, leave],
  );

  useEffect(() => {
    let current = true;
    if (!Number.isInteger(chatId) || chatId < 1) {
      setLoad('notFound');
      return undefined;
    }
    setLoad('loading');
    const open = async () => {
      // The first ask names no filter: the server applies the one the user keeps, and says which.
      const data = await fetchPage(1);
      if (!current || !data) return;
      setSettings({ destinationFilter: data.settings?.destinationFilter ?? 'responding', newMessageSound: Boolean(data.settings?.newMessageSound) });
    };
    void open();
    return () => {
      current = false;
    };
  }, [chatId, fetchPage]);

  const loadMore = useCallback(async () => {
    setLoadingMore(true);
    await fetchPage(latest.current.state.pages + 1, latest.current.settings.destinationFilter).finally(() => setLoadingMore(false));
  }, [fetchPage]);

  const saveSettings = useCallback(
    async (change: ChatSettings) => {
      const next = { ...latest.current.settings, ...change };
      setSettings(next);
      if (change.destinationFilter) void fetchPage(1, change.destinationFilter);
      const saved = await updateChatData({ body: { chatId, settings: next } }).unwrap().catch(() => undefined);
      if (saved?.data?.status === UpdateChatData.otherCustomersChat) leave();
    },
    [chatId, fetchPage, leave, updateChatData],
  );

  // One update at a time; one asked for meanwhile runs after it, so nothing is missed.
  const updating = useRef<{ running: boolean; again: boolean }>({ running: false, again: false });
  const catchUp = useCallback(async () => {
    if (updating.current.running) {
      updating.current.again = true;
      return;
    }
    updating.current.running = true;
    try {
      do {
        updating.current.again = false;
        const { state: before, settings: kept } = latest.current;
        const body = { chatId, since: before.since ?? newestMomentOf(before.conversations), destinationFilter: kept.destinationFilter };
        const result = await dispatch(chatApi.endpoints.getUpdatedChat.initiate({ body }, { subscribe: false, forceRefetch: true }));
        const data = result.data?.data;
        if (data?.status === GetUpdatedChat.otherCustomersChat) {
          leave();
          return;
        }
        if (data?.status !== GetUpdatedChat.updated) continue;
        const chats = data.chats ?? [];
        if (latest.current.settings.newMessageSound && newRepliesIn(latest.current.state.conversations, chats) > 0) playNewReplySound();
        act({ type: 'updated', chats, serverTime: data.serverTime });
      } while (updating.current.again);
    } finally {
      updating.current.running = false;
    }
  }, [chatId, dispatch, leave]);

  const markRead = useCallback(
    async (destination: string) => {
      const saved = await updateChatData({ body: { chatId, destination, markAsRead: true } }).unwrap().catch(() => undefined);
      const status = saved?.data?.status;
      if (status === UpdateChatData.saved) act({ type: 'markedRead', destination });
      else if (status === UpdateChatData.otherCustomersChat) leave();
    },
    [chatId, leave, updateChatData],
  );

  /** Sends an answer; resolves with the i18n key of a refusal to show under the answer box, or null. */
  const send = useCallback(
    async (destination: string, text: string): Promise<string | null> => {
      const result = await sendChatMessage({ body: { chatId, destination, text } }).unwrap().catch(() => undefined);
      const status = result?.data?.status;
      if (status === SendChatMessage.sent) {
        // Shown at once as sending; its delivery comes with the updates.
        const message: ChatMessage = result?.data?.chatMessage ?? { kind: 'answer', text, date: new Date().toISOString(), isSendingMessage: true };
        act({ type: 'answerShown', destination, message });
        return null;
      }
      if (status === SendChatMessage.otherCustomersChat) {
        leave();
        return null;
      }
      if (status === SendChatMessage.blacklisted) act({ type: 'blacklisted', destination });
      const row = status === undefined ? undefined : statusMessageFor('sendChatMessage', status);
      // The refusals the table marks quiet are the answer's: they go under its box.
      return row?.quiet ? row.key : null;
    },
    [chatId, leave, sendChatMessage],
  );

  const blacklist = useCallback(
    async (destination: string) => {
      const answer = await dispatch(confirm({ type: 'confirm', title: 'chat.blacklist.title', message: 'chat.blacklist.confirm', messageValues: { phone: displayPhone(destination) } }));
      if (answer !== true) return;
      const result = await addToBlacklist({ body: { chatId, phone: destination } }).unwrap().catch(() => undefined);
      const status = result?.data?.status;
      if (status === AddChatPhoneToBlacklist.added || status === AddChatPhoneToBlacklist.alreadyIn) act({ type: 'blacklisted', destination });
      else if (status === AddChatPhoneToBlacklist.otherCustomersChat) leave();
    },
    [addToBlacklist, chatId, dispatch, leave],
  );

  return { state, load, settings, saveSettings, loadMore, loadingMore, catchUp, markRead, send, sending, blacklist };
}

export type ChatModel = ReturnType<typeof useChat>;
