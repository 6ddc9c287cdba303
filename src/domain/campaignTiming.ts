/**
 * The timing rules of a campaign (sections 3, 5 and 9): future, reusable, by days, packets
 * and birthday. Each check answers the i18n key of what is wrong, or null. Times are epoch
 * ms; days of week and hours are Israel time, wherever the code runs.
 */
import { fromIsraelWallTime, israelWallTime } from './israelTime';

const minute = 60_000;
const hour = 60 * minute;

/** A future campaign starts more than 10 minutes ahead, so there is time to check and stop it. */
export const futureLeadMs = 10 * minute;
export const maxTemporaryBlockDays = 14;
export const minPackets = 2;
export const defaultBirthdayHour = '07:00';

export type IntervalField = 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';
export const intervalFields: readonly IntervalField[] = ['DAY', 'WEEK', 'MONTH', 'YEAR'];
export type PacketUnit = 'MINUTE' | 'HOUR' | 'DAY';
export const packetUnits: readonly PacketUnit[] = ['MINUTE', 'HOUR', 'DAY'];

const isWholeNumber = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n);

/**
 * Any time the user sets for a send (the start, a by-days time) must be more than 10
 * minutes ahead: "time values over 10 minutes" read as the same lead as the start.
 */
export function sendTimeProblem(at: number, now: number): 'errors.campaign.timeTooSoon' | null {
  return at - now > futureLeadMs ? null : 'errors.campaign.timeTooSoon';
}

/** A future campaign needs a start more than 10 minutes ahead. */
export function futureStartProblem(
  start: number | null | undefined,
  now: number,
): 'errors.campaign.startRequired' | 'errors.campaign.startTooSoon' | null {
  if (start === null || start === undefined || Number.isNaN(start)) return 'errors.campaign.startRequired';
  return sendTimeProblem(start, now) ? 'errors.campaign.startTooSoon' : null;
}

/** A reusable campaign needs an end, and the end may be the start but not before it. */
export function reusableEndProblem(
  start: number,
  end: number | null | undefined,
): 'errors.campaign.endRequired' | 'errors.campaign.endBeforeStart' | null {
  if (end === null || end === undefined || Number.isNaN(end)) return 'errors.campaign.endRequired';
  return end < start ? 'errors.campaign.endBeforeStart' : null;
}

/** A reusable campaign repeats every whole number (1 or more) of days, weeks, months or years. */
export function intervalProblem(value: number, field: string): 'errors.campaign.invalidInterval' | null {
  return isWholeNumber(value) && value >= 1 && (intervalFields as readonly string[]).includes(field)
    ? null
    : 'errors.campaign.invalidInterval';
}

/** Sending by days needs at least one day, numbered 1 Sunday to 7 Saturday. */
export function selectedDaysProblem(days: readonly number[]): 'errors.campaign.noDays' | 'errors.campaign.invalidDay' | null {
  if (days.length === 0) return 'errors.campaign.noDays';
  return days.every((d) => isWholeNumber(d) && d >= 1 && d <= 7) ? null : 'errors.campaign.invalidDay';
}

/** Numbers that got this campaign lately are skipped for 0 (no block) to 14 days. */
export function temporaryBlockDaysProblem(days: number): 'errors.campaign.invalidBlockDays' | null {
  return isWholeNumber(days) && days >= 0 && days <= maxTemporaryBlockDays ? null : 'errors.campaign.invalidBlockDays';
}

export interface Packets {
  amount: number;
  every: number;
  everyOption?: string;
}

export type PacketsProblem =
  | 'errors.campaign.packetAmount'
  | 'errors.campaign.packetEvery'
  | 'errors.campaign.packetUnit'
  | 'errors.campaign.packetAmountAboveTotal'
  | 'errors.campaign.tooFewPackets';

/**
 * Packets: amount and every above 0, a unit of minute, hour or day (minute when absent),
 * the amount not above the recipients, and at least 2 packets. An amount equal to the
 * recipients is one packet, so it fails the last rule, not the one before.
 */
