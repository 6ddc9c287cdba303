import {
  birthdayHour,
  birthdayProblem,
  futureStartProblem,
  intervalProblem,
  nextBirthdayRun,
  nextRun,
  nextRuns,
  packetsPlan,
  packetsProblem,
  reusableEndProblem,
  selectedDaysProblem,
  sendTimeProblem,
  temporaryBlockDaysProblem,
  type RepeatSchedule,
} from './campaignTiming';
import { formatIsraelDateTime, fromIsraelWallTime } from './israelTime';

const minute = 60_000;
const hour = 60 * minute;
const now = fromIsraelWallTime(2025, 1, 5, 9, 0);
const shown = (times: number[]): string[] => times.map(formatIsraelDateTime);

describe('future and reusable campaigns (section 5)', () => {
  test('rule: a future campaign starts more than 10 minutes ahead', () => {
    expect(futureStartProblem(now + 10 * minute, now)).toBe('errors.campaign.startTooSoon');
    expect(futureStartProblem(now + 10 * minute + 1, now)).toBeNull();
    expect(futureStartProblem(now - hour, now)).toBe('errors.campaign.startTooSoon');
    expect(futureStartProblem(undefined, now)).toBe('errors.campaign.startRequired');
  });

  test('rule: time values are over 10 minutes ahead', () => {
    expect(sendTimeProblem(now + 5 * minute, now)).toBe('errors.campaign.timeTooSoon');
    expect(sendTimeProblem(now + 11 * minute, now)).toBeNull();
  });

  test('rule: a reusable campaign ends not before it starts', () => {
    expect(reusableEndProblem(now, now)).toBeNull();
    expect(reusableEndProblem(now, now - 1)).toBe('errors.campaign.endBeforeStart');
    expect(reusableEndProblem(now, null)).toBe('errors.campaign.endRequired');
  });

  test('a reusable campaign repeats every whole number of days, weeks, months or years', () => {
    expect(intervalProblem(1, 'WEEK')).toBeNull();
    expect(intervalProblem(0, 'DAY')).toBe('errors.campaign.invalidInterval');
    expect(intervalProblem(2, 'HOUR')).toBe('errors.campaign.invalidInterval');
  });

  test('rule: by days needs at least one day, 1 Sunday to 7 Saturday', () => {
    expect(selectedDaysProblem([])).toBe('errors.campaign.noDays');
    expect(selectedDaysProblem([0, 3])).toBe('errors.campaign.invalidDay');
    expect(selectedDaysProblem([1, 7])).toBeNull();
  });

  test('rule: temporary block is 0 to 14 days', () => {
    for (const ok of [0, 14]) expect(temporaryBlockDaysProblem(ok)).toBeNull();
    for (const bad of [-1, 15, 1.5]) expect(temporaryBlockDaysProblem(bad)).toBe('errors.campaign.invalidBlockDays');
  });
});

describe('packets (sections 5 and 9)', () => {
  test('rule: amount and every above 0, unit minute, hour or day', () => {
    expect(packetsProblem({ amount: 0, every: 5 }, 10)).toBe('errors.campaign.packetAmount');
    expect(packetsProblem({ amount: 3, every: 0 }, 10)).toBe('errors.campaign.packetEvery');
    expect(packetsProblem({ amount: 3, every: 5, everyOption: 'WEEK' }, 10)).toBe('errors.campaign.packetUnit');
    expect(packetsProblem({ amount: 3, every: 5, everyOption: 'HOUR' }, 10)).toBeNull();
  });

  test('rule: the amount is not above the recipients, and there are at least 2 packets', () => {
    expect(packetsProblem({ amount: 11, every: 5 }, 10)).toBe('errors.campaign.packetAmountAboveTotal');
    expect(packetsProblem({ amount: 10, every: 5 }, 10)).toBe('errors.campaign.tooFewPackets');
    expect(packetsProblem({ amount: 9, every: 5 }, 10)).toBeNull();
  });

  test('the plan: each packet every so often, the last takes what is left', () => {
    expect(packetsPlan(10, 3, 5, 'MINUTE', now)).toEqual([
      { packetNumber: 1, at: now, amount: 3 },
      { packetNumber: 2, at: now + 5 * minute, amount: 3 },
      { packetNumber: 3, at: now + 10 * minute, amount: 3 },
      { packetNumber: 4, at: now + 15 * minute, amount: 1 },
    ]);
    expect(packetsPlan(4, 2, 2, 'HOUR', now).map((r) => r.at)).toEqual([now, now + 2 * hour]);
  });

  test('packets by days keep the hour on the Israeli clock across a clock change', () => {
    const plan = packetsPlan(3, 1, 1, 'DAY', fromIsraelWallTime(2024, 3, 28, 9, 0));
    expect(shown(plan.map((r) => r.at))).toEqual(['28/03/2024 09:00', '29/03/2024 09:00', '30/03/2024 09:00']);
  });
});

