/**
 * The chat per shipment (sections 2, 3 and 4): when a conversation can still be answered and
 * how an answer sent from it has fared. The server sets a message's isSuccess with the same
 * rule the page shows, so the two never disagree.
 */

/** A delivery status from 0 up to (not including) this one is a success (section 4). */
export const chatSuccessStatusLimit = 102;

/** The status that says nothing yet: neither success nor failure (section 4: "-1 ignored"). */
export const chatStatusIgnored = -1;

export interface ChatAnswerState {
  status?: number;
  isSendingMessage?: boolean;
}

/**
 * How an answer is shown: still `sending`, `sent` (0 <= status < 102 and no longer sending),
 * `failed` (any other known status once sending is over), or `unknown` when the status is -1
 * or absent, which the rule ignores: no verdict is shown rather than a wrong one.
 */
export type ChatAnswerOutcome = 'sending' | 'sent' | 'failed' | 'unknown';

export function chatAnswerOutcome(answer: ChatAnswerState): ChatAnswerOutcome {
  if (answer.isSendingMessage) return 'sending';
  const { status } = answer;
  if (status === undefined || status === chatStatusIgnored) return 'unknown';
  return status >= 0 && status < chatSuccessStatusLimit ? 'sent' : 'failed';
}

/** Section 4's success: what the server stores as isSuccess. */
export const isChatAnswerSuccess = (answer: ChatAnswerState): boolean => chatAnswerOutcome(answer) === 'sent';

/** A chat is expired, and so read-only, once its expiry date is before now (section 4). */
export function isChatExpired(expiryDate: string | Date | undefined | null, now: number = Date.now()): boolean {
  if (expiryDate === undefined || expiryDate === null) return false;
  const at = expiryDate instanceof Date ? expiryDate.getTime() : Date.parse(expiryDate);
  return !Number.isNaN(at) && at < now;
}
