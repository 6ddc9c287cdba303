import { bearer, onEachDatabase } from '../../test/signIn';
import { startTestApp, type TestApp } from '../../test/testApp';
import { workbookOf } from '../files/sheets/testSheets';
import { contactsOf, insertList, listOwner, listRow, multipart, xlsx, type ListOwner } from './importTesting';

onEachDatabase('createListFromExcel', (dbOptions) => {
  let t: TestApp;
  let owner: ListOwner;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
    owner = await listOwner(t.db);
  });
  afterAll(() => t.close());

  const upload = (token: string, fields: Record<string, string>, file?: { name: string; data: Buffer | string }) => {
    const body = multipart(fields, file);
    return t.app.inject({ method: 'POST', url: '/api/contacts/create-list-from-excel', headers: { ...bearer(token), ...body.headers }, payload: body.payload });
  };
  const listsNamed = (name: string) => t.db.selectFrom('contact_lists').select('id').where('name', '=', name).execute();
  const mapping = (m: object) => JSON.stringify(m);

  test('an xlsx with a Hebrew header row becomes a new list by the mapping, failed rows with their reason', async () => {
    const file = await xlsx([
      ['שם', 'טלפון', 'עיר', 'תאריך לידה'],
      ['דנה', '050-1234567', 'תל אביב', new Date(Date.UTC(1990, 1, 1))],
      ['יוסי', 521234567, 'חיפה', '15/03/85'],
      ['רע', '123', 'אילת', ''],
      ['כפול', '0501234567', '', ''],
    ]);
    const res = await upload(owner.token, { contactListId: '-1', name: 'רשימה מאקסל', mapping: mapping({ mobile: 1, field1: 0, field2: 2, field6: 3 }) }, { name: 'list.xlsx', data: file });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ status: 2, saved: 2, duplicates: 1, failed: 1, failedRows: [{ row: 4, reason: 'invalidPhone' }] });
    expect(await contactsOf(t.db, data.contactListId)).toEqual([
      { phone: '501234567', field1: 'דנה', field2: 'תל אביב', field6: '01/02/1990', email: null },
      { phone: '521234567', field1: 'יוסי', field2: 'חיפה', field6: '15/03/1985', email: null },
    ]);
    const list = await listRow(t.db, data.contactListId);
    expect(list).toMatchObject({ name: 'רשימה מאקסל', contacts_count: 2, account_id: owner.userId });
    expect(JSON.parse(list.headers)).toEqual(['שם', 'עיר', '', '', '', 'תאריך לידה']);
  });

  test('a UTF-8 CSV with a byte-order mark and a Windows-1255 CSV keep their Hebrew', async () => {
    const utf8 = `\uFEFFטלפון;שם\n0541234567;"אבי ""הגדול"""\n`;
    const res = await upload(owner.token, { contactListId: '-1', name: 'csv utf8', mapping: mapping({ mobile: 0, field1: 1 }) }, { name: 'a.csv', data: utf8 });
    const listId = res.json().data.contactListId;
    expect(await contactsOf(t.db, listId)).toEqual([{ phone: '541234567', field1: 'אבי "הגדול"', field2: null, field6: null, email: null }]);
    const cp1255 = Buffer.from([0x30, 0x35, 0x34, 0x37, 0x37, 0x37, 0x37, 0x37, 0x37, 0x37, 0x2c, 0xf9, 0xe5, 0xf7, 0x0a]); // 0547777777,שוק
    const res2 = await upload(owner.token, { contactListId: '-1', name: 'csv 1255', mapping: mapping({ mobile: 0, field1: 1, hasHeaderRow: false }) }, { name: 'b.csv', data: cp1255 });
    expect((await contactsOf(t.db, res2.json().data.contactListId))[0].field1).toBe('שוק');
  });

  test("fills an existing list, merging the numbers already in it; another account's list is 404", async () => {
    const listId = await insertList(t.db, owner.userId, 'Existing for file');
    const csv = 'phone\n0501111111\n0502222222\n';
    expect((await upload(owner.token, { contactListId: String(listId), mapping: mapping({ mobile: 0 }) }, { name: 'x.csv', data: csv })).json().data).toMatchObject({ status: 1, saved: 2 });
    expect((await upload(owner.token, { contactListId: String(listId), mapping: mapping({ mobile: 0 }) }, { name: 'x.csv', data: csv })).json().data).toMatchObject({ status: 1, saved: 0, duplicates: 2 });
    const other = await listOwner(t.db);
    const theirs = await insertList(t.db, other.userId, 'Theirs');
    expect((await upload(owner.token, { contactListId: String(theirs), mapping: mapping({ mobile: 0 }) }, { name: 'x.csv', data: csv })).statusCode).toBe(404);
    expect(await contactsOf(t.db, theirs)).toEqual([]);
  });

  test('a refused file writes nothing: wrong type, no mobile column, a column twice, a taken name, too large', async () => {
    const csv = 'phone\n0501111111\n';
    const named = (name: string) => ({ contactListId: '-1', name, mapping: mapping({ mobile: 0 }) });
    expect((await upload(owner.token, named('r1'), { name: 'x.pdf', data: '%PDF-1.4' })).json().data).toEqual({ status: -2 });
    const oldXls = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    expect((await upload(owner.token, named('r2'), { name: 'old.xls', data: oldXls })).json().data).toEqual({ status: -2 });
    expect((await upload(owner.token, { ...named('r3'), mapping: mapping({ field1: 0 }) }, { name: 'x.csv', data: csv })).json().data).toEqual({ status: -3 });
    expect((await upload(owner.token, { ...named('r4'), mapping: mapping({ mobile: 0, field2: 0 }) }, { name: 'x.csv', data: csv })).json().data).toEqual({ status: -4 });
    await insertList(t.db, owner.userId, 'Taken Name');
    expect((await upload(owner.token, named('taken name'), { name: 'x.csv', data: csv })).json().data).toEqual({ status: -6 });
    const big = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(15 * 1024 * 1024 + 10)]);
    const tooLarge = await upload(owner.token, named('r5'), { name: 'big.xlsx', data: big });
    expect(tooLarge.statusCode).toBe(413);
    expect((await upload(owner.token, named('r6'))).json().data).toEqual({ status: -1 });
    for (const name of ['r1', 'r2', 'r3', 'r4', 'r5', 'r6']) expect(await listsNamed(name)).toEqual([]);
  });

  test('a file of only bad rows (-5) or a broken workbook (-1) leaves no list behind', async () => {
    const bad = await upload(owner.token, { contactListId: '-1', name: 'all bad', mapping: mapping({ mobile: 0 }) }, { name: 'x.csv', data: 'phone\nabc\n12\n' });
    expect(bad.json().data).toMatchObject({ status: -5, saved: 0, failed: 2 });
    // A zip with a workbook's parts whose sheet does not unpack is a failed upload; a zip signature over garbage is no xlsx at all.
    const broken = workbookOf({ rawDeflated: Buffer.from('not deflated data'), declaredSize: 100 });
    expect((await upload(owner.token, { contactListId: '-1', name: 'broken', mapping: mapping({ mobile: 0 }) }, { name: 'x.xlsx', data: broken })).json().data).toEqual({ status: -1 });
    const notZip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('not really a zip')]);
    expect((await upload(owner.token, { contactListId: '-1', name: 'broken', mapping: mapping({ mobile: 0 }) }, { name: 'x.xlsx', data: notZip })).json().data).toEqual({ status: -2 });
    expect(await listsNamed('all bad')).toEqual([]);
    expect(await listsNamed('broken')).toEqual([]);
  });

  test('bad mapping or list id is 400; a new list needs a name', async () => {
    const file = { name: 'x.csv', data: 'p\n0501111111\n' };
    expect((await upload(owner.token, { contactListId: '-1', name: 'n', mapping: '{bad' }, file)).statusCode).toBe(400);
    expect((await upload(owner.token, { contactListId: 'x', mapping: mapping({ mobile: 0 }) }, file)).statusCode).toBe(400);
    expect((await upload(owner.token, { contactListId: '-1', mapping: mapping({ mobile: 0 }) }, file)).statusCode).toBe(400);
  });
});
