/**
 * Section 6: a password's validity is set from tomorrow up to 10 months from today. The server
 * checks the same (modules/superAdmin/accountAccess.ts, passwordValidityOutOfRange); the picker
 * offers only those days.
 */
import type { Dayjs } from 'dayjs';

export const passwordValidityMonths = 10;

/** Whether the picker offers `day` as the new validity date, `today` being the start of today. */
export const mayChooseValidity = (day: Dayjs, today: Dayjs): boolean =>
  day.isAfter(today, 'day') && !day.isAfter(today.add(passwordValidityMonths, 'month'), 'day');
