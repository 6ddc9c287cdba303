/**
 * When an error happened, on an Israeli clock as every time the product shows, written the
 * current language's way by date-fns, to the second (errors come in bursts).
 */
import { format } from 'date-fns';
import { useCallback } from 'react';
import { israelWallTime } from '../../../domain/israelTime';
import { useDateLocale } from '../../i18n/dateLocale';

/** A Date whose local fields read what an Israeli clock read at `ms`, for date-fns to write. */
function onIsraeliClock(ms: number): Date {
  const w = israelWallTime(ms);
  return new Date(w.year, w.month - 1, w.day, w.hour, w.minute, Math.floor((((ms % 60_000) + 60_000) % 60_000) / 1000));
}

export function useErrorTime(): (ms: number) => string {
  const locale = useDateLocale();
  return useCallback((ms: number) => format(onIsraeliClock(ms), 'PPpp', { locale }), [locale]);
}