export function packetsProblem(packets: Packets, totalRecipients: number): PacketsProblem | null {
  if (!isWholeNumber(packets.amount) || packets.amount < 1) return 'errors.campaign.packetAmount';
  if (!isWholeNumber(packets.every) || packets.every < 1) return 'errors.campaign.packetEvery';
  if (!(packetUnits as readonly string[]).includes(packets.everyOption ?? 'MINUTE')) return 'errors.campaign.packetUnit';
  if (packets.amount > totalRecipients) return 'errors.campaign.packetAmountAboveTotal';
  if (Math.ceil(totalRecipients / packets.amount) < minPackets) return 'errors.campaign.tooFewPackets';
  return null;
}

/** One row of campaigns/show-packets-plan; the route writes `at` as its DD/MM/YYYY HH:mm time. */
export interface PacketPlanRow {
  packetNumber: number;
  at: number;
  amount: number;
}

/** A moment plus days on an Israeli clock: across a clock change, 09:00 stays 09:00. */
function addIsraelDays(at: number, days: number): number {
  const w = israelWallTime(at);
  const seconds = at % minute;
  return fromIsraelWallTime(w.year, w.month, w.day + days, w.hour, w.minute) + seconds;
}

/**
 * When each packet goes and to how many: packet n (from 1) goes `every` units after the
 * one before, the last one takes what is left. Minutes and hours are elapsed time; days
 * keep the hour on the Israeli clock.
 */
export function packetsPlan(total: number, amount: number, every: number, unit: PacketUnit, start: number): PacketPlanRow[] {
  const rows: PacketPlanRow[] = [];
  if (amount < 1 || total < 1) return rows;
  const count = Math.ceil(total / amount);
  for (let i = 0; i < count; i += 1) {
    const offset = i * every;
    const at = unit === 'DAY' ? addIsraelDays(start, offset) : start + offset * (unit === 'HOUR' ? hour : minute);
    rows.push({ packetNumber: i + 1, at, amount: Math.min(amount, total - i * amount) });
  }
  return rows;
}

export interface BirthdayCampaign {
  location?: number | null;
  daysBeforeBirthDay?: number | null;
  hour?: string | null;
  amount?: number | null;
}

/** The send hour of a birthday campaign as hour and minute: HH:mm, H:mm or HHmm; 07:00 when empty. */
export function birthdayHour(text: string | null | undefined): { hour: number; minute: number } | null {
  const m = /^(\d{1,2}):?(\d{2})$/.exec((text ?? '').trim() || defaultBirthdayHour);
  if (!m) return null;
  const [h, min] = [Number(m[1]), Number(m[2])];
  return h <= 23 && min <= 59 ? { hour: h, minute: min } : null;
}

export type BirthdayProblem =
  | 'errors.campaign.birthdayFieldRequired'
  | 'errors.campaign.birthdayDaysBefore'
  | 'errors.campaign.birthdayHour'
  | 'errors.campaign.birthdayPeriod';

/**
 * A birthday campaign needs the list field holding the birth date (a field number, 1 to
 * 6), days before (0 is the day itself), a valid hour, and a period of whole years when
 * one is given. Only contact lists and a permanent attached number are the server's checks.
 */
export function birthdayProblem(birthday: BirthdayCampaign): BirthdayProblem | null {
  const { location, daysBeforeBirthDay, amount } = birthday;
  if (!isWholeNumber(location) || location < 1 || location > 6) return 'errors.campaign.birthdayFieldRequired';
  if (!isWholeNumber(daysBeforeBirthDay) || daysBeforeBirthDay < 0) return 'errors.campaign.birthdayDaysBefore';
  if (!birthdayHour(birthday.hour)) return 'errors.campaign.birthdayHour';
  if (amount !== null && amount !== undefined && (!isWholeNumber(amount) || amount < 1)) return 'errors.campaign.birthdayPeriod';
  return null;
}

const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The next birthday send after `now` for a person born on that day and month: the birthday
 * minus the days before, at the campaign's hour. A 29 February birthday is kept on
 * 28 February in other years, so that person is not skipped three years in four.
 */
