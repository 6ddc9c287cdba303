/** The done-when of issue 18 over the demo seed: as `admin`, read demo-sub, unblock it and move credits to it, by signing in as a person would. */
import { loginAttempts } from '../../../../domain/signIn';
import { seedDemo } from '../../../seed';
import { onEachDatabase, postLogin } from '../../../test/signIn';
import { startTestApp, type TestApp } from '../../../test/testApp';
import { balanceOf, post } from './testKit';

onEachDatabase('acting on a customer over the demo seed', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
    await seedDemo(t.db, Date.now());
  });
  afterAll(() => t.close());

  const idOf = async (username: string) => (await t.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  const signIn = (username: string, password: string) => postLogin(t.app, { username, password }).then((r) => r.json().data as { status: string; token?: string });

  test('admin reads demo-sub locked out by wrong passwords, unblocks it, moves 250 SMS credits to it from demo; a customer not assigned to admin is 404 for each', async () => {
    const admin = (await signIn('admin', 'Admin-2026!x')).token!;
    const [demo, demoSub] = [await idOf('demo'), await idOf('demo-sub')];
    for (let i = 0; i < loginAttempts; i++) await signIn('demo-sub', 'Wrong-pass1!');

    const details = (await post(t, admin, 'get-user-details', { userId: demoSub })).json().data;
    expect(details).toMatchObject({ username: 'demo-sub', blocked: true, blockedReason: 'failedLogins', administratorId: await idOf('admin') });
    expect((await post(t, admin, 'unBlock', { userId: demoSub })).json().data).toEqual({ status: 1 });
    const [demoBefore, subBefore] = [await balanceOf(t, demo, 'sms'), await balanceOf(t, demoSub, 'sms')];
    const moved = (await post(t, admin, 'user-to-user', { fromUserId: demo, toUserId: demoSub, service: 'sms', amount: 250 })).json().data;
    expect(moved).toEqual({ status: 1, fromBalance: demoBefore - 250, toBalance: subBefore + 250 });
    expect((await post(t, admin, 'get-user-details', { userId: demoSub })).json().data).toMatchObject({ blocked: false, failedLogins: 0, balances: { sms: { amount: subBefore + 250 } } });
    expect((await signIn('demo-sub', 'Sub-2026!xy')).token).toEqual(expect.any(String));
    const tree = (await post(t, admin, 'view-family', { userId: demoSub })).json().data;
    expect(tree.root.userId).toBe(demo);

    // customer002 is the seed's second customer: every third from the first is assigned to admin, so not it.
    const stranger = await idOf('customer002');
    expect((await t.db.selectFrom('users').select('administrator_id').where('id', '=', stranger).executeTakeFirstOrThrow()).administrator_id).toBeNull();
    expect((await post(t, admin, 'get-user-details', { userId: stranger })).statusCode).toBe(404);
    expect((await post(t, admin, 'view-family', { userId: stranger })).statusCode).toBe(404);
    expect((await post(t, admin, 'user-to-user', { fromUserId: demo, toUserId: stranger, service: 'sms', amount: 1 })).statusCode).toBe(404);
  });
});
