import ExcelJS from 'exceljs';
import { bearer, onEachDatabase } from '../../test/signIn';
import { startTestApp, type TestApp } from '../../test/testApp';
import { insertList, listOwner, type ListOwner } from './importTesting';

onEachDatabase('downloadContactList', (dbOptions) => {
  let t: TestApp;
  let owner: ListOwner;
  let listId: number;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
    owner = await listOwner(t.db);
    listId = await insertList(t.db, owner.userId, 'לקוחות "VIP"', ['שם', 'עיר']);
    await t.app.inject({
      method: 'POST',
      url: '/api/contacts/add-pasted-number-to-list',
      headers: bearer(owner.token),
      payload: { contactListId: listId, rows: [{ phone: '0501234567', fields: ['דנה, כהן', 'תל אביב'] }, { phone: '+447911123456', email: 'a@b.co' }] },
    });
  });
  afterAll(() => t.close());

  const download = (token: string, query: string) => t.app.inject({ method: 'GET', url: `/api/download/contact-list?${query}`, headers: bearer(token) });

  test('CSV in UTF-8 with a byte-order mark, the list headers and its Hebrew intact, named after the list', async () => {
    const res = await download(owner.token, `id=${listId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="______ _VIP_.csv"; filename*=UTF-8''${encodeURIComponent('לקוחות "VIP".csv')}`);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.rawPayload.toString('utf8').slice(1).split('\r\n')).toEqual([
      'Phone,שם,עיר,Field 3,Field 4,Field 5,Birth date,Email',
      '0501234567,"דנה, כהן",תל אביב,,,,,',
      '447911123456,,,,,,,a@b.co',
      '',
    ]);
  });

  test('xlsx with the same rows', async () => {
    const res = await download(owner.token, `id=${listId}&format=xlsx`);
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).getCell(2).value).toBe('שם');
    expect(sheet.getRow(2).getCell(1).value).toBe('0501234567');
    expect(sheet.getRow(2).getCell(2).value).toBe('דנה, כהן');
    expect(sheet.rowCount).toBe(3);
  });

  test("another account's list, or an unknown one, is 404; a bad format is 400", async () => {
    const other = await listOwner(t.db);
    expect((await download(other.token, `id=${listId}`)).statusCode).toBe(404);
    expect((await download(owner.token, 'id=999999')).statusCode).toBe(404);
    expect((await download(owner.token, `id=${listId}&format=pdf`)).statusCode).toBe(400);
  });
});
