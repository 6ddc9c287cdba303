/**
 * An Excel workbook of a report (the reports and the users report), built in the browser.
 * exceljs is heavy, so this module is only ever loaded with import() when someone exports.
 */
import ExcelJS from 'exceljs';

export const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function buildXlsx(
  sheetName: string,
  headers: readonly string[],
  rows: readonly (readonly (string | number | null | undefined)[])[],
  rightToLeft: boolean,
): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  // Excel's sheet names are limited to 31 characters and some punctuation.
  const sheet = workbook.addWorksheet(sheetName.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Report', { views: [{ rightToLeft }] });
  sheet.addRow([...headers]).font = { bold: true };
  for (const row of rows) sheet.addRow(row.map((cell) => cell ?? ''));
  sheet.columns.forEach((column) => {
    column.width = 18;
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return buffer as ArrayBuffer;
}
