/**
 * Moments as the page's language writes them (date-fns's locale), on an Israeli clock like every
 * time the product shows: the Israeli wall time is formatted, not the browser's own zone.
 */
import { format } from 'date-fns';
import { israelWallTime } from '../../../domain/israelTime';
import { useDateLocale } from '../../i18n/dateLocale';

export function useIsraelDate(): (ms: number) => string {
  const locale = useDateLocale();
  return (ms) => {
    const w = israelWallTime(ms);
    return format(new Date(w.year, w.month - 1, w.day, w.hour, w.minute), 'PPp', { locale });
  };
}
