/**
 * Reply (attached) numbers lent to an account (spec section 9): the platform's numbers, through
 * which the account sends and receives replies. One that is not permanent is held for a number
 * of days (5 by default) and is then free again: it is no longer the account's sender, and the
 * replies to it no longer reach the account. The server writes `held_until` by this rule and
 * reads a number's holder by it; the assign screens show the expiry the same way.
 */
export const replyNumberHold = { defaultDays: 5, dayMs: 24 * 60 * 60 * 1000 } as const;

/** When a number assigned now stops being the account's; null: permanent. */
export function replyNumberHeldUntil(now: number, hold: { permanent?: boolean; holdDays?: number }): number | null {
  if (hold.permanent) return null;
  const days = hold.holdDays !== undefined && Number.isInteger(hold.holdDays) && hold.holdDays >= 1 ? hold.holdDays : replyNumberHold.defaultDays;
  return now + days * replyNumberHold.dayMs;
}

/** Whether a lent number is still the account's at `now` (a permanent one always is). */
export function isReplyNumberHeld(heldUntil: number | null | undefined, now: number): boolean {
  return heldUntil === null || heldUntil === undefined || Number(heldUntil) > now;
}

/**
 * Numbers shown three a line (the warning modal of insert-special-numbers lists the numbers
 * that were not resold so, as the previous system did).
 */
export function threeALine(numbers: readonly string[]): string[] {
  const lines: string[] = [];
  for (let i = 0; i < numbers.length; i += 3) lines.push(numbers.slice(i, i + 3).join(', '));
  return lines;
}
