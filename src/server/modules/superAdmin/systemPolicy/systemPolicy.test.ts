import { Group } from '../../../../domain/access';
import { Permission } from '../../../../domain/permissions';
import { onEachDatabase } from '../../../test/signIn';
import { insertUser, startTestApp, type TestApp } from '../../../test/testApp';
import { ownSender, sendCampaignCall, sendingAccount } from '../../campaigns/sendTesting';
import { post, staff } from '../customers/testKit';

onEachDatabase('super-admin system policy: sys-get-data, forbidden sources, system users', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
  });
  afterAll(() => t.close());
  const call = (token: string, op: string, body: object) => post(t, token, op, body);

  test('sys-get-data answers only the sections asked: words with frozen ones, send permissions, forbidden sources', async () => {
    const { token } = await staff(t, Group.superAdmin);
    const word = (await call(token, 'blacklist-word-add', { word: 'lottery' })).json().data.id as number;
    await call(token, 'blacklist-word-freeze', { id: word, frozen: true });
    const customer = await insertUser(t.db, { username: 'allowedsender' });
    await call(token, 'add-permission-send', { userId: customer, wordId: word });
    await call(token, 'add-permission-send', { userId: customer });
    await call(token, 'forbidden-sources-add', { source: 'BankLeumi' });
    const data = (await call(token, 'sys-get-data', { sections: ['prohibitedWords', 'sendPermissions', 'forbiddenSources'] })).json().data;
    expect(data.prohibitedWords).toContainEqual({ id: word, word: 'lottery', frozen: true, createdOn: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(data.sendPermissions.filter((p: { userId: number }) => p.userId === customer)).toEqual([
      { userId: customer, username: 'allowedsender', grantedOn: expect.any(String) },
      { userId: customer, username: 'allowedsender', wordId: word, word: 'lottery', grantedOn: expect.any(String) },
    ]);
    expect(data.forbiddenSources).toContainEqual({ id: expect.any(Number), source: 'BankLeumi', createdOn: expect.any(String) });
    expect(data.systemUsers).toBeUndefined();
    const users = (await call(token, 'sys-get-data', { sections: ['systemUsers'] })).json().data;
    expect(Object.keys(users)).toEqual(['systemUsers']);
  });

  test('a system manager (group 2) and a customer are refused every one of these calls (403)', async () => {
    const manager = await staff(t, Group.systemManager);
    const customer = await staff(t, Group.customer);
    const target = await insertUser(t.db);
    for (const { token } of [manager, customer]) {
      expect((await call(token, 'sys-get-data', { sections: ['systemUsers'] })).statusCode).toBe(403);
      expect((await call(token, 'forbidden-sources-add', { source: 'Nope' })).statusCode).toBe(403);
      expect((await call(token, 'system-user-add', { userId: target, group: 5 })).statusCode).toBe(403);
    }
    expect((await t.db.selectFrom('users').select('group_id').where('id', '=', target).executeTakeFirstOrThrow()).group_id).toBe(Group.customer);
  });

  test('forbidden sources: a name or a number, once whatever its spelling (-2); not a sender -1; removing a missing id is 404; audited', async () => {
    const { token } = await staff(t, Group.superAdmin);
    const add = (source: string) => call(token, 'forbidden-sources-add', { source }).then((r) => r.json().data);
    const added = await add('PayPal');
    expect(added).toEqual({ status: 1, id: expect.any(Number) });
    expect(await add('pay pal')).toEqual({ status: -2 });
    expect(await add('РауРаl')).toEqual({ status: -2 });
    expect(await add('שלום')).toEqual({ status: -1 });
    expect(await add('0509998877')).toEqual({ status: 1, id: expect.any(Number) });
    expect(await add('+972-50-999-8877')).toEqual({ status: -2 });
    expect((await call(token, 'forbidden-sources-remove', { id: added.id })).json().data).toEqual({ status: 1 });
    expect((await call(token, 'forbidden-sources-remove', { id: added.id })).statusCode).toBe(404);
    const audit = await t.db.selectFrom('audit_log').select('operation').where('operation', 'in', ['addForbiddenSource', 'removeForbiddenSource']).execute();
    expect(audit.length).toBeGreaterThanOrEqual(2);
  });

  test("a forbidden source is refused by the send's sender check (-16) and named by the composer's check, even owned and approved", async () => {
    const { token } = await staff(t, Group.superAdmin);
    const a = await sendingAccount(t, 10, ['527900001']);
    await ownSender(t.db, a.userId, 'name', 'Discount');
    const send = () => sendCampaignCall(t, a.token, { smsContent: 'hi', destinations: [{ type: 'cl', id: a.listId }], sourceType: 1, sourceNumber: 'Discount', validation: true }).then((r) => r.json().data.status);
    expect(await send()).toBe(6);
    const id = (await call(token, 'forbidden-sources-add', { source: 'D1SC0UNT' })).json().data.id as number;
    expect(await send()).toBe(-16);
    const checked = await t.app.inject({ method: 'POST', url: '/api/campaigns/check-forbidden-text', headers: { authorization: `Bearer ${a.token}` }, payload: { message: 'hello', source: 'Discount' } });
    expect(checked.json().data).toEqual({ status: 0, forbiddenWords: ['Discount'] });
    await call(token, 'forbidden-sources-remove', { id });
    expect(await send()).toBe(6);
  });

  test('system users: a primary user made a system manager then a super-administrator returns to its former group; the list shows groups and permissions', async () => {
    const superAdmin = await staff(t, Group.superAdmin);
    const administrator = await insertUser(t.db, { group: Group.administrator, permissions: [Permission.expressTrack] });
    const add = (userId: number, group: number) => call(superAdmin.token, 'system-user-add', { userId, group }).then((r) => r.json().data);
    const remove = (userId: number) => call(superAdmin.token, 'system-user-remove', { userId }).then((r) => r.json().data);
    const groupOf = async (id: number) => (await t.db.selectFrom('users').select('group_id').where('id', '=', id).executeTakeFirstOrThrow()).group_id;
    expect(await add(administrator, 2)).toEqual({ status: 1 });
    expect(await add(administrator, 2)).toEqual({ status: -2 });
    expect(await add(administrator, 5)).toEqual({ status: 1 });
    const listed = (await call(superAdmin.token, 'sys-get-data', { sections: ['systemUsers'] })).json().data.systemUsers;
    expect(listed.find((u: { userId: number }) => u.userId === administrator)).toMatchObject({ group: 5, formerGroup: 3, permissions: [{ permissionId: Permission.expressTrack, mode: 'enable' }] });
    expect(await remove(administrator)).toEqual({ status: 1 });
    expect(await groupOf(administrator)).toBe(Group.administrator);
    expect(await remove(administrator)).toEqual({ status: -1 });
    const audit = await t.db.selectFrom('audit_log').select('summary').where('operation', '=', 'removeSystemUser').where('subject_user_id', '=', administrator).executeTakeFirstOrThrow();
    expect(JSON.parse(audit.summary)).toMatchObject({ before: { group: 5 }, after: { group: 3 } });
  });

  test('system users: a super-administrator cannot remove or change itself; a sub-user cannot be one (-1); a missing or deleted user is 404', async () => {
    const superAdmin = await staff(t, Group.superAdmin);
    expect((await call(superAdmin.token, 'system-user-remove', { userId: superAdmin.id })).json().data).toEqual({ status: -2 });
    expect((await call(superAdmin.token, 'system-user-add', { userId: superAdmin.id, group: 2 })).json().data).toEqual({ status: -1 });
    const primary = await insertUser(t.db);
    const sub = await insertUser(t.db, { group: Group.subUser, adminId: primary });
    expect((await call(superAdmin.token, 'system-user-add', { userId: sub, group: 2 })).json().data).toEqual({ status: -1 });
    expect((await call(superAdmin.token, 'system-user-add', { userId: 987_654_321, group: 2 })).statusCode).toBe(404);
    await t.db.updateTable('users').set({ deleted_at: Date.now() }).where('id', '=', primary).execute();
    expect((await call(superAdmin.token, 'system-user-add', { userId: primary, group: 5 })).statusCode).toBe(404);
    expect((await call(superAdmin.token, 'system-user-remove', { userId: 987_654_321 })).statusCode).toBe(404);
    // The removed super-administrator's own session loses the settings at once.
    const other = await staff(t, Group.customer);
    expect(await call(superAdmin.token, 'system-user-add', { userId: other.id, group: 5 }).then((r) => r.json().data)).toEqual({ status: 1 });
    expect((await call(other.token, 'sys-get-data', { sections: ['forbiddenSources'] })).statusCode).toBe(200);
    await call(superAdmin.token, 'system-user-remove', { userId: other.id });
    expect((await call(other.token, 'sys-get-data', { sections: ['forbiddenSources'] })).statusCode).toBe(403);
  });
});
