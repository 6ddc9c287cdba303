import { onEachDatabase } from '../../test/signIn';
import { startTestApp, type TestApp } from '../../test/testApp';
import { call, caller, contactIds, countOf, insertListWith, phonesOf } from './testLists';

onEachDatabase('numbers in lists: add, delete, move, copy', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
  });
  afterAll(() => t.close());

  test('added contacts are normalized, repeats merged and counted, bad rows failed with why (2)', async () => {
    const me = await caller(t.db);
    const list = await insertListWith(t.db, me, 'Typed', ['501111111']);
    const { code, data } = await call(t, me)('POST', 'add-new-contacts', {
      contact_list_id: list,
      arr: [
        { PHONE: '050-222-2222', DYNAMIC_FIELD1: 'Dana', DYNAMIC_FIELD6: '5/3/90' },
        { PHONE: '972502222222', DYNAMIC_FIELD2: 'Levi' },
        { PHONE: '0501111111', DYNAMIC_FIELD1: 'Updated' },
        { PHONE: '12345' },
        { PHONE: '0503333333', DYNAMIC_FIELD6: '31/02/90' },
        { PHONE: '0504444444', DYNAMIC_FIELD3: 'x'.repeat(1006) },
        { PHONE: '+1 212 555 1234', EMAIL: 'a@b.co' },
      ],
    });
    expect(code).toBe(200);
    expect(data).toMatchObject({ status: 2, contactListId: list, saved: 2, duplicates: 2, failed: 3 });
    expect(data.failedRows.map((r: { row: number; reason: string }) => [r.row, r.reason])).toEqual([
      [4, 'invalidPhone'],
      [5, 'invalidDate'],
      [6, 'fieldTooLong'],
    ]);
    expect(await phonesOf(t.db, list)).toEqual(['12125551234', '501111111', '502222222']);
    expect(await countOf(t.db, list)).toBe(3);
    const dana = await t.db.selectFrom('contacts').select(['field1', 'field2', 'field6']).where('list_id', '=', list).where('phone', '=', '502222222').executeTakeFirstOrThrow();
    expect(dana).toEqual({ field1: 'Dana', field2: 'Levi', field6: '05/03/1990' });
    const updated = await t.db.selectFrom('contacts').select('field1').where('list_id', '=', list).where('phone', '=', '501111111').executeTakeFirstOrThrow();
    expect(updated.field1).toBe('Updated');
  });

  test('add answers 1 all saved, -2 all already in the list, -3 every row invalid', async () => {
    const me = await caller(t.db);
    const api = call(t, me);
    const list = await insertListWith(t.db, me, 'Codes');
    expect((await api('POST', 'add-new-contacts', { contact_list_id: list, arr: [{ PHONE: '0501234567' }] })).data).toMatchObject({ status: 1, saved: 1 });
    expect((await api('POST', 'add-new-contacts', { contact_list_id: list, arr: [{ PHONE: '501234567' }] })).data).toMatchObject({ status: -2, saved: 0, duplicates: 1 });
    expect((await api('POST', 'add-new-contacts', { contact_list_id: list, arr: [{ PHONE: 'abc' }] })).data).toMatchObject({ status: -3, saved: 0, failed: 1 });
    expect((await api('POST', 'add-new-contacts', { contact_list_id: list, arr: [] })).code).toBe(400);
  });

  test('a blacklisted number added to a list stays blacklisted', async () => {
    const me = await caller(t.db);
    const list = await insertListWith(t.db, me, 'With blocked');
    await t.db.insertInto('blacklist').values({ account_id: me.account, phone: '509999999', source: 'manual', added_by: me.userId, created_at: Date.now() }).execute();
    await call(t, me)('POST', 'add-new-contacts', { contact_list_id: list, arr: [{ PHONE: '0509999999' }] });
    expect(await t.db.selectFrom('blacklist').select('phone').where('account_id', '=', me.account).execute()).toEqual([{ phone: '509999999' }]);
    const page = await call(t, me)('POST', 'get-contacts-page-data', { contactListId: list });
    expect(page.data.contacts[0]).toMatchObject({ PHONE: '0509999999', isBlocked: true });
    expect(page.data.contactList.totalBlocked).toBe(1);
  });

  test('selected numbers are deleted and the count follows', async () => {
    const me = await caller(t.db);
    const list = await insertListWith(t.db, me, 'Delete some', ['501111111', '502222222', '503333333']);
    const [first, second] = await contactIds(t.db, list);
    expect((await call(t, me)('POST', 'delete-selected-numbers', { id_delete: [first, second], contactListId: list })).data).toEqual({ status: 1, deleted: 2 });
    expect(await phonesOf(t.db, list)).toEqual(['503333333']);
    expect(await countOf(t.db, list)).toBe(1);
  });

  test('delete all empties a list, or only the numbers its search matches', async () => {
    const me = await caller(t.db);
    const api = call(t, me);
    const list = await insertListWith(t.db, me, 'Delete all', ['501111111', '502222222', '503333333']);
    expect((await api('POST', 'delete-all-numbers', { cl_id: list, con: '050222' })).data).toEqual({ status: 1, deleted: 1 });
    expect((await api('POST', 'delete-all-numbers', { cl_id: list, con: '100%' })).data).toEqual({ status: 1, deleted: 0 });
    expect((await api('POST', 'delete-all-numbers', { cl_id: list })).data).toEqual({ status: 1, deleted: 2 });
    expect(await countOf(t.db, list)).toBe(0);
  });

  test('move: 2 when all moved, 1 when some were already in the target (they stay put), 0 to the same list', async () => {
    const me = await caller(t.db);
    const api = call(t, me);
    const from = await insertListWith(t.db, me, 'From', ['501111111', '502222222', '503333333']);
    const to = await insertListWith(t.db, me, 'To', ['502222222']);
    const ids = await contactIds(t.db, from);
    expect((await api('POST', 'move-selected-numbers', { ids: [ids[0]], fromContactListId: from, toContactListId: to })).data).toEqual({ status: 2, moved: 1, existing: 0 });
    expect((await api('POST', 'move-selected-numbers', { ids: ids.slice(1), fromContactListId: from, toContactListId: to })).data).toEqual({ status: 1, moved: 1, existing: 1 });
    expect(await phonesOf(t.db, to)).toEqual(['501111111', '502222222', '503333333']);
    expect(await phonesOf(t.db, from)).toEqual(['502222222']);
    expect([await countOf(t.db, from), await countOf(t.db, to)]).toEqual([1, 3]);
    expect((await api('POST', 'move-selected-numbers', { ids: [ids[1]], fromContactListId: from, toContactListId: from })).data).toEqual({ status: 0, moved: 0, existing: 0 });
  });

  test('move all moves every number the target lacks', async () => {
    const me = await caller(t.db);
    const api = call(t, me);
    const from = await insertListWith(t.db, me, 'All from', ['501111111', '502222222']);
    const to = await insertListWith(t.db, me, 'All to', ['502222222']);
    expect((await api('POST', 'move-all-to-contact-list', { fromContactListId: from, toContactListId: to })).data).toEqual({ status: 1, moved: 1, existing: 1 });
    const empty = await insertListWith(t.db, me, 'Empty target');
    expect((await api('POST', 'move-all-to-contact-list', { fromContactListId: to, toContactListId: empty })).data).toEqual({ status: 2, moved: 2, existing: 0 });
    expect([await countOf(t.db, to), await countOf(t.db, empty)]).toEqual([0, 2]);
    expect((await api('POST', 'move-all-to-contact-list', { fromContactListId: empty, toContactListId: empty })).data.status).toBe(0);
  });

  test('copy keeps the source, copies a number once, and reports the ones already there', async () => {
    const me = await caller(t.db);
    const api = call(t, me);
    const a = await insertListWith(t.db, me, 'Copy A', ['501111111', '502222222']);
    const b = await insertListWith(t.db, me, 'Copy B', ['501111111']);
    const to = await insertListWith(t.db, me, 'Copy target', ['502222222']);
    const ids = [...(await contactIds(t.db, a)), ...(await contactIds(t.db, b))];
    expect((await api('POST', 'copy-selected-numbers', { ids, toContactListId: to })).data).toEqual({ status: 1, moved: 1, existing: 2 });
    expect(await phonesOf(t.db, to)).toEqual(['501111111', '502222222']);
    expect(await phonesOf(t.db, a)).toEqual(['501111111', '502222222']);
    const fresh = await insertListWith(t.db, me, 'Copy fresh');
    expect((await api('POST', 'copy-selected-numbers', { ids: await contactIds(t.db, a), toContactListId: fresh })).data).toEqual({ status: 2, moved: 2, existing: 0 });
    expect(await countOf(t.db, fresh)).toBe(2);
  });

  test("another account's lists and contacts are 404 and nothing changes", async () => {
    const owner = await caller(t.db);
    const other = await caller(t.db);
    const theirs = await insertListWith(t.db, owner, 'Theirs', ['501111111']);
    const mine = await insertListWith(t.db, other, 'Mine', ['502222222']);
    const [theirContact] = await contactIds(t.db, theirs);
    const [myContact] = await contactIds(t.db, mine);
    const api = call(t, other);
    expect((await api('POST', 'add-new-contacts', { contact_list_id: theirs, arr: [{ PHONE: '0503333333' }] })).code).toBe(404);
    expect((await api('POST', 'delete-selected-numbers', { id_delete: [theirContact] })).code).toBe(404);
    expect((await api('POST', 'delete-selected-numbers', { id_delete: [myContact, theirContact] })).code).toBe(404);
    expect((await api('POST', 'delete-all-numbers', { cl_id: theirs })).code).toBe(404);
    expect((await api('POST', 'move-selected-numbers', { ids: [theirContact], fromContactListId: mine, toContactListId: mine })).code).toBe(404);
    expect((await api('POST', 'move-selected-numbers', { ids: [myContact], fromContactListId: mine, toContactListId: theirs })).code).toBe(404);
    expect((await api('POST', 'move-all-to-contact-list', { fromContactListId: theirs, toContactListId: mine })).code).toBe(404);
    expect((await api('POST', 'copy-selected-numbers', { ids: [theirContact], toContactListId: mine })).code).toBe(404);
    expect((await api('POST', 'copy-selected-numbers', { ids: [myContact], toContactListId: theirs })).code).toBe(404);
    expect(await phonesOf(t.db, theirs)).toEqual(['501111111']);
    expect(await phonesOf(t.db, mine)).toEqual(['502222222']);
  });

  test('bad input is 400', async () => {
    const api = call(t, await caller(t.db));
    expect((await api('POST', 'delete-selected-numbers', { id_delete: [] })).code).toBe(400);
    expect((await api('POST', 'move-selected-numbers', { ids: ['x'], fromContactListId: 1, toContactListId: 2 })).code).toBe(400);
    expect((await api('POST', 'add-new-contacts', { contact_list_id: 1, arr: [{ PHONE: '' }] })).code).toBe(400);
  });
});
