import { onEachDatabase, bearer } from '../../test/signIn';
import { startTestApp, type TestApp } from '../../test/testApp';
import { contactsOf, insertList, listOwner, listRow, type ListOwner } from './importTesting';

onEachDatabase('addPastedNumberToList', (dbOptions) => {
  let t: TestApp;
  let owner: ListOwner;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
    owner = await listOwner(t.db);
  });
  afterAll(() => t.close());

  const paste = (token: string, body: object) =>
    t.app.inject({ method: 'POST', url: '/api/contacts/add-pasted-number-to-list', headers: bearer(token), payload: body });

  test('saves numbers in mixed formats, merges repeats, and names the fields', async () => {
    const listId = await insertList(t.db, owner.userId, 'Pasted mixed');
    const res = await paste(owner.token, {
      contactListId: listId,
      rows: [
        { phone: '050-123-4567', fields: ['דנה', 'כהן', '', '', '', '01/02/90'] },
        { phone: '972521234567' },
        { phone: '0501234567', fields: ['again'] },
        { phone: '' },
      ],
      headers: ['שם פרטי', 'שם משפחה'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ status: 1, contactListId: listId, saved: 2, duplicates: 1, failed: 0, failedRows: [] });
    expect(await contactsOf(t.db, listId)).toEqual([
      { phone: '501234567', field1: 'דנה', field2: 'כהן', field6: '01/02/1990', email: null },
      { phone: '521234567', field1: null, field2: null, field6: null, email: null },
    ]);
    const list = await listRow(t.db, listId);
    expect(list.contacts_count).toBe(2);
    expect(JSON.parse(list.headers)).toEqual(['שם פרטי', 'שם משפחה']);
  });

  test('rows with an invalid phone, an invalid date or a field over 1005 characters fail with their reason', async () => {
    const listId = await insertList(t.db, owner.userId, 'Pasted failures');
    const res = await paste(owner.token, {
      contactListId: listId,
      rows: [
        { phone: '0541112222' },
        { phone: '12345' },
        { phone: '0541113333', fields: ['', '', '', '', '', '31/02/20'] },
        { phone: '0541114444', fields: ['x'.repeat(1006)] },
        { phone: '03-5551234' },
      ],
    });
    const data = res.json().data;
    expect(data).toMatchObject({ status: 2, saved: 1, failed: 4 });
    expect(data.failedRows.map((r: { row: number; reason: string }) => [r.row, r.reason])).toEqual([
      [2, 'invalidPhone'],
      [3, 'invalidDate'],
      [4, 'fieldTooLong'],
      [5, 'invalidPhone'],
    ]);
  });

  test('numbers already in the list answer -2, and nothing valid answers -3', async () => {
    const listId = await insertList(t.db, owner.userId, 'Pasted twice');
    await paste(owner.token, { contactListId: listId, rows: [{ phone: '0509998877' }] });
    expect((await paste(owner.token, { contactListId: listId, rows: [{ phone: '509998877' }] })).json().data).toMatchObject({ status: -2, saved: 0, duplicates: 1 });
    expect((await paste(owner.token, { contactListId: listId, rows: [{ phone: 'abc' }] })).json().data).toMatchObject({ status: -3, saved: 0, failed: 1 });
    expect((await listRow(t.db, listId)).contacts_count).toBe(1);
  });

  test("a sub-user pastes into its primary's list", async () => {
    const listId = await insertList(t.db, owner.userId, 'Shared with sub');
    const sub = await listOwner(t.db, { adminId: owner.userId });
    expect((await paste(sub.token, { contactListId: listId, rows: [{ phone: '0507776655' }] })).json().data).toMatchObject({ status: 1, saved: 1 });
  });

  test("another account's list is 404 and gets nothing", async () => {
    const other = await listOwner(t.db);
    const listId = await insertList(t.db, other.userId, 'Not yours');
    const res = await paste(owner.token, { contactListId: listId, rows: [{ phone: '0501112233' }] });
    expect(res.statusCode).toBe(404);
    expect(await contactsOf(t.db, listId)).toEqual([]);
  });

  test('bad input is 400; no session is 401', async () => {
    expect((await paste(owner.token, { contactListId: 1, rows: [] })).statusCode).toBe(400);
    expect((await paste(owner.token, { rows: [{ phone: '0501112233' }] })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/contacts/add-pasted-number-to-list', payload: { contactListId: 1, rows: [{ phone: '1' }] } })).statusCode).toBe(401);
  });
});
