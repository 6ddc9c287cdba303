import { createSession } from '../../http/session';
import { rateRules } from '../../http/rateLimit';
import { bearer, onEachDatabase, smsTo } from '../../test/signIn';
import { insertUser, insertUserWithPassword, startTestApp, type TestApp } from '../../test/testApp';

/** main/otp-on (issue 13): codes to any number of different phones are capped per account and hour. */
onEachDatabase('two-step codes per account', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
  });
  afterAll(() => t.close());

  const callerOf = async (userId: number) => {
    const { token } = await createSession(t.db, { userId, lifetimeMs: 24 * 3_600_000, keepLoggedIn: true, now: t.clock.now() });
    return (phone: string) => t.app.inject({ method: 'POST', url: '/api/main/otp-on', headers: bearer(token), payload: { phone } }).then((r) => r.json().data.status as number);
  };

  test(`${rateRules.otpCodesPerAccount.limit} codes an hour per account, to different phones and from its sub-users together; then -5 and no message`, async () => {
    const primary = await insertUserWithPassword(t.db);
    const sub = await insertUser(t.db, { adminId: primary.id });
    const askAsPrimary = await callerOf(primary.id);
    const askAsSub = await callerOf(sub);
    const phone = (n: number) => `0551${String(primary.id).padStart(3, '0')}${String(n).padStart(3, '0')}`;
    const limit = rateRules.otpCodesPerAccount.limit;
    for (let n = 0; n < limit; n += 1) expect(await (n % 2 ? askAsSub : askAsPrimary)(phone(n))).toBe(1);
    expect(await askAsPrimary(phone(limit))).toBe(-5);
    expect(await askAsSub(phone(limit + 1))).toBe(-5);
    expect(await smsTo(t.db, phone(limit))).toEqual([]);
    expect(await smsTo(t.db, phone(limit + 1))).toEqual([]);
    // Another account is not held back by this one.
    const other = await callerOf(await insertUser(t.db));
    expect(await other(phone(limit + 2))).toBe(1);
    t.clock.advance(rateRules.otpCodesPerAccount.windowMs);
    expect(await askAsPrimary(phone(limit))).toBe(1);
  });
});
