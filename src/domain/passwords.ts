/**
 * Password rules (sections 5 and 8). Section 5 gives two readings; the stricter one (9 to 22
 * characters with a capital, a lowercase letter, a digit and a special character other than
 * %) is used everywhere, so a password the browser accepts is one the server accepts.
 */

export const passwordLength = { min: 9, max: 22 } as const;

/** A password may not be one used in the last year. */
export const passwordReuseWindowMs = 365 * 24 * 60 * 60_000;

/** ASCII punctuation except %, which the old system could not store. */
export const passwordSymbols = '!"#$&\'()*+,-./:;<=>?@[\\]^_`{|}~';

export type PasswordRule = 'length' | 'capital' | 'lowercase' | 'digit' | 'special' | 'noPercent';

const has = (password: string, chars: string): boolean => [...password].some((c) => chars.includes(c));
const upper = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const lower = 'abcdefghijklmnopqrstuvwxyz';
const digits = '0123456789';

/** The rules a password breaks; empty when it is strong enough. */
export function passwordProblems(password: string): PasswordRule[] {
  const problems: PasswordRule[] = [];
  const length = [...password].length;
  if (length < passwordLength.min || length > passwordLength.max) problems.push('length');
  if (!has(password, upper)) problems.push('capital');
  if (!has(password, lower)) problems.push('lowercase');
  if (!has(password, digits)) problems.push('digit');
  if (!has(password, passwordSymbols)) problems.push('special');
  if (password.includes('%')) problems.push('noPercent');
  return problems;
}

export const isStrongPassword = (password: string): boolean => passwordProblems(password).length === 0;

export const passwordsMatch = (password: string, confirmation: string): boolean => password === confirmation;


/**
 * Section 9 asks for 1 upper, 1 lower, 1 digit, 1 symbol plus 4 mixed: 8 characters, one
 * short of the 9 the stricter reading demands, so by default 5 mixed characters are added.
 */
export const generatedPasswordMixed = 5;

function randomIndex(below: number): number {
  const buffer = new Uint32Array(1);
  // Rejection sampling keeps every character equally likely.
  const limit = Math.floor(0x1_0000_0000 / below) * below;
  do globalThis.crypto.getRandomValues(buffer);
  while (buffer[0] >= limit);
  return buffer[0] % below;
}

const pick = (chars: string): string => chars[randomIndex(chars.length)];

/** A random password that satisfies every rule above. */
export function generatePassword(mixed = generatedPasswordMixed): string {
  const all = upper + lower + digits + passwordSymbols;
  const chars = [pick(upper), pick(lower), pick(digits), pick(passwordSymbols)];
  for (let i = 0; i < mixed; i += 1) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomIndex(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

/** A calendar day as people write it (month 1–12). */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** How far ahead an administrator may set a password's validity (section 6: up to 10 months). */
export const passwordValidityMonths = 10;

const dayNumber = (d: CalendarDay): number => Date.UTC(d.year, d.month - 1, d.day);

/**
 * Whether `chosen` may be a password's last valid day, `today` being today's date (Israel's
 * calendar on the server): a real date (no 31 February), from tomorrow to 10 months from today.
 * The support page's picker offers only these days; update-password-validity refuses the rest.
 */
export function mayChooseValidityDay(chosen: CalendarDay, today: CalendarDay): boolean {
  const real = new Date(dayNumber(chosen));
  if (real.getUTCFullYear() !== chosen.year || real.getUTCMonth() + 1 !== chosen.month || real.getUTCDate() !== chosen.day) return false;
  const tomorrow = dayNumber({ ...today, day: today.day + 1 });
  const latest = dayNumber({ ...today, month: today.month + passwordValidityMonths });
  return dayNumber(chosen) >= tomorrow && dayNumber(chosen) <= latest;
}
