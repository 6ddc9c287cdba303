/**
 * Times on the push-API page, on an Israeli clock as every time the product shows, written
 * the current language's way by date-fns (month names, order, separators).
 */
import { format } from 'date-fns';
import { useCallback } from 'react';
import { israelWallTime, parseIsraelDateTime } from '../../../domain/israelTime';
import { useDateLocale } from '../../i18n/dateLocale';

/** A Date whose local fields read what an Israeli clock read at `ms`, for date-fns to write. */
function onIsraeliClock(ms: number): Date {
  const w = israelWallTime(ms);
  return new Date(w.year, w.month - 1, w.day, w.hour, w.minute, Math.floor((((ms % 60_000) + 60_000) % 60_000) / 1000));
}

export interface PushTimes {
  /** A URL's updated date as the API carries it (DD/MM/YYYY HH:mm, Israel time). */
  updated: (apiDateTime: string | undefined) => string;
  /** A delivery's moment (ISO), to the second. */
  delivered: (iso: string) => string;
}

export function usePushTimes(): PushTimes {
  const locale = useDateLocale();
  const updated = useCallback(
    (apiDateTime: string | undefined) => {
      const ms = apiDateTime ? parseIsraelDateTime(apiDateTime) : null;
      return ms === null ? (apiDateTime ?? '') : format(onIsraeliClock(ms), 'PPp', { locale });
    },
    [locale],
  );
  const delivered = useCallback(
    (iso: string) => {
      const ms = Date.parse(iso);
      return Number.isNaN(ms) ? iso : format(onIsraeliClock(ms), 'PPpp', { locale });
    },
    [locale],
  );
  return { updated, delivered };
}
