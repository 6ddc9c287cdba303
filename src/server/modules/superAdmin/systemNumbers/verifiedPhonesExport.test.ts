/**
 * The export of the numbers support verified (add-verified-numbers), on each database: the CSV
 * with its byte-order mark and the xlsx read back, one customer's or all, only what still stands
 * and was verified; refused to a system manager and a customer, 404 for an unknown customer.
 */
import ExcelJS from 'exceljs';
import { Group } from '../../../../domain/access';
import { bearer, onEachDatabase } from '../../../test/signIn';
import { insertUser, startTestApp, type TestApp } from '../../../test/testApp';
import { answerOf, staff, tokenOf, type Staff } from '../customers/testKit';

onEachDatabase('export of support-verified numbers', (dbOptions) => {
  let t: TestApp;
  let support: Staff;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
    support = await staff(t, Group.superAdmin);
  });
  afterAll(() => t.close());

  const verify = (body: object) => answerOf(t, support.token, 'sys-verify-phone', body);
  const download = (path: string, query: string, token = support.token) => t.app.inject({ method: 'GET', url: `/api/reports/${path}${query}`, headers: bearer(token) });
  const usernameOf = async (id: number) => (await t.db.selectFrom('users').select('username').where('id', '=', id).executeTakeFirstOrThrow()).username;

  test('lists each number support verified, with its customer, who verified it and when, as CSV and Excel', async () => {
    const customer = await insertUser(t.db);
    const other = await insertUser(t.db);
    expect((await verify({ userId: customer, phone: '039871001', inheritToSubUsers: true })).data.status).toBe(7);
    expect((await verify({ userId: customer, phone: '0527871002' })).data.status).toBe(7);
    expect((await verify({ userId: other, phone: '039871003' })).data.status).toBe(7);
    // A refusal verified nothing: not listed.
    expect((await verify({ userId: other, phone: '039871001' })).data.status).toBe(2);
    // A number the customer no longer has as a verified sender is not listed.
    await t.db.deleteFrom('sender_identities').where('account_id', '=', customer).where('value', 'like', '%527871002').execute();

    const csv = await download('export-verified-phones', `?userId=${customer}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain('verified-numbers.csv');
    const text = csv.rawPayload.toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('Number,Customer id,Customer,Verified by id,Verified by,Verified on,Also for sub-users');
    expect(lines).toHaveLength(2);
    const cells = lines[1].split(',');
    expect(cells.slice(0, 5)).toEqual(['039871001', String(customer), await usernameOf(customer), String(support.id), await usernameOf(support.id)]);
    expect(cells[5]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    expect(cells[6]).toBe('yes');

    // Every customer's when none is chosen; the Excel file holds the same rows.
    const xlsx = await download('export-verified-phones-excel', '');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const rows = workbook.worksheets[0].getSheetValues().filter(Boolean).map((r) => (r as unknown[]).slice(1));
    expect(rows[0]).toEqual(['Number', 'Customer id', 'Customer', 'Verified by id', 'Verified by', 'Verified on', 'Also for sub-users']);
    const mine = rows.slice(1).filter((r) => r[1] === customer || r[1] === other);
    expect(mine.map((r) => [r[0], r[1], r[2], r[3], r[6]])).toEqual([
      ['039871003', other, await usernameOf(other), support.id, 'no'],
      ['039871001', customer, await usernameOf(customer), support.id, 'yes'],
    ]);

    // A period with no verification in it: the titles only.
    const empty = (await download('export-verified-phones', `?userId=${customer}&fromDate=01/01/2001&toDate=31/01/2001`)).rawPayload.toString('utf8');
    expect(empty.slice(1).split('\r\n').filter(Boolean)).toHaveLength(1);
  });

  test('a system manager and a customer are refused; an unknown customer is 404; an unreadable date 400', async () => {
    const manager = await staff(t, Group.systemManager);
    const customer = await insertUser(t.db);
    const customerToken = await tokenOf(t, customer);
    expect((await download('export-verified-phones', '', manager.token)).statusCode).toBe(403);
    expect((await download('export-verified-phones-excel', '', manager.token)).statusCode).toBe(403);
    expect((await download('export-verified-phones', '', customerToken)).statusCode).toBe(403);
    expect((await download('export-verified-phones-excel', `?userId=${customer}`, customerToken)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/reports/export-verified-phones' })).statusCode).toBe(401);
    expect((await download('export-verified-phones', '?userId=999999')).statusCode).toBe(404);
    expect((await download('export-verified-phones-excel', '?fromDate=nonsense')).statusCode).toBe(400);
  });
});
