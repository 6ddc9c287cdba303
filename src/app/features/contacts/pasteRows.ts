/**
 * Pasted text as rows: one contact a line, the phone first, then fields 1 to 6 (the sixth a
 * birth date) and an e-mail, separated by tabs (copied from a spreadsheet) or commas. The
 * server judges each row; here the text is only split.
 */
import type { ContactsPastedRow } from '../../api/generated/contacts';

const fieldCount = 6;

export function parsePastedRows(text: string): ContactsPastedRow[] {
  const rows: ContactsPastedRow[] = [];
  for (const rawLine of text.split(/\r?\n/)) {
    if (!rawLine.trim()) continue;
    const cells = rawLine.split(rawLine.includes('\t') ? '\t' : ',').map((cell) => cell.trim());
    const [phone = '', ...rest] = cells;
    const fields = rest.slice(0, fieldCount);
    const email = rest[fieldCount];
    rows.push({ phone, ...(fields.length ? { fields } : {}), ...(email ? { email } : {}) });
  }
  return rows;
}
