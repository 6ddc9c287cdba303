import { onEachDatabase } from '../../test/signIn';
import { startTestApp, type TestApp } from '../../test/testApp';
import { call, caller, insertListWith } from './testLists';

onEachDatabase('parent lists and reading a list', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
  });
  afterAll(() => t.close());

  test('sub-lists are added (1), again (-2), never the list itself (-3), and removed', async () => {
    const me = await caller(t.db);
    const api = call(t, me);
    const parent = await insertListWith(t.db, me, 'Parent');
    const a = await insertListWith(t.db, me, 'A', ['501111111']);
    const b = await insertListWith(t.db, me, 'B', ['502222222', '503333333']);
    const added = await api('POST', 'add-new-sub-contacts', { parentId: parent, subIds: [a, b] });
    expect(added.data).toMatchObject({ status: 1, contactList: { id: parent, isParent: true, subsTotal: 2, allTotalDestinationsCount: 3 } });
    expect((await api('POST', 'add-new-sub-contacts', { parentId: parent, subIds: [a] })).data).toEqual({ status: -2 });
    expect((await api('POST', 'add-new-sub-contacts', { parentId: parent, subIds: [parent] })).data).toEqual({ status: -3 });
    // Through a sub-list too: A cannot hold its own parent.
    expect((await api('POST', 'add-new-sub-contacts', { parentId: a, subIds: [parent] })).data).toEqual({ status: -3 });

    const full = await api('POST', 'get-full-list', { contactListId: parent });
    expect(full.data).toMatchObject({ total: 3, tooLargeToView: false });
    expect(full.data.contacts.map((c: { PHONE: string }) => c.PHONE).sort()).toEqual(['0501111111', '0502222222', '0503333333']);
    const info = await api('POST', 'check-contact-list-info', { contactListId: parent });
    expect(info.data).toMatchObject({ id: parent, isParent: true, tooLargeToView: false, hasBirthDates: false });

    expect((await api('POST', 'delete-sub-contacts', { parentId: parent, subIds: [a, b] })).data).toEqual({ status: 1 });
    const after = await t.db.selectFrom('contact_lists').select('is_parent').where('id', '=', parent).executeTakeFirstOrThrow();
    expect(after.is_parent).toBe(0);
    expect(await t.db.selectFrom('contact_lists').select('id').where('id', 'in', [a, b]).where('deleted_at', 'is', null).execute()).toHaveLength(2);
  });

  test('bulk chunks page through a list and search inside it', async () => {
    const me = await caller(t.db);
    const api = call(t, me);
    const list = await insertListWith(t.db, me, 'Chunks', ['501111111', '502222222', '503333333']);
    const page = await api('POST', 'get-bulk-contact', { contactListId: list, offset: 1, limit: 1 });
    expect(page.data).toMatchObject({ total: 3, tooLargeToView: false, contacts: [{ PHONE: '0502222222' }] });
    expect((await api('POST', 'get-bulk-contact', { contactListId: list, search: 'name2' })).data).toMatchObject({ total: 1, contacts: [{ DYNAMIC_FIELD1: 'Name2' }] });
    await t.db.updateTable('contacts').set({ field6: '01/02/1980' }).where('list_id', '=', list).execute();
    expect((await api('POST', 'check-contact-list-info', { contactListId: list })).data).toMatchObject({ hasBirthDates: true, totalLength: 3 });
  });

  test('above the view cap, the full list and chunks answer tooLargeToView with no contacts', async () => {
    const me = await caller(t.db);
    const api = call(t, me);
    const list = await insertListWith(t.db, me, 'Huge', ['501111111']);
    await t.db.updateTable('contact_lists').set({ contacts_count: 10_001 }).where('id', '=', list).execute();
    expect((await api('POST', 'get-full-list', { contactListId: list })).data).toEqual({ contacts: [], total: 10_001, tooLargeToView: true });
    expect((await api('POST', 'get-bulk-contact', { contactListId: list })).data).toEqual({ contacts: [], total: 10_001, tooLargeToView: true });
    expect((await api('POST', 'check-contact-list-info', { contactListId: list })).data.tooLargeToView).toBe(true);
  });

  test("another account's lists are 404 everywhere", async () => {
    const owner = await caller(t.db);
    const theirs = await insertListWith(t.db, owner, 'Theirs', ['501111111']);
    const me = await caller(t.db);
    const mine = await insertListWith(t.db, me, 'Mine');
    const api = call(t, me);
    expect((await api('POST', 'add-new-sub-contacts', { parentId: mine, subIds: [theirs] })).code).toBe(404);
    expect((await api('POST', 'add-new-sub-contacts', { parentId: theirs, subIds: [mine] })).code).toBe(404);
    expect((await api('POST', 'delete-sub-contacts', { parentId: theirs, subIds: [mine] })).code).toBe(404);
    expect((await api('POST', 'get-full-list', { contactListId: theirs })).code).toBe(404);
    expect((await api('POST', 'get-bulk-contact', { contactListId: theirs })).code).toBe(404);
    expect((await api('POST', 'check-contact-list-info', { contactListId: theirs })).code).toBe(404);
    expect((await api('POST', 'add-new-sub-contacts', { parentId: mine, subIds: [] })).code).toBe(400);
  });
});
