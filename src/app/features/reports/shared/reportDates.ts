/**
 * Report periods as the URL and the contract write them: DD/MM/YYYY (section 8's date format),
 * turned to and from the dayjs values antd's pickers use.
 */
import dayjs, { type Dayjs } from 'dayjs';
import { israelToday } from '../../../ui/israelDay';

export const dayFormat = 'DD/MM/YYYY';

export const formatDay = (day: Dayjs): string => day.format(dayFormat);

/** Parsed by hand: dayjs's custom formats need a plugin that is not always loaded. */
export function parseDay(text: string | undefined | null): Dayjs | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text ?? '');
  if (!match) return null;
  const [, day, month, year] = match.map(Number);
  const parsed = dayjs(new Date(year, month - 1, day));
  return parsed.date() === day && parsed.month() === month - 1 ? parsed : null;
}

/**
 * A date-time as the API writes it (DD/MM/YYYY HH:mm, an Israeli clock) as a Date whose local
 * fields read the same, for date-fns to write in the page's language; null when it is not one.
 */
export function parseDateTime(text: string | undefined | null): Date | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4}) (\d{1,2}):(\d{2})$/.exec(text ?? '');
  if (!match) return null;
  const [, day, month, year, hour, minute] = match.map(Number);
  const parsed = new Date(year, month - 1, day, hour, minute);
  return parsed.getDate() === day && parsed.getMonth() === month - 1 ? parsed : null;
}

/** The last `days` days up to today (Israel's, the API's days), as DD/MM/YYYY. */
export const lastDays = (days: number, today: Dayjs = israelToday()): { fromDate: string; toDate: string } => ({
  fromDate: formatDay(today.subtract(days, 'day')),
  toDate: formatDay(today),
});

/** Whole days between two DD/MM/YYYY dates (null when one is missing). */
export function daysBetween(fromDate: string | undefined, toDate: string | undefined): number | null {
  const from = parseDay(fromDate);
  const to = parseDay(toDate);
  return from && to ? to.diff(from, 'day') : null;
}
