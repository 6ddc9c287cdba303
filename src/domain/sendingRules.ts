/**
 * Rules a campaign is accepted by, beside its content and timing (sections 4, 5, 6 and 8):
 * the user's permitted sending hours, the platform's forbidden words, and which senders an
 * account may use. Shared by the server (refusals) and the composer (shown before sending).
 */
import { forbiddenWordsOf } from './forbiddenText';
import { fromIsraelWallTime, israelWallTime } from './israelTime';

/** The permitted window, in Israel time: on these weekdays (1 Sunday .. 7 Saturday), from..to (HH:mm). */
export interface SendingHours {
  days?: readonly number[];
  from: string;
  to: string;
}

const minutesOf = (hhmm: string): number | null => {
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim());
  if (!m) return null;
  const [h, min] = [Number(m[1]), Number(m[2])];
  return h <= 24 && min <= 59 && h * 60 + min <= 24 * 60 ? h * 60 + min : null;
};

/** Reads the stored JSON; anything unreadable is "no restriction" rather than "never". */
export function parseSendingHours(json: string | null | undefined): SendingHours | null {
  if (!json) return null;
  try {
    const value = JSON.parse(json) as Partial<SendingHours>;
    if (typeof value.from !== 'string' || typeof value.to !== 'string') return null;
    if (minutesOf(value.from) === null || minutesOf(value.to) === null) return null;
    return { from: value.from, to: value.to, days: Array.isArray(value.days) ? value.days.filter((d) => Number.isInteger(d) && d >= 1 && d <= 7) : undefined };
  } catch {
    return null;
  }
}

const allowedOnDay = (hours: SendingHours, weekday: number) => !hours.days?.length || hours.days.includes(weekday);

/** Whether a send may start at `at`: inside from..to (end excluded) on a permitted day. */
export function withinSendingHours(hours: SendingHours | null, at: number): boolean {
  if (!hours) return true;
  const w = israelWallTime(at);
  const now = w.hour * 60 + w.minute;
  return allowedOnDay(hours, w.weekday) && now >= minutesOf(hours.from)! && now < minutesOf(hours.to)!;
}

/**
 * The first moment at or after `at` when sending is permitted: `at` itself inside the
 * window, else the next window's opening. Null when the window is empty (from not before to,
 * or no day), which the caller treats as "not permitted at all".
 */
export function nextSendingTime(hours: SendingHours | null, at: number): number | null {
  if (withinSendingHours(hours, at)) return at;
  const from = minutesOf(hours!.from)!;
  if (from >= minutesOf(hours!.to)!) return null;
  const w = israelWallTime(at);
  for (let i = 0; i <= 7; i += 1) {
    const opening = fromIsraelWallTime(w.year, w.month, w.day + i, Math.floor(from / 60), from % 60);
    if (opening >= at && allowedOnDay(hours!, israelWallTime(opening).weekday)) return opening;
  }
  return null;
}

/**
 * The forbidden words the text holds, as whole words, also disguised: case, spacing and
 * punctuation inside the word, look-alike letters, niqqud, zero-width characters and stretched
 * letters do not hide a word, while a word inside a longer word is not it ("class" does not hold
 * "ass"). The rule is domain/forbiddenText.ts; the list is compiled once per change of words.
 */
export function forbiddenWordsIn(text: string, words: readonly string[]): string[] {
  return words.length ? forbiddenWordsOf(words).wordsIn(text) : [];
}

/** A sender name: English letters, digits, spaces and a few marks, 1 to 11, with a letter or a trailing plus. */
export function senderNameProblem(name: string): 'campaigns.sourceName.invalid' | null {
  const ok = /^[A-Za-z0-9 .\-_&!+]{1,11}$/.test(name) && (/[A-Za-z]/.test(name) || name.endsWith('+'));
  return ok ? null : 'campaigns.sourceName.invalid';
}

/** Sender types of the composer (section 4): 1 source name, 2 verified number, 3 allow response, 4 attached or system number. */
export type SourceType = 1 | 2 | 3 | 4;
