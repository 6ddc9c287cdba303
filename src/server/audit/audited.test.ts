import { sql } from 'kysely';
import { CreateSubUser, LoginAdminToSub, SetNewMessagesBalance } from '../../contract/statusCodes';
import { Group } from '../../domain/access';
import { Permission } from '../../domain/permissions';
import { createSession } from '../http/session';
import { bearer, onEachDatabase } from '../test/signIn';
import { insertUser, startTestApp, type TestApp } from '../test/testApp';
import { auditRows } from './auditTesting';
import { verifyChain } from './chain';

onEachDatabase("administrators' actions write the audit log in their own transaction", (dbOptions) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp({}, dbOptions);
  });
  afterEach(() => t.close());

  const tokenOf = async (userId: number, impersonatorId: number | null = null) =>
    (await createSession(t.db, { userId, impersonatorId, lifetimeMs: 3_600_000, keepLoggedIn: false, now: t.clock.now() })).token;
  const post = (token: string, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/${url}`, headers: bearer(token), payload, remoteAddress: '10.1.2.3' });

  test('a sign-in-as is written: who, from where, on whom, its result — and never the session token', async () => {
    const admin = await insertUser(t.db, { group: Group.administrator, permissions: [Permission.loginAsSubUser] });
    // A user of the administrator's own account: its account is the administrator's.
    const customer = await insertUser(t.db, { adminId: admin });
    const stranger = await insertUser(t.db);
    const token = await tokenOf(admin);
    const res = await post(token, 'main/login-admin-to-sub', { userId: customer });
    expect(res.json().data.status).toBe(LoginAdminToSub.signedIn);
    expect((await post(token, 'main/login-admin-to-sub', { userId: stranger })).json().data.status).toBe(LoginAdminToSub.failed);
    const rows = await auditRows(t.db);
    expect(rows.map(({ actor_user_id, actor_group, ip, operation, subject_user_id, account }) => ({ actor_user_id, actor_group, ip, operation, subject_user_id, account }))).toEqual([
      { actor_user_id: admin, actor_group: Group.administrator, ip: '10.1.2.3', operation: 'loginAdminToSub', subject_user_id: customer, account: admin },
      { actor_user_id: admin, actor_group: Group.administrator, ip: '10.1.2.3', operation: 'loginAdminToSub', subject_user_id: stranger, account: stranger },
    ]);
    expect(rows[0]!.summary).toMatchObject({ request: { body: { userId: customer } }, status: LoginAdminToSub.signedIn, before: { openSessions: 0 }, after: { openSessions: 1 } });
    expect(rows[1]!.summary.status).toBe(LoginAdminToSub.failed);
    expect(JSON.stringify(rows)).not.toContain(res.json().data.token);
  });

  test('the summary holds the subject before and after (enforcing the terms)', async () => {
    const admin = await insertUser(t.db, { group: Group.systemManager });
    const customer = await insertUser(t.db);
    expect((await post(await tokenOf(admin), 'users/enforcement-user', { userId: customer, enforce: true })).json().data.status).toBe(1);
    const [row] = await auditRows(t.db);
    expect(row!.summary).toMatchObject({ before: { termsRequiredSince: null, blocked: 0 }, after: { termsRequiredSince: expect.any(Number), blocked: 0 } });
    expect(Number(row!.at)).toBeGreaterThanOrEqual((row!.summary.after as { termsRequiredSince: number }).termsRequiredSince);
  });

  test('an action refused with 404 writes nothing; when its row cannot be written, the action is undone with it', async () => {
    const admin = await insertUser(t.db, { group: Group.systemManager });
    const customer = await insertUser(t.db);
    const token = await tokenOf(admin);
    expect((await post(token, 'users/enforcement-user', { userId: 999_999, enforce: true })).statusCode).toBe(404);
    expect(await auditRows(t.db)).toEqual([]);
    await sql`alter table audit_log rename to audit_log_away`.execute(t.db);
    try {
      expect((await post(token, 'users/enforcement-user', { userId: customer, enforce: true })).statusCode).toBe(500);
    } finally {
      await sql`alter table audit_log_away rename to audit_log`.execute(t.db);
    }
    const user = await t.db.selectFrom('users').select('terms_required_since').where('id', '=', customer).executeTakeFirstOrThrow();
    expect(user.terms_required_since).toBeNull();
  });

  test("a credit transfer refused for want of credits is written with its code and changed nothing; one that moves is written with both balances", async () => {
    const admin = await insertUser(t.db, { group: Group.systemManager });
    const customer = await insertUser(t.db);
    const token = await tokenOf(admin);
    expect((await post(token, 'reports/set-new-messages-balance', { userId: customer, product: 'sms', amount: 50 })).json().data.status).toBe(SetNewMessagesBalance.insufficientCredits);
    await t.db.insertInto('balances').values({ user_id: admin, service: 'sms', amount: 100 }).execute();
    expect((await post(token, 'reports/set-new-messages-balance', { userId: customer, product: 'sms', amount: 30 })).json().data.status).toBe(SetNewMessagesBalance.updated);
    const rows = await auditRows(t.db);
    expect(rows.map((r) => [r.operation, r.summary.status, r.summary.before, r.summary.after])).toEqual([
      ['setNewMessagesBalance', SetNewMessagesBalance.insufficientCredits, expect.objectContaining({ balances: {} }), expect.objectContaining({ balances: {} })],
      ['setNewMessagesBalance', SetNewMessagesBalance.updated, expect.objectContaining({ balances: {} }), expect.objectContaining({ balances: { sms: 30 } })],
    ]);
  });

  test("a customer managing its own family is not audited; the same under an administrator's sign-in-as is, as the administrator, without the password", async () => {
    const admin = await insertUser(t.db, { group: Group.systemManager });
    const primary = await insertUser(t.db, { permissions: [Permission.usersSection] });
    const body = (n: number) => ({ username: `audited${n}x${Date.now() % 100000}`, password: 'Family-2026!x', firstName: 'Dana', lastName: 'Levi', email: `audited${n}.${Date.now()}@example.com` });
    expect((await post(await tokenOf(primary), 'users/create-sub-user', body(1))).json().data.status).toBe(CreateSubUser.created);
    expect(await auditRows(t.db)).toEqual([]);
    const created = (await post(await tokenOf(primary, admin), 'users/create-sub-user', body(2))).json().data;
    expect(created.status).toBe(CreateSubUser.created);
    const [row] = await auditRows(t.db);
    expect(row).toMatchObject({ actor_user_id: admin, actor_group: Group.systemManager, operation: 'createSubUser', subject_user_id: created.userId, account: primary });
    expect(row!.summary).toMatchObject({ before: null, after: { group: expect.any(Number) }, signedInAs: primary, request: { body: { firstName: 'Dana' } } });
    expect(JSON.stringify(row!.summary)).not.toContain('Family-2026!x');
  });

  test('20 audited actions at once make one valid chain', async () => {
    const admin = await insertUser(t.db, { group: Group.systemManager });
    const token = await tokenOf(admin);
    const customers = await Promise.all(Array.from({ length: 20 }, () => insertUser(t.db)));
    const answers = await Promise.all(customers.map((userId) => post(token, 'users/enforcement-user', { userId, enforce: true })));
    expect(answers.map((a) => a.statusCode)).toEqual(customers.map(() => 200));
    expect(await verifyChain(t.db)).toMatchObject({ ok: true, rows: 20 });
    expect(new Set((await auditRows(t.db)).map((r) => r.subject_user_id))).toEqual(new Set(customers));
  });
});
