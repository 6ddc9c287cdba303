/** The period the page shows, as the contract writes days (DD/MM/YYYY, Israel days), and its presets. */
import dayjs, { type Dayjs } from 'dayjs';
import { israelToday } from '../../ui/israelDay';

export const dayFormat = 'DD/MM/YYYY';

export interface BiPeriod {
  fromDate: string;
  toDate: string;
}

export const periodOfDays = (from: Dayjs, to: Dayjs): BiPeriod => ({ fromDate: from.format(dayFormat), toDate: to.format(dayFormat) });

/** The server refuses more than 366 days. */
export const maxPeriodDays = 366;

/** The last 30 days, today included: what the page opens with. */
export const defaultPeriod = (today: Dayjs = israelToday()): BiPeriod => periodOfDays(today.subtract(29, 'day'), today);

export type PresetName = 'last7' | 'last30' | 'thisMonth' | 'lastMonth' | 'last365';

export function presetRanges(today: Dayjs = israelToday()): Record<PresetName, [Dayjs, Dayjs]> {
  return {
    last7: [today.subtract(6, 'day'), today],
    last30: [today.subtract(29, 'day'), today],
    thisMonth: [today.startOf('month'), today],
    lastMonth: [today.subtract(1, 'month').startOf('month'), today.subtract(1, 'month').endOf('month')],
    last365: [today.subtract(364, 'day'), today],
  };
}

/** DD/MM/YYYY as a dayjs day (by hand: dayjs's custom formats need a plugin). */
export function parseDay(text: string): Dayjs | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (!match) return null;
  const [, day, month, year] = match.map(Number);
  return dayjs(new Date(year, month - 1, day));
}
