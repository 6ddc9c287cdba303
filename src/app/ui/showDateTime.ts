/**
 * Date-times as the product writes them, DD/MM/YYYY HH:mm. The contract leaves these fields as
 * plain strings: an ISO time is turned into the product's format, anything else (already
 * formatted by the server) is shown as it came.
 */
import dayjs from 'dayjs';

/** The product's date-time format, in dayjs's tokens (also what the API takes back). */
export const dateTimeFormat = 'DD/MM/YYYY HH:mm';

const isoTime = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;

export function showDateTime(value: string | undefined): string {
  if (!value) return '';
  if (!isoTime.test(value)) return value;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.format(dateTimeFormat) : value;
}
