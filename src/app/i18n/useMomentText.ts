/**
 * A moment the API gives as an ISO time, written on an Israeli clock (as every time the
 * product shows) the current language's way by date-fns: month names, order, separators.
 * For pages that show one moment in a sentence ("accepted on …", "asked on …").
 */
import { format } from 'date-fns';
import { useCallback } from 'react';
import { israelWallTime } from '../../domain/israelTime';
import { useDateLocale } from './dateLocale';

/** A Date whose local fields read what an Israeli clock read at `ms`, for date-fns to write. */
function onIsraeliClock(ms: number): Date {
  const w = israelWallTime(ms);
  return new Date(w.year, w.month - 1, w.day, w.hour, w.minute);
}

/** `(iso) => text`: the date and time (date-fns 'PPp'); anything not a time comes back as it is. */
export function useMomentText(): (iso: string) => string {
  const locale = useDateLocale();
  return useCallback(
    (iso: string) => {
      const ms = Date.parse(iso);
      return Number.isNaN(ms) ? iso : format(onIsraeliClock(ms), 'PPp', { locale });
    },
    [locale],
  );
}
