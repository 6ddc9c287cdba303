/**
 * A last sign-in as the product writes date-times (DD/MM/YYYY HH:mm, Israel time), with how
 * long ago it was in the page's language (date-fns's locale), e.g. "26/11/2026 09:12 (3 days ago)".
 */
import { formatDistanceStrict, type Locale } from 'date-fns';
import { formatIsraelDateTime } from '../../../domain/israelTime';

export function lastSignInText(iso: string | undefined, locale: Locale | undefined, now = Date.now()): string | null {
  if (!iso) return null;
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return iso;
  const ago = formatDistanceStrict(at, now, { addSuffix: true, locale });
  return `${formatIsraelDateTime(at)} (${ago})`;
}
