import { loginAttempts } from '../../../domain/signIn';
import { bearer, lastCodeTo, onEachDatabase, otherCode, postLogin, smsTo } from '../../test/signIn';
import { insertUserWithPassword, startTestApp, type TestAccount, type TestApp } from '../../test/testApp';
import type { RobotCheck } from '../../robotCheck';

const minutes = (n: number) => n * 60_000;

onEachDatabase('sign-in', (dbOptions) => {
  let t: TestApp;
  const robot = { answer: true, calls: [] as string[] };
  const fakeRobotCheck: RobotCheck = {
    verify: async ({ token }) => {
      robot.calls.push(token);
      return robot.answer;
    },
  };
  beforeAll(async () => {
    t = await startTestApp({}, { ...dbOptions, robotCheck: fakeRobotCheck });
    await t.db.insertInto('brands').values({ host: '*', logo_name: 'Messaging', app_logo_src: '', support_phone: '03-555-0100', support_email: 'support@example.com' }).execute();
    await t.db
      .insertInto('brands')
      .values({ host: 'robots.example', logo_name: 'Robots', app_logo_src: '', support_phone: '1', support_email: 'r@example.com', site_key: 'site-key' })
      .execute();
  });
  afterAll(() => t.close());

  const audit = (userId: number) =>
    t.db.selectFrom('login_audit').select('outcome').where('user_id', '=', userId).orderBy('id').execute().then((rows) => rows.map((r) => r.outcome));
  const profile = (token: string) => t.app.inject({ method: 'GET', url: '/api/main/user-profile', headers: bearer(token) });

  describe('with the right password', () => {
    let account: TestAccount;
    beforeAll(async () => {
      account = await insertUserWithPassword(t.db);
    });

    test("answers '1' with a token that works, the same token in an httpOnly cookie, and the session user", async () => {
      const res = await postLogin(t.app, { username: account.username, password: account.password });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({ status: '1', tokenLifetimeMs: t.config.sessionLifetimeMs, issuedAt: expect.any(Number) });
      expect(data.currentUser).toMatchObject({ userId: account.id, userName: account.username, isAdmin: false });
      const cookie = res.cookies.find((c) => c.name === 'auth');
      expect(cookie).toMatchObject({ value: data.token, httpOnly: true, sameSite: 'Lax', path: '/' });
      expect((await profile(data.token)).json().data.userId).toBe(account.id);
      const byCookie = await t.app.inject({ method: 'GET', url: '/api/main/user-profile', cookies: { auth: data.token } });
      expect(byCookie.statusCode).toBe(200);
      expect(await audit(account.id)).toContain('success');
    });

    test('the username is found whatever its case', async () => {
      const res = await postLogin(t.app, { username: account.username.toUpperCase(), password: account.password });
      expect(res.json().data.status).toBe('1');
    });

    test('keep me logged in: the session lasts 24 hours, and not a moment more', async () => {
      const res = await postLogin(t.app, { username: account.username, password: account.password, keepLoggedIn: true });
      const { token, tokenLifetimeMs } = res.json().data;
      expect(tokenLifetimeMs).toBe(24 * 60 * 60_000);
      t.clock.advance(minutes(24 * 60 - 1));
      expect((await profile(token)).statusCode).toBe(200);
      t.clock.advance(minutes(2));
      expect((await profile(token)).statusCode).toBe(401);
    });

    test('without keep me logged in, the session lasts the configured lifetime', async () => {
      const { token } = (await postLogin(t.app, { username: account.username, password: account.password })).json().data;
      t.clock.advance(t.config.sessionLifetimeMs + 1000);
      expect((await profile(token)).statusCode).toBe(401);
    });
  });

  test("a password whose validity ended signs in with '2' and passwordExpired, so the browser asks for a new one", async () => {
    const account = await insertUserWithPassword(t.db);
    await t.db.updateTable('users').set({ password_valid_until: t.clock.now() - 1 }).where('id', '=', account.id).execute();
    const data = (await postLogin(t.app, { username: account.username, password: account.password })).json().data;
    expect(data).toMatchObject({ status: '2', passwordExpired: true, token: expect.any(String) });
  });

  describe('wrong passwords', () => {
    test(`count the ${loginAttempts} attempts down, warn before the last, then block the user for good`, async () => {
      const account = await insertUserWithPassword(t.db);
      const wrong = () => postLogin(t.app, { username: account.username, password: 'Wrong-pass1!' }).then((r) => r.json().data);
      expect(await wrong()).toEqual({ status: '-1', attemptsLeft: 4 });
      expect(await wrong()).toEqual({ status: '-1', attemptsLeft: 3 });
      expect(await wrong()).toEqual({ status: '-1', attemptsLeft: 2 });
      expect(await wrong()).toEqual({ status: '-2', attemptsLeft: 1 });
      expect(await wrong()).toEqual({ status: '-3', attemptsLeft: 0 });
      const user = await t.db.selectFrom('users').select(['blocked', 'blocked_reason']).where('id', '=', account.id).executeTakeFirstOrThrow();
      expect(user).toEqual({ blocked: 1, blocked_reason: 'failedLogins' });
      const right = await postLogin(t.app, { username: account.username, password: account.password });
      expect(right.json().data).toEqual({ status: '-3' });
      expect(right.cookies).toEqual([]);
      expect(await audit(account.id)).toEqual(['wrongPassword', 'wrongPassword', 'wrongPassword', 'wrongPassword', 'blockedNow', 'blocked']);
    });

    test('a right password starts the count again', async () => {
      const account = await insertUserWithPassword(t.db);
      await postLogin(t.app, { username: account.username, password: 'Wrong-pass1!' });
      await postLogin(t.app, { username: account.username, password: 'Wrong-pass1!' });
      await postLogin(t.app, { username: account.username, password: account.password });
      const res = await postLogin(t.app, { username: account.username, password: 'Wrong-pass1!' });
      expect(res.json().data).toEqual({ status: '-1', attemptsLeft: 4 });
    });

    test("an unknown username answers like a wrong password, and is audited", async () => {
      const res = await postLogin(t.app, { username: 'nobody-here', password: 'Whatever1!' });
      expect(res.json().data).toEqual({ status: '-1', attemptsLeft: 4 });
      const row = await t.db.selectFrom('login_audit').select(['user_id', 'outcome']).where('username', '=', 'nobody-here').executeTakeFirstOrThrow();
      expect(row).toEqual({ user_id: null, outcome: 'unknownUser' });
    });
  });

  test("an inactive (frozen) account is refused with '-9', even with the right password", async () => {
    const account = await insertUserWithPassword(t.db);
    await t.db.updateTable('users').set({ active: 0 }).where('id', '=', account.id).execute();
    const res = await postLogin(t.app, { username: account.username, password: account.password });
    expect(res.json().data).toEqual({ status: '-9' });
  });

  describe("the robot check of a brand with a site key", () => {
    const onRobotsHost = { host: 'robots.example' };

    test("without the check's answer, or with a failing one, sign-in is refused with '-4'", async () => {
      const account = await insertUserWithPassword(t.db);
      robot.answer = true;
      expect((await postLogin(t.app, { username: account.username, password: account.password }, onRobotsHost)).json().data).toEqual({ status: '-4' });
      robot.answer = false;
      const failed = await postLogin(t.app, { username: account.username, password: account.password, recaptchaToken: 'robot' }, onRobotsHost);
      expect(failed.json().data).toEqual({ status: '-4' });
      // The password was never tried: no attempt is counted against the user.
      const user = await t.db.selectFrom('users').select('failed_logins').where('id', '=', account.id).executeTakeFirstOrThrow();
      expect(user.failed_logins).toBe(0);
    });

    test('with a passing check the user signs in', async () => {
      const account = await insertUserWithPassword(t.db);
      robot.answer = true;
      robot.calls = [];
      const res = await postLogin(t.app, { username: account.username, password: account.password, recaptchaToken: 'human' }, onRobotsHost);
      expect(res.json().data.status).toBe('1');
      expect(robot.calls).toEqual(['human']);
    });

    test('a host without a site key asks for no check', async () => {
      const account = await insertUserWithPassword(t.db);
      robot.calls = [];
      const res = await postLogin(t.app, { username: account.username, password: account.password });
      expect(res.json().data.status).toBe('1');
      expect(robot.calls).toEqual([]);
    });
  });

  describe('two-step verification', () => {
    const phoneA = '0521112233';
    const phoneB = '0534445566';
    async function twoStepUser(phones: string[]): Promise<TestAccount> {
      const account = await insertUserWithPassword(t.db);
      await t.db.updateTable('users').set({ otp_enabled: 1 }).where('id', '=', account.id).execute();
      for (const phone of phones) await t.db.insertInto('otp_phones').values({ user_id: account.id, phone, created_at: t.clock.now() }).execute();
      return account;
    }
    // Each test moves the clock past the previous test's codes to the same phones.
    beforeEach(() => t.clock.advance(minutes(120)));

    test("'3' sends a 6-digit code through the outbox; a wrong code is '-5', the right one signs in", async () => {
      const account = await twoStepUser([phoneA]);
      const credentials = { username: account.username, password: account.password };
      const first = await postLogin(t.app, credentials);
      expect(first.json().data).toEqual({ status: '3', otp: true, authType: 'otp', otpOptions: ['05X-XXX-X233'], phone: '05X-XXX-X233', resendAfterSeconds: 300 });
      expect(first.cookies).toEqual([]);
      const code = await lastCodeTo(t.db, phoneA);
      expect(code).toMatch(/^\d{6}$/);
      const wrong = await postLogin(t.app, { ...credentials, otpCode: otherCode(code) });
      expect(wrong.json().data).toMatchObject({ status: '-5', otpOptions: ['05X-XXX-X233'] });
      const right = await postLogin(t.app, { ...credentials, otpCode: code });
      expect(right.json().data).toMatchObject({ status: '1', authType: 'otp', otp: true, token: expect.any(String) });
      expect((await profile(right.json().data.token)).json().data.otp).toBe(true);
      // A code works once.
      expect((await postLogin(t.app, { ...credentials, otpCode: code })).json().data.status).toBe('-5');
      expect(await audit(account.id)).toEqual(['codeSent', 'wrongCode', 'success', 'wrongCode']);
    });

    test("the code step still needs the right password, and counts a wrong one", async () => {
      const account = await twoStepUser([phoneA]);
      await postLogin(t.app, { username: account.username, password: account.password });
      const code = await lastCodeTo(t.db, phoneA);
      const res = await postLogin(t.app, { username: account.username, password: 'Wrong-pass1!', otpCode: code });
      expect(res.json().data).toEqual({ status: '-1', attemptsLeft: 4 });
    });

    test("a resend within 5 minutes is '-6'; after 5 minutes a new code goes; a 4th in an hour is '-7'", async () => {
      const account = await twoStepUser([phoneA]);
      const credentials = { username: account.username, password: account.password };
      const sentBefore = (await smsTo(t.db, phoneA)).length;
      expect((await postLogin(t.app, credentials)).json().data.status).toBe('3');
      t.clock.advance(minutes(4));
      expect((await postLogin(t.app, credentials)).json().data).toMatchObject({ status: '-6', resendAfterSeconds: 60 });
      t.clock.advance(minutes(1));
      expect((await postLogin(t.app, credentials)).json().data.status).toBe('3');
      t.clock.advance(minutes(5));
      expect((await postLogin(t.app, credentials)).json().data.status).toBe('3');
      t.clock.advance(minutes(5));
      expect((await postLogin(t.app, credentials)).json().data).toMatchObject({ status: '-7', resendAfterSeconds: 45 * 60 });
      expect(await smsTo(t.db, phoneA)).toHaveLength(sentBefore + 3);
      // The latest code still signs in.
      const code = await lastCodeTo(t.db, phoneA);
      expect((await postLogin(t.app, { ...credentials, otpCode: code })).json().data.status).toBe('1');
    });

    test('with two phones the user may pick the other one, shown masked', async () => {
      const account = await twoStepUser([phoneA, phoneB]);
      const credentials = { username: account.username, password: account.password };
      const first = (await postLogin(t.app, credentials)).json().data;
      expect(first.otpOptions).toEqual(['05X-XXX-X233', '05X-XXX-X566']);
      const picked = (await postLogin(t.app, { ...credentials, otpPhone: first.otpOptions[1] })).json().data;
      expect(picked).toMatchObject({ status: '3', phone: '05X-XXX-X566' });
      const code = await lastCodeTo(t.db, phoneB);
      const res = await postLogin(t.app, { ...credentials, otpPhone: first.otpOptions[1], otpCode: code });
      expect(res.json().data.status).toBe('1');
    });

    test('the code step of a brand with a robot check needs no second check', async () => {
      const account = await twoStepUser([phoneA]);
      const credentials = { username: account.username, password: account.password };
      robot.answer = true;
      const onRobotsHost = { host: 'robots.example' };
      expect((await postLogin(t.app, { ...credentials, recaptchaToken: 'human' }, onRobotsHost)).json().data.status).toBe('3');
      robot.answer = false;
      const code = await lastCodeTo(t.db, phoneA);
      expect((await postLogin(t.app, { ...credentials, otpCode: code }, onRobotsHost)).json().data.status).toBe('1');
    });
  });

  describe('logout', () => {
    test('ends the session (its token then gets 401) and clears the cookie', async () => {
      const account = await insertUserWithPassword(t.db);
      const { token } = (await postLogin(t.app, { username: account.username, password: account.password })).json().data;
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
      expect(res.json()).toEqual({ data: { loggedOut: true } });
      const cleared = res.cookies.find((c) => c.name === 'auth');
      expect(cleared?.value).toBe('');
      expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
      expect((await profile(token)).statusCode).toBe(401);
    });

    test('works without a valid session', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer('not-a-token') });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.loggedOut).toBe(true);
    });

    test('a session past half its life is ended, not rotated into a new one', async () => {
      const account = await insertUserWithPassword(t.db);
      const { token } = (await postLogin(t.app, { username: account.username, password: account.password })).json().data;
      t.clock.advance(t.config.sessionLifetimeMs * 0.75);
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
      expect(res.json().new_token).toBeUndefined();
      const open = await t.db.selectFrom('sessions').select('id').where('user_id', '=', account.id).where('revoked_at', 'is', null).execute();
      expect(open).toEqual([]);
    });
  });

  describe('external login (from a sub-user site)', () => {
    const externalLogin = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/external-login', payload: { token, theme: 'dark' } });

    test('a valid token signs in with the cookie set, and works only once', async () => {
      const account = await insertUserWithPassword(t.db);
      const { token } = (await postLogin(t.app, { username: account.username, password: account.password })).json().data;
      const res = await externalLogin(token);
      const data = res.json().data;
      expect(data).toMatchObject({ status: '1', currentUser: { userId: account.id } });
      expect(data.token).not.toBe(token);
      expect(res.cookies.find((c) => c.name === 'auth')?.value).toBe(data.token);
      expect((await profile(data.token)).statusCode).toBe(200);
      expect((await externalLogin(token)).json().data).toEqual({ status: '-1' });
    });

    test("an unknown token is '-1'; a blocked user's is '-2'", async () => {
      expect((await externalLogin('nonsense')).json().data).toEqual({ status: '-1' });
      const account = await insertUserWithPassword(t.db);
      const { token } = (await postLogin(t.app, { username: account.username, password: account.password })).json().data;
      await t.db.updateTable('users').set({ blocked: 1 }).where('id', '=', account.id).execute();
      expect((await externalLogin(token)).json().data).toEqual({ status: '-2' });
    });
  });
});
