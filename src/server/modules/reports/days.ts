/**
 * The periods of the business figures (/bi), in Israel days as every report counts them
 * (reports/period.ts): a chosen period of whole days, and the fixed ones — today, this month,
 * last month, this year. Counts are read from the database per UTC hour and laid into days
 * here: Israel's offset from UTC is always whole hours, so every hour lies in one Israel day,
 * and SQL never needs the time zone (SQLite has none).
 */
import { fromIsraelWallTime, israelWallTime } from '../../../domain/israelTime';
import { HttpError } from '../../http/envelope';
import { datesOf, israelDayStart, monthPeriod, periodOf, type Period } from './period';

export const hourMs = 3_600_000;

/** The period a figure is asked for (fromDate/toDate, DD/MM/YYYY, both days included); by default the last 30 days, today included. */
export function chosenPeriod(request: { fromDate?: string; toDate?: string }, now: number): Period {
  const period = periodOf(request, now, { byDefault: { days: 30 } });
  if (period === 'tooLong') throw new HttpError(400, 'errors.reports.periodTooLong', { field: 'toDate' });
  if (period === 'invalid') throw new HttpError(400, 'errors.generic.invalidDate', { field: datesOf({ fromDate: request.fromDate }) === 'invalid' ? 'fromDate' : 'toDate' });
  return period;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** DD/MM/YYYY of the Israel day a moment lies in. */
export function israelDate(ms: number): string {
  const w = israelWallTime(ms);
  return `${pad(w.day)}/${pad(w.month)}/${w.year}`;
}

/** The Israel days of a period, oldest first, each as its starting midnight. */
export function daysOf(period: Period): number[] {
  const days: number[] = [];
  for (let day = israelDayStart(period.from); day < period.to; day = israelDayStart(day, 1)) days.push(day);
  return days;
}

const dayOfHours = new Map<number, number>();

/** The Israel day of an hour counted by SQL (`created_at / 3600000`); remembered, as reading the zone (Intl) costs more than the rest. */
export function dayOfHour(hour: number): number {
  const key = Number(hour);
  let day = dayOfHours.get(key);
  if (day === undefined) {
    if (dayOfHours.size > 100_000) dayOfHours.clear();
    day = israelDayStart(key * hourMs);
    dayOfHours.set(key, day);
  }
  return day;
}

export type NamedPeriod = 'today' | 'month' | 'lastMonth' | 'year';

/** Today, this month, last month and this year, as the figures of sum-cash and quantity-relo name them. */
export function namedPeriods(now: number): Record<NamedPeriod, Period> {
  const w = israelWallTime(now);
  const today = israelDayStart(now);
  return {
    today: { from: today, to: israelDayStart(now, 1) },
    month: monthPeriod(w.year, w.month),
    lastMonth: monthPeriod(w.year, w.month - 1),
    year: { from: fromIsraelWallTime(w.year, 1, 1), to: fromIsraelWallTime(w.year + 1, 1, 1) },
  };
}
