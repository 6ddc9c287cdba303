import ExcelJS from 'exceljs';
import { bearer, onEachDatabase } from '../../test/signIn';
import { startTestApp, type TestApp } from '../../test/testApp';
import { multipart } from '../contacts/importTesting';
import { workbookOf } from './sheets/testSheets';
import { composer, filesOf, recipientsOf, rowCount, type Composer } from './testFiles';
import { contentHash } from './store';

async function xlsx(rows: ExcelJS.CellValue[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('נמענים');
  rows.forEach((r) => sheet.addRow(r));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const url = '/api/update-and-check-destinations-file-data';
const csv = 'טלפון,שם,תאריך\n050-1234567,דנה,01/02/90\n0521234567,יוסי,\n123,רע,\n0501234567,כפול,\n0541111111,תאריך,99/99/99\n';

onEachDatabase('updateAndCheckDestinationsFileData', (dbOptions) => {
  let t: TestApp;
  let owner: Composer;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
    owner = await composer(t.db);
  });
  afterAll(() => t.close());

  const upload = (token: string, fields: Record<string, string>, file?: { name: string; data: Buffer | string }) => {
    const body = multipart(fields, file);
    return t.app.inject({ method: 'POST', url, headers: { ...bearer(token), ...body.headers }, payload: body.payload });
  };
  const check = (token: string, payload: object) => t.app.inject({ method: 'POST', url, headers: bearer(token), payload });

  test('step 1 keeps the file and answers its columns (3); step 2 checks every row by the mapping', async () => {
    const first = await upload(owner.token, {}, { name: 'נמענים.csv', data: csv });
    expect(first.statusCode).toBe(200);
    const hash = contentHash(Buffer.from(csv));
    expect(first.json().data).toEqual({
      status: 3,
      upload_id: expect.any(Number),
      file_unique_hash: hash,
      headers: ['טלפון', 'שם', 'תאריך'],
      sampleRows: [
        ['050-1234567', 'דנה', '01/02/90'],
        ['0521234567', 'יוסי', ''],
        ['123', 'רע', ''],
        ['0501234567', 'כפול', ''],
        ['0541111111', 'תאריך', '99/99/99'],
      ],
      totalRows: 5,
    });
    expect(await rowCount(t.db)).toBe(0);

    const second = await check(owner.token, { file_unique_hash: hash, mapping: { mobile: 0, field1: 1, field6: 2 }, campaignId: 3 });
    expect(second.statusCode).toBe(200);
    const data = second.json().data;
    expect(data).toMatchObject({
      status: 2,
      destination: { type: 'upl_contact_big_file', upload_id: first.json().data.upload_id, count: 2, name: 'נמענים.csv' },
      file_unique_hash: hash,
      dynamicHeaders: ['שם', '', '', '', '', 'תאריך'],
      totalRows: 5,
      saved: 2,
      duplicates: 1,
      failed: 2,
      failedRows: [
        { row: 4, reason: 'invalidPhone' },
        { row: 6, reason: 'invalidDate' },
      ],
    });
    expect(await recipientsOf(t.db, data.upload_id)).toEqual([
      { phone: '501234567', field1: 'דנה', field2: null, field6: '01/02/1990' },
      { phone: '521234567', field1: 'יוסי', field2: null, field6: null },
    ]);
    // Checking again with another mapping replaces the recipients, it does not add to them.
    const again = (await check(owner.token, { file_unique_hash: hash, mapping: { mobile: 0, hasHeaderRow: true } })).json().data;
    expect(again).toMatchObject({ status: 2, saved: 3, failed: 1 });
    expect(await recipientsOf(t.db, data.upload_id)).toHaveLength(3);
  });

  test('an xlsx without a header row, sent with its mapping, is stored and checked at once (1)', async () => {
    const file = await xlsx([
      ['0531111111', 'א'],
      [532222222, 'ב'],
    ]);
    const preview = (await upload(owner.token, {}, { name: 'a.xlsx', data: file })).json().data;
    expect(preview).toMatchObject({ status: 3, headers: ['Column 1', 'Column 2'], sampleRows: [['0531111111', 'א'], ['532222222', 'ב']] });
    const res = (await upload(owner.token, { mapping: JSON.stringify({ mobile: 0, field1: 1, hasHeaderRow: false }) }, { name: 'a.xlsx', data: file })).json().data;
    expect(res).toMatchObject({ status: 1, saved: 2, failed: 0, upload_id: preview.upload_id, destination: { type: 'upl_contact_big_file', count: 2 } });
  });

  test('refused files and mappings write nothing: -1, -2, -3, -4, -5, 413', async () => {
    const filesBefore = await filesOf(t.db, owner.userId);
    const rowsBefore = await rowCount(t.db);
    const good = { name: 'r.csv', data: 'phone\n0509999999\n' };
    expect((await upload(owner.token, {}, { name: 'x.pdf', data: '%PDF-1.4' })).json().data).toEqual({ status: -2 });
    expect((await upload(owner.token, {})).json().data).toEqual({ status: -1 });
    // A zip with a workbook's parts whose sheet does not unpack is a failed upload; a zip signature over garbage is no xlsx at all.
    const broken = workbookOf({ rawDeflated: Buffer.from('not deflated data'), declaredSize: 100 });
    expect((await upload(owner.token, {}, { name: 'x.xlsx', data: broken })).json().data).toEqual({ status: -1 });
    const notZip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('not really a zip')]);
    expect((await upload(owner.token, {}, { name: 'x.xlsx', data: notZip })).json().data).toEqual({ status: -2 });
    expect((await upload(owner.token, { mapping: JSON.stringify({ field1: 0 }) }, good)).json().data).toEqual({ status: -3 });
    expect((await upload(owner.token, { mapping: JSON.stringify({ mobile: 0, field2: 0 }) }, good)).json().data).toEqual({ status: -4 });
    const allBad = (await upload(owner.token, { mapping: JSON.stringify({ mobile: 0 }) }, { name: 'bad.csv', data: 'phone\nabc\n12\n' })).json().data;
    expect(allBad).toMatchObject({ status: -5, saved: 0, failed: 2, failedRows: [{ row: 2, reason: 'invalidPhone' }, { row: 3 }] });
    const big = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(15 * 1024 * 1024 + 10)]);
    expect((await upload(owner.token, {}, { name: 'big.xlsx', data: big })).statusCode).toBe(413);
    expect(await filesOf(t.db, owner.userId)).toEqual(filesBefore);
    expect(await rowCount(t.db)).toBe(rowsBefore);
  });

  test("the JSON step: -4 for the mapping, -5 keeps the earlier recipients; another account's hash is 404", async () => {
    const data = 'phone\n0507777777\n';
    const hash = (await upload(owner.token, {}, { name: 'j.csv', data })).json().data.file_unique_hash;
    expect((await check(owner.token, { file_unique_hash: hash, mapping: { mobile: 0, field1: 0 } })).json().data).toEqual({ status: -4 });
    expect((await check(owner.token, { file_unique_hash: hash, mapping: { mobile: 0 } })).json().data).toMatchObject({ status: 1, saved: 1 });
    // A column with no phone at all checks nothing good: -5, and the earlier recipients stay.
    expect((await check(owner.token, { file_unique_hash: hash, mapping: { mobile: 1 } })).json().data).toMatchObject({ status: -5, saved: 0 });
    expect((await check(owner.token, { file_unique_hash: hash, mapping: {} })).statusCode).toBe(400);
    const other = await composer(t.db);
    expect((await check(other.token, { file_unique_hash: hash, mapping: { mobile: 0 } })).statusCode).toBe(404);
    expect((await check(owner.token, { file_unique_hash: 'f'.repeat(64), mapping: { mobile: 0 } })).statusCode).toBe(404);
    const [file] = (await filesOf(t.db, owner.userId)).filter((f) => f.hash === hash);
    expect(await recipientsOf(t.db, file.id)).toEqual([{ phone: '507777777', field1: null, field2: null, field6: null }]);
  });
});
