/**
 * Section 6: the picker offers the days the one rule allows (src/domain/passwords
 * mayChooseValidityDay, which update-password-validity applies too).
 */
import type { Dayjs } from 'dayjs';
import { mayChooseValidityDay } from '../../../domain/passwords';

const calendarDay = (d: Dayjs) => ({ year: d.year(), month: d.month() + 1, day: d.date() });

/** Whether the picker offers `day` as the new validity date, `today` being today. */
export const mayChooseValidity = (day: Dayjs, today: Dayjs): boolean => mayChooseValidityDay(calendarDay(day), calendarDay(today));
