/**
 * downloadContactList: a list of the account as CSV (UTF-8 with a byte-order mark, so Excel
 * shows Hebrew right) or xlsx, with the list's own column titles. Rows are read a page at a
 * time and streamed, so a list far over the 10,000-number view cap downloads as well.
 */
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { DownloadContactListApiArg } from '../../../contract/download';
import { csvLine } from '../../../domain/csv';
import { displayPhone } from '../../../domain/phones';
import type { Db } from '../../db/database';
import { accountOf } from '../../http/account';
import type { Handler, RequestContext } from '../../http/handler';
import { importListOf } from './importStore';

const pageSize = 5000;

/** The list's contacts as rows of text, in pages by id. */
async function* contactRows(db: Db, listId: number): AsyncGenerator<string[][]> {
  let after = 0;
  for (;;) {
    const page = await db
      .selectFrom('contacts')
      .select(['id', 'phone', 'field1', 'field2', 'field3', 'field4', 'field5', 'field6', 'email'])
      .where('list_id', '=', listId)
      .where('id', '>', after)
      .orderBy('id')
      .limit(pageSize)
      .execute();
    if (!page.length) return;
    after = page[page.length - 1].id;
    yield page.map((c) => [displayPhone(c.phone), c.field1, c.field2, c.field3, c.field4, c.field5, c.field6, c.email].map((v) => v ?? ''));
  }
}

/** The column titles: the list's own for fields 1 to 6, plain names where it has none. */
export function columnTitles(headers: readonly string[]): string[] {
  const fields = Array.from({ length: 6 }, (_, i) => headers[i]?.trim() || (i === 5 ? 'Birth date' : `Field ${i + 1}`));
  return ['Phone', ...fields, 'Email'];
}

async function* csvFile(db: Db, listId: number, titles: string[]): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(titles)}`;
  for await (const page of contactRows(db, listId)) yield page.map(csvLine).join('');
}

function xlsxFile(db: Db, listId: number, titles: string[], sheetName: string): PassThrough {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName);
  void (async () => {
    sheet.addRow(titles).commit();
    for await (const page of contactRows(db, listId)) for (const row of page) sheet.addRow(row).commit();
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

/** attachment with the list's name: an ASCII stand-in, and the real (Hebrew) name per RFC 6266. */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/**
 * A small table written in memory and sent as a file: CSV with a byte-order mark through the one
 * CSV rule (domain/csv, formula guard), or xlsx, whose cells exceljs writes as values, never as
 * formulas. For exports of a few thousand rows at most; a list streams instead (below).
 */
export async function sendTableFile(
  reply: RequestContext['reply'],
  file: { format: 'csv' | 'xlsx'; name: string; sheet: string; titles: readonly string[]; rows: readonly (readonly (string | number)[])[] },
): Promise<void> {
  if (file.format === 'csv') {
    const csv = `\uFEFF${csvLine(file.titles)}${file.rows.map(csvLine).join('')}`;
    reply.header('Content-Disposition', attachmentHeader(`${file.name}.csv`)).type('text/csv; charset=utf-8').send(csv);
    return;
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(file.sheet);
  sheet.addRow([...file.titles]);
  for (const row of file.rows) sheet.addRow([...row]);
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  reply.header('Content-Disposition', attachmentHeader(`${file.name}.xlsx`)).type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(buffer);
}

export const downloadContactList: Handler<DownloadContactListApiArg> = async ({ id, format = 'csv' }, ctx) => {
  const list = await importListOf(ctx.db, accountOf(ctx.user!), id);
  const titles = columnTitles(list.headers);
  // Sheet names may not hold []:*?/\ and are at most 31 characters.
  const safeName = list.name.replace(/[[\]:*?/\\]/g, '_');
  const reply = ctx.reply.header('Content-Disposition', attachmentHeader(`${safeName}.${format}`));
  if (format === 'xlsx') {
    reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(xlsxFile(ctx.db, list.id, titles, safeName.slice(0, 31) || 'Contacts'));
  } else {
    reply.type('text/csv; charset=utf-8').send(Readable.from(csvFile(ctx.db, list.id, titles)));
  }
  // The reply is on its way as a stream: nothing for the binding to send.
};
