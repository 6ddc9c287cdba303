/** The composer's timing as the contract's campaign fields, and back (campaigns/get-campaign-data). */
import { formatIsraelDateTime, parseIsraelDateTime } from '../../../../domain/israelTime';
import { defaultBirthdayHour } from '../../../../domain/campaignTiming';
import type { Campaign } from '../../../api/generated/campaigns';
import type { Timing } from '../campaignForm';

const dateText = (ms: number | null): string | undefined => (ms === null ? undefined : formatIsraelDateTime(ms));

export function timingFields(timing: Timing): Partial<Campaign> {
  switch (timing.kind) {
    case 'now':
      return { isFuture: false, isReusable: false };
    case 'future':
      return { isFuture: true, isReusable: false, startDate: dateText(timing.start) };
    case 'packets':
      // Packets start now unless a start is given.
      return {
        isFuture: timing.start !== null,
        isReusable: false,
        startDate: dateText(timing.start),
        packets: { amount: timing.amount, every: timing.every, everyOption: timing.unit },
      };
    case 'reusable':
      return {
        isFuture: true,
        isReusable: true,
        startDate: dateText(timing.start),
        endDate: dateText(timing.end),
        intervalValue: timing.intervalValue,
        intervalField: timing.intervalField,
      };
    case 'days':
      // The server runs on each chosen weekday at the start's hour, until the end.
      return { isFuture: true, isReusable: true, startDate: dateText(timing.start), endDate: dateText(timing.end), selectedDays: [...timing.selectedDays].sort() };
    case 'birthday':
      // The server starts a birthday campaign at the next such hour; it takes no start date.
      return {
        isFuture: false,
        isReusable: false,
        birthdayCampaign: { location: timing.location ?? undefined, daysBeforeBirthDay: timing.daysBefore, hour: timing.hour, amount: timing.years },
      };
  }
}

const parseDate = (text: string | undefined): number | null => (text ? parseIsraelDateTime(text) : null);

export function timingOf(c: Campaign): Timing {
  const start = parseDate(c.startDate);
  const b = c.birthdayCampaign;
  if (b) return { kind: 'birthday', location: b.location ?? null, daysBefore: b.daysBeforeBirthDay ?? 0, hour: b.hour || defaultBirthdayHour, years: b.amount ?? 1 };
  if (c.packets?.amount) {
    return { kind: 'packets', start, amount: c.packets.amount, every: c.packets.every ?? 1, unit: c.packets.everyOption ?? 'MINUTE' };
  }
  if (c.selectedDays?.length) return { kind: 'days', start, end: parseDate(c.endDate), selectedDays: c.selectedDays };
  if (c.isReusable) {
    return { kind: 'reusable', start, end: parseDate(c.endDate), intervalValue: c.intervalValue ?? 1, intervalField: c.intervalField ?? 'WEEK' };
  }
  return c.isFuture ? { kind: 'future', start } : { kind: 'now' };
}
