import { createSession } from '../../http/session';
import { bearer, lastCodeTo, onEachDatabase, otherCode, postLogin } from '../../test/signIn';
import { insertUserWithPassword, startTestApp, type TestApp } from '../../test/testApp';

const minutes = (n: number) => n * 60_000;

onEachDatabase('two-step verification phones', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.advance(minutes(120)));

  let counter = 0;
  async function signedIn() {
    const account = await insertUserWithPassword(t.db);
    const { token } = await createSession(t.db, { userId: account.id, lifetimeMs: 24 * 3_600_000, keepLoggedIn: true, now: t.clock.now() });
    counter += 10;
    const phone = (n: number) => `05500${String(counter + n).padStart(5, '0')}`;
    const call = (op: string, payload?: object) =>
      t.app.inject({ method: 'POST', url: `/api/main/${op}`, headers: bearer(token), ...(payload ? { payload } : {}) }).then((r) => r.json().data);
    async function confirm(p: string) {
      expect((await call('otp-on', { phone: p })).status).toBe(1);
      return call('verify-otp', { phone: p, code: await lastCodeTo(t.db, p) });
    }
    return { ...account, token, phone, call, confirm };
  }

  test('otp-on sends a code; verify-otp turns two-step on (1), a second phone is added (2); sign-in then asks for a code', async () => {
    const user = await signedIn();
    const first = await user.call('otp-on', { phone: user.phone(1) });
    expect(first).toEqual({ status: 1, otp: false, phones: [], resendAfterSeconds: 300 });
    const code = await lastCodeTo(t.db, user.phone(1));
    expect(await user.call('verify-otp', { phone: user.phone(1), code: otherCode(code) })).toMatchObject({ status: -1, otp: false });
    expect(await user.call('verify-otp', { phone: user.phone(1), code })).toEqual({ status: 1, otp: true, phones: [user.phone(1)] });
    expect(await user.confirm(user.phone(2))).toEqual({ status: 2, otp: true, phones: [user.phone(1), user.phone(2)] });
    const login = await postLogin(t.app, { username: user.username, password: user.password });
    expect(login.json().data.status).toBe('3');
  });

  test('at most 2 phones (-2); a phone on file (-3); not a mobile (-1); a resend within 5 minutes (-4)', async () => {
    const user = await signedIn();
    expect((await user.call('otp-on', { phone: '03-555-0100' })).status).toBe(-1);
    await user.confirm(user.phone(1));
    expect((await user.call('otp-on', { phone: user.phone(1) })).status).toBe(-3);
    expect((await user.call('otp-on', { phone: user.phone(2) })).status).toBe(1);
    expect((await user.call('otp-on', { phone: user.phone(2) })).status).toBe(-4);
    await user.call('verify-otp', { phone: user.phone(2), code: await lastCodeTo(t.db, user.phone(2)) });
    expect(await user.call('otp-on', { phone: user.phone(3) })).toMatchObject({ status: -2, phones: [user.phone(1), user.phone(2)] });
  });

  test('a phone is written in any of its forms and kept as 05XXXXXXXX', async () => {
    const user = await signedIn();
    const local = user.phone(1);
    expect((await user.call('otp-on', { phone: `972${local.slice(1)}` })).status).toBe(1);
    const code = await lastCodeTo(t.db, local);
    expect(await user.call('verify-otp', { phone: local.slice(1), code })).toMatchObject({ status: 1, phones: [local] });
  });

  test('an expired code is -2; too many wrong codes -3', async () => {
    const user = await signedIn();
    await user.call('otp-on', { phone: user.phone(1) });
    const code = await lastCodeTo(t.db, user.phone(1));
    t.clock.advance(minutes(11));
    expect((await user.call('verify-otp', { phone: user.phone(1), code })).status).toBe(-2);
    await user.call('otp-on', { phone: user.phone(1) });
    const fresh = await lastCodeTo(t.db, user.phone(1));
    for (let i = 0; i < 4; i += 1) await user.call('verify-otp', { phone: user.phone(1), code: otherCode(fresh) });
    expect((await user.call('verify-otp', { phone: user.phone(1), code: otherCode(fresh) })).status).toBe(-3);
  });

  test('delete-otp-phone removes one, but not the only one while two-step is on (-2)', async () => {
    const user = await signedIn();
    await user.confirm(user.phone(1));
    expect(await user.call('delete-otp-phone', { phone: user.phone(1) })).toMatchObject({ status: -2, phones: [user.phone(1)] });
    await user.confirm(user.phone(2));
    expect(await user.call('delete-otp-phone', { phone: user.phone(1) })).toEqual({ status: 1, otp: true, phones: [user.phone(2)] });
    expect((await user.call('delete-otp-phone', { phone: user.phone(1) })).status).toBe(-1);
  });

  test("otp-off turns it off and forgets the phones; another user's is refused (-2)", async () => {
    const user = await signedIn();
    await user.confirm(user.phone(1));
    expect((await user.call('otp-off', { userId: user.id + 1000 })).status).toBe(-2);
    // The binding validates an optional body when none is sent, so the browser sends {}.
    expect(await user.call('otp-off', {})).toEqual({ status: 1, otp: false, phones: [] });
    const login = await postLogin(t.app, { username: user.username, password: user.password });
    expect(login.json().data.status).toBe('1');
  });
});
