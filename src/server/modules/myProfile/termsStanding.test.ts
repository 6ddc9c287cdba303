import { EnforcementUser } from '../../../contract/statusCodes';
import { Group } from '../../../domain/access';
import { Permission } from '../../../domain/permissions';
import { createSession } from '../../http/session';
import { bearer, onEachDatabase } from '../../test/signIn';
import { insertUser, startTestApp, type TestApp } from '../../test/testApp';

onEachDatabase('terms of use: my-profile and the family row read the one "must accept again" rule', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
  });
  afterAll(() => t.close());

  const tokenOf = async (userId: number) => (await createSession(t.db, { userId, lifetimeMs: 3_600_000, keepLoggedIn: false, now: t.clock.now() })).token;
  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

  async function adminWithAccount() {
    const admin = await insertUser(t.db, { group: Group.administrator, permissions: [Permission.enforceTerms] });
    const account = await insertUser(t.db);
    await t.db.updateTable('users').set({ administrator_id: admin }).where('id', '=', account).execute();
    return { adminToken: await tokenOf(admin), account, accountToken: await tokenOf(account) };
  }
  const myTerms = async (token: string) => {
    const profile = (await call(token, 'GET', 'users/my-profile')).json().data;
    return { termsAcceptedAt: profile.termsAcceptedAt, termsRequired: profile.termsRequired };
  };
  const lastAcceptance = async (userId: number) =>
    new Date(Number((await t.db.selectFrom('terms_approvals').select('approved_at').where('user_id', '=', userId).executeTakeFirstOrThrow()).approved_at)).toISOString();
  const rowTerms = async (adminToken: string, userId: number) =>
    ((await call(adminToken, 'GET', 'users/all-users')).json().data as { userId: number; termsRequired?: boolean }[]).find((u) => u.userId === userId)?.termsRequired;

  test('never accepted and never asked: no date, not required, on my-profile and on the family row', async () => {
    const { adminToken, account, accountToken } = await adminWithAccount();
    expect(await myTerms(accountToken)).toEqual({ termsAcceptedAt: undefined, termsRequired: false });
    expect(await rowTerms(adminToken, account)).toBe(false);
  });

  test('enforced: required on both until the user accepts (approve-app-rules); then the date of the acceptance shows', async () => {
    const { adminToken, account, accountToken } = await adminWithAccount();
    expect((await call(adminToken, 'POST', 'users/enforcement-user', { userId: account, enforce: true })).json().data).toEqual({ status: EnforcementUser.saved });
    expect(await myTerms(accountToken)).toEqual({ termsAcceptedAt: undefined, termsRequired: true });
    expect(await rowTerms(adminToken, account)).toBe(true);

    t.clock.advance(60_000);
    expect((await call(accountToken, 'POST', 'campaigns/approve-app-rules', { approved: true })).json().data).toEqual({ status: 1 });
    expect(await myTerms(accountToken)).toEqual({ termsAcceptedAt: await lastAcceptance(account), termsRequired: false });
    expect(await rowTerms(adminToken, account)).toBe(false);
  });

  test('an acceptance older than the request does not settle it; lifting the requirement does', async () => {
    const { adminToken, account, accountToken } = await adminWithAccount();
    await call(accountToken, 'POST', 'campaigns/approve-app-rules', { approved: true });
    const earlier = await lastAcceptance(account);
    t.clock.advance(60_000);
    await call(adminToken, 'POST', 'users/enforcement-user', { userId: account, enforce: true });
    expect(await myTerms(accountToken)).toEqual({ termsAcceptedAt: earlier, termsRequired: true });
    await call(adminToken, 'POST', 'users/enforcement-user', { userId: account, enforce: false });
    expect(await myTerms(accountToken)).toEqual({ termsAcceptedAt: earlier, termsRequired: false });
    expect(await rowTerms(adminToken, account)).toBe(false);
  });

  test("enforcement-user: another account's user is 404 and nothing is written; without permission 52 it is 403", async () => {
    const { adminToken } = await adminWithAccount();
    const stranger = await insertUser(t.db);
    expect((await call(adminToken, 'POST', 'users/enforcement-user', { userId: stranger, enforce: true })).statusCode).toBe(404);
    expect((await t.db.selectFrom('users').select('terms_required_since').where('id', '=', stranger).executeTakeFirstOrThrow()).terms_required_since).toBeNull();
    const without = await tokenOf(await insertUser(t.db, { group: Group.administrator }));
    expect((await call(without, 'POST', 'users/enforcement-user', { userId: stranger, enforce: true })).statusCode).toBe(403);
  });
});
