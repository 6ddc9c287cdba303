/**
 * CSV built in the browser (section 7): UTF-8 with a byte-order mark, so spreadsheet programs
 * read Hebrew and Arabic correctly.
 */
import Papa from 'papaparse';

export const byteOrderMark = '\uFEFF';

export function buildCsv(headers: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return byteOrderMark + Papa.unparse({ fields: [...headers], data: rows.map((row) => row.map((cell) => cell ?? '')) });
}
