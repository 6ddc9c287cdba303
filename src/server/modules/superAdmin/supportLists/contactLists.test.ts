import { Group } from '../../../../domain/access';
import { onEachDatabase } from '../../../test/signIn';
import { startTestApp, type TestApp } from '../../../test/testApp';
import { call, insertListWith } from '../../contacts/testLists';
import { assignedCustomer, signedIn, superAdminCall } from './supportTesting';

onEachDatabase("support: a customer's contact lists", (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
  });
  afterAll(() => t.close());
  const api = (token: string, op: string, payload: object) => superAdminCall(t)(token, op, payload);

  /** A customer with a parent list holding one sub-list, and a plain list. */
  async function customerWithLists() {
    const { admin, customer } = await assignedCustomer(t.db);
    const parent = await insertListWith(t.db, customer, 'Parent', ['521111111']);
    const sub = await insertListWith(t.db, customer, 'Sub', ['522222222', '523333333']);
    const plain = await insertListWith(t.db, customer, 'Plain', ['524444444']);
    await t.db.updateTable('contact_lists').set({ is_parent: 1 }).where('id', '=', parent).execute();
    await t.db.insertInto('contact_list_subs').values({ parent_id: parent, sub_id: sub }).execute();
    return { admin, customer, parent, sub, plain };
  }

  test('get-cl-with-subs: the assigned customer\'s lists, a parent with its sub-lists and its members\' total', async () => {
    const { admin, customer, parent, sub, plain } = await customerWithLists();
    const res = await api(admin.token, 'get-cl-with-subs', { userId: customer.userId });
    expect(res.statusCode).toBe(200);
    const lists = res.json().data as { id: number; subs?: { id: number }[]; allTotalDestinationsCount: number; isThisUserCl: boolean }[];
    expect(lists.map((l) => l.id).sort()).toEqual([parent, sub, plain].sort());
    const parentList = lists.find((l) => l.id === parent)!;
    expect(parentList.subs!.map((s) => s.id)).toEqual([sub]);
    expect(parentList.allTotalDestinationsCount).toBe(3);
    expect(parentList.isThisUserCl).toBe(true);
    expect(parentList).not.toHaveProperty('subsTotal');
  });

  test('get-all-cl-user-id: every list flat, each sub-list naming its parent', async () => {
    const { admin, customer, parent, sub, plain } = await customerWithLists();
    const lists = (await api(admin.token, 'get-all-cl-user-id', { userId: customer.userId })).json().data as { id: number; parentId: number; totalLength: number }[];
    expect(lists.map((l) => [l.id, l.parentId, l.totalLength]).sort((a, b) => a[0] - b[0])).toEqual(
      [
        [parent, -1, 1],
        [sub, parent, 2],
        [plain, -1, 1],
      ].sort((a, b) => a[0] - b[0]),
    );
  });

  test('delete-contact-lists: the lists are marked deleted, the customer restores them, and the action is audited on the customer', async () => {
    const { admin, customer, plain, sub } = await customerWithLists();
    const res = await api(admin.token, 'delete-contact-lists', { userId: customer.userId, contactListIds: [plain, sub] });
    expect(res.json().data).toEqual({ status: 1, deleted: 2 });
    const rows = await t.db.selectFrom('contact_lists').select(['id', 'deleted_at']).where('id', 'in', [plain, sub]).execute();
    expect(rows.every((r) => r.deleted_at !== null)).toBe(true);
    // The customer's own restore brings them back (support's delete is the customer's delete).
    const page = await call(t, customer)('POST', 'get-contacts-page-data', { contactListId: -1 });
    expect((page.data.deletedLists as { id: number }[]).map((d) => d.id).sort()).toEqual([plain, sub].sort());
    expect((await call(t, customer)('POST', 'restore-contact-lists', { all_cl: [plain, sub] })).data.status).toBe(1);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('operation', '=', 'superAdminDeleteContactLists').where('actor_user_id', '=', admin.userId).execute();
    expect(audit.map((a) => [a.actor_user_id, a.subject_user_id])).toEqual([[admin.userId, customer.userId]]);
  });

  test('a parent list needs the permission to delete parents: an administrator without it is refused (-2) and nothing is deleted; a super-administrator may', async () => {
    const { admin, customer, parent, plain } = await customerWithLists();
    expect((await api(admin.token, 'delete-contact-lists', { userId: customer.userId, contactListIds: [plain, parent] })).json().data).toEqual({ status: -2, deleted: 0 });
    expect((await t.db.selectFrom('contact_lists').select('id').where('id', 'in', [plain, parent]).where('deleted_at', 'is', null).execute()).length).toBe(2);
    const superAdmin = await signedIn(t.db, Group.superAdmin);
    expect((await api(superAdmin.token, 'delete-contact-lists', { userId: customer.userId, contactListIds: [parent] })).json().data).toEqual({ status: 1, deleted: 1 });
  });

  test("another administrator's customer and its list ids are 404 to an administrator, and nothing is deleted; a customer is refused (403)", async () => {
    const mine = await customerWithLists();
    const theirs = await customerWithLists();
    for (const op of ['get-cl-with-subs', 'get-all-cl-user-id']) {
      expect([op, (await api(mine.admin.token, op, { userId: theirs.customer.userId })).statusCode]).toEqual([op, 404]);
    }
    expect((await api(mine.admin.token, 'delete-contact-lists', { userId: theirs.customer.userId, contactListIds: [theirs.plain] })).statusCode).toBe(404);
    // Its own customer named, another account's list id: 404 too, and its own list in the same request stays.
    expect((await api(mine.admin.token, 'delete-contact-lists', { userId: mine.customer.userId, contactListIds: [mine.plain, theirs.plain] })).statusCode).toBe(404);
    const live = await t.db.selectFrom('contact_lists').select('id').where('id', 'in', [mine.plain, theirs.plain]).where('deleted_at', 'is', null).execute();
    expect(live).toHaveLength(2);
    expect((await api(mine.admin.token, 'get-cl-with-subs', { userId: 99_999_999 })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/super-admin/get-cl-with-subs', headers: mine.customer.headers, payload: { userId: mine.customer.userId } })).statusCode).toBe(403);
  });
});
