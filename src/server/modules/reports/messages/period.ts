/**
 * The period a message report covers (sections 8 and 9). Dates come as DD/MM/YYYY
 * [HH:mm] Israel time or ISO; a day without a time means the whole day, so "to 15/06/2025"
 * includes the 15th. Without a period: the current month, or the last 45 days when
 * searching by number; a campaign chosen without dates is read whole (it bounds itself).
 * Longer than a year (45 days when searching by number) is refused: -2.
 */
import { fromIsraelWallTime, israelWallTime, parseIsraelDateTime } from '../../../../domain/israelTime';

const dayMs = 86_400_000;
/** Clock changes make an Israeli day 23 or 25 hours long. */
const slackMs = 3_600_000;
export const maxPeriodDays = 366;
export const maxPhoneSearchDays = 45;

/** [from, to) in epoch ms; null ends mean unbounded (a campaign read whole). */
export interface Period {
  from: number | null;
  to: number | null;
}

export type PeriodOutcome = { ok: true; period: Period } | { ok: false; status: -1 | -2 };

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A typed date: its moment, and whether it named only a day. */
function readDate(text: string): { at: number; dayOnly: boolean } | null {
  const t = text.trim();
  const day = isoDate.exec(t);
  if (day) {
    const at = parseIsraelDateTime(`${day[3]}/${day[2]}/${day[1]}`);
    return at === null ? null : { at, dayOnly: true };
  }
  if (/^\d{1,2}\/\d{1,2}\/\d{4}/.test(t)) {
    const at = parseIsraelDateTime(t);
    return at === null ? null : { at, dayOnly: !t.includes(':') };
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(t)) return null;
  const at = Date.parse(t);
  return Number.isNaN(at) ? null : { at, dayOnly: false };
}

/** The Israel midnight that starts the day of a moment, `days` days later. */
export function israelDayStart(ms: number, days = 0): number {
  const w = israelWallTime(ms);
  return fromIsraelWallTime(w.year, w.month, w.day + days);
}

export function monthStart(ms: number): number {
  const w = israelWallTime(ms);
  return fromIsraelWallTime(w.year, w.month, 1);
}

export interface PeriodInput {
  fromDate?: string;
  toDate?: string;
  phone?: string;
  campaignId?: number;
}

export function periodOf(input: PeriodInput, now: number): PeriodOutcome {
  const searchingByNumber = Boolean(input.phone);
  const from = input.fromDate ? readDate(input.fromDate) : null;
  const to = input.toDate ? readDate(input.toDate) : null;
  if ((input.fromDate && !from) || (input.toDate && !to)) return { ok: false, status: -1 };
  if (!from && !to && input.campaignId !== undefined && !searchingByNumber) return { ok: true, period: { from: null, to: null } };
  // The whole day of a date without a time; defaults end with today.
  const end = to ? (to.dayOnly ? israelDayStart(to.at, 1) : to.at) : israelDayStart(now, 1);
  const start = from ? from.at : searchingByNumber ? israelDayStart(end, -maxPhoneSearchDays) : monthStart(Math.min(end - 1, now));
  if (start >= end) return { ok: true, period: { from: start, to: start } };
  const limitDays = searchingByNumber ? maxPhoneSearchDays : maxPeriodDays;
  if (end - start > limitDays * dayMs + slackMs) return { ok: false, status: -2 };
  return { ok: true, period: { from: start, to: end } };
}

/** Both ends on Israel midnights: the daily counts can answer for it. */
export function isWholeDays(period: Period): boolean {
  const midnight = (ms: number) => israelDayStart(ms) === ms;
  return period.from !== null && period.to !== null && midnight(period.from) && midnight(period.to);
}
