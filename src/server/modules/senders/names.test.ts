import { Group } from '../../../domain/access';
import { Permission } from '../../../domain/permissions';
import { createSession } from '../../http/session';
import { bearer, onEachDatabase } from '../../test/signIn';
import { insertUser, startTestApp, type TestApp } from '../../test/testApp';

onEachDatabase('sender names: get-source-names, verify-source-name, insert-source-name, source-from-admin', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
  });
  afterAll(() => t.close());

  const tokenOf = async (userId: number) => (await createSession(t.db, { userId, lifetimeMs: 3_600_000, keepLoggedIn: false, now: Date.now() })).token;
  const account = async (permissions: number[] = [Permission.editSenderNumber]) => {
    const userId = await insertUser(t.db, { permissions });
    return { userId, token: await tokenOf(userId) };
  };
  const call = (token: string, op: string, payload: object = {}) => t.app.inject({ method: 'POST', url: `/api/campaigns/${op}`, headers: bearer(token), payload });
  const verifyName = async (token: string, name: string) => (await call(token, 'verify-source-name', { name })).json().data.status;
  const insertName = async (token: string, name: string) => (await call(token, 'insert-source-name', { name })).json().data;
  const nameRow = (accountId: number, value: string, status: 'pending' | 'approved' | 'rejected') =>
    t.db.insertInto('sender_identities').values({ account_id: accountId, kind: 'name', value, status, created_at: Date.now() }).execute();

  test('verify-source-name: 1 free, -2 invalid, -1 ours, -4 another account asked, -5 forbidden, another account has it, or refused to us', async () => {
    const a = await account();
    const b = await account();
    expect(await verifyName(a.token, 'FreeName')).toBe(1);
    expect(await verifyName(a.token, 'bad#name')).toBe(-2);
    expect(await verifyName(a.token, '12345')).toBe(-2);
    expect(await verifyName(a.token, 'שלום')).toBe(-2);
    expect(await verifyName(a.token, '12345+')).toBe(1);
    await nameRow(a.userId, 'OursA', 'approved');
    await nameRow(a.userId, 'WaitA', 'pending');
    await nameRow(a.userId, 'NoA', 'rejected');
    expect(await verifyName(a.token, 'OursA')).toBe(-1);
    expect(await verifyName(a.token, 'oursa')).toBe(-1);
    expect(await verifyName(a.token, 'WaitA')).toBe(-1);
    expect(await verifyName(a.token, 'NoA')).toBe(-5);
    // Account b sees a's names as taken: approved is denied, waiting is "exists".
    expect(await verifyName(b.token, 'OURSA')).toBe(-5);
    expect(await verifyName(b.token, 'WaitA')).toBe(-4);
    // A refused name of a is free for b.
    expect(await verifyName(b.token, 'NoA')).toBe(1);
    await t.db.insertInto('forbidden_sources').values({ source: 'Bank', created_at: Date.now() }).execute();
    expect(await verifyName(b.token, 'BANK')).toBe(-5);
  });

  test('insert-source-name: 2 pending without "sending without verification", 1 active with it; -1 duplicate, -2 denied, -3 someone else\'s', async () => {
    const a = await account();
    const trusted = await account([Permission.editSenderNumber, Permission.sendWithoutVerification]);
    const pending = await insertName(a.token, ' ShopA ');
    expect(pending).toMatchObject({ status: 2, sourceName: { name: 'ShopA', status: 'pending', active: false } });
    expect(pending.sourceName.requestedOn).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);
    expect(await insertName(trusted.token, 'ShopT')).toMatchObject({ status: 1, sourceName: { name: 'ShopT', status: 'approved', active: true } });
    expect((await insertName(a.token, 'shopa')).status).toBe(-1);
    expect((await insertName(a.token, 'bad#name')).status).toBe(-2);
    await t.db.insertInto('forbidden_sources').values({ source: 'Police', created_at: Date.now() }).execute();
    expect((await insertName(trusted.token, 'police')).status).toBe(-2);
    expect((await insertName(trusted.token, 'SHOPA')).status).toBe(-3);
    expect((await insertName(a.token, 'ShopT')).status).toBe(-3);

    // Each account lists only its own names, with their state.
    const listA = (await call(a.token, 'get-source-names')).json().data;
    expect(listA).toEqual([expect.objectContaining({ name: 'ShopA', status: 'pending', active: false })]);
    const listT = (await call(trusted.token, 'get-source-names')).json().data;
    expect(listT.map((n: { name: string }) => n.name)).toEqual(['ShopT']);
    // The approved name is one send-campaign accepts; the pending one is not (checked by the campaigns suite with ownSender).
    const rows = await t.db.selectFrom('sender_identities').select(['account_id', 'status']).where('value', '=', 'ShopT').execute();
    expect(rows).toEqual([{ account_id: trusted.userId, status: 'approved' }]);
  });

  test('a sub-user works in its account holder\'s names; source-from-admin offers only the approved ones', async () => {
    const holder = await account();
    const subId = await insertUser(t.db, { adminId: holder.userId, group: Group.subUser, permissions: [Permission.editSenderNumber] });
    const sub = await tokenOf(subId);
    await nameRow(holder.userId, 'HolderOK', 'approved');
    await nameRow(holder.userId, 'HolderWait', 'pending');
    await t.db.insertInto('sender_identities').values({ account_id: holder.userId, kind: 'verified', value: '541110000', status: 'approved', created_at: Date.now() }).execute();
    expect(await verifyName(sub, 'HolderOK')).toBe(-1);
    expect((await call(sub, 'get-source-names')).json().data).toHaveLength(2);
    const inherited = (await call(sub, 'source-from-admin')).json().data;
    expect(inherited.sourceNames.map((n: { name: string }) => n.name)).toEqual(['HolderOK']);
    expect(inherited.verifiedNumbers).toEqual([expect.objectContaining({ phone: '0541110000', isAttached: false })]);
    // Another account inherits nothing of the holder's.
    const other = await account();
    expect((await call(other.token, 'source-from-admin')).json().data).toEqual({ sourceNames: [], verifiedNumbers: [] });
  });

  test('without permission 5 (edit sender number) verify- and insert-source-name are refused', async () => {
    const plain = await account([]);
    expect((await call(plain.token, 'verify-source-name', { name: 'Shop' })).statusCode).toBe(403);
    expect((await call(plain.token, 'insert-source-name', { name: 'Shop' })).statusCode).toBe(403);
    expect((await call(plain.token, 'get-source-names')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/campaigns/get-source-names' })).statusCode).toBe(401);
    // Bad input: the contract's limit of 11 characters is enforced before the handler.
    const a = await account();
    expect((await call(a.token, 'insert-source-name', { name: 'x'.repeat(12) })).statusCode).toBe(400);
  });
});
