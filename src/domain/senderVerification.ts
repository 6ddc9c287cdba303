/**
 * Verifying a number as a sender (sections 4, 8, 9): a message with a /ver/:hash link and a
 * code goes to the number; the code typed on that page (or in the composer) proves the number
 * is the account's. The figures the spec leaves open are chosen here, once.
 */

import { hourlyCapWait, verificationCode } from './signIn';

/** As the sign-in codes (their hourly cap too), but the link lives a day. */
export const senderVerification = {
  /** The link, and the code it carries, work for a day: long enough to reach a colleague's phone. */
  linkLifetimeMs: 24 * 60 * 60_000,
  /** At most 3 verification messages an hour reach one number (section 9), counted by hourlyCapWait. */
  perHour: verificationCode.perHour,
  hourMs: verificationCode.hourMs,
  codeDigits: verificationCode.digits,
  /** Wrong codes before the code is spent and a new message must be asked for. */
  maxWrongTries: verificationCode.maxWrongTries,
} as const;


/**
 * Whether another verification message may go to a number that already got these (times it was
 * sent), and if not, in how many seconds the oldest of the hour ages out.
 */
export function verificationMessageVerdict(sentAt: readonly number[], now: number): { allowed: true } | { allowed: false; resendAfterSeconds: number } {
  const wait = hourlyCapWait(sentAt, now);
  return wait === null ? { allowed: true } : { allowed: false, resendAfterSeconds: wait };
}

/** The message a number gets: the code first (what people look for), then the link to type it in. */
export function verificationMessageText(code: string, link: string): string {
  return `${code} is your code to confirm this number as a sender. Enter it at ${link} (valid 24 hours).`;
}
