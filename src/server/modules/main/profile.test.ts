import { Group } from '../../../domain/access';
import { Permission } from '../../../domain/permissions';
import { createSession } from '../../http/session';
import { bearer, onEachDatabase } from '../../test/signIn';
import { insertUser, startTestApp, type TestApp } from '../../test/testApp';

onEachDatabase('the session user (main/user-profile)', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
  });
  afterAll(() => t.close());

  const tokenOf = async (userId: number) => (await createSession(t.db, { userId, lifetimeMs: 3_600_000, keepLoggedIn: false, now: t.clock.now() })).token;
  const credit = (userId: number, amounts: Record<string, number>) =>
    t.db.insertInto('balances').values(Object.entries(amounts).map(([service, amount]) => ({ user_id: userId, service, amount }))).execute();
  const profile = async (userId: number) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/main/user-profile', headers: bearer(await tokenOf(userId)) });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };

  test("a primary user: permissions, what they allow, and balances with the sub-users' share", async () => {
    const primary = await insertUser(t.db, { permissions: [Permission.createCampaigns, Permission.createContactLists, Permission.voice, Permission.whatsapp] });
    const sub1 = await insertUser(t.db, { group: Group.subUser, adminId: primary });
    const sub2 = await insertUser(t.db, { group: Group.subUser, adminId: primary });
    await credit(primary, { sms: 10000, voice: 700, whatsapp: 50 });
    await credit(sub1, { sms: 1000, voice: 5 });
    await credit(sub2, { sms: 250 });
    const user = await profile(primary);
    expect(user).toMatchObject({
      userId: primary,
      adminId: 0,
      group: Group.customer,
      isAdmin: false,
      otp: false,
      permissions: [Permission.createCampaigns, Permission.createContactLists, Permission.voice, Permission.whatsapp],
      canMakeCampaign: true,
      canMakeTemplate: false,
      canMakeContactList: true,
      isUserAllowedNewsletter: false,
    });
    expect(user.balanceCredits).toEqual({
      sms: { amount: 10000, hasPermissions: true, subAmount: 1250, sumAmount: 11250 },
      overseas_sms: { amount: 0, hasPermissions: false, subAmount: 0, sumAmount: 0 },
      emails: { amount: 0, hasPermissions: false, subAmount: 0, sumAmount: 0 },
      voice: { amount: 700, hasPermissions: true, subAmount: 5, sumAmount: 705 },
      whatsapp: { amount: 50, hasPermissions: true, subAmount: 0, sumAmount: 50 },
    });
  });

  test('a sub-user has its own balances only; a blocked permission does not count', async () => {
    // The sub-user's grants count as far as its primary user holds them (permissions in force, issue 15).
    const primary = await insertUser(t.db, { permissions: [Permission.createTemplates, Permission.overseasSms, Permission.newsletter] });
    const sub = await insertUser(t.db, { group: Group.subUser, adminId: primary, permissions: [Permission.createTemplates, Permission.overseasSms, Permission.newsletter] });
    await t.db.updateTable('user_permissions').set({ mode: 'block' }).where('user_id', '=', sub).where('permission_id', '=', Permission.overseasSms).execute();
    await credit(sub, { sms: 40 });
    const user = await profile(sub);
    expect(user).toMatchObject({ adminId: primary, canMakeTemplate: true, canMakeCampaign: false, isUserAllowedNewsletter: true, permissions: [Permission.createTemplates, Permission.newsletter] });
    expect(user.balanceCredits.sms).toEqual({ amount: 40, hasPermissions: true });
    expect(user.balanceCredits.overseas_sms).toEqual({ amount: 0, hasPermissions: false });
    expect(user.balanceCredits.emails).toEqual({ amount: 0, hasPermissions: true });
  });

  test('a system manager or super-admin given no permission may still create, as the operations let them (issue 14: one access rule)', async () => {
    for (const group of [Group.systemManager, Group.superAdmin]) {
      const user = await profile(await insertUser(t.db, { group }));
      expect(user).toMatchObject({ permissions: [], canMakeCampaign: true, canMakeTemplate: true, canMakeContactList: true, isUserAllowedNewsletter: true });
      expect(user.balanceCredits.voice).toMatchObject({ hasPermissions: true });
    }
    expect(await profile(await insertUser(t.db, { group: Group.administrator }))).toMatchObject({ canMakeCampaign: false, canMakeTemplate: false, canMakeContactList: false });
  });

  test('administrators and system groups are admins', async () => {
    for (const group of [Group.administrator, Group.systemManager, Group.superAdmin]) {
      expect((await profile(await insertUser(t.db, { group }))).isAdmin).toBe(true);
    }
  });

  test('the permitted sending hours an administrator set go with the user; without them, none', async () => {
    const limited = await insertUser(t.db);
    await t.db.updateTable('users').set({ sending_hours: JSON.stringify({ days: [1, 2, 3, 4, 5], from: '8:00', to: '20:00' }) }).where('id', '=', limited).execute();
    expect((await profile(limited)).allowedHours).toEqual({ days: [1, 2, 3, 4, 5], fromHour: '08:00', toHour: '20:00' });
    expect((await profile(await insertUser(t.db))).allowedHours).toBeUndefined();
  });
});
