/**
 * Import throughput through the real path: the app built as the server builds it, on a SQLite
 * file (the default), a signed-in user, and a generated file POSTed to create-list-from-excel.
 * Rows per second counts the whole request: upload, parsing, checks and the inserts.
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { Permission } from '../../src/domain/permissions';
import { multipart } from '../../src/server/modules/contacts/importTesting';
import { withBenchApp } from './benchApp';

type Print = (name: string, value: string | number, unit: string) => void;

const phoneOf = (i: number) => `05${i % 9}${String(i).padStart(7, '0')}`;
const fieldsOf = (i: number) => [`First${i}`, `Last${i}`, 'תל אביב', `Street ${i % 500}`, `note-${i % 97}`];

function csvFile(rows: number): Buffer {
  const lines = ['phone,first,last,city,street,note'];
  for (let i = 0; i < rows; i++) lines.push(`${phoneOf(i)},${fieldsOf(i).join(',')}`);
  return Buffer.from(`${lines.join('\n')}\n`);
}

async function xlsxFile(rows: number): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: true });
  const sheet = workbook.addWorksheet('contacts');
  sheet.addRow(['phone', 'first', 'last', 'city', 'street', 'note']).commit();
  for (let i = 0; i < rows; i++) sheet.addRow([phoneOf(i), ...fieldsOf(i)]).commit();
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

async function importRate(file: { name: string; data: Buffer }, rows: number): Promise<number> {
  return withBenchApp('contacts', [Permission.createContactLists], async ({ app, token }) => {
    const mapping = JSON.stringify({ mobile: 0, field1: 1, field2: 2, field3: 3, field4: 4, field5: 5 });
    const body = multipart({ contactListId: '-1', name: file.name, mapping }, file);
    const started = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/contacts/create-list-from-excel',
      headers: { authorization: `Bearer ${token}`, ...body.headers },
      payload: body.payload,
    });
    const seconds = (performance.now() - started) / 1000;
    const data = res.json().data as { status: number; saved?: number };
    if (res.statusCode !== 200 || data.status !== 1 || data.saved !== rows) throw new Error(`import failed: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return Math.round(rows / seconds);
  });
}

export async function benchContactImports(print: Print): Promise<void> {
  // Every sheet upload is at most 15 MB (domain/uploads): 200,000 of these rows are about 13.6 MB.
  const csvRows = 200_000;
  print('contacts.import-csv-200k', await importRate({ name: 'contacts.csv', data: csvFile(csvRows) }, csvRows), 'rows/s');
  const xlsxRows = 200_000;
  print('contacts.import-xlsx-200k', await importRate({ name: 'contacts.xlsx', data: await xlsxFile(xlsxRows) }, xlsxRows), 'rows/s');
}

if (require.main === module) {
  benchContactImports((name, value, unit) => console.log(`bench ${name}: ${value} ${unit}`)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
