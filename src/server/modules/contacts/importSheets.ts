/**
 * Reading an uploaded file's rows, a batch at a time so a large file never sits in memory as
 * a million arrays: xlsx with exceljs's streaming reader, CSV (or text) with papaparse.
 * What a file is comes from its bytes, not only its name.
 */
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';

export type SheetKind = 'xlsx' | 'csv';
export type SheetRows = AsyncGenerator<string[][]>;
/** Told how much of the file (0 to 1) has been read so far. */
export type OnRead = (fraction: number) => void;

const zipMagic = [0x50, 0x4b, 0x03, 0x04];
const oleMagic = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (data: Buffer, magic: number[]) => magic.every((b, i) => data[i] === b);

/**
 * xlsx is a zip; CSV and text are text. An old binary .xls (an OLE file) has no reader among
 * the project's libraries and is refused as unsupported, like any other binary file. A ".xls"
 * that is really an xlsx or a text export (common from older systems) is read as what it is.
 */
export function sheetKindOf(fileName: string, data: Buffer): SheetKind | null {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  if (!['xls', 'xlsx', 'csv', 'txt'].includes(extension)) return null;
  if (startsWith(data, zipMagic)) return extension === 'csv' || extension === 'txt' ? null : 'xlsx';
  if (startsWith(data, oleMagic)) return null;
  return data.subarray(0, 8192).includes(0) ? null : 'csv';
}

/** UTF-8 (its byte-order mark dropped), or else Windows-1255, how Hebrew Excel saves CSV. */
export function decodeText(data: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    return new TextDecoder('windows-1255').decode(data);
  }
}

const textChunk = 1 << 20;

/**
 * Where a chunk of CSV may be cut: the last line end outside quotes. Quotes come in pairs
 * ("" inside a quoted value too), so an even count before a newline means it ends a record.
 */
function recordEnd(text: string, from: number, to: number): number {
  let quotes = 0;
  let lastEnd = -1;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) quotes++;
    else if (c === 10 && quotes % 2 === 0) lastEnd = i + 1;
  }
  return lastEnd;
}

export async function* csvRows(text: string, onRead: OnRead = () => undefined): SheetRows {
  let delimiter = '';
  for (let start = 0; start < text.length; ) {
    let end = Math.min(text.length, start + textChunk);
    if (end < text.length) {
      const cut = recordEnd(text, start, end);
      end = cut > start ? cut : text.length;
    }
    const parsed = Papa.parse<string[]>(text.slice(start, end), { delimiter, skipEmptyLines: 'greedy' });
    // The first chunk settles the delimiter (comma, semicolon, tab): later ones keep it.
    delimiter ||= parsed.meta.delimiter;
    start = end;
    onRead(start / text.length);
    yield parsed.data;
  }
}

/** A cell as text: dates as DD/MM/YYYY, rich text and links by their text, formulas by their result. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) {
    // exceljs gives dates at UTC midnight of the day the sheet shows.
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${pad(value.getUTCDate())}/${pad(value.getUTCMonth() + 1)}/${value.getUTCFullYear()}`;
  }
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return cellText((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
  if ('text' in value) return typeof value.text === 'string' ? value.text : cellText(value.text as ExcelJS.CellValue);
  return '';
}

const rowsPerYield = 2000;

const zipChunk = 256 * 1024;

/** The file in pieces, so how far the unzip has pulled tells how far the reading is. */
function* piecesOf(data: Buffer, onRead: OnRead): Generator<Buffer> {
  for (let at = 0; at < data.length; at += zipChunk) {
    onRead(at / data.length);
    yield data.subarray(at, at + zipChunk);
  }
}

export async function* xlsxRows(data: Buffer, sheetIndex: number, onRead: OnRead = () => undefined): SheetRows {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(piecesOf(data, onRead)), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
    entries: 'emit',
  });
  let index = 0;
  for await (const sheet of reader) {
    if (index++ !== sheetIndex) {
      // An unread sheet still has to be drained for the zip to move on to the next entry.
      for await (const skipped of sheet) void skipped;
      continue;
    }
    let batch: string[][] = [];
    for await (const row of sheet) {
      // row.values is 1-based (index 0 empty) and sparse.
      const values = row.values as ExcelJS.CellValue[];
      const texts: string[] = [];
      for (let c = 1; c < values.length; c++) texts.push(cellText(values[c]));
      batch.push(texts);
      if (batch.length >= rowsPerYield) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length) yield batch;
  }
}