describe('birthday campaigns (section 5)', () => {
  test('rule: the birth-date field and days before are required, 0 being the day itself', () => {
    expect(birthdayProblem({ location: 6, daysBeforeBirthDay: 0 })).toBeNull();
    expect(birthdayProblem({ daysBeforeBirthDay: 0 })).toBe('errors.campaign.birthdayFieldRequired');
    expect(birthdayProblem({ location: 6, daysBeforeBirthDay: -1 })).toBe('errors.campaign.birthdayDaysBefore');
    expect(birthdayProblem({ location: 6, daysBeforeBirthDay: 1, hour: '25:00' })).toBe('errors.campaign.birthdayHour');
    expect(birthdayProblem({ location: 6, daysBeforeBirthDay: 1, amount: 0 })).toBe('errors.campaign.birthdayPeriod');
  });

  test('rule: the hour is HH:mm, 07:00 by default', () => {
    expect(birthdayHour(undefined)).toEqual({ hour: 7, minute: 0 });
    expect(birthdayHour('7:30')).toEqual({ hour: 7, minute: 30 });
    expect(birthdayHour('0815')).toEqual({ hour: 8, minute: 15 });
    expect(birthdayHour('7')).toBeNull();
  });

  test('the next send is the birthday less the days before, at the hour', () => {
    expect(formatIsraelDateTime(nextBirthdayRun({ day: 15, month: 3 }, 0, null, now) ?? 0)).toBe('15/03/2025 07:00');
    expect(formatIsraelDateTime(nextBirthdayRun({ day: 2, month: 1 }, 3, '10:00', now) ?? 0)).toBe('30/12/2025 10:00');
    expect(formatIsraelDateTime(nextBirthdayRun({ day: 5, month: 1 }, 0, '10:00', now) ?? 0)).toBe('05/01/2025 10:00');
  });

  test('a 29 February birthday is sent on 28 February in other years', () => {
    expect(formatIsraelDateTime(nextBirthdayRun({ day: 29, month: 2 }, 0, '07:00', now) ?? 0)).toBe('28/02/2025 07:00');
  });
});

describe('repeating campaigns: the next run', () => {
  test('every interval from the start; a month end stays the month end', () => {
    const start = fromIsraelWallTime(2025, 1, 31, 10, 0);
    const schedule: RepeatSchedule = { kind: 'reusable', start, end: fromIsraelWallTime(2025, 12, 31), intervalValue: 1, intervalField: 'MONTH' };
    expect(shown(nextRuns(schedule, start - 1, 4))).toEqual(['31/01/2025 10:00', '28/02/2025 10:00', '31/03/2025 10:00', '30/04/2025 10:00']);
  });

  test('weeks keep the Israeli hour across a clock change; the end is the last allowed run', () => {
    const start = fromIsraelWallTime(2024, 3, 22, 9, 0);
    const end = fromIsraelWallTime(2024, 4, 5, 9, 0);
    const schedule: RepeatSchedule = { kind: 'reusable', start, end, intervalValue: 1, intervalField: 'WEEK' };
    expect(shown(nextRuns(schedule, start, 10))).toEqual(['29/03/2024 09:00', '05/04/2024 09:00']);
    expect(nextRun(schedule, end)).toBeNull();
  });

  test('a run long after the start is found without walking every run', () => {
    const start = fromIsraelWallTime(2020, 1, 1, 8, 0);
    const schedule: RepeatSchedule = { kind: 'reusable', start, end: fromIsraelWallTime(2030, 1, 1), intervalValue: 2, intervalField: 'DAY' };
    expect(formatIsraelDateTime(nextRun(schedule, now) ?? 0)).toBe('06/01/2025 08:00');
  });

  test("by days: the chosen weekdays at the start's hour", () => {
    const start = fromIsraelWallTime(2025, 1, 5, 9, 0);
    const schedule: RepeatSchedule = { kind: 'days', start, end: fromIsraelWallTime(2025, 1, 31), selectedDays: [2, 4] };
    expect(shown(nextRuns(schedule, start - hour, 3))).toEqual(['06/01/2025 09:00', '08/01/2025 09:00', '13/01/2025 09:00']);
    expect(formatIsraelDateTime(nextRun(schedule, fromIsraelWallTime(2025, 1, 6, 9, 0)) ?? 0)).toBe('08/01/2025 09:00');
    expect(nextRun(schedule, fromIsraelWallTime(2025, 1, 30, 12, 0))).toBeNull();
  });

  test('by days: the start day itself runs when chosen', () => {
    const start = fromIsraelWallTime(2025, 1, 5, 9, 0);
    const schedule: RepeatSchedule = { kind: 'days', start, end: start + 30 * 24 * hour, selectedDays: [1] };
    expect(nextRun(schedule, start - minute)).toBe(start);
  });
});
