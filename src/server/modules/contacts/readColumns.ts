/**
 * readFileColumns: the first rows of an uploaded sheet, for the browser's column mapping.
 * Only those rows are read (the stream stops there; an xlsx's shared strings are read first,
 * within their bounds) and nothing is stored.
 */
import type { ReadFileColumnsApiResponse } from '../../../contract/contacts';
import { HttpError } from '../../http/envelope';
import type { Handler } from '../../http/handler';
import { intField, maxExcelBytes, openUploadedSheet, readUpload } from './importUpload';
import { ReadFileColumns } from '../../../contract/statusCodes';

const rowsShown = 6;

export const readFileColumns: Handler = async (_arg, ctx): Promise<ReadFileColumnsApiResponse> => {
  const { fields, file } = await readUpload(ctx.request, maxExcelBytes);
  if (!file || file.data.length === 0) return { data: { status: ReadFileColumns.unreadable } };
  const sheet = openUploadedSheet(file, intField(fields, 'sheet') ?? 0);
  if (!sheet) return { data: { status: ReadFileColumns.unsupportedType } };
  const rows: string[][] = [];
  try {
    for await (const batch of sheet.rows) {
      for (const row of batch) if (row.some((cell) => cell.trim()) && rows.length < rowsShown) rows.push(row);
      if (rows.length >= rowsShown) break;
    }
  } catch (error) {
    // A file past a reading bound is refused as too large (413), not as unreadable.
    if (error instanceof HttpError) throw error;
    ctx.request.log.warn({ err: error }, 'uploaded sheet could not be read');
    return { data: { status: ReadFileColumns.unreadable } };
  }
  if (rows.length === 0) return { data: { status: ReadFileColumns.unreadable } };
  return { data: { status: ReadFileColumns.read, kind: sheet.kind, rows } };
};
