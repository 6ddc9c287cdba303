/**
 * The 24-hour window of one conversation (sections 4 and 9) as the page shows it: open until the
 * moment it closes, counted on the page's clock so the text box gives way to the template picker
 * the minute the window shuts, not at the next refetch. The server's answer (isSessionOpen,
 * needsTemplate, sessionExpiresAt) decides; the customer's newest message stands in for a
 * missing closing time, by the shared rule.
 */
import type { WhatsAppConversation } from '../../../api/generated/whatsapp';
import { sessionClosesAt } from '../../../../domain/whatsapp';

export interface SessionWindow {
  open: boolean;
  /** When it closes (epoch ms), when known. */
  closesAt: number | null;
}

const timeOf = (iso: string | undefined): number | null => {
  const ms = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(ms) ? null : ms;
};

export function sessionWindowOf(conversation: WhatsAppConversation, now: number): SessionWindow {
  const lastInbound = conversation.messages.reduce<number | null>((newest, m) => {
    const at = m.direction === 'incoming' && m.type !== 'reaction' ? timeOf(m.date) : null;
    return at !== null && (newest === null || at > newest) ? at : newest;
  }, null);
  const closesAt = timeOf(conversation.sessionExpiresAt) ?? (lastInbound !== null ? sessionClosesAt(lastInbound) : null);
  const serverSaysOpen = conversation.isSessionOpen === true && conversation.needsTemplate !== true;
  return { open: serverSaysOpen && (closesAt === null || now < closesAt), closesAt };
}
