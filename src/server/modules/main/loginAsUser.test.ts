import { Group } from '../../../domain/access';
import { Permission } from '../../../domain/permissions';
import { createSession } from '../../http/session';
import { bearer, onEachDatabase } from '../../test/signIn';
import { insertUser, startTestApp, type TestApp } from '../../test/testApp';

onEachDatabase('an administrator signs in as a user (main/login-admin-to-sub)', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
  });
  afterAll(() => t.close());

  const tokenOf = async (userId: number) => (await createSession(t.db, { userId, lifetimeMs: 3_600_000, keepLoggedIn: false, now: t.clock.now() })).token;
  const signInAs = async (callerId: number, userId: number) =>
    t.app.inject({ method: 'POST', url: '/api/main/login-admin-to-sub', headers: bearer(await tokenOf(callerId)), payload: { userId } });

  test('an administrator with permission 50 opens a session as a user it manages; the session records who did', async () => {
    const admin = await insertUser(t.db, { group: Group.administrator, permissions: [Permission.loginAsSubUser] });
    const customer = await insertUser(t.db, { adminId: admin, group: Group.customer });
    const res = await signInAs(admin, customer);
    const data = res.json().data;
    expect(data).toMatchObject({ status: 1, token: expect.any(String), currentUser: { userId: customer } });
    // The administrator's own cookie is left as it was.
    expect(res.cookies).toEqual([]);
    const session = await t.db.selectFrom('sessions').select(['user_id', 'impersonator_id']).where('user_id', '=', customer).executeTakeFirstOrThrow();
    expect(session).toEqual({ user_id: customer, impersonator_id: admin });
    const profile = await t.app.inject({ method: 'GET', url: '/api/main/user-profile', headers: bearer(data.token) });
    expect(profile.json().data.userId).toBe(customer);
  });

  test("an administrator is refused (-1) for a user it does not manage, and without permission 50 gets 403", async () => {
    const admin = await insertUser(t.db, { group: Group.administrator, permissions: [Permission.loginAsSubUser] });
    const stranger = await insertUser(t.db);
    expect((await signInAs(admin, stranger)).json().data).toEqual({ status: -1 });
    const without = await insertUser(t.db, { group: Group.administrator });
    const mine = await insertUser(t.db, { adminId: without });
    expect((await signInAs(without, mine)).statusCode).toBe(403);
  });

  test('an administrator may be a user of a customer assigned to it (administrator_id), a sub-user too; not one assigned to another administrator', async () => {
    const admin = await insertUser(t.db, { group: Group.administrator, permissions: [Permission.loginAsSubUser] });
    const other = await insertUser(t.db, { group: Group.administrator, permissions: [Permission.loginAsSubUser] });
    const customer = await insertUser(t.db);
    const sub = await insertUser(t.db, { group: Group.subUser, adminId: customer });
    await t.db.updateTable('users').set({ administrator_id: admin }).where('id', 'in', [customer, sub]).execute();
    expect((await signInAs(admin, sub)).json().data).toMatchObject({ status: 1, currentUser: { userId: sub } });
    expect((await signInAs(admin, customer)).json().data.status).toBe(1);
    expect((await signInAs(other, sub)).json().data).toEqual({ status: -1 });
  });

  test('a system group may be any non-system user, never another system user', async () => {
    const superAdmin = await insertUser(t.db, { group: Group.superAdmin });
    const primary = await insertUser(t.db);
    const sub = await insertUser(t.db, { group: Group.subUser, adminId: primary });
    expect((await signInAs(superAdmin, sub)).json().data.status).toBe(1);
    const manager = await insertUser(t.db, { group: Group.systemManager });
    expect((await signInAs(superAdmin, manager)).json().data).toEqual({ status: -1 });
  });

  test('a blocked user is -2; an unknown one 404; a customer may not call it at all', async () => {
    const superAdmin = await insertUser(t.db, { group: Group.superAdmin });
    const blocked = await insertUser(t.db);
    await t.db.updateTable('users').set({ blocked: 1 }).where('id', '=', blocked).execute();
    expect((await signInAs(superAdmin, blocked)).json().data).toEqual({ status: -2 });
    expect((await signInAs(superAdmin, 999_999)).statusCode).toBe(404);
    const customer = await insertUser(t.db, { permissions: [Permission.loginAsSubUser] });
    expect((await signInAs(customer, blocked)).statusCode).toBe(403);
  });
});
