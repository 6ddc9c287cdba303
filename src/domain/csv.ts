/**
 * How every CSV the product writes spells a cell: the server's exports (contact lists, the
 * sms report, clicks) and the browser's downloads (blacklist, report pages, failed rows,
 * overseas rates) all use this one rule.
 *
 * Formula injection (OWASP "CSV Injection"): a spreadsheet program runs a cell that starts
 * with = + - @ (or tab / carriage return, which some strip first) as a formula, so a contact
 * named `=HYPERLINK(...)` or `@SUM(...)|cmd` would run on the exporting user's machine. Such
 * a cell gets a leading single quote, which makes it text.
 *
 * Except a cell that is wholly a number, such as an international phone (+972501234567) or a
 * negative amount (-2): as a formula it can only be that number, so it is left as it is and
 * stays usable as a phone or a figure. Stored phones are exported as digits (0501234567 or
 * 972501234567) and never start with +; the exemption is for what users typed into fields.
 */
export type CsvValue = string | number | null | undefined;

const formulaStart = /^[=+\-@\t\r]/;
const wholeNumber = /^[+-]?\d+(\.\d+)?$/;

/** The text a spreadsheet will show as text, never run. */
export function formulaSafe(text: string): string {
  return formulaStart.test(text) && !wholeNumber.test(text) ? `'${text}` : text;
}

/** A cell made safe, then quoted when it holds a comma, a quote, a line end or edge spaces. */
export function csvCell(value: CsvValue): string {
  const text = formulaSafe(value === null || value === undefined ? '' : String(value));
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, without its line end. */
export const csvRow = (values: readonly CsvValue[]): string => values.map(csvCell).join(',');

/** One record with the CRLF line end of RFC 4180, as files streamed a line at a time need. */
export const csvLine = (values: readonly CsvValue[]): string => `${csvRow(values)}\r\n`;
