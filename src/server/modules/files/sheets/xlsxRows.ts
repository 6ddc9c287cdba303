/**
 * An xlsx sheet's rows as text, a batch at a time, read from the zip by this module's own
 * bounded reader (zip.ts, xml.ts) rather than a workbook library: every measure that costs
 * memory or time is counted as it is read (limits.ts), so a hostile workbook is refused early.
 * Cells read as the sheet shows them: numbers as written, dates as DD/MM/YYYY, booleans as
 * true/false, formulas by their result, rich text by its text, errors empty.
 */
import { ReadClock, sheetLimits, tooLarge } from './limits';
import type { SharedStrings } from './sharedStrings';
import { contentTypesPart, dateStylesOf, sharedStringsOf, workbookOf, workbookPart, type Reading, type XlsxFile } from './xlsxParts';
import { XmlReader, type XmlHandler } from './xml';
import { entryText, UnpackBudget, zipEntries } from './zip';

export type { XlsxFile } from './xlsxParts';

const { maxCellChars, maxColumns, maxRows } = sheetLimits;

/** An xlsx is a zip holding at least its content types and a workbook; anything else is not one. */
export function openXlsx(data: Buffer): XlsxFile | null {
  const entries = zipEntries(data);
  if (!entries?.has(contentTypesPart) || !entries.has(workbookPart)) return null;
  return { data, entries };
}

const pad = (n: number) => String(n).padStart(2, '0');
const dayText = (date: Date) => `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;

/** A serial day number as Excel counts it (from 1900, or 1904) to the day it shows. */
export function serialDate(serial: number, date1904: boolean): string {
  return dayText(new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000)));
}

/** Column letters (the A of A1) to its number from 1; past the limit it stops counting. */
function columnOf(reference: string): number {
  let column = 0;
  for (const c of reference) {
    const code = c.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + code - 64;
    if (column > maxColumns) return column;
  }
  return column;
}

interface Cell {
  column: number;
  type: string;
  style: number;
  value: string;
  formula: boolean;
  capturing: boolean;
  inPhonetic: boolean;
}

/** Collects the rows of sheetData from the XML events. */
class RowCollector implements XmlHandler {
  batch: string[][] = [];
  rows = 0;
  private row: string[] | null = null;
  private lastColumn = 0;
  private cell: Cell | null = null;

  constructor(
    private readonly strings: SharedStrings,
    private readonly dateStyles: boolean[],
    private readonly date1904: boolean,
  ) {}

  open(name: string, a: Record<string, string>): void {
    if (name === 'row') {
      if (++this.rows > maxRows) throw tooLarge();
      this.row = [];
      this.lastColumn = 0;
    } else if (name === 'c' && this.row) {
      const column = a.r ? columnOf(a.r) : this.lastColumn + 1;
      this.lastColumn = column;
      this.cell = { column, type: a.t ?? 'n', style: Number(a.s ?? 0), value: '', formula: false, capturing: false, inPhonetic: false };
    } else if (this.cell) {
      if (name === 'v' || (name === 't' && !this.cell.inPhonetic)) this.cell.capturing = true;
      else if (name === 'f') this.cell.formula = true;
      else if (name === 'rPh') this.cell.inPhonetic = true;
    }
  }

  get wantsText(): boolean {
    return this.cell?.capturing === true;
  }

  text(value: string): void {
    if (!this.cell?.capturing) return;
    this.cell.value += value;
    if (this.cell.value.length > maxCellChars) throw tooLarge();
  }

  close(name: string): void {
    if (name === 'c' && this.cell && this.row) {
      const text = this.textOf(this.cell);
      if (text) {
        // Only a cell with a value widens the row: styled empty cells up to XFD cost nothing.
        if (this.cell.column > maxColumns || this.cell.column < 1) throw tooLarge();
        while (this.row.length < this.cell.column - 1) this.row.push('');
        this.row[this.cell.column - 1] = text;
      }
      this.cell = null;
    } else if (name === 'row' && this.row) {
      this.batch.push(this.row);
      this.row = null;
    } else if (this.cell && (name === 'v' || name === 't')) this.cell.capturing = false;
    else if (this.cell && name === 'rPh') this.cell.inPhonetic = false;
  }

  take(): string[][] {
    const batch = this.batch;
    this.batch = [];
    return batch;
  }

  private textOf(cell: Cell): string {
    const value = cell.value;
    switch (cell.type) {
      case 's':
        return value ? this.strings.get(Number.parseInt(value, 10)) : '';
      case 'str':
      case 'inlineStr':
        return value;
      case 'b':
        return value ? String(value.trim() !== '0') : '';
      case 'e':
        return '';
      case 'd':
        // An ISO date (rare: Strict OOXML): the day it names.
        return /^\d{4}-\d{2}-\d{2}/.test(value) ? `${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)}` : value;
      default: {
        const number = Number.parseFloat(value);
        if (Number.isNaN(number)) return '';
        return this.dateStyles[cell.style] ? serialDate(number, this.date1904) : String(number);
      }
    }
  }
}

const rowsPerYield = 2000;

/** Told how much of the file (0 to 1) has been read so far. */
export type OnRead = (fraction: number) => void;

export async function* xlsxRows(file: XlsxFile, sheetIndex: number, onRead: OnRead = () => undefined): AsyncGenerator<string[][]> {
  const reading: Reading = { budget: new UnpackBudget(), clock: new ReadClock() };
  const { sheetParts, date1904 } = await workbookOf(file, reading);
  const entry = file.entries.get(sheetParts[sheetIndex] ?? '');
  if (!entry) return;
  const dateStyles = await dateStylesOf(file, reading);
  const strings = await sharedStringsOf(file, reading);
  const rows = new RowCollector(strings, dateStyles, date1904);
  const reader = new XmlReader(rows);
  let unpacked = 0;
  for await (const text of entryText(file.data, entry, reading.budget)) {
    reader.write(text);
    reading.clock.check();
    unpacked += text.length;
    if (rows.batch.length >= rowsPerYield) {
      onRead(Math.min(1, unpacked / Math.max(1, entry.size)));
      // The caller's work on a batch (checks, inserts) is not the reader's time.
      reading.clock.pause();
      yield rows.take();
      reading.clock.resume();
    }
  }
  onRead(1);
  if (rows.batch.length) yield rows.take();
}
