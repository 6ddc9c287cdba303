import type { SuperAdminFamilyNode } from '../../../../contract/superAdmin';
import { Group } from '../../../../domain/access';
import { Permission } from '../../../../domain/permissions';
import { bearer, onEachDatabase } from '../../../test/signIn';
import { startTestApp, type TestApp } from '../../../test/testApp';
import { family, post, setBalance, staff, tokenOf } from './testKit';

onEachDatabase('super-admin/get-user-details, save-user-details, view-family, get-users-group', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
  });
  afterAll(() => t.close());

  test('an administrator reads its customer whole: profile, billing, balances per product, grants, blocks, failed sign-ins, password validity, last sign-in and its administrator', async () => {
    const admin = await staff(t, Group.administrator);
    const mine = await family(t, admin.id);
    await t.db
      .updateTable('users')
      .set({ first_name: 'Dana', last_name: 'Cohen', email: 'dana@shop.example', phones: '["0501234567"]', company_name: 'Dana Shop', comments: 'VIP', customer_type: 3, payment_type: 'bank', blocked: 1, blocked_reason: 'failedLogins', failed_logins: 5, password_valid_until: Date.UTC(2027, 0, 1) })
      .where('id', '=', mine.primary)
      .execute();
    await t.db.insertInto('user_permissions').values({ user_id: mine.primary, permission_id: Permission.voice, mode: 'enableAndBequeath' }).execute();
    await setBalance(t, mine.primary, 'sms', 1200);
    await setBalance(t, mine.primary, 'voice', 30);
    await setBalance(t, mine.sub, 'sms', 200);
    await tokenOf(t, mine.primary); // its own sign-in
    await t.db.insertInto('sessions').values({ user_id: mine.primary, token_hash: 'as-it', impersonator_id: admin.id, created_at: t.clock.now() + 60_000, expires_at: t.clock.now() + 120_000, last_seen_at: t.clock.now() }).execute();

    const res = await post(t, admin.token, 'get-user-details', { userId: mine.primary });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      userId: mine.primary,
      adminId: 0,
      firstName: 'Dana',
      lastName: 'Cohen',
      email: 'dana@shop.example',
      phones: ['0501234567'],
      companyName: 'Dana Shop',
      comments: 'VIP',
      group: Group.customer,
      customerType: 3,
      paymentType: 'bank',
      administratorId: admin.id,
      active: true,
      blocked: true,
      blockedReason: 'failedLogins',
      failedLogins: 5,
      campaignsBlocked: false,
      passwordValidUntil: '2027-01-01T00:00:00.000Z',
      permissions: [{ permissionId: Permission.voice, mode: 'enableAndBequeath' }],
    });
    expect(data.balances.sms).toEqual({ amount: 1200, hasPermissions: true, subAmount: 200, sumAmount: 1400 });
    expect(data.balances.voice).toMatchObject({ amount: 30, hasPermissions: true });
    expect(data.balances.whatsapp).toMatchObject({ amount: 0, hasPermissions: false });
    // Its own sign-in, not the session an administrator opened as it.
    expect(Date.parse(data.lastSignIn)).toBeLessThan(t.clock.now() + 60_000);
    // Its sub-user too.
    expect((await post(t, admin.token, 'get-user-details', { userId: mine.grandchild })).json().data).toMatchObject({ userId: mine.grandchild, adminId: mine.primary, parentId: mine.sub, blocked: false });
  });

  test("another administrator's customer, an unknown or deleted user are 404; a customer is refused (403)", async () => {
    const admin = await staff(t, Group.administrator);
    const other = await staff(t, Group.administrator);
    const theirs = await family(t, other.id);
    const mine = await family(t, admin.id);
    await t.db.updateTable('users').set({ deleted_at: t.clock.now() }).where('id', '=', mine.grandchild).execute();
    for (const [op, userId] of [
      ['get-user-details', theirs.primary],
      ['get-user-details', theirs.sub],
      ['get-user-details', 99_999_999],
      ['get-user-details', mine.grandchild],
      ['view-family', theirs.sub],
      ['view-family', 99_999_999],
    ] as const) {
      expect([op, userId, (await post(t, admin.token, op, { userId })).statusCode]).toEqual([op, userId, 404]);
    }
    const customer = await staff(t, Group.customer);
    expect((await post(t, customer.token, 'get-user-details', { userId: mine.primary })).statusCode).toBe(403);
  });

  test('view-family: from the primary user down by who created whom, whichever member is asked, deleted users left out; as an administrator for its customers', async () => {
    const admin = await staff(t, Group.administrator);
    const mine = await family(t, admin.id);
    const gone = (await t.db.insertInto('users').values({ admin_id: mine.primary, parent_id: mine.primary, group_id: Group.subUser, username: `gone${mine.primary}`, password_hash: '!', customer_number: '1', password_changed_at: 0, created_at: 0, deleted_at: 1 }).returning('id').executeTakeFirstOrThrow()).id;
    const res = await post(t, admin.token, 'view-family', { userId: mine.grandchild });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { userId: number; root: SuperAdminFamilyNode };
    const shape = (node: SuperAdminFamilyNode): unknown => ({ id: node.userId, children: (node.children ?? []).map(shape) });
    expect(data.userId).toBe(mine.grandchild);
    expect(shape(data.root)).toEqual({ id: mine.primary, children: [{ id: mine.sub, children: [{ id: mine.grandchild, children: [] }] }] });
    expect(JSON.stringify(data)).not.toContain(`"userId":${gone},`);
  });

  test('get-users-group: the live users of one group, for system groups only', async () => {
    const manager = await staff(t, Group.systemManager);
    const admin = await staff(t, Group.administrator);
    const get = (token: string, group: number) => t.app.inject({ method: 'GET', url: `/api/super-admin/get-users-group/${group}`, headers: bearer(token) });
    const admins = (await get(manager.token, Group.administrator)).json().data as { userId: number; group: number }[];
    expect(admins.map((u) => u.userId)).toContain(admin.id);
    expect(admins.every((u) => u.group === Group.administrator)).toBe(true);
    expect((await get(admin.token, Group.administrator)).statusCode).toBe(403);
    expect((await get(manager.token, 6)).statusCode).toBe(400);
  });
});
