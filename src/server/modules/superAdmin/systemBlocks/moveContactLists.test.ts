import { Group } from '../../../../domain/access';
import { onEachDatabase } from '../../../test/signIn';
import { startTestApp, type TestApp } from '../../../test/testApp';
import { caller, insertListWith, phonesOf } from '../../contacts/testLists';
import { signedIn, superAdminCall } from '../supportLists/supportTesting';

onEachDatabase('super-admin/move-all-contact-lists', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
  });
  afterAll(() => t.close());
  const api = (token: string, payload: object) => superAdminCall(t)(token, 'move-all-contact-lists', payload);
  const accountOfList = async (id: number) => (await t.db.selectFrom('contact_lists').select('account_id').where('id', '=', id).executeTakeFirstOrThrow()).account_id;

  test('every live list goes with its contacts and sub-lists; a deleted one stays; the move is audited on the giver', async () => {
    const manager = await signedIn(t.db, Group.systemManager);
    const giver = await caller(t.db);
    const receiver = await caller(t.db);
    const parent = await insertListWith(t.db, giver, 'Parent', ['521000001']);
    const sub = await insertListWith(t.db, giver, 'Sub', ['521000002']);
    const gone = await insertListWith(t.db, giver, 'Gone');
    await t.db.insertInto('contact_list_subs').values({ parent_id: parent, sub_id: sub }).execute();
    await t.db.updateTable('contact_lists').set({ deleted_at: Date.now() }).where('id', '=', gone).execute();

    expect((await api(manager.token, { fromUserId: giver.userId, toUserId: receiver.userId })).json().data).toEqual({ status: 1, moved: 2, takenNames: [] });
    expect([await accountOfList(parent), await accountOfList(sub), await accountOfList(gone)]).toEqual([receiver.account, receiver.account, giver.account]);
    expect(await phonesOf(t.db, sub)).toEqual(['521000002']);
    const lists = (await superAdminCall(t)(manager.token, 'get-all-cl-user-id', { userId: receiver.userId })).json().data as { id: number; parentId: number }[];
    expect(lists.map((l) => [l.id, l.parentId]).sort((a, b) => a[0] - b[0])).toEqual([[parent, -1], [sub, parent]]);
    const audit = await t.db.selectFrom('audit_log').select(['operation', 'subject_user_id']).where('actor_user_id', '=', manager.userId).execute();
    expect(audit).toEqual([{ operation: 'moveAllContactLists', subject_user_id: giver.userId }]);

    expect((await api(manager.token, { fromUserId: giver.userId, toUserId: receiver.userId })).json().data).toEqual({ status: 0, moved: 0, takenNames: [] });
  });

  test('a name the receiver already uses refuses the whole move (-2, named); two users of one account are refused (-3)', async () => {
    const manager = await signedIn(t.db, Group.superAdmin);
    const giver = await caller(t.db);
    const receiver = await caller(t.db);
    const free = await insertListWith(t.db, giver, 'Free');
    await insertListWith(t.db, giver, 'Clients');
    await insertListWith(t.db, receiver, 'clients');
    expect((await api(manager.token, { fromUserId: giver.userId, toUserId: receiver.userId })).json().data).toEqual({ status: -2, moved: 0, takenNames: ['clients'] });
    expect(await accountOfList(free)).toBe(giver.account);

    const subUser = await caller(t.db, { adminId: giver.userId });
    expect((await api(manager.token, { fromUserId: giver.userId, toUserId: subUser.userId })).json().data.status).toBe(-3);
  });

  test('an unknown user is 404 and nothing moves; an administrator (group 3) is refused', async () => {
    const manager = await signedIn(t.db, Group.systemManager);
    const giver = await caller(t.db);
    const list = await insertListWith(t.db, giver, 'Mine');
    expect((await api(manager.token, { fromUserId: giver.userId, toUserId: 99_999_999 })).statusCode).toBe(404);
    const admin = await signedIn(t.db, Group.administrator);
    const receiver = await caller(t.db);
    expect((await api(admin.token, { fromUserId: giver.userId, toUserId: receiver.userId })).statusCode).toBe(403);
    expect(await accountOfList(list)).toBe(giver.account);
  });
});
