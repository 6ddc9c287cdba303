/**
 * When a campaign goes, read from the composer's fields (section 5): once (now or a future
 * time, possibly in packets), repeating (every interval, or on chosen days, from a start to an
 * end), or on birthdays (each day at an hour, for a period of years). Answers null when the
 * timing is invalid (status -18).
 */
import type { CampaignsSendRequest } from '../../../contract/campaigns';
import {
  birthdayHour,
  futureStartProblem,
  intervalProblem,
  nextRun,
  reusableEndProblem,
  selectedDaysProblem,
  type IntervalField,
  type RepeatSchedule,
} from '../../../domain/campaignTiming';
import { fromIsraelWallTime, israelWallTime, parseIsraelDateTime } from '../../../domain/israelTime';

/** What a repeating or birthday campaign keeps in campaigns.schedule. */
export type StoredRepeat = RepeatSchedule & { birthday?: { field: 1 | 2 | 3 | 4 | 5 | 6; daysBefore: number } };

export type Timing = { kind: 'once'; start: number } | { kind: 'repeat'; schedule: StoredRepeat; first: number };

/** A birthday campaign without a period runs a year. */
const defaultBirthdayYears = 1;

export function timingOf(body: CampaignsSendRequest, now: number): Timing | null {
  if (body.birthdayCampaign) {
    const b = body.birthdayCampaign;
    const at = birthdayHour(b.hour);
    if (!at) return null;
    // Every day at the hour, from the next such hour on, for the period.
    const today = israelWallTime(now);
    let start = fromIsraelWallTime(today.year, today.month, today.day, at.hour, at.minute);
    if (start <= now) start = fromIsraelWallTime(today.year, today.month, today.day + 1, at.hour, at.minute);
    const end = fromIsraelWallTime(today.year + (b.amount ?? defaultBirthdayYears), today.month, today.day, at.hour, at.minute);
    const schedule: StoredRepeat = { kind: 'days', start, end, selectedDays: [1, 2, 3, 4, 5, 6, 7], birthday: { field: b.location as 1, daysBefore: b.daysBeforeBirthDay ?? 0 } };
    return { kind: 'repeat', schedule, first: start };
  }
  const repeating = body.isReusable || (body.selectedDays?.length ?? 0) > 0;
  const start = body.isFuture || repeating ? parseIsraelDateTime(body.startDate ?? '') : now;
  if (start === null) return null;
  if ((body.isFuture || repeating) && futureStartProblem(start, now)) return null;
  if (!repeating) return { kind: 'once', start };

  const end = parseIsraelDateTime(body.endDate ?? '');
  if (end === null || reusableEndProblem(start, end)) return null;
  let schedule: StoredRepeat;
  if (body.selectedDays?.length) {
    if (selectedDaysProblem(body.selectedDays)) return null;
    schedule = { kind: 'days', start, end, selectedDays: body.selectedDays };
  } else {
    const intervalValue = body.intervalValue ?? 1;
    const intervalField = (body.intervalField ?? 'WEEK') as IntervalField;
    if (intervalProblem(intervalValue, intervalField)) return null;
    schedule = { kind: 'reusable', start, end, intervalValue, intervalField };
  }
  // The start itself is a run when it is one of the chosen days (an interval always starts there).
  const first = schedule.kind === 'reusable' ? start : nextRun(schedule, start - 1);
  return first === null ? null : { kind: 'repeat', schedule, first };
}

/** The run after `run`, or null when the schedule is over. */
export const runAfter = (schedule: StoredRepeat, run: number): number | null => nextRun(schedule, run);

/** The day and month whose people a birthday run greets: the run's day plus the days before. */
export function birthdayOf(schedule: StoredRepeat, run: number): { field: 1 | 2 | 3 | 4 | 5 | 6; day: number; month: number; year: number } | undefined {
  if (!schedule.birthday) return undefined;
  const w = israelWallTime(run);
  const date = new Date(Date.UTC(w.year, w.month - 1, w.day + schedule.birthday.daysBefore));
  return { field: schedule.birthday.field, day: date.getUTCDate(), month: date.getUTCMonth() + 1, year: date.getUTCFullYear() };
}
