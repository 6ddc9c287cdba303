import type { CustomerHistoryEntry } from '../../../contract/superAdmin';
import { Group } from '../../../domain/access';
import { createSession } from '../../http/session';
import { bearer, onEachDatabase } from '../../test/signIn';
import { insertUser, startTestApp, type TestApp } from '../../test/testApp';

onEachDatabase('super-admin/customer-history/{id}', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
  });
  afterAll(() => t.close());

  const tokenOf = async (userId: number) => (await createSession(t.db, { userId, lifetimeMs: 3_600_000, keepLoggedIn: false, now: t.clock.now() })).token;
  const history = (token: string, id: number, query = '') => t.app.inject({ method: 'GET', url: `/api/super-admin/customer-history/${id}${query}`, headers: bearer(token) });
  const signIn = (userId: number, at: number, outcome = 'success') =>
    t.db.insertInto('login_audit').values({ user_id: userId, username: `u${userId}`, outcome, ip: '10.0.0.5', created_at: at }).execute();
  const payment = (userId: number, at: number) =>
    t.db.insertInto('package_payments').values({ token: `pay-${userId}-${at}`, account_id: userId, user_id: userId, service: 'sms', credits: 1000, amount: 100, total: 118, created_at: at }).execute();

  /** Every page of a history, `limit` at a time. */
  async function allPages(token: string, id: number, limit: number): Promise<CustomerHistoryEntry[][]> {
    const pages: CustomerHistoryEntry[][] = [];
    let before: string | null = null;
    do {
      const res = await history(token, id, `?limit=${limit}${before ? `&before=${before}` : ''}`);
      expect(res.statusCode).toBe(200);
      const data = res.json().data as { entries: CustomerHistoryEntry[]; next: string | null };
      pages.push(data.entries);
      before = data.next;
    } while (before && pages.length < 50);
    return pages;
  }

  test("an administrator reads its customer's actions, sign-ins and payments newest first, page by page without loss or repeat; another administrator's customer is 404", async () => {
    const administrator = await insertUser(t.db, { group: Group.administrator, permissions: [52] });
    const other = await insertUser(t.db, { group: Group.administrator, permissions: [52] });
    const customer = await insertUser(t.db);
    await t.db.updateTable('users').set({ administrator_id: administrator }).where('id', '=', customer).execute();
    const token = await tokenOf(administrator);

    // Two actions by the administrator (audited), and sign-ins and payments around and at the same millisecond.
    expect((await t.app.inject({ method: 'POST', url: '/api/users/enforcement-user', headers: bearer(token), payload: { userId: customer, enforce: true } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/users/enforcement-user', headers: bearer(token), payload: { userId: customer, enforce: false } })).statusCode).toBe(200);
    const actions = await t.db.selectFrom('audit_log').select(['id', 'at']).where('subject_user_id', '=', customer).orderBy('id').execute();
    expect(actions.length).toBe(2);
    const tie = Number(actions[1]!.at);
    for (const at of [tie - 5000, tie - 10, tie, tie, tie + 7]) await signIn(customer, at);
    for (const at of [tie - 3000, tie, tie + 7]) await payment(customer, at);
    await signIn(other, tie + 1); // someone else's

    const everything = (await history(token, customer, '?limit=200')).json().data;
    expect(everything.next).toBeNull();
    const entries = everything.entries as CustomerHistoryEntry[];
    expect(entries.length).toBe(10);
    expect(entries.map((e) => e.at)).toEqual([...entries.map((e) => e.at)].sort((a, b) => b - a));
    // At one millisecond: the action, then the sign-ins, then the payment.
    expect(entries.filter((e) => e.at === tie).map((e) => e.kind)).toEqual(['action', 'signIn', 'signIn', 'payment']);
    expect(entries.find((e) => e.kind === 'action')).toMatchObject({ operation: 'enforcementUser', actorUserId: administrator, userId: customer, details: { status: 1 } });

    for (const limit of [1, 3, 4]) {
      const pages = await allPages(token, customer, limit);
      expect(pages.flat().map((e) => e.key)).toEqual(entries.map((e) => e.key));
      expect(pages.every((p) => p.length <= limit)).toBe(true);
    }

    expect((await history(await tokenOf(other), customer)).statusCode).toBe(404);
    expect((await history(token, 999_999)).statusCode).toBe(404);
    expect((await history(token, customer, '?before=nonsense')).statusCode).toBe(400);
  });

  test("a primary user's history is its account's: actions on its sub-users and their payments too; a sub-user's is its own", async () => {
    const manager = await insertUser(t.db, { group: Group.systemManager });
    const primary = await insertUser(t.db);
    const sub = await insertUser(t.db, { adminId: primary, group: Group.subUser });
    const token = await tokenOf(manager);
    expect((await t.app.inject({ method: 'POST', url: '/api/users/enforcement-user', headers: bearer(token), payload: { userId: sub, enforce: true } })).statusCode).toBe(200);
    await t.db.insertInto('package_payments').values({ token: `pay-sub-${sub}`, account_id: primary, user_id: sub, service: 'sms', credits: 10, amount: 1, total: 1.18, created_at: 1_700_000_000_000 }).execute();
    await t.db.insertInto('package_payments').values({ token: `pay-primary-${primary}`, account_id: primary, user_id: primary, service: 'sms', credits: 10, amount: 1, total: 1.18, created_at: 1_700_000_000_001 }).execute();
    await signIn(primary, 1_700_000_000_002);
    const kinds = async (id: number) => ((await history(token, id)).json().data.entries as CustomerHistoryEntry[]).map((e) => `${e.kind}:${e.userId}`);
    expect(await kinds(primary)).toEqual([`action:${sub}`, `signIn:${primary}`, `payment:${primary}`, `payment:${sub}`]);
    expect(await kinds(sub)).toEqual([`action:${sub}`, `payment:${sub}`]);
  });

  test('a system manager reads anyone; a customer may not call it', async () => {
    const manager = await insertUser(t.db, { group: Group.systemManager });
    const customer = await insertUser(t.db);
    await signIn(customer, 1_700_000_000_000);
    const data = (await history(await tokenOf(manager), customer)).json().data;
    expect(data).toEqual({ entries: [expect.objectContaining({ kind: 'signIn', at: 1_700_000_000_000, operation: 'success', userId: customer })], next: null });
    expect((await history(await tokenOf(customer), customer)).statusCode).toBe(403);
  });
});
