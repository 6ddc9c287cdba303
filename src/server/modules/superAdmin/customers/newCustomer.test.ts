import { Group } from '../../../../domain/access';
import { onEachDatabase, postLogin } from '../../../test/signIn';
import { startTestApp, type TestApp } from '../../../test/testApp';
import { balanceOf, post, staff } from './testKit';

onEachDatabase('super-admin/create-user-account', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
  });
  afterAll(() => t.close());

  let n = 0;
  const form = (extra: object = {}) => {
    n += 1;
    return { username: `newshop${n}`, firstName: 'Noa', lastName: 'Levi', email: `noa${n}@shop.example`, phone: '050-1234567', customerType: 2, paymentType: 'postpaid', companyName: 'Noa Shop', ...extra };
  };

  test('an administrator opens a customer: active primary user in group 1 assigned to it, opening credits in the ledger, sign-in details mailed; the first sign-in must change the password', async () => {
    const admin = await staff(t, Group.administrator);
    const body = form({ openingCredits: { sms: 500, voice: 20, whatsapp: 0 } });
    const res = await post(t, admin.token, 'create-user-account', body);
    expect(res.statusCode).toBe(200);
    const { status, userId } = res.json().data as { status: number; userId: number };
    expect(status).toBe(1);
    const user = await t.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ admin_id: 0, parent_id: 0, group_id: Group.customer, active: 1, blocked: 0, administrator_id: admin.id, username: body.username, email: body.email, phones: '["0501234567"]', customer_type: 2, payment_type: 'postpaid', company_name: 'Noa Shop', family_path: `/${userId}/` });
    expect([await balanceOf(t, userId, 'sms'), await balanceOf(t, userId, 'voice'), await balanceOf(t, userId, 'whatsapp')]).toEqual([500, 20, 0]);
    const ledger = await t.db.selectFrom('balance_entries').select(['service', 'delta', 'reason', 'created_by']).where('user_id', '=', userId).orderBy('id').execute();
    expect(ledger).toEqual([
      { service: 'sms', delta: 500, reason: 'credits.opening', created_by: admin.id },
      { service: 'voice', delta: 20, reason: 'credits.opening', created_by: admin.id },
    ]);
    const mail = await t.db.selectFrom('outbox').selectAll().where('user_id', '=', userId).execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ channel: 'mail', recipient: body.email });
    expect(mail[0]!.body).toContain(`Username: ${body.username}`);
    const password = /Password: (\S+)/.exec(mail[0]!.body)![1]!;
    // The generated password signs in, and the browser is told to have it changed first.
    const signIn = (await postLogin(t.app, { username: body.username, password })).json().data;
    expect(signIn).toMatchObject({ status: '2', passwordExpired: true });
    // The audit row is on the new user, its standing after.
    const audit = await t.db.selectFrom('audit_log').select(['actor_user_id', 'subject_user_id', 'account', 'summary']).where('operation', '=', 'createUserAccount').execute();
    expect(audit).toEqual([expect.objectContaining({ actor_user_id: admin.id, subject_user_id: userId, account: userId })]);
    const summary = JSON.parse(audit[0]!.summary) as { before: unknown; after: { balances: Record<string, number>; active: number }; status: number };
    expect(summary).toMatchObject({ before: null, after: { active: 1, balances: { sms: 500, voice: 20 } }, status: 1 });
    // The administrator now reaches it.
    expect((await post(t, admin.token, 'get-user-details', { userId })).statusCode).toBe(200);
  });

  test('a super-administrator opens a customer assigned to no administrator', async () => {
    const superAdmin = await staff(t, Group.superAdmin);
    const res = (await post(t, superAdmin.token, 'create-user-account', form())).json().data;
    expect(res.status).toBe(1);
    expect((await t.db.selectFrom('users').select('administrator_id').where('id', '=', res.userId).executeTakeFirstOrThrow()).administrator_id).toBeNull();
  });

  test('a taken username (-2, whatever its case), a taken e-mail (-3), an unknown price list (-4) and a bad field (-1 with the message under it) write no user, no credits and no mail, only their audit rows', async () => {
    const admin = await staff(t, Group.administrator);
    const first = form();
    expect((await post(t, admin.token, 'create-user-account', first)).json().data.status).toBe(1);
    const counts = async () =>
      Promise.all(['users', 'balance_entries', 'outbox', 'audit_log'].map(async (table) => Number((await t.db.selectFrom(table as 'users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)));
    const before = await counts();
    const answer = (extra: object) => post(t, admin.token, 'create-user-account', form({ openingCredits: { sms: 100 }, ...extra })).then((r) => r.json().data);
    expect(await answer({ username: first.username.toUpperCase() })).toEqual({ status: -2 });
    expect(await answer({ email: first.email.toUpperCase() })).toEqual({ status: -3 });
    expect(await answer({ priceListId: 987_654 })).toEqual({ status: -4 });
    expect(await answer({ phone: '12' })).toEqual({ status: -1, message: 'profile.errors.phone' });
    expect(await answer({ username: 'new shop' })).toEqual({ status: -1, message: 'users.form.errors.usernameSpaces' });
    expect(await answer({ email: 'not-an-address' })).toEqual({ status: -1, message: 'profile.errors.email' });
    expect(await answer({ firstName: '  ' })).toEqual({ status: -1, message: 'profile.errors.firstNameRequired' });
    // The refused calls are actions of the log too (with their result code); nothing else was written.
    const after = await counts();
    expect(after).toEqual([before[0], before[1], before[2], before[3]! + 7]);
  });

  test('a customer may not open accounts (403)', async () => {
    const customer = await staff(t, Group.customer);
    expect((await post(t, customer.token, 'create-user-account', form())).statusCode).toBe(403);
  });
});
