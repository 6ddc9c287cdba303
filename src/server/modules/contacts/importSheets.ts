/**
 * What an uploaded file is, from its bytes as well as its name, and its rows a batch at a
 * time: xlsx by the bounded reader of files/sheets, CSV (or text) with papaparse. A name the
 * product reads (xls, xlsx, csv, txt) is not enough: an xlsx must be a zip with a workbook,
 * a CSV must be text. An old binary .xls (an OLE file) has no reader here and is refused like
 * any other binary file; a ".xls" that is really an xlsx or a text export (common from older
 * systems) is read as what it is.
 */
import { csvRows } from '../files/sheets/csvRows';
import { textOf } from '../files/sheets/text';
import { openXlsx, xlsxRows, type OnRead, type XlsxFile } from '../files/sheets/xlsxRows';

export { csvRows } from '../files/sheets/csvRows';
export type { OnRead } from '../files/sheets/xlsxRows';

export type SheetKind = 'xlsx' | 'csv';
export type SheetRows = AsyncGenerator<string[][]>;
export type OpenedSheet = { kind: 'xlsx'; xlsx: XlsxFile } | { kind: 'csv'; text: string };

const zipMagic = [0x50, 0x4b, 0x03, 0x04];

/** The file as a sheet the product reads, or null (the caller answers its "unsupported type"). */
export function openSheet(fileName: string, data: Buffer): OpenedSheet | null {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  if (!['xls', 'xlsx', 'csv', 'txt'].includes(extension)) return null;
  if (zipMagic.every((b, i) => data[i] === b)) {
    const xlsx = extension === 'csv' || extension === 'txt' ? null : openXlsx(data);
    return xlsx && { kind: 'xlsx', xlsx };
  }
  if (extension === 'xlsx') return null;
  const text = textOf(data);
  return text === null ? null : { kind: 'csv', text };
}

export const sheetRows = (sheet: OpenedSheet, index: number, onRead?: OnRead): SheetRows =>
  sheet.kind === 'xlsx' ? xlsxRows(sheet.xlsx, index, onRead) : csvRows(sheet.text, onRead);
