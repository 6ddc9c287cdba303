/**
 * Israel wall time (Asia/Jerusalem) for the timing rules. Days of week, hours and the
 * DD/MM/YYYY HH:mm strings the API carries are all Israel time, whatever zone the server or
 * the browser runs in. date-fns-tz is not installed, so the zone comes from Intl, which
 * both Node (full ICU) and browsers have.
 */

import { fromZonedWallTime, readZoned, zonedWallTime, zoneOffsetMs, type WallTime } from './zonedTime';

export const israelTimeZone = 'Asia/Jerusalem';

/** A moment as read on an Israeli clock; weekday 1 is Sunday .. 7 Saturday, as the spec numbers days. */
export type IsraelWallTime = WallTime;

const read = (ms: number) => readZoned(israelTimeZone, ms);

export function israelWallTime(ms: number): IsraelWallTime {
  return zonedWallTime(israelTimeZone, ms);
}

/** How far Israel's clock is ahead of UTC at that moment (2 or 3 hours). */
export function israelOffsetMs(ms: number): number {
  return zoneOffsetMs(israelTimeZone, ms);
}

/**
 * The moment an Israeli clock shows this date and time. Month and day may overflow (day 32
 * is the 1st of the next month), which is how callers add days and months. A time skipped
 * by the spring change (02:00-02:59 on that Friday) comes out an hour later; a time the
 * autumn change shows twice is the first of the two.
 */
export function fromIsraelWallTime(year: number, month: number, day: number, hour = 0, minute = 0): number {
  return fromZonedWallTime(israelTimeZone, year, month, day, hour, minute);
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** DD/MM/YYYY HH:mm on an Israeli clock, the form the API carries date-times in. */
export function formatIsraelDateTime(ms: number): string {
  const w = read(ms);
  return `${pad(w.day)}/${pad(w.month)}/${w.year} ${pad(w.hour)}:${pad(w.minute)}`;
}

/** A DD/MM/YYYY HH:mm (or DD/MM/YYYY, meaning 00:00) Israel time, or null when it is not a real moment. */
export function parseIsraelDateTime(text: string): number | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+(\d{1,2}):(\d{2}))?$/.exec(text.trim());
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const [hour, minute] = [Number(m[4] ?? 0), Number(m[5] ?? 0)];
  if (hour > 23 || minute > 59) return null;
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return fromIsraelWallTime(year, month, day, hour, minute);
}
