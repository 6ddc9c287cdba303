import { hash } from '@node-rs/argon2';
import type { RobotCheck } from '../../robotCheck';
import { bearer, lastCodeTo, onEachDatabase, otherCode, postLogin, smsTo } from '../../test/signIn';
import { insertUserWithPassword, startTestApp, type TestApp } from '../../test/testApp';
import { SetNewPassword } from '../../../contract/statusCodes';

const minutes = (n: number) => n * 60_000;
const days = (n: number) => n * 24 * 60 * 60_000;
const newPassword = 'Brand-new9!pw';

onEachDatabase('passwords', (dbOptions) => {
  let t: TestApp;
  let robotSaysHuman = true;
  const robotCheck: RobotCheck = { verify: async () => robotSaysHuman };
  beforeAll(async () => {
    t = await startTestApp({}, { ...dbOptions, robotCheck });
    await t.db
      .insertInto('brands')
      .values({ host: 'robots.example', logo_name: 'Robots', app_logo_src: '', support_phone: '1', support_email: 'r@example.com', site_key: 'site-key' })
      .execute();
  });
  afterAll(() => t.close());
  // Codes of one test never meet the next one's limits.
  beforeEach(() => t.clock.advance(minutes(120)));

  const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload, headers });
  let phoneCounter = 0;
  const nextPhone = () => `05400000${String((phoneCounter += 1)).padStart(2, '0')}`;
  async function forgetfulUser(password = 'Old-pass1!x') {
    const phone = nextPhone();
    const account = await insertUserWithPassword(t.db, { password, phones: [phone] });
    const { customer_number } = await t.db.selectFrom('users').select('customer_number').where('id', '=', account.id).executeTakeFirstOrThrow();
    return { ...account, phone, identifier: customer_number };
  }

  test('forgot password end to end: code to the phone on file, the code checked, a new password, signed in', async () => {
    const user = await forgetfulUser();
    const sent = await post('request-code', { identifier: user.identifier });
    expect(sent.json().data).toEqual({ status: 1, maskedPhone: '05X-XXX-X' + user.phone.slice(-3), resendAfterSeconds: 300, codeRequestsLeft: 2 });
    const code = await lastCodeTo(t.db, user.phone);

    expect((await post('verify-code', { identifier: user.identifier, code: otherCode(code) })).json().data).toEqual({ status: -1 });
    expect((await post('verify-code', { identifier: user.identifier, code })).json().data).toEqual({ status: 1 });

    const res = await post('set-new-password', { identifier: user.identifier, code, password: newPassword, confirmPassword: newPassword });
    const data = res.json().data;
    expect(data).toMatchObject({ status: SetNewPassword.changed, token: expect.any(String), currentUser: { userId: user.id } });
    expect(res.cookies.find((c) => c.name === 'auth')?.value).toBe(data.token);

    expect((await postLogin(t.app, { username: user.username, password: user.password })).json().data.status).toBe('-1');
    expect((await postLogin(t.app, { username: user.username, password: newPassword })).json().data.status).toBe('1');
    // The code did its work once.
    const again = await post('set-new-password', { identifier: user.identifier, code, password: 'Another-9!pw', confirmPassword: 'Another-9!pw' });
    expect(again.json().data).toEqual({ status: SetNewPassword.invalidCode });
  });

  test('the identity number finds the account too', async () => {
    const phone = nextPhone();
    await insertUserWithPassword(t.db, { phones: [phone], nationalId: '123456782' });
    expect((await post('request-code', { identifier: '123456782' })).json().data.status).toBe(1);
    expect(await smsTo(t.db, phone)).toHaveLength(1);
  });

  test("request-code: unknown '-1', blocked '-6', again within 5 minutes '-2', a 4th in the hour '-3', robot check '-5'", async () => {
    expect((await post('request-code', { identifier: '999999999' })).json().data).toEqual({ status: -1 });
    const blocked = await forgetfulUser();
    await t.db.updateTable('users').set({ blocked: 1 }).where('id', '=', blocked.id).execute();
    expect((await post('request-code', { identifier: blocked.identifier })).json().data).toEqual({ status: -6 });

    const user = await forgetfulUser();
    expect((await post('request-code', { identifier: user.identifier })).json().data.status).toBe(1);
    expect((await post('request-code', { identifier: user.identifier })).json().data).toMatchObject({ status: -2, resendAfterSeconds: 300, codeRequestsLeft: 2 });
    t.clock.advance(minutes(5));
    expect((await post('request-code', { identifier: user.identifier })).json().data).toMatchObject({ status: 1, codeRequestsLeft: 1 });
    t.clock.advance(minutes(5));
    expect((await post('request-code', { identifier: user.identifier })).json().data).toMatchObject({ status: 1, codeRequestsLeft: 0 });
    t.clock.advance(minutes(5));
    expect((await post('request-code', { identifier: user.identifier })).json().data).toMatchObject({ status: -3, codeRequestsLeft: 0 });

    robotSaysHuman = false;
    const onRobots = { host: 'robots.example' };
    expect((await post('request-code', { identifier: user.identifier, recaptchaToken: 'x' }, onRobots)).json().data).toEqual({ status: -5 });
    robotSaysHuman = true;
  });

  test("verify-code: an expired code is '-2'; five wrong tries spend it ('-3')", async () => {
    const user = await forgetfulUser();
    await post('request-code', { identifier: user.identifier });
    const code = await lastCodeTo(t.db, user.phone);
    t.clock.advance(minutes(11));
    expect((await post('verify-code', { identifier: user.identifier, code })).json().data).toEqual({ status: -2 });

    t.clock.advance(minutes(60));
    await post('request-code', { identifier: user.identifier });
    const fresh = await lastCodeTo(t.db, user.phone);
    const tries = [];
    for (let i = 0; i < 5; i += 1) tries.push((await post('verify-code', { identifier: user.identifier, code: otherCode(fresh) })).json().data.status);
    expect(tries).toEqual([-1, -1, -1, -1, -3]);
    expect((await post('verify-code', { identifier: user.identifier, code: fresh })).json().data).toEqual({ status: -3 });
  });

  describe('set-new-password refuses with the codes of section 8', () => {
    test('1: not strong enough (and a confirmation that differs)', async () => {
      const user = await forgetfulUser();
      await post('request-code', { identifier: user.identifier });
      const code = await lastCodeTo(t.db, user.phone);
      const weak = await post('set-new-password', { identifier: user.identifier, code, password: 'weakpass', confirmPassword: 'weakpass' });
      expect(weak.json().data).toEqual({ status: 1 });
      const mismatch = await post('set-new-password', { identifier: user.identifier, code, password: newPassword, confirmPassword: `${newPassword}x` });
      expect(mismatch.json().data).toEqual({ status: 1, message: 'errors.password.mismatch' });
      // A refused password leaves the code usable.
      expect((await post('set-new-password', { identifier: user.identifier, code, password: newPassword, confirmPassword: newPassword })).json().data.status).toBe(0);
    });

    test('2: used in the last year (the current one, or one in the history); older ones are fine', async () => {
      const user = await forgetfulUser();
      await t.db.insertInto('password_history').values({ user_id: user.id, password_hash: await hash('Last-year9!a'), created_at: t.clock.now() - days(300) }).execute();
      await t.db.insertInto('password_history').values({ user_id: user.id, password_hash: await hash('Long-ago9!a'), created_at: t.clock.now() - days(400) }).execute();
      await post('request-code', { identifier: user.identifier });
      const code = await lastCodeTo(t.db, user.phone);
      const set = (password: string) => post('set-new-password', { identifier: user.identifier, code, password, confirmPassword: password }).then((r) => r.json().data.status);
      expect(await set(user.password)).toBe(SetNewPassword.usedInLastYear);
      expect(await set('Last-year9!a')).toBe(SetNewPassword.usedInLastYear);
      expect(await set('Long-ago9!a')).toBe(SetNewPassword.changed);
    });

    test('3: a bad code; 6: the robot check failed', async () => {
      const user = await forgetfulUser();
      await post('request-code', { identifier: user.identifier });
      const code = await lastCodeTo(t.db, user.phone);
      const bad = await post('set-new-password', { identifier: user.identifier, code: otherCode(code), password: newPassword, confirmPassword: newPassword });
      expect(bad.json().data).toEqual({ status: SetNewPassword.invalidCode });
      robotSaysHuman = false;
      const robotic = await post('set-new-password', { identifier: user.identifier, code, password: newPassword, confirmPassword: newPassword }, { host: 'robots.example' });
      expect(robotic.json().data).toEqual({ status: SetNewPassword.robotCheck });
      robotSaysHuman = true;
    });
  });

  describe("update-user-password (the signed-in user's own)", () => {
    async function signedIn() {
      const account = await insertUserWithPassword(t.db, { password: 'Current-9!pw' });
      const { token } = (await postLogin(t.app, { username: account.username, password: account.password })).json().data;
      return { ...account, token };
    }
    const update = (token: string, body: object) => t.app.inject({ method: 'POST', url: '/api/auth/update-user-password', headers: bearer(token), payload: body });

    test('needs the current password (3), a strong new one (1) not used in the last year (2)', async () => {
      const user = await signedIn();
      const wrongCurrent = await update(user.token, { currentPassword: 'Not-it-9!pw', password: newPassword, confirmPassword: newPassword });
      expect(wrongCurrent.json().data).toEqual({ status: SetNewPassword.invalidCode });
      const weak = await update(user.token, { currentPassword: user.password, password: 'short1!A', confirmPassword: 'short1!A' });
      expect(weak.json().data).toEqual({ status: SetNewPassword.notStrong });
      const reused = await update(user.token, { currentPassword: user.password, password: user.password, confirmPassword: user.password });
      expect(reused.json().data).toEqual({ status: SetNewPassword.usedInLastYear });
    });

    test('0: changed; every old session ends and the answer carries the new one', async () => {
      const user = await signedIn();
      const other = (await postLogin(t.app, { username: user.username, password: user.password })).json().data.token as string;
      const res = await update(user.token, { currentPassword: user.password, password: newPassword, confirmPassword: newPassword });
      const body = res.json();
      expect(body.data).toMatchObject({ status: SetNewPassword.changed, token: expect.any(String) });
      expect(body.new_token).toBe(body.data.token);
      const profile = (token: string) => t.app.inject({ method: 'GET', url: '/api/main/user-profile', headers: bearer(token) }).then((r) => r.statusCode);
      expect(await profile(user.token)).toBe(401);
      expect(await profile(other)).toBe(401);
      expect(await profile(body.data.token)).toBe(200);
      expect((await postLogin(t.app, { username: user.username, password: newPassword })).json().data.status).toBe('1');
    });

    test('without a session it is 401', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/update-user-password', payload: { currentPassword: 'a', password: 'b', confirmPassword: 'b' } });
      expect(res.statusCode).toBe(401);
    });
  });
});
