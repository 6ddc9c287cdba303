import { Group } from '../../../domain/access';
import { Permission } from '../../../domain/permissions';
import { createSession } from '../../http/session';
import { bearer, onEachDatabase, postLogin } from '../../test/signIn';
import { insertUser, insertUserWithPassword, startTestApp, type TestApp } from '../../test/testApp';

onEachDatabase('my profile (users/my-profile, save-my-profile, passwords, allowed IPs, enforcement, reports e-mail)', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
    await t.db.insertInto('brands').values({ host: '*', logo_name: 'Messaging', app_logo_src: '', support_phone: '03-555-0100', support_email: 'support@example.com' }).execute();
  });
  afterAll(() => t.close());

  const tokenOf = async (userId: number) => (await createSession(t.db, { userId, lifetimeMs: 3_600_000, keepLoggedIn: false, now: t.clock.now() })).token;
  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method, url: `/api/${url}`, headers: bearer(token), ...(payload ? { payload } : {}), remoteAddress });
  const form = { firstName: 'Dana', lastName: 'Levi', email: 'dana@example.com', phones: ['0521234567'] };

  test('save-my-profile writes the fields and my-profile reads them back', async () => {
    const userId = await insertUser(t.db);
    const token = await tokenOf(userId);
    const body = { ...form, email: `dana${userId}@example.com`, allowedEmails: ['a@example.com', 'b@example.com'], allowedIps: ['127.0.0.1', '10.0.0.7'] };
    const saved = await call(token, 'POST', 'users/save-my-profile', body);
    expect(saved.json().data.status).toBe(1);
    const read = (await call(token, 'GET', 'users/my-profile')).json().data;
    expect(read).toMatchObject({ userId, firstName: 'Dana', lastName: 'Levi', phones: ['0521234567'], allowedEmails: ['a@example.com', 'b@example.com'], allowedIps: ['127.0.0.1', '10.0.0.7'], mailSystemConnection: false, otpPhones: [] });
    expect(read.reportsEmail).toBe(body.email);
  });

  test("another user's e-mail (any case) is 511 and nothing is written", async () => {
    const other = await insertUser(t.db);
    await t.db.updateTable('users').set({ email: `taken${other}@example.com` }).where('id', '=', other).execute();
    const userId = await insertUser(t.db);
    const res = await call(await tokenOf(userId), 'POST', 'users/save-my-profile', { ...form, email: `TAKEN${other}@example.com` });
    expect(res.json().data.status).toBe(511);
    const row = await t.db.selectFrom('users').select(['first_name', 'email']).where('id', '=', userId).executeTakeFirstOrThrow();
    expect(row).toEqual({ first_name: '', email: '' });
  });

  test('field rules: phones of 8-10 digits (400), at most 3 SMS-to-mail addresses, no duplicates, a mail limit with the mail system; nothing written', async () => {
    const userId = await insertUser(t.db);
    const token = await tokenOf(userId);
    const email = `rules${userId}@example.com`;
    expect((await call(token, 'POST', 'users/save-my-profile', { ...form, email, phones: ['1234567'] })).statusCode).toBe(400);
    const refused = async (extra: object) => (await call(token, 'POST', 'users/save-my-profile', { ...form, email, ...extra })).json().data;
    expect((await call(token, 'POST', 'users/save-my-profile', { ...form, email, allowedEmails: ['a@x.com', 'b@x.com', 'c@x.com', 'd@x.com'] })).statusCode).toBe(400);
    expect(await refused({ allowedEmails: ['a@x.com', 'A@x.com'] })).toEqual({ status: -1, message: 'profile.errors.allowedEmails.duplicate' });
    expect(await refused({ allowedIps: ['127.0.0.1', 'fe80::1', 'FE80::1'] })).toEqual({ status: -1, message: 'profile.errors.allowedIps.duplicate' });
    expect((await call(token, 'POST', 'users/save-my-profile', { ...form, email, allowedIps: ['10.0.0.300'] })).statusCode).toBe(400);
    expect(await refused({ allowedIps: ['10.0.0.1'] })).toEqual({ status: -1, message: 'profile.errors.allowedIps.lockout' });
    expect((await call(token, 'POST', 'users/save-my-profile', { ...form, email, mailSystemConnection: true })).statusCode).toBe(400);
    expect(await refused({ mailSystemConnection: true, mailLimit: 100 })).toEqual({ status: -1, message: 'profile.errors.mailSystemNotConnected' });
    const row = await t.db.selectFrom('users').select(['email', 'allowed_emails', 'allowed_ips']).where('id', '=', userId).executeTakeFirstOrThrow();
    expect(row).toEqual({ email: '', allowed_emails: '[]', allowed_ips: '[]' });
  });

  test('allowed IPs: sign-in from another address is refused (-10); a session or API token used from there is 403 on every call', async () => {
    const account = await insertUserWithPassword(t.db);
    const sub = await insertUser(t.db, { group: Group.subUser, adminId: account.id });
    const token = await tokenOf(account.id);
    const subToken = await tokenOf(sub);
    const save = await call(token, 'POST', 'users/save-my-profile', { ...form, email: `ips${account.id}@example.com`, allowedIps: ['127.0.0.1', '203.0.113.5'] });
    expect(save.json().data.status).toBe(1);

    const loginForm = new URLSearchParams({ username: account.username, password: account.password }).toString();
    const from = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: loginForm });
    const refusedLogin = await from('198.51.100.9');
    expect(refusedLogin.json().data).toEqual({ status: '-10' });
    expect((await from('203.0.113.5')).json().data.status).toBe('1');

    const forged = await call(token, 'GET', 'users/my-profile', undefined, '198.51.100.9');
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe('errors.session.addressNotAllowed');
    expect((await call(token, 'GET', 'main/user-profile', undefined, '198.51.100.9')).statusCode).toBe(403);
    expect((await call(token, 'GET', 'users/my-profile', undefined, '203.0.113.5')).statusCode).toBe(200);
    // The account's list binds its sub-users too.
    expect((await call(subToken, 'GET', 'main/user-profile', undefined, '198.51.100.9')).statusCode).toBe(403);
    expect((await call(subToken, 'GET', 'main/user-profile', undefined, '127.0.0.1')).statusCode).toBe(200);
  });

  test('verify-user-password answers 1 for the right password and -1 otherwise', async () => {
    const account = await insertUserWithPassword(t.db);
    const token = await tokenOf(account.id);
    expect((await call(token, 'POST', 'users/verify-user-password', { password: account.password })).json().data).toEqual({ status: 1 });
    expect((await call(token, 'POST', 'users/verify-user-password', { password: 'nope' })).json().data).toEqual({ status: -1 });
  });

  test('update-user-password: codes -1, 1, 2 and 0; the new password signs in through the API and every old token ends', async () => {
    const account = await insertUserWithPassword(t.db);
    const token = await tokenOf(account.id);
    const apiToken = await tokenOf(account.id);
    const change = (body: object) => call(token, 'POST', 'users/update-user-password', body);
    expect((await change({ currentPassword: 'wrong', newPassword: 'New-pass22!', confirmPassword: 'New-pass22!' })).json().data).toEqual({ status: -1 });
    expect((await change({ currentPassword: account.password, newPassword: 'weak', confirmPassword: 'weak' })).json().data).toEqual({ status: 1 });
    expect((await change({ currentPassword: account.password, newPassword: 'New-pass22!', confirmPassword: 'Other-pass22!' })).json().data).toEqual({ status: 1, message: 'errors.password.mismatch' });
    expect((await change({ currentPassword: account.password, newPassword: account.password, confirmPassword: account.password })).json().data).toEqual({ status: 2 });
    const changed = await change({ kind: 'api', currentPassword: account.password, newPassword: 'New-pass22!', confirmPassword: 'New-pass22!' });
    expect(changed.json().data).toEqual({ status: 0 });
    expect(changed.json().new_token).toEqual(expect.any(String));
    // One secret: the API's token and the browser's old one end; the new password signs in.
    expect((await call(apiToken, 'GET', 'main/user-profile')).statusCode).toBe(401);
    expect((await call(token, 'GET', 'main/user-profile')).statusCode).toBe(401);
    expect((await call(changed.json().new_token, 'GET', 'main/user-profile')).statusCode).toBe(200);
    expect((await postLogin(t.app, { username: account.username, password: account.password })).json().data.status).toBe('-1');
    expect((await postLogin(t.app, { username: account.username, password: 'New-pass22!' })).json().data.status).toBe('1');
  });

  test("update-user-password for a sub-user: its primary user's password confirms; another account's user is 404", async () => {
    const primary = await insertUserWithPassword(t.db, { permissions: [Permission.usersSection] });
    const sub = await insertUserWithPassword(t.db, { group: Group.subUser, adminId: primary.id });
    const stranger = await insertUser(t.db);
    const token = await tokenOf(primary.id);
    const body = { currentPassword: primary.password, newPassword: 'Sub-pass22!', confirmPassword: 'Sub-pass22!' };
    expect((await call(token, 'POST', 'users/update-user-password', { ...body, userId: stranger })).statusCode).toBe(404);
    expect((await call(token, 'POST', 'users/update-user-password', { ...body, userId: sub.id })).json().data).toEqual({ status: 0 });
    expect((await postLogin(t.app, { username: sub.username, password: 'Sub-pass22!' })).json().data.status).toBe('1');
  });

  test('enforcement-user: the next sign-in answers approvalRulesRequired until the terms are accepted again; 404 outside, 403 for a customer', async () => {
    const admin = await insertUser(t.db, { group: Group.administrator, permissions: [52] });
    const account = await insertUserWithPassword(t.db);
    await t.db.updateTable('users').set({ administrator_id: admin }).where('id', '=', account.id).execute();
    const stranger = await insertUser(t.db);
    const adminToken = await tokenOf(admin);
    expect((await call(adminToken, 'POST', 'users/enforcement-user', { userId: stranger, enforce: true })).statusCode).toBe(404);
    expect((await call(await tokenOf(account.id), 'POST', 'users/enforcement-user', { userId: account.id, enforce: true })).statusCode).toBe(403);

    const before = (await postLogin(t.app, { username: account.username, password: account.password })).json().data;
    expect(before.approvalRulesRequired).toBeUndefined();
    expect((await call(adminToken, 'POST', 'users/enforcement-user', { userId: account.id, enforce: true })).json().data).toEqual({ status: 1 });
    const after = (await postLogin(t.app, { username: account.username, password: account.password })).json().data;
    expect(after).toMatchObject({ status: '1', approvalRulesRequired: true });
    t.clock.advance(1000);
    expect((await call(after.token, 'POST', 'campaigns/approve-app-rules', { approved: true })).json().data).toEqual({ status: 1 });
    expect((await postLogin(t.app, { username: account.username, password: account.password })).json().data.approvalRulesRequired).toBeUndefined();
  });

  test('update-email-address: -2 for an invalid address, 1 saves where reports go; another account is 404', async () => {
    const userId = await insertUser(t.db);
    const stranger = await insertUser(t.db);
    const token = await tokenOf(userId);
    expect((await call(token, 'POST', 'reports/update-email-address', { email: 'not-an-address' })).json().data).toEqual({ status: -2 });
    expect((await call(token, 'POST', 'reports/update-email-address', { email: 'billing@example.com' })).json().data).toEqual({ status: 1 });
    expect((await call(token, 'GET', 'users/my-profile')).json().data.reportsEmail).toBe('billing@example.com');
    expect((await call(token, 'POST', 'reports/update-email-address', { email: 'x@example.com', userId: stranger })).statusCode).toBe(404);
  });

  test('account settings: the defaults are kept and read back with the API username; a sender not approved for the account is -2 and nothing is written', async () => {
    const userId = await insertUser(t.db);
    const token = await tokenOf(userId);
    const now = Date.now();
    await t.db.insertInto('sender_identities').values({ account_id: userId, kind: 'name', value: 'Shop', status: 'approved', created_at: now }).execute();
    await t.db.insertInto('sender_identities').values({ account_id: userId, kind: 'name', value: 'Pending', status: 'pending', created_at: now }).execute();
    const fresh = (await call(token, 'GET', 'users/account-settings')).json().data;
    expect(fresh.apiUsername).toEqual(expect.any(String));
    const defaults = { senderKind: 'name', senderValue: 'Shop', unsubscribeOption: 2, notifications: false, language: 'en', theme: 'dark' };
    expect((await call(token, 'POST', 'users/save-account-settings', defaults)).json().data).toEqual({ status: 1 });
    expect((await call(token, 'POST', 'users/save-account-settings', { ...defaults, senderValue: 'Pending', theme: 'light' })).json().data).toEqual({ status: -2 });
    expect((await call(token, 'GET', 'users/account-settings')).json().data).toEqual({ ...defaults, apiUsername: fresh.apiUsername });
  });
});
