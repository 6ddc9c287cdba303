/**
 * The period a report covers, read from its request: fromDate/toDate (DD/MM/YYYY, optionally
 * with HH:mm, or ISO), or month/year, or by default the current month on an Israeli clock. A
 * day given without a time covers that whole day, so "01/05/2025 - 31/05/2025" is all of May.
 */
import { fromIsraelWallTime, israelWallTime, parseIsraelDateTime } from '../../../../domain/israelTime';

export interface Period {
  /** First moment covered, epoch ms. */
  from: number;
  /** First moment after the period (exclusive). */
  to: number;
}

const dayMs = 24 * 3_600_000;
/** Section 8: a report period longer than a year is refused. */
export const longestPeriodMs = 366 * dayMs;

/** A request date as a moment, and whether it named a day only (so "to" means its end). */
function readDate(text: string): { at: number; dayOnly: boolean } | null {
  const trimmed = text.trim();
  const israeli = parseIsraelDateTime(trimmed);
  if (israeli !== null) return { at: israeli, dayOnly: !/\d:\d/.test(trimmed) };
  const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  if (isoDay) return { at: fromIsraelWallTime(Number(isoDay[1]), Number(isoDay[2]), Number(isoDay[3])), dayOnly: true };
  if (!/^\d{4}-\d{2}-\d{2}T/.test(trimmed)) return null;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : { at, dayOnly: false };
}

export function monthPeriod(year: number, month: number): Period {
  return { from: fromIsraelWallTime(year, month, 1), to: fromIsraelWallTime(year, month + 1, 1) };
}

export function currentMonth(now: number): Period {
  const w = israelWallTime(now);
  return monthPeriod(w.year, w.month);
}

export interface PeriodRequest {
  fromDate?: string;
  toDate?: string;
  month?: number;
  year?: number;
}

export type PeriodResult = { ok: true; period: Period } | { ok: false; reason: 'invalid' | 'tooLong' };

/**
 * The period asked for. Dates win over month/year; a month without a year is this year's.
 * One end alone runs to now (or from the start of that month).
 */
export function periodOf(request: PeriodRequest, now: number): PeriodResult {
  if (request.fromDate || request.toDate) {
    const from = request.fromDate ? readDate(request.fromDate) : null;
    const to = request.toDate ? readDate(request.toDate) : null;
    if ((request.fromDate && !from) || (request.toDate && !to)) return { ok: false, reason: 'invalid' };
    const end = to ? (to.dayOnly ? nextDayOf(to.at) : to.at) : now;
    const start = from ? from.at : currentMonthStartOf(end);
    if (end <= start) return { ok: false, reason: 'invalid' };
    if (end - start > longestPeriodMs) return { ok: false, reason: 'tooLong' };
    return { ok: true, period: { from: start, to: end } };
  }
  if (request.month) return { ok: true, period: monthPeriod(request.year ?? israelWallTime(now).year, request.month) };
  return { ok: true, period: currentMonth(now) };
}

const currentMonthStartOf = (at: number): number => currentMonth(at).from;

/** Midnight after an Israeli day's midnight (days around a clock change are 23 or 25 hours). */
function nextDayOf(midnight: number): number {
  const w = israelWallTime(midnight);
  return fromIsraelWallTime(w.year, w.month, w.day + 1);
}
