/**
 * Saves a table read in the browser as a file: CSV (UTF-8 with a byte-order mark, ui/csv) or
 * Excel (ui/buildXlsx, right to left for Hebrew and Arabic). The writers load only when someone
 * exports, so the first bundle stays small. Shared by the management exports and a customer's
 * contact-lists export.
 */
export type TableFormat = 'csv' | 'xlsx';

export interface TableFile {
  format: TableFormat;
  /** Without its extension. */
  fileName: string;
  headers: readonly string[];
  rows: readonly (readonly (string | number | null | undefined)[])[];
  rightToLeft: boolean;
  /** Building an Excel file takes a moment: a cancel in between saves nothing. */
  isCancelled?: () => boolean;
}

/** True when the file was handed to the browser. */
export async function saveTable({ format, fileName, headers, rows, rightToLeft, isCancelled }: TableFile): Promise<boolean> {
  const { downloadFile } = await import('./downloadFile');
  if (format === 'csv') {
    const { buildCsv } = await import('./csv');
    downloadFile(buildCsv(headers, rows), `${fileName}.csv`, 'text/csv;charset=utf-8');
    return true;
  }
  const { buildXlsx, xlsxType } = await import('./buildXlsx');
  const buffer = await buildXlsx(fileName, headers, rows, rightToLeft);
  if (isCancelled?.()) return false;
  downloadFile(buffer, `${fileName}.xlsx`, xlsxType);
  return true;
}
