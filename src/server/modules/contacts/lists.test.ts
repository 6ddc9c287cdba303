import { Group } from '../../../domain/access';
import { Permission } from '../../../domain/permissions';
import { onEachDatabase } from '../../test/signIn';
import { startTestApp, type TestApp } from '../../test/testApp';
import { call, caller, insertListWith } from './testLists';

onEachDatabase('contact lists: page data, create, rename, delete, restore', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
  });
  afterAll(() => t.close());

  test('the page shows every list newest first with counts, blocked numbers and the chosen list', async () => {
    const me = await caller(t.db);
    const older = await insertListWith(t.db, me, 'Older', ['501111111'], Date.now() - 60_000);
    const newer = await insertListWith(t.db, me, 'Newer', ['501111111', '502222222', '503333333']);
    await t.db.insertInto('blacklist').values({ account_id: me.account, phone: '502222222', source: 'manual', added_by: me.userId, created_at: Date.now() }).execute();
    const { code, data } = await call(t, me)('POST', 'get-contacts-page-data', { contactListId: newer });
    expect(code).toBe(200);
    expect(data.lists.map((l: { id: number }) => l.id)).toEqual([newer, older]);
    expect(data.contactList).toMatchObject({ id: newer, name: 'Newer', totalLength: 3, totalBlocked: 1, isParent: false, parentId: -1, isThisUserCl: true, creationDate: expect.stringMatching(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/) });
    expect(data.totalContacts).toBe(3);
    expect(data.tooLargeToView).toBe(false);
    expect(data.viewCap).toBe(10_000);
    expect(data.contacts).toEqual(
      expect.arrayContaining([expect.objectContaining({ PHONE: '0502222222', isBlocked: true, CL_NAME: 'Newer', CONTACT_LIST_ID: newer, DYNAMIC_FIELD1: 'Name1' })]),
    );
    const none = await call(t, me)('POST', 'get-contacts-page-data', { contactListId: -1 });
    expect(none.data.contacts).toBeUndefined();
    expect(none.data.lists).toHaveLength(2);
  });

  test('a list above the 10,000 view cap answers tooLargeToView and no contacts', async () => {
    const me = await caller(t.db);
    const big = await insertListWith(t.db, me, 'Big');
    await t.db.updateTable('contact_lists').set({ contacts_count: 10_001 }).where('id', '=', big).execute();
    const { data } = await call(t, me)('POST', 'get-contacts-page-data', { contactListId: big });
    expect(data).toMatchObject({ tooLargeToView: true, contacts: [], totalContacts: 10_001 });
  });

  test('a parent carries one page of its sub-lists; expanding loads the next page', async () => {
    const me = await caller(t.db);
    const parent = await insertListWith(t.db, me, 'Parent');
    const subs = [];
    for (let i = 0; i < 3; i += 1) subs.push(await insertListWith(t.db, me, `Sub ${i}`, [`50000000${i}`]));
    await t.db.insertInto('contact_list_subs').values(subs.map((sub_id) => ({ parent_id: parent, sub_id }))).execute();
    await t.db.updateTable('contact_lists').set({ is_parent: 1 }).where('id', '=', parent).execute();
    const first = await call(t, me)('POST', 'get-contacts-page-data', { contactListId: parent, subsLimit: 2 });
    const shown = first.data.lists.find((l: { id: number }) => l.id === parent);
    expect(shown).toMatchObject({ isParent: true, subsTotal: 3, subsOffset: 0, allTotalDestinationsCount: 3 });
    expect(shown.subs.map((s: { name: string }) => s.name)).toEqual(['Sub 0', 'Sub 1']);
    expect(first.data.contacts).toHaveLength(3);
    const more = await call(t, me)('POST', 'get-contacts-page-data', { contactListId: -1, expandParentId: parent, subsOffset: 2, subsLimit: 2 });
    expect(more.data.lists).toHaveLength(1);
    expect(more.data.lists[0].subs).toEqual([{ id: subs[2], name: 'Sub 2', parentId: parent, destinations: 1, isDirectSub: true }]);
  });

  test('another account never sees a list: 404 on its id, absent from the lists', async () => {
    const owner = await caller(t.db);
    const other = await caller(t.db);
    const theirs = await insertListWith(t.db, owner, 'Private', ['501234567']);
    const api = call(t, other);
    expect((await api('POST', 'get-contacts-page-data', { contactListId: theirs })).code).toBe(404);
    expect((await api('POST', 'get-contacts-page-data', { contactListId: -1, expandParentId: theirs })).code).toBe(404);
    expect((await api('POST', 'save-contact-list', { contactListId: theirs, name: 'Mine now' })).code).toBe(404);
    expect((await api('DELETE', `delete-contact-list?contactListId=${theirs}`)).code).toBe(404);
    expect((await api('POST', 'restore-contact-lists', { all_cl: [theirs] })).code).toBe(404);
    expect((await api('POST', 'get-contacts-page-data', { contactListId: -1 })).data.lists).toEqual([]);
  });

  test('a sub-user works in its primary user\'s lists', async () => {
    const primary = await caller(t.db);
    const sub = await caller(t.db, { adminId: primary.userId, group: Group.subUser });
    const list = await insertListWith(t.db, primary, 'Shared');
    const { data } = await call(t, sub)('POST', 'get-contacts-page-data', { contactListId: list });
    expect(data.contactList).toMatchObject({ id: list, isThisUserCl: false });
    const created = await call(t, sub)('POST', 'save-contact-list', { contactListId: -1, name: 'By the sub-user' });
    const row = await t.db.selectFrom('contact_lists').select(['account_id', 'created_by']).where('id', '=', created.data.contactListId).executeTakeFirstOrThrow();
    expect(row).toEqual({ account_id: primary.userId, created_by: sub.userId });
  });

  test('without the contact-lists permission the page is refused', async () => {
    const me = await caller(t.db);
    await t.db.deleteFrom('user_permissions').where('user_id', '=', me.userId).execute();
    expect((await call(t, me)('POST', 'get-contacts-page-data', { contactListId: -1 })).code).toBe(403);
  });

  test('create (-1) answers the new id; names are unique ignoring case (-2); rename keeps its own name', async () => {
    const me = await caller(t.db);
    const api = call(t, me);
    const created = await api('POST', 'save-contact-list', { contactListId: -1, name: '  Customers ', headers: ['First', 'Last'] });
    expect(created).toEqual({ code: 200, data: { status: 1, contactListId: expect.any(Number) } });
    const row = await t.db.selectFrom('contact_lists').select(['name', 'headers']).where('id', '=', created.data.contactListId).executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Customers', headers: '["First","Last"]' });
    expect((await api('POST', 'save-contact-list', { contactListId: -1, name: 'CUSTOMERS' })).data).toEqual({ status: -2 });
    expect((await api('POST', 'check-contact-list-name', { name: 'customers' })).data).toEqual({ status: -2 });
    expect((await api('POST', 'check-contact-list-name', { name: 'customers', contactListId: created.data.contactListId })).data).toEqual({ status: 1 });
    expect((await api('POST', 'check-contact-list-name', { name: 'Leads' })).data).toEqual({ status: 1 });
    expect((await api('POST', 'save-contact-list', { contactListId: created.data.contactListId, name: 'customers' })).data).toEqual({ status: 1, contactListId: created.data.contactListId });
    const other = await api('POST', 'save-contact-list', { contactListId: -1, name: 'Leads' });
    expect((await api('POST', 'save-contact-list', { contactListId: other.data.contactListId, name: 'Customers' })).data.status).toBe(-2);
  });

  test('the same name in another account is free', async () => {
    const a = await caller(t.db);
    const b = await caller(t.db);
    await insertListWith(t.db, a, 'Same');
    expect((await call(t, b)('POST', 'save-contact-list', { contactListId: -1, name: 'same' })).data.status).toBe(1);
  });

  test('a blank or missing name is bad input', async () => {
    const api = call(t, await caller(t.db));
    expect((await api('POST', 'save-contact-list', { contactListId: -1, name: '   ' })).code).toBe(400);
    expect((await api('POST', 'save-contact-list', { contactListId: -1 })).code).toBe(400);
    expect((await api('POST', 'save-contact-list', { contactListId: -1, name: 'x'.repeat(51) })).code).toBe(400);
  });

  test('delete marks the list deleted; it shows for restore and its name is free again', async () => {
    const me = await caller(t.db);
    const api = call(t, me);
    const list = await insertListWith(t.db, me, 'Gone', ['501234567']);
    expect(await api('DELETE', `delete-contact-list?contactListId=${list}`)).toEqual({ code: 200, data: { status: 1 } });
    const page = await api('POST', 'get-contacts-page-data', { contactListId: -1 });
    expect(page.data.lists).toEqual([]);
    expect(page.data.deletedLists).toEqual([{ id: list, name: 'Gone', deleteDate: expect.any(String) }]);
    expect((await api('POST', 'get-contacts-page-data', { contactListId: list })).code).toBe(404);
    expect((await api('POST', 'check-contact-list-name', { name: 'gone' })).data.status).toBe(1);
    expect(await t.db.selectFrom('contacts').select('id').where('list_id', '=', list).execute()).toHaveLength(1);
  });

  test('a parent list is deleted only with permission 15 (-2 otherwise)', async () => {
    const plain = await caller(t.db);
    const parent = await insertListWith(t.db, plain, 'Parent');
    await t.db.updateTable('contact_lists').set({ is_parent: 1 }).where('id', '=', parent).execute();
    expect((await call(t, plain)('DELETE', `delete-contact-list?contactListId=${parent}`)).data).toEqual({ status: -2 });
    const allowed = await caller(t.db, { permissions: [Permission.deleteParentContactList] });
    const theirs = await insertListWith(t.db, allowed, 'Parent');
    await t.db.updateTable('contact_lists').set({ is_parent: 1 }).where('id', '=', theirs).execute();
    expect((await call(t, allowed)('DELETE', `delete-contact-list?contactListId=${theirs}`)).data).toEqual({ status: 1 });
  });

  test('restore brings lists back (1), renaming one whose name was taken meanwhile (2)', async () => {
    const me = await caller(t.db);
    const api = call(t, me);
    const a = await insertListWith(t.db, me, 'Alpha', ['501234567']);
    const b = await insertListWith(t.db, me, 'Beta');
    await api('DELETE', `delete-contact-list?contactListId=${a}`);
    expect((await api('POST', 'restore-contact-lists', { all_cl: [a] })).data).toMatchObject({ status: 1, restored: [{ id: a, name: 'Alpha', totalLength: 1 }] });
    await api('DELETE', `delete-contact-list?contactListId=${b}`);
    await api('POST', 'save-contact-list', { contactListId: -1, name: 'BETA' });
    const renamed = await api('POST', 'restore-contact-lists', { all_cl: [b] });
    expect(renamed.data).toMatchObject({ status: 2, restored: [{ id: b, name: 'Beta (2)' }] });
    expect((await api('POST', 'get-contacts-page-data', { contactListId: -1 })).data.deletedLists).toEqual([]);
    expect((await api('POST', 'restore-contact-lists', { all_cl: [] })).code).toBe(400);
  });
});
