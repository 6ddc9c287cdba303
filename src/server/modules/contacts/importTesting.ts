/** Test helpers for the import and download tests: an account with a list, and its contacts. */
import ExcelJS from 'exceljs';
import { listNameKey } from '../../../domain/contactFields';
import { Permission } from '../../../domain/permissions';
import type { Db } from '../../db/database';
import { createSession } from '../../http/session';
import { insertUser } from '../../test/testApp';

export interface ListOwner {
  userId: number;
  token: string;
}

/** A primary user allowed to make contact lists, signed in. */
export async function listOwner(db: Db, input: { adminId?: number } = {}): Promise<ListOwner> {
  const userId = await insertUser(db, { permissions: [Permission.createContactLists], adminId: input.adminId });
  const session = await createSession(db, { userId, lifetimeMs: 3_600_000, keepLoggedIn: false, now: Date.now() });
  return { userId, token: session.token };
}

export async function insertList(db: Db, account: number, name: string, headers: string[] = []): Promise<number> {
  const row = await db
    .insertInto('contact_lists')
    .values({ account_id: account, created_by: account, name, name_key: listNameKey(name), headers: JSON.stringify(headers), created_at: Date.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const contactsOf = (db: Db, listId: number) =>
  db.selectFrom('contacts').select(['phone', 'field1', 'field2', 'field6', 'email']).where('list_id', '=', listId).orderBy('id').execute();

export const listRow = (db: Db, listId: number) =>
  db.selectFrom('contact_lists').select(['name', 'headers', 'contacts_count', 'account_id']).where('id', '=', listId).executeTakeFirstOrThrow();

/** A multipart/form-data body as a browser's FormData sends it. */
export function multipart(fields: Record<string, string>, file?: { name: string; data: Buffer | string; type?: string }, fieldTypes: Record<string, string> = {}) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    const type = fieldTypes[name] ? `\r\nContent-Type: ${fieldTypes[name]}` : '';
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"${type}\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`),
      Buffer.isBuffer(file.data) ? file.data : Buffer.from(file.data),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** An xlsx workbook of these rows, in a sheet with a Hebrew name. */
export async function xlsx(rows: ExcelJS.CellValue[][], sheetName = 'אנשי קשר'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  rows.forEach((r) => sheet.addRow(r));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
