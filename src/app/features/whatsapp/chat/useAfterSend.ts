/**
 * What a send changes in the open conversation: the message the server stored joins it at once
 * (its ticks follow by polling and live updates); a reaction replaces ours on its message, an
 * empty one takes it away; an answer that says the window is shut (-19, -20) refetches the
 * conversation, so the template picker takes the text box's place instead of a second failure.
 */
import { useCallback } from 'react';
import type { WhatsAppConversation, WhatsAppSendResult } from '../../../api/generated/whatsapp';
import { useAppDispatch } from '../../../state/hooks';
import { SendWhatsappChatMessage } from '../../../../contract/statusCodes';
import { chatsListTag, conversationArgs, conversationTag, whatsappChatApi } from './whatsappChatApi';

// The four send calls share these codes (api-spec/paths/whatsapp.yaml).
const { sent, rule24h, firstMessageTemplate } = SendWhatsappChatMessage;
const windowShut: number[] = [rule24h, firstMessageTemplate];

export type ConversationChange = (conversation: WhatsAppConversation) => void;

export const appendStored =
  (result: WhatsAppSendResult): ConversationChange | null =>
    result.chatMessage
      ? (conversation) => {
          const stored = result.chatMessage!;
          if (!conversation.messages.some((m) => m.id === stored.id)) conversation.messages.push(stored);
        }
      : null;

export const reactionSet =
  (messageId: number, emoji: string): ConversationChange =>
  (conversation) => {
    const target = conversation.messages.find((m) => m.id === messageId);
    if (!target) return;
    const theirs = (target.reactions ?? []).filter((r) => r.direction !== 'outgoing');
    target.reactions = emoji ? [...theirs, { emoji, direction: 'outgoing' }] : theirs;
  };

export function useAfterSend(source: string, destination: string) {
  const dispatch = useAppDispatch();
  return useCallback(
    (result: WhatsAppSendResult | undefined, change: (result: WhatsAppSendResult) => ConversationChange | null) => {
      if (!result) return;
      if (windowShut.includes(result.status)) {
        dispatch(whatsappChatApi.util.invalidateTags([conversationTag(source, destination), chatsListTag]));
        return;
      }
      const edit = result.status === sent ? change(result) : null;
      if (!edit) return;
      dispatch(
        whatsappChatApi.util.updateQueryData('getWhatsappConversationData', conversationArgs(source, destination), (answer) => {
          if (answer.data) edit(answer.data);
        }),
      );
    },
    [dispatch, source, destination],
  );
}
