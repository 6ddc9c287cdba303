import { createSession } from '../../http/session';
import { bearer, onEachDatabase } from '../../test/signIn';
import { insertUser, startTestApp, type TestApp } from '../../test/testApp';
import { isCompanyId, validIsraeliId } from './composerRules';

describe('Israeli identity and company numbers', () => {
  test('the check digit', () => {
    expect(validIsraeliId('000000018')).toBe(true);
    expect(validIsraeliId('123456782')).toBe(true);
    expect(validIsraeliId('123456789')).toBe(false);
    expect(validIsraeliId('12345678')).toBe(false);
    expect(validIsraeliId('12345678a')).toBe(false);
  });
  test('a company is a valid number the Registrar gave, from 5', () => {
    expect(isCompanyId('515555555')).toBe(true);
    expect(isCompanyId('580000008')).toBe(true);
    expect(isCompanyId('515555559')).toBe(false);
    expect(isCompanyId('123456782')).toBe(false);
  });
});

onEachDatabase('campaigns/approve-app-rules and check-Is-Id-Company', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
  });
  afterAll(() => t.close());
  const signIn = async (input: { adminId?: number } = {}) => {
    const userId = await insertUser(t.db, input);
    return { userId, token: (await createSession(t.db, { userId, lifetimeMs: 3_600_000, keepLoggedIn: false, now: Date.now() })).token };
  };
  const call = (token: string, url: string, payload?: object) => t.app.inject({ method: 'POST', url: `/api/campaigns/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

  test('approve-app-rules records the acceptance of the user who accepted; anything but approved true is 400', async () => {
    const a = await signIn();
    expect((await call(a.token, 'approve-app-rules', { approved: true })).json().data).toEqual({ status: 1 });
    const rows = await t.db.selectFrom('terms_approvals').select('user_id').where('user_id', '=', a.userId).execute();
    expect(rows).toHaveLength(1);
    expect((await call(a.token, 'approve-app-rules', { approved: false })).statusCode).toBe(400);
    expect((await call(a.token, 'approve-app-rules', {})).statusCode).toBe(400);
  });

  test("check-Is-Id-Company: the number given, or the account's own (a sub-user's primary user's)", async () => {
    const a = await signIn();
    expect((await call(a.token, 'check-Is-Id-Company', {})).json().data).toEqual({ hasId: false, isCompany: false });
    expect((await call(a.token, 'check-Is-Id-Company', { idNumber: '515555555' })).json().data).toEqual({ hasId: true, isCompany: true });
    expect((await call(a.token, 'check-Is-Id-Company', { idNumber: '123456782' })).json().data).toEqual({ hasId: true, isCompany: false });
    await t.db.updateTable('users').set({ national_id: '580000008' }).where('id', '=', a.userId).execute();
    expect((await call(a.token, 'check-Is-Id-Company')).json().data).toEqual({ hasId: true, isCompany: true });
    const sub = await signIn({ adminId: a.userId });
    expect((await call(sub.token, 'check-Is-Id-Company', {})).json().data).toEqual({ hasId: true, isCompany: true });
    expect((await call(a.token, 'check-Is-Id-Company', { idNumber: '12345' })).statusCode).toBe(400);
  });
});
