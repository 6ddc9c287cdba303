import { useAppSelector } from '../state/hooks';
import { isRightToLeft } from '../state/preferences';

/** Drawers take physical sides; the start side is the right one in Hebrew and Arabic. */
export function useSides(): { start: 'left' | 'right'; end: 'left' | 'right'; rtl: boolean } {
  const rtl = isRightToLeft(useAppSelector((s) => s.preferences.language));
  return rtl ? { start: 'right', end: 'left', rtl } : { start: 'left', end: 'right', rtl };
}
