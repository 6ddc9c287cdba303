/**
 * CSV built in the browser (section 7): UTF-8 with a byte-order mark, so spreadsheet programs
 * read Hebrew and Arabic correctly. Cells follow the one rule the server's exports follow too
 * (domain/csv: quoting, and no cell a spreadsheet would run as a formula).
 */
import { csvRow, type CsvValue } from '../../domain/csv';

export const byteOrderMark = '\uFEFF';

export function buildCsv(headers: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return byteOrderMark + [headers, ...rows].map(csvRow).join('\r\n');
}
