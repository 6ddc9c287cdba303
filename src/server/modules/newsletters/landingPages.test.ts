import { Group } from '../../../domain/access';
import { Permission } from '../../../domain/permissions';
import { normalizeListPhone } from '../../../domain/phones';
import { createSession } from '../../http/session';
import { insertList } from '../contacts/importTesting';
import { bearer, onEachDatabase } from '../../test/signIn';
import { insertUser, startTestApp, type TestApp } from '../../test/testApp';
import { sessionCookie } from './simulator';

onEachDatabase('landing pages: link-to-cl and sign-ups through the simulator', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
  });
  afterAll(() => t.close());

  const tokenOf = async (userId: number) => (await createSession(t.db, { userId, lifetimeMs: 3_600_000, keepLoggedIn: false, now: t.clock.now() })).token;
  const form = (fields: Record<string, string>) => ({ headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });

  /** A user with a newsletter account who made a landing page in the simulator, as a browser does. */
  async function landingPageOf(userId: number): Promise<string> {
    const token = await tokenOf(userId);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/main/newsletters/create-newsletters-account',
      headers: bearer(token),
      payload: { user_id: userId, email: `owner${userId}@example.com`, firstname: 'Owner', limit_mail: 0 },
    });
    const opened = await t.app.inject({ method: 'GET', url: created.json().data.url });
    const cookie = opened.cookies.find((c) => c.name === sessionCookie)!;
    const made = await t.app.inject({ method: 'POST', url: '/newsletter-simulator/landing-pages', ...form({ title: 'Spring sale' }), cookies: { [cookie.name]: cookie.value } });
    expect(made.statusCode).toBe(303);
    const hash = /^\/landing-page\/([0-9a-f]+)\/signUp$/.exec(made.headers.location as string)?.[1];
    expect(hash).toBeTruthy();
    return hash!;
  }

  const link = async (callerId: number, hash: string, contactListId: number) =>
    t.app.inject({ method: 'POST', url: '/api/main/link-to-cl', headers: bearer(await tokenOf(callerId)), payload: { hash, type: 'signUp', contactListId } });
  const signUp = (hash: string, fields: Record<string, string>) => t.app.inject({ method: 'POST', url: `/newsletter-simulator/landing/${hash}`, ...form(fields) });
  const phonesOf = async (listId: number) => (await t.db.selectFrom('contacts').select('phone').where('list_id', '=', listId).orderBy('id').execute()).map((r) => r.phone);
  const owner = () => insertUser(t.db, { permissions: [Permission.newsletter, Permission.createContactLists] });

  test("a linked page's sign-ups join the list (posted through the simulator's form), with name and e-mail", async () => {
    const user = await owner();
    const hash = await landingPageOf(user);
    const list = await insertList(t.db, user, 'From the landing page');
    expect((await link(user, hash, list)).json().data).toEqual({ status: 1 });

    const page = await t.app.inject({ method: 'GET', url: `/newsletter-simulator/landing/${hash}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Spring sale');
    const res = await signUp(hash, { name: 'Noa', phone: '050-123-4567', email: 'noa@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Thank you');
    const contact = await t.db.selectFrom('contacts').select(['phone', 'field1', 'email', 'source']).where('list_id', '=', list).executeTakeFirstOrThrow();
    expect(contact).toEqual({ phone: normalizeListPhone('0501234567'), field1: 'Noa', email: 'noa@example.com', source: 'landing page' });
    const counted = await t.db.selectFrom('contact_lists').select('contacts_count').where('id', '=', list).executeTakeFirstOrThrow();
    expect(Number(counted.contacts_count)).toBe(1);
  });

  test('a number in the blacklist (the account\'s or the platform\'s) does not join; the visitor is thanked the same', async () => {
    const user = await owner();
    const hash = await landingPageOf(user);
    const list = await insertList(t.db, user, 'Blacklist respected');
    await link(user, hash, list);
    await t.db.insertInto('blacklist').values({ account_id: user, phone: normalizeListPhone('0521111111')!, source: 'user', added_by: user, created_at: Date.now() }).execute();
    await t.db.insertInto('platform_blacklist').values({ phone: normalizeListPhone('0532222222')!, source: 'remove page', created_at: Date.now() }).execute();
    for (const phone of ['0521111111', '0532222222']) {
      const res = await signUp(hash, { phone });
      expect(res.body).toContain('Thank you');
    }
    await signUp(hash, { phone: '0543333333' });
    expect(await phonesOf(list)).toEqual([normalizeListPhone('0543333333')]);
  });

  test('a phone that is not valid draws the form again with the error under it and adds nothing', async () => {
    const user = await owner();
    const hash = await landingPageOf(user);
    const list = await insertList(t.db, user, 'Invalid phones');
    await link(user, hash, list);
    const res = await signUp(hash, { name: 'X', phone: '12' });
    expect(res.body).toContain('id="phone-error"');
    expect(res.body).toContain('aria-invalid="true"');
    expect(await phonesOf(list)).toEqual([]);
  });

  test("another account's contact list, or another account's landing page, is 404 and links nothing", async () => {
    const user = await owner();
    const hash = await landingPageOf(user);
    const stranger = await owner();
    const strangersList = await insertList(t.db, stranger, 'Not yours');
    expect((await link(user, hash, strangersList)).statusCode).toBe(404);
    expect((await link(stranger, hash, strangersList)).statusCode).toBe(404);
    expect((await link(user, 'no-such-page', await insertList(t.db, user, 'Mine'))).statusCode).toBe(404);
    expect(await t.db.selectFrom('landing_page_links').select('hash').where('hash', '=', hash).executeTakeFirst()).toBeUndefined();
    await signUp(hash, { phone: '0544444444' });
    expect(await phonesOf(strangersList)).toEqual([]);
  });

  test("a sub-user links its account's page to its account's list; linking again moves the page", async () => {
    const primary = await owner();
    const hash = await landingPageOf(primary);
    const sub = await insertUser(t.db, { group: Group.subUser, adminId: primary, permissions: [Permission.createContactLists] });
    const first = await insertList(t.db, primary, 'First');
    const second = await insertList(t.db, primary, 'Second');
    expect((await link(sub, hash, first)).json().data.status).toBe(1);
    expect((await link(primary, hash, second)).json().data.status).toBe(1);
    await signUp(hash, { phone: '0545555555' });
    expect(await phonesOf(first)).toEqual([]);
    expect(await phonesOf(second)).toEqual([normalizeListPhone('0545555555')]);
  });

  test('an unknown landing page is 404; creating a page needs the simulator session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/newsletter-simulator/landing/nothing-here' })).statusCode).toBe(404);
    expect((await signUp('nothing-here', { phone: '0501234567' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/newsletter-simulator/landing-pages', ...form({ title: 'x' }) })).body).toContain('not signed in');
  });
});
