import { Group } from '../../../domain/access';
import { Permission } from '../../../domain/permissions';
import { createSession } from '../../http/session';
import { bearer, onEachDatabase } from '../../test/signIn';
import { insertUser, startTestApp, type TestApp } from '../../test/testApp';
import { loginTokenLifetimeMs, sessionCookie } from './simulator';

onEachDatabase('newsletter accounts and the sign-in link (main/newsletters/*)', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
  });
  afterAll(() => t.close());

  const tokenOf = async (userId: number) => (await createSession(t.db, { userId, lifetimeMs: 3_600_000, keepLoggedIn: false, now: t.clock.now() })).token;
  const post = async (callerId: number, op: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/main/newsletters/${op}`, headers: bearer(await tokenOf(callerId)), payload });
  const create = (callerId: number, userId: number, email: string, limit = 500) =>
    post(callerId, 'create-newsletters-account', { user_id: userId, email, firstname: 'Dana', limit_mail: limit });
  const newsletterUser = () => insertUser(t.db, { permissions: [Permission.newsletter] });
  const giveEmailCredits = (userId: number, amount: number) => t.db.insertInto('balances').values({ user_id: userId, service: 'emails', amount }).execute();
  const open = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  test('creating an account answers a sign-in link that opens the account page once; the session says it has one', async () => {
    const user = await newsletterUser();
    await giveEmailCredits(user, 300);
    const res = await create(user, user, `dana${user}@example.com`, 500);
    const data = res.json().data;
    expect(data).toMatchObject({ status: 1, token: expect.any(String), url: `/newsletter-simulator/login/${data.token}` });

    const first = await open(data.url);
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/newsletter-simulator/account');
    const cookie = first.cookies.find((c) => c.name === sessionCookie)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const account = await open('/newsletter-simulator/account', `${cookie.name}=${cookie.value}`);
    expect(account.statusCode).toBe(200);
    expect(account.body).toContain(`dana${user}@example.com`);
    // The quota asked for (500) is capped at the e-mail credits the user holds (300).
    expect(account.body).toContain('<strong>300</strong>');

    // Single use: the same link a second time opens nothing.
    const again = await open(data.url);
    expect(again.statusCode).toBe(410);
    expect(again.cookies).toEqual([]);

    const profile = await t.app.inject({ method: 'GET', url: '/api/main/user-profile', headers: bearer(await tokenOf(user)) });
    expect(profile.json().data).toMatchObject({ isHaveNewsLatterAccount: true, newsletterEmailCount: 300 });
  });

  test('get-login-token gives a fresh link each time; a link not opened within two minutes has expired', async () => {
    const user = await newsletterUser();
    expect((await post(user, 'get-login-token', { user_id: user })).json().data).toEqual({ status: -2 });
    await create(user, user, `late${user}@example.com`);
    const link = (await post(user, 'get-login-token', { user_id: user, limit_mail: 10 })).json().data;
    expect(link).toMatchObject({ status: 1, url: expect.stringMatching(/^\/newsletter-simulator\/login\//) });
    const timely = (await post(user, 'get-login-token', { user_id: user })).json().data;
    t.clock.advance(loginTokenLifetimeMs + 1000);
    expect((await open(link.url)).statusCode).toBe(410);
    expect((await open(timely.url)).statusCode).toBe(410);
    const fresh = (await post(user, 'get-login-token', { user_id: user })).json().data;
    // The expired links were cleared when the fresh one was made.
    const kept = await t.db.selectFrom('newsletter_simulator_tokens').select('token').where('token', 'in', [link.token, timely.token]).execute();
    expect(kept).toEqual([]);
    expect((await open(fresh.url)).statusCode).toBe(303);
  });

  test('one link opened twice at the same moment opens the account once', async () => {
    const user = await newsletterUser();
    const { url } = (await create(user, user, `race${user}@example.com`)).json().data;
    const answers = await Promise.all([open(url), open(url), open(url)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([303, 410, 410]);
  });

  test('a second account for the user is -3, an e-mail address the service already has is -2; nothing is written', async () => {
    const user = await newsletterUser();
    expect((await create(user, user, `twice${user}@example.com`)).json().data.status).toBe(1);
    expect((await create(user, user, `other${user}@example.com`)).json().data).toEqual({ status: -3 });
    const someone = await newsletterUser();
    expect((await create(someone, someone, `TWICE${user}@example.com`)).json().data).toEqual({ status: -2 });
    expect(await t.db.selectFrom('newsletter_accounts').select('user_id').where('user_id', '=', someone).executeTakeFirst()).toBeUndefined();
  });

  test('a primary user acts for its sub-user; a user outside their reach is 404, for both operations', async () => {
    const primary = await newsletterUser();
    const sub = await insertUser(t.db, { group: Group.subUser, adminId: primary, permissions: [Permission.newsletter] });
    expect((await create(primary, sub, `sub${sub}@example.com`)).json().data.status).toBe(1);
    const stranger = await newsletterUser();
    expect((await create(stranger, sub, `x${sub}@example.com`)).statusCode).toBe(404);
    expect((await post(stranger, 'get-login-token', { user_id: sub })).statusCode).toBe(404);
    expect((await post(sub, 'get-login-token', { user_id: primary })).statusCode).toBe(404);
  });

  test('without the newsletter permission (12) both operations are refused, as section 4 refuses the mode', async () => {
    const user = await insertUser(t.db);
    expect((await create(user, user, `no${user}@example.com`)).statusCode).toBe(403);
    expect((await post(user, 'get-login-token', { user_id: user })).statusCode).toBe(403);
    const profile = await t.app.inject({ method: 'GET', url: '/api/main/user-profile', headers: bearer(await tokenOf(user)) });
    expect(profile.json().data).toMatchObject({ isUserAllowedNewsletter: false, isHaveNewsLatterAccount: false });
  });

  test('the account page without the simulator session asks to open the service again', async () => {
    const res = await open('/newsletter-simulator/account', `${sessionCookie}=forged`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('not signed in');
  });
});

onEachDatabase('with NEWSLETTER_URL set (a real service, no adapter built)', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ newsletterUrl: 'https://newsletters.example.com' }, dbOptions);
  });
  afterAll(() => t.close());

  test('the simulator is not served and the operations answer their failure codes', async () => {
    const user = await insertUser(t.db, { permissions: [Permission.newsletter] });
    const token = (await createSession(t.db, { userId: user, lifetimeMs: 3_600_000, keepLoggedIn: false, now: t.clock.now() })).token;
    const res = await t.app.inject({ method: 'POST', url: '/api/main/newsletters/create-newsletters-account', headers: bearer(token), payload: { user_id: user, email: 'a@example.com', firstname: 'A', limit_mail: 1 } });
    expect(res.json().data).toEqual({ status: -1 });
    expect((await t.app.inject({ method: 'GET', url: '/newsletter-simulator/account' })).statusCode).toBe(404);
  });
});
