/**
 * A conversation's messages as the thread shows them: a reaction is not a bubble of its own but
 * sits on the message it is about (replyToId), each side's newest reaction replacing its earlier
 * one and an empty emoji taking it away, as WhatsApp shows them.
 */
import type { WhatsAppChatMessage } from '../../../api/generated/whatsapp';

export type Reaction = NonNullable<WhatsAppChatMessage['reactions']>[number];

export interface ThreadMessage {
  message: WhatsAppChatMessage;
  reactions: Reaction[];
}

const timeOf = (m: WhatsAppChatMessage): number => Date.parse(m.date) || 0;

export function threadOf(messages: readonly WhatsAppChatMessage[]): ThreadMessage[] {
  const reactionMessages = messages.filter((m) => m.type === 'reaction' && m.replyToId !== undefined).sort((a, b) => timeOf(a) - timeOf(b));
  return messages
    .filter((m) => m.type !== 'reaction')
    .map((message) => {
      const bySide = new Map<string, Reaction>();
      for (const r of message.reactions ?? []) if (r.emoji) bySide.set(r.direction ?? 'incoming', r);
      for (const r of reactionMessages.filter((m) => m.replyToId === message.id)) {
        if (r.text) bySide.set(r.direction, { emoji: r.text, direction: r.direction });
        else bySide.delete(r.direction);
      }
      return { message, reactions: [...bySide.values()] };
    });
}
