/**
 * Delivery receipts (SMPP 3.4 appendix B) and what each means for a message: the one place
 * where an SMSC's stat and err become the product's delivery status (section 4).
 *
 *   stat     err                             status
 *   DELIVRD  any                             delivered
 *   ENROUTE  any                             (not final: ignored)
 *   ACCEPTD  any                             acceptedByNetwork (final: taken by the network, no handset confirmation)
 *   UNDELIV  011 teleservice not provisioned kosher (the line takes no text messages)
 *            013 call barred                 blockedByOperator
 *            027 absent subscriber           outOfCoverage
 *            201 recipient asked to block    blockedOnRequest
 *            202 operator's ads block        adsBlocked
 *            other                           notDelivered
 *   EXPIRED, DELETED, UNKNOWN: like UNDELIV (the err codes above, else notDelivered)
 *   REJECTD  the err codes above, else      blocked
 *   anything else                           notDelivered
 *
 * SMPP 3.4 appendix B: DELIVRD, EXPIRED, DELETED, UNDELIV, ACCEPTD, UNKNOWN and REJECTD are
 * final; ENROUTE is the only state in which the SMSC is still trying. A final receipt left
 * unread here would keep its message pending for ever and, after a crash, have it sent twice.
 *
 * 011, 013 and 027 are the GSM MAP error codes most SMSCs copy into err; 201 and 202 are
 * our own (no standard code exists) and the test SMSC uses them. A route whose SMSC
 * numbers them differently passes its own table (SmppSettings.errorStatuses).
 */
import { DeliveryStatus } from '../provider';

export type ErrorStatuses = Readonly<Record<string, DeliveryStatus>>;

export const defaultErrorStatuses: ErrorStatuses = {
  '011': DeliveryStatus.kosher,
  '013': DeliveryStatus.blockedByOperator,
  '027': DeliveryStatus.outOfCoverage,
  '201': DeliveryStatus.blockedOnRequest,
  '202': DeliveryStatus.adsBlocked,
};

const notFinal = new Set(['ENROUTE']);

/** The status a receipt gives its message, or null while the SMSC is still trying. */
export function statusOfReceipt(stat: string, err: string, errorStatuses: ErrorStatuses = defaultErrorStatuses): DeliveryStatus | null {
  const s = stat.toUpperCase();
  if (s === 'DELIVRD') return DeliveryStatus.delivered;
  if (s === 'ACCEPTD') return DeliveryStatus.acceptedByNetwork;
  if (notFinal.has(s)) return null;
  const byError = errorStatuses[err.padStart(3, '0')];
  if (byError) return byError;
  return s === 'REJECTD' ? DeliveryStatus.blocked : DeliveryStatus.notDelivered;
}

export interface ReceiptText {
  id: string;
  stat: string;
  err: string;
  /** "done date", read as the server's local time (YYMMDDhhmm[ss]); null when absent or unreadable. */
  doneAt: number | null;
  /** The first characters of the message as the SMSC quotes them (its text: field). */
  text: string;
}

/** `id:X sub:001 dlvrd:001 submit date:YYMMDDhhmm done date:YYMMDDhhmm stat:DELIVRD err:000 text:...` */
export function parseReceiptText(text: string): ReceiptText | null {
  const [head = '', ...quoted] = text.split(/\btext:/i);
  const stat = /\bstat:\s*(\w+)/i.exec(head)?.[1];
  if (!stat) return null;
  const done = /\bdone date:\s*(\d{10,12})/i.exec(head)?.[1];
  return {
    id: /\bid:\s*(\S+)/i.exec(head)?.[1] ?? '',
    stat: stat.toUpperCase(),
    err: /\berr:\s*(\w+)/i.exec(head)?.[1] ?? '000',
    doneAt: done ? dateOf(done) : null,
    text: quoted.join('text:'),
  };
}

function dateOf(digits: string): number | null {
  const n = (at: number) => Number(digits.slice(at, at + 2));
  const date = new Date(2000 + n(0), n(2) - 1, n(4), n(6), n(8), digits.length >= 12 ? n(10) : 0);
  return Number.isNaN(date.getTime()) ? null : date.getTime();
}

/** The receipt text an SMSC writes (used by the test SMSC; the format providers parse above). */
export function receiptText(r: { id: string; stat: string; err: string; submittedAt: number; doneAt: number; text: string }): string {
  const stamp = (ms: number) => {
    const d = new Date(ms);
    const p = (v: number) => String(v).padStart(2, '0');
    return `${p(d.getFullYear() % 100)}${p(d.getMonth() + 1)}${p(d.getDate())}${p(d.getHours())}${p(d.getMinutes())}`;
  };
  const delivered = r.stat === 'DELIVRD' ? '001' : '000';
  return `id:${r.id} sub:001 dlvrd:${delivered} submit date:${stamp(r.submittedAt)} done date:${stamp(r.doneAt)} stat:${r.stat} err:${r.err} text:${r.text.slice(0, 20)}`;
}
