import type ExcelJS from 'exceljs';
import { bearer, onEachDatabase } from '../../test/signIn';
import { startTestApp, type TestApp } from '../../test/testApp';
import { csvRows } from './importSheets';
import { listOwner, multipart, xlsx, type ListOwner } from './importTesting';

onEachDatabase('readFileColumns and getImportProgress', (dbOptions) => {
  let t: TestApp;
  let owner: ListOwner;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
    owner = await listOwner(t.db);
  });
  afterAll(() => t.close());

  const post = (url: string, token: string, fields: Record<string, string>, file?: { name: string; data: Buffer | string }, fieldTypes?: Record<string, string>) => {
    const body = multipart(fields, file, fieldTypes);
    return t.app.inject({ method: 'POST', url, headers: { ...bearer(token), ...body.headers }, payload: body.payload });
  };
  const readColumns = (file?: { name: string; data: Buffer | string }) => post('/api/contacts/read-file-columns', owner.token, {}, file);
  const progressOf = (token: string, importKey: string) => t.app.inject({ method: 'GET', url: `/api/contacts/get-import-progress?importKey=${importKey}`, headers: bearer(token) });
  const countRows = async () => Number((await t.db.selectFrom('contacts').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  test('answers the first six non-empty rows of a large workbook, Hebrew intact, and saves nothing', async () => {
    const before = await countRows();
    const rows: ExcelJS.CellValue[][] = [['טלפון', 'שם']];
    for (let i = 0; i < 5000; i++) rows.push([`05${String(10000000 + i)}`, `איש ${i}`]);
    const res = await readColumns({ name: 'big.xlsx', data: await xlsx(rows) });
    expect(res.json().data).toEqual({ status: 1, kind: 'xlsx', rows: [['טלפון', 'שם'], ['0510000000', 'איש 0'], ['0510000001', 'איש 1'], ['0510000002', 'איש 2'], ['0510000003', 'איש 3'], ['0510000004', 'איש 4']] });
    expect(await countRows()).toBe(before);
  });

  test('reads a semicolon CSV, refuses a binary file (-2) and an empty one (-1)', async () => {
    expect((await readColumns({ name: 'a.csv', data: '\uFEFFמספר;עיר\n0501234567;חיפה\n' })).json().data).toEqual({ status: 1, kind: 'csv', rows: [['מספר', 'עיר'], ['0501234567', 'חיפה']] });
    expect((await readColumns({ name: 'a.pdf', data: '%PDF-1.4' })).json().data.status).toBe(-2);
    expect((await readColumns({ name: 'a.xls', data: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0]) })).json().data.status).toBe(-2);
    expect((await readColumns({ name: 'a.csv', data: '' })).json().data.status).toBe(-1);
    expect((await readColumns()).json().data.status).toBe(-1);
  });

  test('a workbook over 15 MB is refused with 413', async () => {
    const big = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(15 * 1024 * 1024 + 10)]);
    expect((await readColumns({ name: 'huge.xlsx', data: big })).statusCode).toBe(413);
  });

  test('an import followed by its key ends done at 100 with its rows; other accounts and unknown keys see waiting', async () => {
    const key = `import-${Math.random().toString(36).slice(2, 12)}`;
    expect((await progressOf(owner.token, key)).json().data).toEqual({ stage: 'waiting', percent: 0, rowsRead: 0 });
    const csv = ['טלפון', ...Array.from({ length: 300 }, (_, i) => `05${String(20000000 + i)}`)].join('\n');
    const res = await post('/api/contacts/create-list-from-excel', owner.token, { contactListId: '-1', name: 'מעקב', importKey: key, mapping: JSON.stringify({ mobile: 0 }) }, { name: 'l.csv', data: csv });
    expect(res.json().data).toMatchObject({ status: 1, saved: 300 });
    expect((await progressOf(owner.token, key)).json().data).toEqual({ stage: 'done', percent: 100, rowsRead: 301 });
    const other = await listOwner(t.db);
    expect((await progressOf(other.token, key)).json().data.stage).toBe('waiting');
  });

  test('the mapping may come as a part typed application/json, as the contract encodes it', async () => {
    const res = await post('/api/contacts/create-list-from-excel', owner.token, { contactListId: '-1', name: 'json part', mapping: JSON.stringify({ mobile: 0, hasHeaderRow: false }) }, { name: 'l.csv', data: '0501231231\n' }, { mapping: 'application/json' });
    expect(res.json().data).toMatchObject({ status: 1, saved: 1 });
  });

  test('a malformed import key is a bad request naming it, and nothing is written', async () => {
    const res = await post('/api/contacts/create-list-from-excel', owner.token, { contactListId: '-1', name: 'רע', importKey: 'a b', mapping: JSON.stringify({ mobile: 0 }) }, { name: 'l.csv', data: '0501234567\n' });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('body.importKey');
    expect(await t.db.selectFrom('contact_lists').select('id').where('name', '=', 'רע').execute()).toEqual([]);
  });
});

test('CSV reading reports how much of the text it has read, ending at the whole of it', async () => {
  const text = 'x,y\n'.repeat(600_000);
  const seen: number[] = [];
  for await (const batch of csvRows(text, (f) => seen.push(f))) void batch;
  expect(seen.length).toBeGreaterThan(1);
  expect(seen).toEqual([...seen].sort((a, b) => a - b));
  expect(seen.at(-1)).toBe(1);
});
