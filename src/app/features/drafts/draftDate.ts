/**
 * A draft's last change as the product writes date-times: DD/MM/YYYY HH:mm in Israel time.
 * The API carries that form already; an ISO time (what a database column gives) is turned
 * into it, so the page reads the same whichever the server sends.
 */
import { formatIsraelDateTime, parseIsraelDateTime } from '../../../domain/israelTime';

export function draftUpdatedOn(text: string | undefined): string {
  if (!text) return '';
  if (parseIsraelDateTime(text) !== null) return text;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? text : formatIsraelDateTime(ms);
}
