/**
 * The period every report covers (sections 8 and 9), read from its request: fromDate/toDate
 * (DD/MM/YYYY, optionally with HH:mm, Israel time, or ISO), or month/year (a month without a
 * year is this year's), or else the report's own default: some days back, or some months up to
 * the current one. A day given without a time covers that whole day, so "01/05/2025 -
 * 31/05/2025" is all of May. One end alone takes the default period from or up to it. A period
 * longer than 366 days (45 when searching by number) is refused; each report answers the
 * refusal in its own way (fetchError/periodTooLong on the report pages).
 */
import { fromIsraelWallTime, israelWallTime, parseIsraelDateTime } from '../../../domain/israelTime';
import { GetReportPage } from '../../../contract/statusCodes';

/** [from, to) in epoch ms. */
export interface Period {
  from: number;
  to: number;
}

export interface PeriodRequest {
  fromDate?: string;
  toDate?: string;
  month?: number;
  year?: number;
}

/** invalid: a date that cannot be read; tooLong: past the limit. */
export type PeriodRefusal = 'invalid' | 'tooLong';

/** The report pages' status for a refusal. */
export type RefusalStatus = typeof GetReportPage.fetchError | typeof GetReportPage.periodTooLong;

/** The report pages' status for each refusal. */
export const refusalStatus: Record<PeriodRefusal, RefusalStatus> = { invalid: GetReportPage.fetchError, tooLong: GetReportPage.periodTooLong };

/** The period a report shows when none is asked: the last days up to today, or the last months up to this one. */
export type DefaultPeriod = { days: number } | { months: number };

export interface PeriodRule {
  byDefault: DefaultPeriod;
  /** A search by number: the last 45 days by default, and never longer. */
  byNumber?: boolean;
}

const dayMs = 86_400_000;
/** Clock changes make an Israeli day 23 or 25 hours long. */
const slackMs = 3_600_000;
export const maxPeriodDays = 366;
export const maxNumberSearchDays = 45;

/** The Israel midnight that starts the day of a moment, `days` days later. */
export function israelDayStart(ms: number, days = 0): number {
  const w = israelWallTime(ms);
  return fromIsraelWallTime(w.year, w.month, w.day + days);
}

export function monthPeriod(year: number, month: number): Period {
  return { from: fromIsraelWallTime(year, month, 1), to: fromIsraelWallTime(year, month + 1, 1) };
}

/** Both ends on Israel midnights: daily counts can answer for it. */
export const isWholeDays = (period: Period): boolean => israelDayStart(period.from) === period.from && israelDayStart(period.to) === period.to;

/** A request date as a moment, and whether it named a day only (so as an end it means that day's end). */
function readDate(text: string): { at: number; dayOnly: boolean } | null {
  const t = text.trim();
  const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (isoDay) {
    const at = parseIsraelDateTime(`${isoDay[3]}/${isoDay[2]}/${isoDay[1]}`);
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

/** The dates asked for, each end only when given (reports with no default period). */
export function datesOf(request: PeriodRequest): { from?: number; to?: number } | 'invalid' {
  const from = request.fromDate ? readDate(request.fromDate) : undefined;
  const to = request.toDate ? readDate(request.toDate) : undefined;
  if (from === null || to === null) return 'invalid';
  return { from: from?.at, to: to && (to.dayOnly ? israelDayStart(to.at, 1) : to.at) };
}

const defaultOf = (rule: PeriodRule): DefaultPeriod => (rule.byNumber ? { days: maxNumberSearchDays } : rule.byDefault);

/** The first moment of the default period that ends at `end`. */
function defaultStart(byDefault: DefaultPeriod, end: number): number {
  if ('days' in byDefault) return israelDayStart(end, -byDefault.days);
  const last = israelWallTime(end - 1);
  return monthPeriod(last.year, last.month - byDefault.months + 1).from;
}

/** The end of the default period as of now: tomorrow's midnight, or the next month's first. */
function defaultEnd(byDefault: DefaultPeriod, now: number): number {
  if ('days' in byDefault) return israelDayStart(now, 1);
  const w = israelWallTime(now);
  return monthPeriod(w.year, w.month).to;
}

/** The period asked for. An end before its start is an empty period, not a refusal: it simply holds nothing. */
export function periodOf(request: PeriodRequest, now: number, rule: PeriodRule): Period | PeriodRefusal {
  const byDefault = defaultOf(rule);
  let period: Period;
  if (request.fromDate || request.toDate) {
    const dates = datesOf(request);
    if (dates === 'invalid') return dates;
    const to = dates.to ?? defaultEnd(byDefault, now);
    period = { from: dates.from ?? defaultStart(byDefault, to), to };
  } else if (request.month) {
    period = monthPeriod(request.year ?? israelWallTime(now).year, request.month);
  } else {
    const to = defaultEnd(byDefault, now);
    period = { from: defaultStart(byDefault, to), to };
  }
  if (period.from >= period.to) return { from: period.from, to: period.from };
  const limitDays = rule.byNumber ? maxNumberSearchDays : maxPeriodDays;
  if (period.to - period.from > limitDays * dayMs + slackMs) return 'tooLong';
  return period;
}
