/**
 * One imported row (pasted, or read from a sheet) checked by the list rules of section 5: a
 * phone the list accepts, a real date in field 6, no field over 1005 characters. A bad row is
 * not saved; it comes back with its reason so the user can see and fix it.
 */
import type { FailedRow } from '../../../contract/contacts';
import { maxFieldLength, parseListDate } from '../../../domain/contactFields';
import { normalizeListPhone } from '../../../domain/phones';

/** A row as typed: the phone, fields 1 to 6 (the sixth a date) and an e-mail. */
export interface RawContactRow {
  phone: string;
  fields: readonly string[];
  email?: string;
}

export interface NewContact {
  phone: string;
  fields: (string | null)[];
  email: string | null;
}

export type FailReason = NonNullable<FailedRow['reason']>;

export type CheckedRow = { ok: true; contact: NewContact } | { ok: false; reason: FailReason };

const blankToNull = (value: string | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

export function checkContactRow(row: RawContactRow, today: Date): CheckedRow {
  if (row.phone.length > maxFieldLength || row.fields.some((f) => f.length > maxFieldLength) || (row.email?.length ?? 0) > maxFieldLength) {
    return { ok: false, reason: 'fieldTooLong' };
  }
  const phone = normalizeListPhone(row.phone);
  if (!phone) return { ok: false, reason: 'invalidPhone' };
  const fields = Array.from({ length: 6 }, (_, i) => blankToNull(row.fields[i]));
  if (fields[5] !== null) {
    const date = parseListDate(fields[5], today);
    if (!date) return { ok: false, reason: 'invalidDate' };
    fields[5] = date;
  }
  return { ok: true, contact: { phone, fields, email: blankToNull(row.email) } };
}

/** The failed rows the answer carries (the count covers them all). */
export const maxFailedRowsReported = 1000;

/** Collects failed rows: all are counted, the first 1000 are reported. */
export class FailedRows {
  count = 0;
  readonly rows: FailedRow[] = [];

  add(rowNumber: number, row: RawContactRow, reason: FailReason): void {
    this.count += 1;
    if (this.rows.length >= maxFailedRowsReported) return;
    const values = [row.phone, ...row.fields, ...(row.email ? [row.email] : [])];
    // A 1005+ character field is shown cut: the user needs to find the row, not reread it.
    this.rows.push({ row: rowNumber, phone: row.phone.slice(0, 40), reason, values: values.map((v) => v.slice(0, 200)) });
  }
}
