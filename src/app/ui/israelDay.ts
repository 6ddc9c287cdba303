/**
 * Today as an Israeli clock reads it, as a dayjs date for antd's pickers. Report periods and
 * the dates the API takes count in Israel's days, whatever zone the browser is in: from 21:00
 * or 22:00 UTC Israel is already on the next day, and a period ending on the browser's "today"
 * would leave out everything sent since Israel's midnight.
 */
import dayjs, { type Dayjs } from 'dayjs';
import { israelWallTime } from '../../domain/israelTime';

export function israelToday(now: number = Date.now()): Dayjs {
  const w = israelWallTime(now);
  return dayjs(new Date(w.year, w.month - 1, w.day));
}
