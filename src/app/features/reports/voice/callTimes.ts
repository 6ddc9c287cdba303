/**
 * The times of the voice chart's points written the page language's way by date-fns: the time
 * of day for points of minutes or hours, the day for daily points.
 */
import { format } from 'date-fns';
import { useCallback } from 'react';
import { useDateLocale } from '../../../i18n/dateLocale';
import { parseDateTime } from '../shared/reportDates';

const dayMinutes = 1440;

export function useCallTimeLabel(minutesPerPoint: number | undefined): (time: string | undefined) => string {
  const locale = useDateLocale();
  return useCallback(
    (time: string | undefined) => {
      const at = parseDateTime(time);
      if (!at) return time ?? '';
      // Hourly points can span ten days: they carry their day too.
      const pattern = (minutesPerPoint ?? 1) >= dayMinutes ? 'd MMM' : (minutesPerPoint ?? 1) >= 60 ? 'd MMM p' : 'p';
      return format(at, pattern, { locale });
    },
    [locale, minutesPerPoint],
  );
}
