/**
 * The chat follows the live stream (section 4): a WhatsApp message's notification leads to its
 * conversation's path, so when one arrives the conversations list and the unread count are asked
 * again, and the open conversation too when the message is in it. A stream that opens again after
 * a drop may have missed messages: everything is asked again. While there is no stream at all the
 * queries poll instead (noStreamPollMs).
 */
import { useEffect, useRef } from 'react';
import { href } from '../../../router/paths';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { chatsListTag, conversationTag, whatsappChatApi } from './whatsappChatApi';

export const noStreamPollMs = 15_000;
/** While one of our messages is still on its way, its conversation asks for its fate this often. */
export const sendingPollMs = 3_000;

const chatPathPrefix = `${href('whatsappCampaignChat')}/`;

export function useLiveChatUpdates(source: string | undefined, destination: string | undefined): void {
  const dispatch = useAppDispatch();
  const live = useAppSelector((s) => s.notifications.live);
  // What the stream had already brought when the chat opened is not news to it.
  const seen = useRef({ received: live.received, opens: live.opens });

  useEffect(() => {
    if (live.received === seen.current.received) return;
    seen.current.received = live.received;
    if (!live.link?.startsWith(chatPathPrefix)) return;
    const open = source && destination ? href('whatsappCampaignChat', { from: source, to: destination }) : null;
    dispatch(whatsappChatApi.util.invalidateTags(live.link === open ? [chatsListTag, conversationTag(source!, destination!)] : [chatsListTag]));
  }, [live.received, live.link, source, destination, dispatch]);

  useEffect(() => {
    if (live.opens === seen.current.opens) return;
    seen.current.opens = live.opens;
    dispatch(whatsappChatApi.util.invalidateTags(['WhatsAppChat']));
  }, [live.opens, dispatch]);
}
