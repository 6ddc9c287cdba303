import { Group } from '../../../../domain/access';
import { bearer, onEachDatabase, postLogin } from '../../../test/signIn';
import { insertUserWithPassword, startTestApp, type TestApp } from '../../../test/testApp';
import { family, post, staff } from './testKit';

onEachDatabase('super-admin/assigning-block', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
  });
  afterAll(() => t.close());

  const standing = (ids: number[]) => t.db.selectFrom('users').select(['id', 'blocked', 'blocked_reason', 'cant_send_campaign']).where('id', 'in', ids).orderBy('id').execute();

  test("a full block takes a primary user's whole account: no sign-in, no new campaigns, its open sessions end; lifting it lets them back in", async () => {
    const superAdmin = await staff(t, Group.superAdmin);
    const customer = await insertUserWithPassword(t.db);
    const { sub, grandchild } = await family(t, null);
    // The customer's own account: its sub-users are the family's.
    await t.db.updateTable('users').set({ admin_id: customer.id }).where('id', 'in', [sub, grandchild]).execute();
    const token = (await postLogin(t.app, { username: customer.username, password: customer.password })).json().data.token as string;
    const profile = () => t.app.inject({ method: 'GET', url: '/api/main/user-profile', headers: bearer(token) }).then((r) => r.statusCode);
    expect(await profile()).toBe(200);

    expect((await post(t, superAdmin.token, 'assigning-block', { userIds: [customer.id], blocked: true, reason: 'unpaid invoices' })).json().data).toEqual({ status: 1 });
    expect(await standing([customer.id, sub, grandchild])).toEqual([customer.id, sub, grandchild].map((id) => ({ id, blocked: 1, blocked_reason: 'administrator', cant_send_campaign: 1 })));
    expect(await profile()).toBe(401);
    expect((await postLogin(t.app, { username: customer.username, password: customer.password })).json().data.status).toBe('-3');
    const audit = await t.db.selectFrom('audit_log').select(['subject_user_id', 'summary']).where('operation', '=', 'assignBlock').execute();
    expect(audit).toHaveLength(1);
    // One customer blocked: the row is on it, so its history shows the block with its standing before and after.
    expect(audit[0]!.subject_user_id).toBe(customer.id);
    expect(JSON.parse(audit[0]!.summary)).toMatchObject({ request: { body: { userIds: [customer.id], blocked: true, reason: 'unpaid invoices' } }, status: 1, before: { blocked: 0, cantSendCampaign: 0, openSessions: 1 }, after: { blocked: 1, cantSendCampaign: 1, openSessions: 0 } });

    await t.db.updateTable('users').set({ failed_logins: 3 }).where('id', '=', customer.id).execute();
    expect((await post(t, superAdmin.token, 'assigning-block', { userIds: [customer.id], blocked: false })).json().data).toEqual({ status: 2 });
    expect(await standing([customer.id, sub, grandchild])).toEqual([customer.id, sub, grandchild].map((id) => ({ id, blocked: 0, blocked_reason: null, cant_send_campaign: 0 })));
    expect((await postLogin(t.app, { username: customer.username, password: customer.password })).json().data.token).toEqual(expect.any(String));
  });

  test("a sub-user's block takes its descendants only, or itself alone without includeSubUsers", async () => {
    const superAdmin = await staff(t, Group.superAdmin);
    const { primary, sub, grandchild } = await family(t, null);
    await post(t, superAdmin.token, 'assigning-block', { userIds: [sub], blocked: true });
    expect((await standing([primary, sub, grandchild])).map((u) => u.blocked)).toEqual([0, 1, 1]);
    await post(t, superAdmin.token, 'assigning-block', { userIds: [sub], blocked: false, includeSubUsers: false });
    expect((await standing([primary, sub, grandchild])).map((u) => u.blocked)).toEqual([0, 0, 1]);
  });

  test('one id out of reach (unknown, or the caller itself) is 404 and nobody is blocked; only a super-administrator blocks (403)', async () => {
    const superAdmin = await staff(t, Group.superAdmin);
    const { primary, sub } = await family(t, null);
    for (const stranger of [99_999_999, superAdmin.id]) {
      expect((await post(t, superAdmin.token, 'assigning-block', { userIds: [primary, stranger], blocked: true })).statusCode).toBe(404);
    }
    expect((await standing([primary, sub])).map((u) => u.blocked)).toEqual([0, 0]);
    const admin = await staff(t, Group.administrator);
    await t.db.updateTable('users').set({ administrator_id: admin.id }).where('id', '=', primary).execute();
    expect((await post(t, admin.token, 'assigning-block', { userIds: [primary], blocked: true })).statusCode).toBe(403);
  });
});
