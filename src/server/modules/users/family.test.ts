import { CreateSubUser, DeleteSubUser, SetNewMessagesBalance, UpdateSubUser } from '../../../contract/statusCodes';
import { Group } from '../../../domain/access';
import { Permission } from '../../../domain/permissions';
import { createSession } from '../../http/session';
import { bearer, onEachDatabase } from '../../test/signIn';
import { insertUser, startTestApp, type TestApp } from '../../test/testApp';

interface Caller {
  userId: number;
  token: string;
}

const strong = 'Family-2026!x';

onEachDatabase('users: families, sub-user operations and credit transfers', (dbOptions) => {
  let t: TestApp;
  let primary: Caller;
  let stranger: Caller;

  const signIn = async (userId: number): Promise<Caller> => {
    const { token } = await createSession(t.db, { userId, lifetimeMs: 3_600_000, keepLoggedIn: false, now: Date.now() });
    return { userId, token };
  };
  const credit = (userId: number, service: string, amount: number) =>
    t.db.insertInto('balances').values({ user_id: userId, service, amount }).onConflict((oc) => oc.columns(['user_id', 'service']).doUpdateSet({ amount })).execute();
  const balance = async (userId: number, service = 'sms') =>
    Number((await t.db.selectFrom('balances').select('amount').where('user_id', '=', userId).where('service', '=', service).executeTakeFirst())?.amount ?? 0);

  let counter = 0;
  const create = (who: Caller, fields: object = {}) => {
    counter += 1;
    return t.app.inject({
      method: 'POST',
      url: '/api/users/create-sub-user',
      headers: bearer(who.token),
      payload: { username: `fam${counter}x${Date.now() % 100000}`, password: strong, firstName: 'Dana', lastName: 'Levi', email: `fam${counter}.${Date.now()}@example.com`, ...fields },
    });
  };
  const createdId = async (who: Caller, fields: object = {}): Promise<number> => {
    const res = await create(who, fields);
    expect(res.json().data).toMatchObject({ status: CreateSubUser.created });
    return res.json().data.userId;
  };
  const transfer = (who: Caller, userId: number, amount: number, product = 'sms') =>
    t.app.inject({ method: 'POST', url: '/api/reports/set-new-messages-balance', headers: bearer(who.token), payload: { userId, product, amount } });
  const family = (who: Caller, id: number, query = '') => t.app.inject({ method: 'GET', url: `/api/users/all-sub-users/${id}${query}`, headers: bearer(who.token) });

  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
    primary = await signIn(await insertUser(t.db, { permissions: [Permission.usersSection, Permission.createCampaigns, Permission.createTemplates] }));
    stranger = await signIn(await insertUser(t.db, { permissions: [Permission.usersSection] }));
  });
  afterAll(() => t.close());

  test('a primary user with permission 2 creates a sub-user under itself, with its grants and its place in the family', async () => {
    const id = await createdId(primary, { permissions: [{ permissionId: Permission.createCampaigns, mode: 'enable' }], phone: '0501234567' });
    const row = await t.db.selectFrom('users').select(['admin_id', 'parent_id', 'family_path', 'group_id', 'phones']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ admin_id: primary.userId, parent_id: primary.userId, family_path: `/${primary.userId}/${id}/`, group_id: Group.subUser, phones: '["0501234567"]' });
    expect(await t.db.selectFrom('user_permissions').select(['permission_id', 'mode']).where('user_id', '=', id).execute()).toEqual([{ permission_id: Permission.createCampaigns, mode: 'enable' }]);
  });

  test('the mail limit and the e-mails for incoming messages are kept and read back with the family', async () => {
    const id = await createdId(primary, { username: 'mail-limited', email: 'mail-limited@example.com', mailLimit: 500, allowedEmails: ['in@example.com', 'out@example.com'] });
    const listed = (family(primary, primary.userId)).then((res) => (res.json().data as { userId: number; mailLimit?: number; allowedEmails?: string[] }[]).find((u) => u.userId === id));
    expect(await listed).toMatchObject({ mailLimit: 500, allowedEmails: ['in@example.com', 'out@example.com'] });
  });

  test('a permission not held may be blocked: blocking grants nothing, and the form sends every permission', async () => {
    const id = await createdId(primary, { username: 'blocks-unheld', email: 'blocks-unheld@example.com', permissions: [{ permissionId: Permission.voice, mode: 'block' }] });
    expect(await t.db.selectFrom('user_permissions').select(['permission_id', 'mode']).where('user_id', '=', id).execute()).toEqual([{ permission_id: Permission.voice, mode: 'block' }]);
  });

  test('refusals write no user: a permission not held (-4), a username taken in another case (-2), a weak password (-3), an e-mail another user has (511), an unapproved sender name (-5)', async () => {
    const before = await t.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const taken = await t.db.selectFrom('users').select(['username', 'email']).where('id', '=', primary.userId).executeTakeFirstOrThrow();
    await t.db.updateTable('users').set({ email: 'owner@example.com' }).where('id', '=', primary.userId).execute();
    expect((await create(primary, { permissions: [{ permissionId: Permission.voice, mode: 'enable' }] })).json().data).toEqual({ status: CreateSubUser.permissionNotHeld });
    expect((await create(primary, { username: taken.username.toUpperCase() })).json().data).toEqual({ status: CreateSubUser.usernameTaken });
    expect((await create(primary, { password: 'short' })).json().data).toEqual({ status: CreateSubUser.notStrong });
    expect((await create(primary, { email: 'OWNER@example.com' })).json().data).toEqual({ status: CreateSubUser.emailTaken });
    expect((await create(primary, { sourceNames: ['NotOurs'] })).json().data).toEqual({ status: CreateSubUser.sourceNameNotApproved });
    const after = await t.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  test('a user without permission 2, or a child (group 4) holding it, cannot create (403)', async () => {
    const plain = await signIn(await insertUser(t.db));
    expect((await create(plain)).statusCode).toBe(403);
    const child = await signIn(await insertUser(t.db, { adminId: primary.userId, group: Group.subUser, permissions: [Permission.usersSection] }));
    expect((await create(child)).statusCode).toBe(403);
  });

  test('a sub-sub-user whose grandparent\'s permission was blocked is refused a call needing it (403); enabled again, it passes', async () => {
    const grants = [{ permissionId: Permission.usersSection, mode: 'enable' }];
    const sub = await signIn(await createdId(primary, { group: Group.customer, permissions: grants }));
    const subSubId = await createdId(sub, { group: Group.customer, permissions: grants });
    const subSub = await signIn(subSubId);
    const path = (await t.db.selectFrom('users').select('family_path').where('id', '=', subSubId).executeTakeFirstOrThrow()).family_path;
    expect(path).toBe(`/${primary.userId}/${sub.userId}/${subSubId}/`);
    expect((await family(subSub, subSubId)).statusCode).toBe(200);
    await t.db.updateTable('user_permissions').set({ mode: 'block' }).where('user_id', '=', primary.userId).where('permission_id', '=', Permission.usersSection).execute();
    try {
      expect((await family(subSub, subSubId)).statusCode).toBe(403);
      expect((await family(sub, sub.userId)).statusCode).toBe(403);
    } finally {
      await t.db.updateTable('user_permissions').set({ mode: 'enable' }).where('user_id', '=', primary.userId).where('permission_id', '=', Permission.usersSection).execute();
    }
    expect((await family(subSub, subSubId)).statusCode).toBe(200);
    // The sub-user manages its descendants, not its parent nor its siblings.
    expect((await family(sub, subSubId)).statusCode).toBe(200);
    expect((await family(sub, primary.userId)).statusCode).toBe(404);
    const sibling = await createdId(primary);
    expect((await transfer(sub, sibling, 1)).statusCode).toBe(404);
  });

  test('every operation naming a user outside the caller\'s reach answers 404, as one that does not exist', async () => {
    const mine = await createdId(primary);
    for (const id of [mine, 999_999]) {
      expect((await t.app.inject({ method: 'POST', url: `/api/users/update-sub-user/${id}`, headers: bearer(stranger.token), payload: { firstName: 'X' } })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/users/delete-sub-user/${id}`, headers: bearer(stranger.token) })).statusCode).toBe(404);
      expect((await family(stranger, id)).statusCode).toBe(404);
      expect((await transfer(stranger, id, 5)).statusCode).toBe(404);
    }
    expect((await t.db.selectFrom('users').select('first_name').where('id', '=', mine).executeTakeFirstOrThrow()).first_name).toBe('Dana');
  });

  test('update saves the fields sent and replaces the grants; a grant not held is -4 and changes nothing', async () => {
    const id = await createdId(primary);
    const save = (payload: object) => t.app.inject({ method: 'POST', url: `/api/users/update-sub-user/${id}`, headers: bearer(primary.token), payload });
    expect((await save({ firstName: 'Noa', active: false, permissions: [{ permissionId: Permission.createTemplates, mode: 'enableAndBequeath' }] })).json().data).toEqual({ status: UpdateSubUser.saved, userId: id });
    expect((await save({ lastName: 'Cohen', permissions: [{ permissionId: Permission.whatsapp, mode: 'enable' }] })).json().data).toEqual({ status: UpdateSubUser.permissionNotHeld });
    const row = await t.db.selectFrom('users').select(['first_name', 'last_name', 'active']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ first_name: 'Noa', last_name: 'Levi', active: 0 });
    expect(await t.db.selectFrom('user_permissions').select(['permission_id', 'mode']).where('user_id', '=', id).execute()).toEqual([{ permission_id: Permission.createTemplates, mode: 'enableAndBequeath' }]);
  });

  test('the users report: the family under a user, searched, sorted by balance and paged in the database with X-Total-Count', async () => {
    const owner = await signIn(await insertUser(t.db, { permissions: [Permission.usersSection] }));
    const ids: number[] = [];
    for (const [i, name] of ['Avi', 'Batya', 'Gil', 'Dor'].entries()) {
      const id = await createdId(owner, { firstName: name });
      await credit(id, 'sms', (i + 1) * 10);
      ids.push(id);
    }
    const res = await family(owner, owner.userId, '?sortField=balance.sms&sortOrder=desc&page=1&pageSize=3');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('4');
    expect(res.json().data.map((u: { firstName: string }) => u.firstName)).toEqual(['Dor', 'Gil', 'Batya']);
    expect(res.json().data[0]).toMatchObject({ parentId: owner.userId, depth: 1, status: 'active', sentThisMonth: 0, balanceCredits: { sms: { amount: 40 } } });
    const searched = await family(owner, owner.userId, '?q=bat');
    expect(searched.json().data.map((u: { userId: number }) => u.userId)).toEqual([ids[1]]);
  });

  test('delete: credits go back to the parent through the ledger, its sub-users move up, the row stays deleted and signed out', async () => {
    const sub = await signIn(await createdId(primary, { group: Group.customer, permissions: [{ permissionId: Permission.usersSection, mode: 'enable' }] }));
    const child = await createdId(sub);
    await credit(sub.userId, 'voice', 7);
    const parentBefore = await balance(primary.userId, 'voice');
    const res = await t.app.inject({ method: 'DELETE', url: `/api/users/delete-sub-user/${sub.userId}`, headers: bearer(primary.token) });
    expect(res.json().data).toEqual({ status: DeleteSubUser.deleted });
    expect(await balance(primary.userId, 'voice')).toBe(parentBefore + 7);
    expect(await balance(sub.userId, 'voice')).toBe(0);
    const moved = await t.db.selectFrom('users').select(['parent_id', 'family_path']).where('id', '=', child).executeTakeFirstOrThrow();
    expect(moved).toEqual({ parent_id: primary.userId, family_path: `/${primary.userId}/${child}/` });
    expect((await family(sub, sub.userId)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/users/delete-sub-user/${sub.userId}`, headers: bearer(primary.token) })).statusCode).toBe(404);
    const ledger = await t.db.selectFrom('balance_entries').select(['user_id', 'delta']).where('reason', '=', 'user.delete').where('reference', '=', String(sub.userId)).orderBy('id').execute();
    expect(ledger).toEqual([{ user_id: sub.userId, delta: -7 }, { user_id: primary.userId, delta: 7 }]);
  });

  test('a transfer sets the user\'s balance and moves the difference from and back to the caller; -3 and -4 move nothing', async () => {
    const giver = await signIn(await insertUser(t.db, { permissions: [Permission.usersSection] }));
    const id = await createdId(giver);
    await credit(giver.userId, 'whatsapp', 100);
    expect((await transfer(giver, id, 30, 'whatsapp')).json().data).toMatchObject({ status: SetNewMessagesBalance.updated, balanceCredits: { whatsapp: { amount: 30 } }, adminBalanceCredits: { whatsapp: { amount: 70 } } });
    expect((await transfer(giver, id, 10, 'whatsapp')).json().data.status).toBe(SetNewMessagesBalance.updated);
    expect([await balance(giver.userId, 'whatsapp'), await balance(id, 'whatsapp')]).toEqual([90, 10]);
    expect((await transfer(giver, id, 101, 'whatsapp')).json().data).toEqual({ status: SetNewMessagesBalance.insufficientCredits });
    expect((await transfer(giver, id, 1.5, 'whatsapp')).json().data).toEqual({ status: SetNewMessagesBalance.invalidAmount });
    await t.db.updateTable('users').set({ blocked: 1 }).where('id', '=', id).execute();
    expect((await transfer(giver, id, 50, 'whatsapp')).json().data).toEqual({ status: SetNewMessagesBalance.userBlocked });
    expect([await balance(giver.userId, 'whatsapp'), await balance(id, 'whatsapp')]).toEqual([90, 10]);
  });

  test('50 transfers at once from one parent to five sub-users: no balance below zero, the sums add up', async () => {
    const giver = await signIn(await insertUser(t.db, { permissions: [Permission.usersSection] }));
    const subs: number[] = [];
    for (let i = 0; i < 5; i += 1) subs.push(await createdId(giver));
    await credit(giver.userId, 'sms', 500);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => transfer(giver, subs[i % 5], 20 + ((i * 37) % 120))));
    const statuses = answers.map((a) => a.json().data.status);
    expect(statuses.every((s) => s === SetNewMessagesBalance.updated || s === SetNewMessagesBalance.insufficientCredits)).toBe(true);
    expect(statuses).toContain(SetNewMessagesBalance.updated);
    const held = [await balance(giver.userId), ...(await Promise.all(subs.map((id) => balance(id))))];
    expect(held.every((b) => b >= 0)).toBe(true);
    expect(held.reduce((a, b) => a + b, 0)).toBe(500);
    // Each balance is what its ledger says.
    for (const id of [giver.userId, ...subs]) {
      const sum = await t.db.selectFrom('balance_entries').select((eb) => eb.fn.sum<number>('delta').as('s')).where('user_id', '=', id).where('reason', '=', 'credits.transfer').executeTakeFirstOrThrow();
      expect(Number(sum.s ?? 0)).toBe((await balance(id)) - (id === giver.userId ? 500 : 0));
    }
  });
});