export function nextBirthdayRun(
  birth: { day: number; month: number },
  daysBefore: number,
  hourText: string | null | undefined,
  now: number,
): number | null {
  const at = birthdayHour(hourText);
  if (!at) return null;
  const thisYear = israelWallTime(now).year;
  for (let year = thisYear; year <= thisYear + 2 + Math.floor(daysBefore / 365); year += 1) {
    const day = Math.min(birth.day, daysInMonth(year, birth.month));
    const run = fromIsraelWallTime(year, birth.month, day - daysBefore, at.hour, at.minute);
    if (run > now) return run;
  }
  return null;
}

/** A repeating campaign: every interval from the start, or on chosen days at the start's hour. */
export type RepeatSchedule =
  | { kind: 'reusable'; start: number; end: number; intervalValue: number; intervalField: IntervalField }
  | { kind: 'days'; start: number; end: number; selectedDays: readonly number[] };

/**
 * Run k of an interval schedule, counted from the start each time (not from the run before)
 * so that the 31st of a month is the 31st again after a shorter month: a day that does
 * not exist is the month's last day.
 */
function intervalRun(start: number, value: number, field: IntervalField, k: number): number {
  const w = israelWallTime(start);
  const seconds = start % minute;
  if (field === 'DAY' || field === 'WEEK') {
    return fromIsraelWallTime(w.year, w.month, w.day + k * value * (field === 'WEEK' ? 7 : 1), w.hour, w.minute) + seconds;
  }
  const months = k * value * (field === 'YEAR' ? 12 : 1);
  const year = w.year + Math.floor((w.month - 1 + months) / 12);
  const month = ((w.month - 1 + months) % 12) + 1;
  return fromIsraelWallTime(year, month, Math.min(w.day, daysInMonth(year, month)), w.hour, w.minute) + seconds;
}

const approxStepMs: Record<IntervalField, number> = { DAY: 86_400_000, WEEK: 7 * 86_400_000, MONTH: 31 * 86_400_000, YEAR: 366 * 86_400_000 };

/**
 * The first run later than `now`, or null when none is left before the end (inclusive).
 * A run at exactly `now` is the one being sent, so the scheduler asks with the time of the
 * run it just sent and gets the following one. By days, runs are at the start's Israeli
 * hour on each chosen weekday from the start's date on.
 */
export function nextRun(schedule: RepeatSchedule, now: number): number | null {
  let run: number | null = null;
  if (schedule.kind === 'reusable') {
    const { start, intervalValue, intervalField } = schedule;
    if (!(intervalValue >= 1)) return null;
    // Start a step or so short of now and walk: the step estimate is never too long.
    let k = Math.max(0, Math.floor((now - start) / (approxStepMs[intervalField] * intervalValue)) - 1);
    while (intervalRun(start, intervalValue, intervalField, k) <= now) k += 1;
    run = intervalRun(start, intervalValue, intervalField, k);
  } else {
    const { start, selectedDays } = schedule;
    const at = israelWallTime(start);
    const from = israelWallTime(Math.max(start, now));
    for (let i = 0; i <= 7 && run === null; i += 1) {
      const weekday = new Date(Date.UTC(from.year, from.month - 1, from.day + i)).getUTCDay() + 1;
      const candidate = fromIsraelWallTime(from.year, from.month, from.day + i, at.hour, at.minute) + (start % minute);
      if (selectedDays.includes(weekday) && candidate > now && candidate >= start) run = candidate;
    }
  }
  return run !== null && run <= schedule.end ? run : null;
}

/** Up to `limit` runs later than `now`, for the summary and the schedule shown to the user. */
export function nextRuns(schedule: RepeatSchedule, now: number, limit: number): number[] {
  const runs: number[] = [];
  for (let after = now; runs.length < limit; ) {
    const run = nextRun(schedule, after);
    if (run === null) break;
    runs.push(run);
    after = run;
  }
  return runs;
}
