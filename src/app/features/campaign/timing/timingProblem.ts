/** What is wrong with the chosen timing, as an errors.campaign.* key (domain campaignTiming rules). */
import {
  birthdayProblem,
  futureStartProblem,
  intervalProblem,
  packetsProblem,
  reusableEndProblem,
  selectedDaysProblem,
} from '../../../../domain/campaignTiming';
import type { Timing } from '../campaignForm';

export function timingProblem(timing: Timing, totalRecipients: number, now: number): string | null {
  switch (timing.kind) {
    case 'now':
      return null;
    case 'future':
      return futureStartProblem(timing.start, now);
    case 'packets':
      return (
        (timing.start !== null ? futureStartProblem(timing.start, now) : null) ??
        packetsProblem({ amount: timing.amount, every: timing.every, everyOption: timing.unit }, totalRecipients)
      );
    case 'reusable':
      return (
        futureStartProblem(timing.start, now) ??
        reusableEndProblem(timing.start ?? 0, timing.end) ??
        intervalProblem(timing.intervalValue, timing.intervalField)
      );
    case 'days':
      return futureStartProblem(timing.start, now) ?? reusableEndProblem(timing.start ?? 0, timing.end) ?? selectedDaysProblem(timing.selectedDays);
    case 'birthday':
      return birthdayProblem({ location: timing.location, daysBeforeBirthDay: timing.daysBefore, hour: timing.hour, amount: timing.years });
  }
}
