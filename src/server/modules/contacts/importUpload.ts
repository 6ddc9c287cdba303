/**
 * Reads a multipart request whole: its form fields and at most one file, kept in memory.
 * The file is checked (size, kind) before anything is written, so a refused upload leaves
 * nothing behind.
 */
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/envelope';
import { csvRows, decodeText, sheetKindOf, xlsxRows, type OnRead, type SheetKind, type SheetRows } from './importSheets';

export interface Upload {
  fields: Record<string, string>;
  file: { name: string; data: Buffer } | null;
}

/** Excel files, section 5 and 9: at most 15 MB. */
export const maxExcelBytes = 15 * 1024 * 1024;
/**
 * CSV is plain rows, read in chunks rather than as a workbook, so it may be larger: a million
 * contacts with five fields is about 40 MB. The 15 MB of the spec is Excel's.
 */
export const maxCsvBytes = 100 * 1024 * 1024;

export const tooLarge = () => new HttpError(413, 'errors.files.tooLarge');

export async function readUpload(request: FastifyRequest, maxFileBytes = maxCsvBytes): Promise<Upload> {
  if (!request.isMultipart()) throw new HttpError(400, 'errors.generic.badRequest', { field: 'body' });
  const fields: Record<string, string> = {};
  let file: Upload['file'] = null;
  const parts = request.parts({ limits: { fileSize: maxFileBytes, fieldSize: 2 * 1024 * 1024, files: 1 } });
  for await (const part of parts) {
    if (part.type === 'file') {
      // toBuffer() throws the plugin's 413 when the file is cut at the limit.
      const data = await part.toBuffer();
      if (part.fieldname === 'file' && !file) file = { name: part.filename, data };
    } else {
      // A part sent as application/json (the contract's encoding for objects) arrives parsed.
      fields[part.fieldname] = typeof part.value === 'object' && part.value !== null ? JSON.stringify(part.value) : String(part.value ?? '');
    }
  }
  return { fields, file };
}

/** A form field holding an integer, or undefined; anything else is a bad request naming it. */
export function intField(fields: Record<string, string>, name: string): number | undefined {
  const raw = fields[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value)) throw new HttpError(400, 'errors.generic.badRequest', { field: `body.${name}` });
  return value;
}

/**
 * An uploaded file as rows: null when it is no sheet the product reads (the caller answers
 * its own "unsupported type" code); a workbook over the Excel limit is refused with 413.
 */
export function openUploadedSheet(file: NonNullable<Upload['file']>, sheet: number, onRead?: OnRead): { kind: SheetKind; rows: SheetRows } | null {
  const kind = sheetKindOf(file.name, file.data);
  if (!kind) return null;
  if (kind === 'xlsx' && file.data.length > maxExcelBytes) throw tooLarge();
  return { kind, rows: kind === 'xlsx' ? xlsxRows(file.data, sheet, onRead) : csvRows(decodeText(file.data), onRead) };
}
