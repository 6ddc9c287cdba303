import { Group } from '../../../domain/access';
import { loginAttempts } from '../../../domain/signIn';
import { israelWallTime } from '../../../domain/israelTime';
import { bearer, onEachDatabase, postLogin } from '../../test/signIn';
import { insertUser, insertUserWithPassword, signedInToken, startTestApp, type TestApp } from '../../test/testApp';

onEachDatabase('unblock, end sessions, password validity', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
  });
  afterAll(() => t.close());
  const call = (token: string, op: string, body: object) => t.app.inject({ method: 'POST', url: `/api/super-admin/${op}`, headers: bearer(token), payload: body });
  const signIn = (username: string, password: string) => postLogin(t.app, { username, password }).then((r) => r.json().data as { status: string; token?: string });

  /** An administrator (group 3), a customer assigned to it and that customer's sub-user, who can sign in. */
  async function assigned() {
    const admin = await signedInToken(t.db, { group: Group.administrator });
    const adminOfToken = (await t.db.selectFrom('sessions').select('user_id').orderBy('id', 'desc').executeTakeFirstOrThrow()).user_id;
    const customer = await insertUser(t.db);
    const sub = await insertUserWithPassword(t.db, { group: Group.subUser, adminId: customer });
    await t.db.updateTable('users').set({ administrator_id: adminOfToken }).where('id', 'in', [customer, sub.id]).execute();
    return { admin, customer, sub };
  }

  test('a sub-user locked out by wrong passwords is unblocked by the administrator of its account and signs in again', async () => {
    const { admin, sub } = await assigned();
    for (let i = 0; i < loginAttempts; i++) await signIn(sub.username, 'Wrong-pass1!');
    expect((await signIn(sub.username, sub.password)).status).toBe('-3');
    expect((await call(admin, 'unBlock', { userId: sub.id })).json().data).toEqual({ status: 1 });
    expect(await t.db.selectFrom('users').select(['blocked', 'blocked_reason', 'failed_logins']).where('id', '=', sub.id).executeTakeFirstOrThrow()).toEqual({ blocked: 0, blocked_reason: null, failed_logins: 0 });
    expect((await signIn(sub.username, sub.password)).token).toEqual(expect.any(String));
    expect((await call(admin, 'unBlock', { userId: sub.id })).json().data).toEqual({ status: 0 });
  });

  test("another administrator's customer, an unknown user and the caller itself are 404; a customer may not unblock (403)", async () => {
    const mine = await assigned();
    const theirs = await assigned();
    await t.db.updateTable('users').set({ blocked: 1 }).where('id', '=', theirs.sub.id).execute();
    expect((await call(mine.admin, 'unBlock', { userId: theirs.sub.id })).statusCode).toBe(404);
    expect((await call(mine.admin, 'unBlock', { userId: 99_999_999 })).statusCode).toBe(404);
    expect((await t.db.selectFrom('users').select('blocked').where('id', '=', theirs.sub.id).executeTakeFirstOrThrow()).blocked).toBe(1);
    const customerToken = await signedInToken(t.db);
    expect((await call(customerToken, 'unBlock', { userId: theirs.sub.id })).statusCode).toBe(403);
  });

  test("kill-user ends one user's sessions (its token is refused after); kill-them-all ends everyone's but the caller's and, unless asked, the system users'", async () => {
    const superAdmin = await signedInToken(t.db, { group: Group.superAdmin });
    const { sub } = await assigned();
    const token = (await signIn(sub.username, sub.password)).token!;
    const me = () => t.app.inject({ method: 'GET', url: '/api/main/user-profile', headers: bearer(token) });
    expect((await me()).statusCode).toBe(200);
    expect((await call(superAdmin, 'kill-user', { userId: sub.id })).json().data).toEqual({ status: 1 });
    expect((await me()).statusCode).toBe(401);
    expect((await call(superAdmin, 'kill-user', { userId: sub.id })).json().data).toEqual({ status: 0 });

    const customer = await signedInToken(t.db);
    const systemManager = await signedInToken(t.db, { group: Group.systemManager });
    const profile = (tok: string) => t.app.inject({ method: 'GET', url: '/api/main/user-profile', headers: bearer(tok) }).then((r) => r.statusCode);
    const all = (await call(superAdmin, 'kill-them-all', {})).json().data;
    expect(all.status).toBe(1);
    expect(all.disconnected).toBeGreaterThanOrEqual(1);
    expect([await profile(customer), await profile(systemManager), await profile(superAdmin)]).toEqual([401, 200, 200]);
    expect((await call(superAdmin, 'kill-them-all', { includeSystemUsers: true })).json().data.status).toBe(1);
    expect([await profile(systemManager), await profile(superAdmin)]).toEqual([401, 200]);
    // Only a super-administrator ends sessions.
    const admin = await signedInToken(t.db, { group: Group.administrator });
    expect((await call(admin, 'kill-them-all', {})).statusCode).toBe(403);
  });

  test('password validity: from tomorrow to 10 months ahead, valid through that whole day; anything else -2 and nothing changes', async () => {
    const manager = await signedInToken(t.db, { group: Group.systemManager });
    const { sub } = await assigned();
    const today = israelWallTime(Date.now());
    const iso = (y: number, m: number, d: number) => {
      const at = new Date(Date.UTC(y, m - 1, d));
      return at.toISOString().slice(0, 10);
    };
    const validUntil = iso(today.year, today.month + 3, today.day);
    expect((await call(manager, 'update-password-validity', { userId: sub.id, validUntil })).json().data).toEqual({ status: 1 });
    const stored = (await t.db.selectFrom('users').select('password_valid_until').where('id', '=', sub.id).executeTakeFirstOrThrow()).password_valid_until!;
    const last = israelWallTime(Number(stored) - 1);
    expect(iso(last.year, last.month, last.day)).toBe(validUntil);
    expect(israelWallTime(Number(stored))).toMatchObject({ hour: 0, minute: 0 });
    for (const bad of [iso(today.year, today.month, today.day), iso(today.year, today.month + 11, today.day)]) {
      expect([bad, (await call(manager, 'update-password-validity', { userId: sub.id, validUntil: bad })).json().data]).toEqual([bad, { status: -2 }]);
    }
    // A date that does not exist is refused by the contract's format before the handler.
    expect((await call(manager, 'update-password-validity', { userId: sub.id, validUntil: '2026-02-31' })).statusCode).toBe(400);
    expect((await t.db.selectFrom('users').select('password_valid_until').where('id', '=', sub.id).executeTakeFirstOrThrow()).password_valid_until).toBe(stored);
    expect((await call(manager, 'update-password-validity', { userId: 99_999_999, validUntil })).statusCode).toBe(404);
  });
});
