/**
 * Sign-in rules (sections 4, 8 and 9): wrong passwords counted down to a block, keep me
 * logged in, and how often a verification code may be sent to a phone.
 */

/** Wrong passwords allowed before the user is blocked (the spec does not give the number). */
export const loginAttempts = 5;

/** "Keep me logged in" lasts 24 hours. */
export const keepLoggedInLifetimeMs = 24 * 60 * 60_000;

export type WrongPasswordOutcome =
  | { outcome: 'attemptsLeft'; attemptsLeft: number }
  | { outcome: 'lastAttempt'; attemptsLeft: 1 }
  | { outcome: 'blocked'; attemptsLeft: 0 };

/** What the user is told after a wrong password, given how many wrong ones in a row now. */
export function afterWrongPassword(failedInARow: number): WrongPasswordOutcome {
  const left = Math.max(0, loginAttempts - failedInARow);
  if (left === 0) return { outcome: 'blocked', attemptsLeft: 0 };
  if (left === 1) return { outcome: 'lastAttempt', attemptsLeft: 1 };
  return { outcome: 'attemptsLeft', attemptsLeft: left };
}

/** Verification codes: two-step sign-in, forgot password, and confirming a two-step phone. */
export const verificationCode = {
  digits: 6,
  /** Long enough to outlive the wait before a resend. */
  lifetimeMs: 10 * 60_000,
  /** A new code to the same phone only after 5 minutes. */
  resendAfterMs: 5 * 60_000,
  /** At most 3 codes an hour to one phone. */
  perHour: 3,
  hourMs: 60 * 60_000,
  /** Wrong tries before a code is spent and a new one must be asked for. */
  maxWrongTries: 5,
} as const;

/** Two-step verification keeps up to 2 phones. */
export const maxOtpPhones = 2;

export type CodeRequestVerdict =
  | { verdict: 'send'; requestsLeft: number }
  | { verdict: 'tooSoon'; resendAfterSeconds: number; requestsLeft: number }
  | { verdict: 'tooMany'; resendAfterSeconds: number; requestsLeft: 0 };

const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

/**
 * At most 3 messages an hour to one phone (section 9), whether sign-in codes or sender
 * verifications: null while there is room, else the seconds until the oldest of the hour
 * ages out and another may go.
 */
export function hourlyCapWait(sentAt: readonly number[], now: number): number | null {
  const { perHour, hourMs } = verificationCode;
  const lastHour = sentAt.filter((t) => t > now - hourMs).sort((a, b) => a - b);
  return lastHour.length < perHour ? null : seconds(lastHour[lastHour.length - perHour] + hourMs - now);
}

/**
 * Whether a code may be sent to a phone now, given when earlier codes went to it. The hourly
 * cap counts every code to the phone (it protects the phone's owner); the 5-minute wait is
 * between codes of one kind, so confirming a phone does not hold up signing in with it.
 */
export function codeRequestVerdict(sentAt: readonly number[], now: number, sameKindSentAt: readonly number[] = sentAt): CodeRequestVerdict {
  const { perHour, hourMs, resendAfterMs } = verificationCode;
  const lastHour = sentAt.filter((t) => t > now - hourMs);
  const full = hourlyCapWait(sentAt, now);
  if (full !== null) return { verdict: 'tooMany', resendAfterSeconds: full, requestsLeft: 0 };
  const last = Math.max(...sameKindSentAt.filter((t) => t <= now));
  const requestsLeft = perHour - lastHour.length;
  if (now - last < resendAfterMs) {
    return { verdict: 'tooSoon', resendAfterSeconds: seconds(last + resendAfterMs - now), requestsLeft };
  }
  return { verdict: 'send', requestsLeft };
}
