import { Group } from '../../../../domain/access';
import { onEachDatabase } from '../../../test/signIn';
import { startTestApp, type TestApp } from '../../../test/testApp';
import { balanceOf, family, post, setBalance, staff } from './testKit';

onEachDatabase('super-admin/user-to-user', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
  });
  afterAll(() => t.close());

  test("an administrator moves credits from its customer to the customer's sub-user: both balances, two ledger rows and one audit row with before and after", async () => {
    const admin = await staff(t, Group.administrator);
    const mine = await family(t, admin.id);
    await setBalance(t, mine.primary, 'sms', 1000);
    await setBalance(t, mine.sub, 'sms', 5);

    const res = await post(t, admin.token, 'user-to-user', { fromUserId: mine.primary, toUserId: mine.sub, service: 'sms', amount: 300, comment: 'for the sale' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ status: 1, fromBalance: 700, toBalance: 305 });
    expect([await balanceOf(t, mine.primary, 'sms'), await balanceOf(t, mine.sub, 'sms')]).toEqual([700, 305]);
    const ledger = await t.db.selectFrom('balance_entries').select(['user_id', 'delta', 'balance_after', 'reason', 'created_by']).where('user_id', 'in', [mine.primary, mine.sub]).orderBy('id').execute();
    expect(ledger).toEqual([
      { user_id: mine.primary, delta: -300, balance_after: 700, reason: 'credits.transfer', created_by: admin.id },
      { user_id: mine.sub, delta: 300, balance_after: 305, reason: 'credits.transfer', created_by: admin.id },
    ]);
    const audit = await t.db.selectFrom('audit_log').select(['operation', 'actor_user_id', 'subject_user_id', 'summary']).where('operation', '=', 'userToUserCreditTransfer').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_user_id: admin.id, subject_user_id: mine.sub });
    const summary = JSON.parse(audit[0]!.summary) as { before: { balances: Record<string, number> }; after: { balances: Record<string, number> }; status: number; request: { body: { comment: string } } };
    expect([summary.before.balances.sms, summary.after.balances.sms, summary.status, summary.request.body.comment]).toEqual([5, 305, 1, 'for the sale']);
  });

  test('never more than the giver holds (-2), whole positive credits only (-1), not to a blocked user (-3): nothing moves and nothing is written', async () => {
    const admin = await staff(t, Group.administrator);
    const mine = await family(t, admin.id);
    await setBalance(t, mine.primary, 'voice', 50);
    const entries = async () => Number((await t.db.selectFrom('balance_entries').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', 'in', [mine.primary, mine.sub]).executeTakeFirstOrThrow()).n);
    const transfer = (body: object) => post(t, admin.token, 'user-to-user', { fromUserId: mine.primary, toUserId: mine.sub, service: 'voice', ...body }).then((r) => r.json().data);
    expect(await transfer({ amount: 51 })).toEqual({ status: -2 });
    expect(await transfer({ amount: 1.5 })).toEqual({ status: -1 });
    expect(await transfer({ amount: 10, toUserId: mine.primary })).toEqual({ status: -1 });
    await t.db.updateTable('users').set({ blocked: 1 }).where('id', '=', mine.sub).execute();
    expect(await transfer({ amount: 10 })).toEqual({ status: -3 });
    expect([await balanceOf(t, mine.primary, 'voice'), await balanceOf(t, mine.sub, 'voice'), await entries()]).toEqual([50, 0, 0]);
    // The contract refuses what is no amount at all.
    expect((await post(t, admin.token, 'user-to-user', { fromUserId: mine.primary, toUserId: mine.sub, service: 'voice', amount: 0 })).statusCode).toBe(400);
  });

  test("another administrator's customer is 404 on either side, and so is an unknown user; an administrator without permission 49 is 403, a customer too", async () => {
    const admin = await staff(t, Group.administrator);
    const other = await staff(t, Group.administrator);
    const mine = await family(t, admin.id);
    const theirs = await family(t, other.id);
    await setBalance(t, mine.primary, 'sms', 100);
    await setBalance(t, theirs.primary, 'sms', 100);
    const status = (token: string, fromUserId: number, toUserId: number) => post(t, token, 'user-to-user', { fromUserId, toUserId, service: 'sms', amount: 10 }).then((r) => r.statusCode);
    expect(await status(admin.token, mine.primary, theirs.sub)).toBe(404);
    expect(await status(admin.token, theirs.primary, mine.sub)).toBe(404);
    expect(await status(admin.token, mine.primary, 99_999_999)).toBe(404);
    const without49 = await staff(t, Group.administrator, []);
    await t.db.updateTable('users').set({ administrator_id: without49.id }).where('id', 'in', [mine.primary, mine.sub]).execute();
    expect(await status(without49.token, mine.primary, mine.sub)).toBe(403);
    const customer = await staff(t, Group.customer);
    expect(await status(customer.token, mine.primary, mine.sub)).toBe(403);
    expect([await balanceOf(t, mine.primary, 'sms'), await balanceOf(t, theirs.primary, 'sms')]).toEqual([100, 100]);
    // A super-administrator reaches everyone.
    const superAdmin = await staff(t, Group.superAdmin);
    expect(await status(superAdmin.token, theirs.primary, mine.sub)).toBe(200);
    expect(await balanceOf(t, mine.sub, 'sms')).toBe(10);
  });
});
