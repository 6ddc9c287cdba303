/**
 * What the open conversation is waiting for, and so how often it asks again: no notification says
 * that one of our messages was delivered or read, so its ticks come by asking — often while it is
 * on its way, now and then for a while after it went, never for long.
 */
import type { WhatsAppChatMessage } from '../../../api/generated/whatsapp';
import { chatAnswerOutcome } from '../../../../domain/chat';

/** How long a sent message's ticks are asked for: most are read within minutes, or much later. */
export const ticksWatchMs = 10 * 60_000;

export type Awaiting = 'sending' | 'ticks' | 'nothing';

/** Whether our newest message is still on its way, or sent lately and not read yet. */
export function awaitingOf(messages: readonly WhatsAppChatMessage[], now: number): Awaiting {
  const ours = messages.filter((m) => m.direction === 'outgoing');
  if (ours.some((m) => m.isSendingMessage)) return 'sending';
  const newest = ours.at(-1);
  if (!newest || newest.isRead || chatAnswerOutcome(newest) === 'failed') return 'nothing';
  return now - (Date.parse(newest.date) || 0) < ticksWatchMs ? 'ticks' : 'nothing';
}
