import { Group } from '../../../domain/access';
import { bearer, onEachDatabase } from '../../test/signIn';
import { startTestApp, type TestApp } from '../../test/testApp';
import { listOwner, type ListOwner } from '../contacts/importTesting';

onEachDatabase('the blacklist report: add, remove, history', (dbOptions) => {
  let t: TestApp;
  let owner: ListOwner;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
    owner = await listOwner(t.db);
  });
  afterAll(() => t.close());

  const call = (token: string, path: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/reports/${path}`, headers: bearer(token), payload });
  const history = (token: string, phone: string) => call(token, 'get-block-number-history', { phone });

  test('adds a mobile or a landline (1), again is 2, invalid is 3; each add is in the history with its user', async () => {
    const first = await call(owner.token, 'add-number-to-blacklist', { phone: '050-111-2233' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ status: 1, entry: { PHONE: '0501112233', source: 'user', user: expect.stringMatching(/^user/) } });
    expect((await call(owner.token, 'add-number-to-blacklist', { phone: '972501112233' })).json().data.status).toBe(2);
    expect((await call(owner.token, 'add-number-to-blacklist', { phone: '03-5551234' })).json().data.status).toBe(1);
    expect((await call(owner.token, 'add-number-to-blacklist', { phone: '12ab' })).json().data).toEqual({ status: 3 });
    const h = (await history(owner.token, '0501112233')).json().data;
    expect(h).toMatchObject({ phone: '0501112233', isBlacklisted: true, history: [{ action: 'added', source: 'user' }] });
  });

  test('removes by number or by id, keeping who removed it; a number not there is 0', async () => {
    await call(owner.token, 'add-number-to-blacklist', { phone: '0502223344' });
    const removed = await call(owner.token, 'remove-number-from-blacklist', { phone: '0502223344' });
    expect(removed.json().data).toEqual({ status: 1, removed: 1 });
    expect((await call(owner.token, 'remove-number-from-blacklist', { phone: '0502223344' })).json().data).toEqual({ status: 0, removed: 0 });
    const h = (await history(owner.token, '0502223344')).json().data;
    expect(h.isBlacklisted).toBe(false);
    expect(h.history.map((e: { action: string }) => e.action)).toEqual(['added', 'removed']);
    const added = (await call(owner.token, 'add-number-to-blacklist', { phone: '0502223355' })).json().data;
    expect((await call(owner.token, 'remove-number-from-blacklist', { ids: [added.entry.BLACKLIST_ID] })).json().data).toEqual({ status: 1, removed: 1 });
  });

  test("another account's entry is 404 and stays; its numbers are not this account's", async () => {
    const other = await listOwner(t.db);
    const theirs = (await call(other.token, 'add-number-to-blacklist', { phone: '0503334455' })).json().data;
    expect((await call(owner.token, 'remove-number-from-blacklist', { ids: [theirs.entry.BLACKLIST_ID] })).statusCode).toBe(404);
    expect((await history(other.token, '0503334455')).json().data.isBlacklisted).toBe(true);
    expect((await history(owner.token, '0503334455')).json().data).toEqual({ phone: '0503334455', isBlacklisted: false, history: [] });
    expect((await call(owner.token, 'add-number-to-blacklist', { phone: '0503334455', userId: other.userId })).statusCode).toBe(404);
  });

  test("a sub-user works in its primary's blacklist; a system manager in the customer's, as admin; an administrator who does not manage the customer gets 404", async () => {
    const sub = await listOwner(t.db, { adminId: owner.userId });
    expect((await call(sub.token, 'add-number-to-blacklist', { phone: '0504445566' })).json().data.status).toBe(1);
    expect((await history(owner.token, '0504445566')).json().data.isBlacklisted).toBe(true);
    const system = await listOwner(t.db);
    await t.db.updateTable('users').set({ group_id: Group.systemManager }).where('id', '=', system.userId).execute();
    const res = await call(system.token, 'add-number-to-blacklist', { phone: '0504445577', userId: owner.userId });
    expect(res.json().data).toMatchObject({ status: 1, entry: { source: 'admin' } });
    const admin = await listOwner(t.db);
    await t.db.updateTable('users').set({ group_id: Group.administrator }).where('id', '=', admin.userId).execute();
    expect((await call(admin.token, 'add-number-to-blacklist', { phone: '0504445588', userId: owner.userId })).statusCode).toBe(404);
    expect((await history(owner.token, '0504445588')).json().data.isBlacklisted).toBe(false);
  });

  test('bad input is 400; no session is 401', async () => {
    expect((await call(owner.token, 'add-number-to-blacklist', {})).statusCode).toBe(400);
    expect((await call(owner.token, 'remove-number-from-blacklist', {})).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/reports/add-number-to-blacklist', payload: { phone: '0501112233' } })).statusCode).toBe(401);
  });
});
