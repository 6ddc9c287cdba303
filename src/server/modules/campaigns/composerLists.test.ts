import { bearer, onEachDatabase } from '../../test/signIn';
import { startTestApp, type TestApp } from '../../test/testApp';
import { listWith, makeSub, paste, post } from './composerTesting';
import { sendingAccount } from './sendTesting';

onEachDatabase('campaigns/get-user-all-contact-lists and get-dynamic-fields-headers', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
  });
  afterAll(() => t.close());
  const allLists = (token: string) => t.app.inject({ method: 'GET', url: '/api/campaigns/get-user-all-contact-lists', headers: bearer(token) });
  const headers = (token: string, payload: object) => post(t, token, 'get-dynamic-fields-headers', payload);

  test("every live list of the account with its sub-lists and totals; another account's are not there", async () => {
    const a = await sendingAccount(t, 0, ['525000001']);
    const b = await sendingAccount(t, 0, ['525000002']);
    const parent = await listWith(t.db, a.userId, 'Parent', [], [{ phone: '525000010' }]);
    const child = await listWith(t.db, a.userId, 'Child', [], [{ phone: '525000011' }, { phone: '525000012' }]);
    await makeSub(t.db, parent, child);
    const gone = await listWith(t.db, a.userId, 'Gone', [], []);
    await t.db.updateTable('contact_lists').set({ deleted_at: Date.now() }).where('id', '=', gone).execute();
    await t.db.insertInto('blacklist').values({ account_id: a.userId, phone: '525000012', source: 'user', created_at: Date.now() }).execute();

    const lists = (await allLists(a.token)).json().data as { id: number; name: string; isParent: boolean; totalLength: number; allTotalDestinationsCount: number; totalBlocked: number; subs?: { id: number; destinations: number }[] }[];
    expect(lists.map((l) => l.id).sort()).toEqual([a.listId, parent, child].sort());
    const p = lists.find((l) => l.id === parent)!;
    expect(p).toMatchObject({ name: 'Parent', isParent: true, totalLength: 1, allTotalDestinationsCount: 3, totalBlocked: 1, subs: [{ id: child, name: 'Child', parentId: parent, destinations: 2, isDirectSub: true }] });
    expect(lists.find((l) => l.id === child)).toMatchObject({ isParent: false, totalLength: 2, totalBlocked: 1 });
    expect((await allLists(b.token)).json().data.map((l: { id: number }) => l.id)).toEqual([b.listId]);
  });

  test('the titled fields of a list, an upload or a file, in field order; field 6 is the date; another account’s is 404', async () => {
    const a = await sendingAccount(t, 0, []);
    const b = await sendingAccount(t, 0, []);
    const list = await listWith(t.db, a.userId, 'Fields', ['First name', '', 'City', '', '', 'Birthday'], []);
    const expected = [
      { field: 'DYNAMIC_FIELD1', title: 'First name', isDate: false },
      { field: 'DYNAMIC_FIELD3', title: 'City', isDate: false },
      { field: 'DYNAMIC_FIELD6', title: 'Birthday', isDate: true },
    ];
    expect((await headers(a.token, { contactListId: list })).json().data).toEqual(expected);
    expect((await headers(a.token, { contactListId: a.listId })).json().data).toEqual([{ field: 'DYNAMIC_FIELD1', title: 'שם', isDate: false }]);

    const pasted = await paste(t, a.token, [{ phone: '0525100001', fields: ['Dana', 'Haifa'] }], ['Name', 'Town']);
    const fromPaste = [
      { field: 'DYNAMIC_FIELD1', title: 'Name', isDate: false },
      { field: 'DYNAMIC_FIELD2', title: 'Town', isDate: false },
    ];
    expect((await headers(a.token, { upload_id: pasted.upload_id })).json().data).toEqual(fromPaste);
    expect((await headers(a.token, { file_unique_hash: pasted.file_unique_hash })).json().data).toEqual(fromPaste);

    expect((await headers(b.token, { contactListId: list })).statusCode).toBe(404);
    expect((await headers(b.token, { upload_id: pasted.upload_id })).statusCode).toBe(404);
    expect((await headers(b.token, { file_unique_hash: pasted.file_unique_hash })).statusCode).toBe(404);
    expect((await headers(a.token, { contactListId: 'one' })).statusCode).toBe(400);
  });
});
