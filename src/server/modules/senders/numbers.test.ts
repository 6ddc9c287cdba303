import { Group } from '../../../domain/access';
import { Permission } from '../../../domain/permissions';
import { senderVerification } from '../../../domain/senderVerification';
import { createSession } from '../../http/session';
import { bearer, lastCodeTo, onEachDatabase, otherCode, smsTo } from '../../test/signIn';
import { insertUser, startTestApp, type TestApp } from '../../test/testApp';

onEachDatabase('verified numbers: campaigns/verify-phone-number, get-verified-numbers, read-new-source-number-popup', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
    await t.db.insertInto('brands').values({ host: '*', logo_name: 'Messaging', app_logo_src: '', support_phone: '03-555-0100', support_email: 'support@example.com' }).execute();
  });
  afterAll(() => t.close());

  // Sessions start on the server's clock, which a test moves forward.
  const tokenOf = async (userId: number) => (await createSession(t.db, { userId, lifetimeMs: 3_600_000, keepLoggedIn: false, now: t.clock.now() })).token;
  const account = async (adminId?: number) => {
    const userId = await insertUser(t.db, { permissions: [Permission.editSenderNumber], ...(adminId ? { adminId, group: Group.subUser } : {}) });
    return { userId, token: await tokenOf(userId) };
  };
  const call = (token: string, op: string, payload: object = {}) => t.app.inject({ method: 'POST', url: `/api/campaigns/${op}`, headers: bearer(token), payload });
  const verify = async (token: string, body: { phone: string; code?: string; method?: string }) => (await call(token, 'verify-phone-number', body)).json().data;
  const identity = (accountId: number, kind: 'verified' | 'attached', value: string) =>
    t.db.insertInto('sender_identities').values({ account_id: accountId, kind, value, status: 'approved', created_at: Date.now() }).execute();

  test('0 sends a code and a /ver/ link; the code answers 7, and the number is then the account\'s (1) and another\'s (2)', async () => {
    const a = await account();
    const b = await account();
    expect(await verify(a.token, { phone: '054-2000001' })).toEqual({ status: 0 });
    const [message] = await smsTo(t.db, '0542000001');
    expect(message).toMatch(/^\d{6} /);
    expect(message).toMatch(/\/ver\/[0-9a-f]{64}\b/);
    const code = await lastCodeTo(t.db, '0542000001');
    // A wrong code is the generic error (3) and verifies nothing.
    expect(await verify(a.token, { phone: '0542000001', code: otherCode(code) })).toEqual({ status: 3 });
    // The code is the account's: another account cannot use it.
    expect(await verify(b.token, { phone: '0542000001', code })).toEqual({ status: 3 });
    expect(await verify(a.token, { phone: '0542000001', code })).toEqual({ status: 7 });
    expect(await verify(a.token, { phone: '972542000001' })).toEqual({ status: 1 });
    expect(await verify(b.token, { phone: '0542000001' })).toEqual({ status: 2 });
    const rows = await t.db.selectFrom('sender_identities').select(['account_id', 'kind', 'value', 'status']).where('value', '=', '542000001').execute();
    expect(rows).toEqual([{ account_id: a.userId, kind: 'verified', value: '542000001', status: 'approved' }]);
    // No further message went out for 1 and 2.
    expect(await smsTo(t.db, '0542000001')).toHaveLength(1);
  });

  test('-1 for what is not a phone, 5 for an attached number, 6 with the number to call for a landline or a call, 3 for a code with nothing asked', async () => {
    const a = await account();
    const other = await account();
    expect(await verify(a.token, { phone: '12345678' })).toEqual({ status: -1 });
    expect(await verify(a.token, { phone: 'abcdefghij' })).toEqual({ status: -1 });
    await identity(other.userId, 'attached', '542000002');
    expect(await verify(a.token, { phone: '0542000002' })).toEqual({ status: 5 });
    expect(await verify(a.token, { phone: '03-5550199' })).toEqual({ status: 6, callNumber: '03-555-0100' });
    expect(await verify(a.token, { phone: '0542000003', method: 'call' })).toEqual({ status: 6, callNumber: '03-555-0100' });
    expect(await smsTo(t.db, '0542000003')).toEqual([]);
    expect(await verify(a.token, { phone: '0542000003', code: '123456' })).toEqual({ status: 3 });
    // Bad input the contract refuses before the handler.
    expect((await call(a.token, 'verify-phone-number', { phone: '0542000003', code: 'abcd' })).statusCode).toBe(400);
    expect((await call(a.token, 'verify-phone-number', {})).statusCode).toBe(400);
  });

  test('4 after three messages to a number within the hour, from any account; an hour later a message goes again', async () => {
    const a = await account();
    const b = await account();
    expect(await verify(a.token, { phone: '0542000004' })).toEqual({ status: 0 });
    expect(await verify(a.token, { phone: '0542000004' })).toEqual({ status: 0 });
    expect(await verify(b.token, { phone: '0542000004' })).toEqual({ status: 0 });
    expect(await verify(a.token, { phone: '0542000004' })).toEqual({ status: 4 });
    expect(await verify(b.token, { phone: '0542000004' })).toEqual({ status: 4 });
    expect(await smsTo(t.db, '0542000004')).toHaveLength(senderVerification.perHour);
    // The refused requests sent nothing: the last message is b's, and its code still works.
    const code = await lastCodeTo(t.db, '0542000004');
    expect(await verify(b.token, { phone: '0542000004', code })).toEqual({ status: 7 });
    t.clock.advance(senderVerification.hourMs + 1000);
    const later = await tokenOf(a.userId);
    expect(await verify(later, { phone: '0542000004' })).toEqual({ status: 2 });
    await t.db.deleteFrom('sender_identities').where('value', '=', '542000004').execute();
    expect(await verify(later, { phone: '0542000004' })).toEqual({ status: 0 });
  });

  test('a newer request replaces the older code', async () => {
    const a = await account();
    await verify(a.token, { phone: '0542000006' });
    const first = await lastCodeTo(t.db, '0542000006');
    await verify(a.token, { phone: '0542000006' });
    const second = await lastCodeTo(t.db, '0542000006');
    if (first !== second) expect(await verify(a.token, { phone: '0542000006', code: first })).toEqual({ status: 3 });
    expect(await verify(a.token, { phone: '0542000006', code: second })).toEqual({ status: 7 });
  });

  test('get-verified-numbers: the account\'s numbers for any of its users; another account\'s user or no user is 404', async () => {
    const holder = await account();
    const sub = await account(holder.userId);
    const other = await account();
    await identity(holder.userId, 'verified', '542000010');
    await identity(holder.userId, 'attached', '542000011');
    await t.db.insertInto('sender_identities').values({ account_id: holder.userId, kind: 'verified', value: '542000012', status: 'pending', created_at: Date.now() }).execute();
    await identity(other.userId, 'verified', '542000013');
    const numbers = (await call(holder.token, 'get-verified-numbers', { userId: holder.userId })).json().data;
    expect(numbers).toEqual([
      expect.objectContaining({ phone: '0542000010', isAttached: false }),
      expect.objectContaining({ phone: '0542000011', isAttached: true }),
    ]);
    expect((await call(holder.token, 'get-verified-numbers', { userId: sub.userId })).json().data).toEqual(numbers);
    expect((await call(sub.token, 'get-verified-numbers', { userId: sub.userId })).json().data).toEqual(numbers);
    expect((await call(holder.token, 'get-verified-numbers', { userId: other.userId })).statusCode).toBe(404);
    expect((await call(other.token, 'get-verified-numbers', { userId: sub.userId })).statusCode).toBe(404);
    expect((await call(holder.token, 'get-verified-numbers', { userId: 999_999 })).statusCode).toBe(404);
    expect((await call(holder.token, 'get-verified-numbers', { userId: 'x' })).statusCode).toBe(400);
  });

  test('read-new-source-number-popup is remembered once per user', async () => {
    const a = await account();
    const sub = await account(a.userId);
    expect((await call(a.token, 'read-new-source-number-popup')).json().data).toEqual({ status: 1 });
    expect((await call(a.token, 'read-new-source-number-popup')).json().data).toEqual({ status: 1 });
    const read = await t.db.selectFrom('user_notices').select(['user_id', 'notice']).where('user_id', 'in', [a.userId, sub.userId]).execute();
    expect(read).toEqual([{ user_id: a.userId, notice: 'newSourceNumberPopup' }]);
    expect((await t.app.inject({ method: 'POST', url: '/api/campaigns/read-new-source-number-popup' })).statusCode).toBe(401);
  });

  test('verify-phone-number needs permission 5', async () => {
    const userId = await insertUser(t.db);
    expect((await call(await tokenOf(userId), 'verify-phone-number', { phone: '0542000020' })).statusCode).toBe(403);
  });
});
