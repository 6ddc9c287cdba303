import { Group } from '../../../../domain/access';
import { onEachDatabase } from '../../../test/signIn';
import { insertUser, startTestApp, type TestApp } from '../../../test/testApp';
import { family, post, staff } from './testKit';

onEachDatabase('super-admin/save-user-details', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
  });
  afterAll(() => t.close());

  test('a system manager saves profile and billing data; only the fields sent change, and the audit row keeps the request', async () => {
    const manager = await staff(t, Group.systemManager);
    const { primary } = await family(t, null);
    const res = await post(t, manager.token, 'save-user-details', {
      userId: primary,
      firstName: ' Yael ',
      lastName: 'Mizrahi',
      email: 'yael@shop.example',
      phones: ['052-7654321'],
      nationalId: '123456782',
      companyName: 'Yael Ltd',
      comments: 'Calls before noon',
      billing: { customerType: 4, paymentType: 'card' },
    });
    expect(res.json().data).toEqual({ status: 1 });
    const user = await t.db.selectFrom('users').selectAll().where('id', '=', primary).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ first_name: 'Yael', last_name: 'Mizrahi', email: 'yael@shop.example', phones: '["0527654321"]', national_id: '123456782', company_name: 'Yael Ltd', comments: 'Calls before noon', customer_type: 4, payment_type: 'card', price_list_id: null });
    expect((await post(t, manager.token, 'save-user-details', { userId: primary, comments: '' })).json().data).toEqual({ status: 1 });
    expect(await t.db.selectFrom('users').select(['first_name', 'comments', 'payment_type']).where('id', '=', primary).executeTakeFirstOrThrow()).toEqual({ first_name: 'Yael', comments: '', payment_type: 'card' });
    const audit = await t.db.selectFrom('audit_log').select(['subject_user_id', 'summary']).where('operation', '=', 'saveUserDetails').orderBy('id').execute();
    expect(audit).toHaveLength(2);
    expect(JSON.parse(audit[0]!.summary)).toMatchObject({ request: { body: { userId: primary, companyName: 'Yael Ltd' } }, status: 1, before: { active: 1 }, after: { active: 1 } });
  });

  test("the profile's own rules with its messages (-1), a username or e-mail another user has (-2, -3, whatever the case): nothing is saved", async () => {
    const manager = await staff(t, Group.systemManager);
    const { primary } = await family(t, null);
    const someone = await insertUser(t.db, { username: `taken${primary}` });
    await t.db.updateTable('users').set({ email: `taken${primary}@shop.example` }).where('id', '=', someone).execute();
    const save = (body: object) => post(t, manager.token, 'save-user-details', { userId: primary, firstName: 'Changed', ...body }).then((r) => r.json().data);
    expect(await save({ firstName: ' ' })).toEqual({ status: -1, message: 'profile.errors.firstNameRequired' });
    expect(await save({ lastName: '' })).toEqual({ status: -1, message: 'profile.errors.lastNameRequired' });
    expect(await save({ phones: ['12345'] })).toEqual({ status: -1, message: 'profile.errors.phone' });
    expect(await save({ email: 'nobody' })).toEqual({ status: -1, message: 'profile.errors.email' });
    expect(await save({ allowedEmails: ['a@b.co', 'a@b.co'] })).toEqual({ status: -1, message: 'profile.errors.allowedEmails.duplicate' });
    expect(await save({ allowedIps: ['not-an-ip'] })).toEqual({ status: -1, message: 'profile.errors.allowedIps.invalid' });
    expect(await save({ username: 'two words' })).toEqual({ status: -1, message: 'users.form.errors.usernameSpaces' });
    expect(await save({ username: ' ' })).toEqual({ status: -1, message: 'users.form.errors.usernameRequired' });
    expect(await save({ username: `TAKEN${primary}` })).toEqual({ status: -2 });
    expect(await save({ email: `Taken${primary}@shop.example` })).toEqual({ status: -3 });
    expect((await post(t, manager.token, 'save-user-details', { userId: primary, billing: { priceListId: 987_654 } })).statusCode).toBe(400);
    expect((await t.db.selectFrom('users').select('first_name').where('id', '=', primary).executeTakeFirstOrThrow()).first_name).toBe('');
    // Its own username and e-mail are not another user's.
    const own = await t.db.selectFrom('users').select(['username', 'email']).where('id', '=', primary).executeTakeFirstOrThrow();
    expect(await save({ username: own.username.toUpperCase(), email: 'mine@shop.example' })).toEqual({ status: 1 });
  });

  test("making a frozen customer active again settles its recovery request, as the sub-user form does", async () => {
    const manager = await staff(t, Group.systemManager);
    const { primary } = await family(t, null);
    await t.db.updateTable('users').set({ active: 0 }).where('id', '=', primary).execute();
    await t.db.insertInto('inactive_requests').values({ user_id: primary, phone: '0501234567', created_at: t.clock.now() }).execute();
    expect((await post(t, manager.token, 'save-user-details', { userId: primary, active: true })).json().data).toEqual({ status: 1 });
    expect(await t.db.selectFrom('inactive_requests').select(['status', 'decided_by']).where('user_id', '=', primary).executeTakeFirstOrThrow()).toEqual({ status: 'approved', decided_by: manager.id });
    expect((await t.db.selectFrom('users').select('active').where('id', '=', primary).executeTakeFirstOrThrow()).active).toBe(1);
  });

  test('an unknown user is 404; an administrator (x-access system) is 403', async () => {
    const manager = await staff(t, Group.systemManager);
    const admin = await staff(t, Group.administrator);
    const mine = await family(t, admin.id);
    expect((await post(t, manager.token, 'save-user-details', { userId: 99_999_999, firstName: 'X' })).statusCode).toBe(404);
    expect((await post(t, admin.token, 'save-user-details', { userId: mine.primary, firstName: 'X' })).statusCode).toBe(403);
  });
});
