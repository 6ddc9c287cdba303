import { Group } from '../domain/access';
import { isStrongPassword } from '../domain/passwords';
import { demoLogins, loginsTable, presentDemoLogins, seedDemo } from './seed';
import { onEachDatabase, postLogin } from './test/signIn';
import { startTestApp, type TestApp } from './test/testApp';

onEachDatabase('the demo seed', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
  });
  afterAll(() => t.close());

  const userNamed = (username: string) => t.db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirstOrThrow();
  const permissionsOf = (userId: number) =>
    t.db.selectFrom('user_permissions').select('permission_id').where('user_id', '=', userId).orderBy('permission_id').execute().then((rows) => rows.map((r) => r.permission_id));
  const balancesOf = (userId: number) =>
    t.db.selectFrom('balances').select(['service', 'amount']).where('user_id', '=', userId).execute().then((rows) => Object.fromEntries(rows.map((r) => [r.service, Number(r.amount)])));

  test('on an empty database it creates the default brand and the five demo accounts, and answers their logins', async () => {
    const logins = await seedDemo(t.db, Date.now());
    expect(logins.map((l) => l.role)).toEqual(['super-administrator', 'administrator', 'primary user', 'sub-user', 'sub-user without sending']);
    expect(logins).toEqual(demoLogins);

    const brand = await t.db.selectFrom('brands').selectAll().executeTakeFirstOrThrow();
    expect(brand).toMatchObject({ host: '*', logo_name: 'Messaging', support_phone: '03-555-0100', support_email: 'support@example.com', is_white_label: 0, site_key: null });

    const superAdmin = await userNamed('superadmin');
    const admin = await userNamed('admin');
    const primary = await userNamed('demo');
    const sub = await userNamed('demo-sub');
    expect([superAdmin.group_id, admin.group_id, primary.group_id, sub.group_id]).toEqual([Group.superAdmin, Group.administrator, Group.customer, Group.subUser]);
    expect(primary.admin_id).toBe(0);
    expect(sub.admin_id).toBe(primary.id);
    expect(await permissionsOf(admin.id)).toEqual(expect.arrayContaining([49, 50]));
    expect(await permissionsOf(primary.id)).toEqual([1, 2, 3, 4, 5, 12, 13, 14, 26]);
    expect(await permissionsOf(sub.id)).toEqual([1, 3, 4]);
    const reader = await userNamed('demo-reader');
    expect([reader.group_id, reader.admin_id]).toEqual([Group.subUser, primary.id]);
    // Their family (migration 0025): demo is a root, its sub-users its children.
    expect([primary.parent_id, primary.family_path]).toEqual([0, `/${primary.id}/`]);
    expect([sub.parent_id, sub.family_path]).toEqual([primary.id, `/${primary.id}/${sub.id}/`]);
    expect([reader.parent_id, reader.family_path]).toEqual([primary.id, `/${primary.id}/${reader.id}/`]);
    expect(await permissionsOf(reader.id)).toEqual([4]);
    expect(await balancesOf(primary.id)).toEqual({ sms: 10000, overseas_sms: 500, voice: 1000, whatsapp: 2000, emails: 5000 });
    expect(await balancesOf(sub.id)).toEqual({ sms: 1000 });
  });

  test('every balance is backed by its ledger: the sum of its entries, the last one ending at it', async () => {
    const entries = await t.db.selectFrom('balance_entries').select(['user_id', 'service', 'delta', 'balance_after', 'reason']).orderBy('id').execute();
    const balances = await t.db.selectFrom('balances').select(['user_id', 'service', 'amount']).execute();
    expect(balances.length).toBeGreaterThan(300);
    for (const b of balances) {
      const own = entries.filter((e) => e.user_id === b.user_id && e.service === b.service);
      expect(own[0]!.reason).toBe('seed');
      expect(own.reduce((sum, e) => sum + Number(e.delta), 0)).toBe(Number(b.amount));
      expect(Number(own.at(-1)!.balance_after)).toBe(Number(b.amount));
    }
  });

  test('a customer base for support: a few hundred accounts with families and sign-ins; the demo family and every third account are the administrator\'s', async () => {
    const admin = await userNamed('admin');
    const primaries = await t.db.selectFrom('users').select(['id', 'administrator_id', 'family_path']).where('group_id', '=', Group.customer).where('admin_id', '=', 0).execute();
    expect(primaries.length).toBeGreaterThanOrEqual(300);
    const subs = await t.db.selectFrom('users').select(['id', 'admin_id', 'family_path', 'administrator_id']).where('group_id', '=', Group.subUser).execute();
    expect(subs.length).toBeGreaterThan(200);
    // Each sub-user's path runs from its primary user down to itself, some two levels deep.
    for (const s of subs) expect(s.family_path).toMatch(new RegExp(`^/${s.admin_id}/(\\d+/)*${s.id}/$`));
    expect(subs.some((s) => s.family_path.split('/').length > 4)).toBe(true);
    const assigned = primaries.filter((p) => p.administrator_id === admin.id);
    expect(assigned.length).toBeGreaterThan(90);
    for (const username of ['demo', 'demo-sub', 'demo-reader']) expect((await userNamed(username)).administrator_id).toBe(admin.id);
    // A sub-user is the administrator's exactly when its account is.
    const byId = new Map(primaries.map((p) => [p.id, p.administrator_id]));
    for (const s of subs.filter((x) => byId.has(x.admin_id))) expect(s.administrator_id).toBe(byId.get(s.admin_id));
    const signIns = await t.db.selectFrom('login_audit').select('user_id').execute();
    expect(signIns.length).toBeGreaterThan(1000);
  });

  test('every demo password passes the password rules and signs in', async () => {
    for (const login of demoLogins) {
      expect(isStrongPassword(login.password)).toBe(true);
      const res = await postLogin(t.app, { username: login.username, password: login.password });
      expect(res.json().data.status).toBe('1');
    }
  });

  test('the primary user sees its credits and its sub-user share', async () => {
    const res = await postLogin(t.app, { username: 'demo', password: 'Demo-2026!x' });
    const { balanceCredits, canMakeCampaign } = res.json().data.currentUser;
    expect(canMakeCampaign).toBe(true);
    expect(balanceCredits.sms).toEqual({ amount: 10000, hasPermissions: true, subAmount: 1000, sumAmount: 11000 });
  });

  test('a second run creates nothing', async () => {
    const before = await t.db.selectFrom('users').select('id').execute();
    expect(await seedDemo(t.db, Date.now())).toEqual([]);
    expect(await t.db.selectFrom('users').select('id').execute()).toHaveLength(before.length);
    expect(await t.db.selectFrom('brands').select('id').execute()).toHaveLength(1);
    expect(await presentDemoLogins(t.db)).toEqual(demoLogins);
  });
});

test('the demo logins print as a table', () => {
  const table = loginsTable(demoLogins).split('\n');
  expect(table[0]).toMatch(/^\s+role\s+username\s+password$/);
  expect(table).toHaveLength(2 + demoLogins.length);
  expect(table[table.length - 1]).toContain('demo-reader');
});
