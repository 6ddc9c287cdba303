import { Group } from '../../../../domain/access';
import { onEachDatabase } from '../../../test/signIn';
import { startTestApp, type TestApp } from '../../../test/testApp';
import { balanceOf, family, post, setBalance, staff, type Staff } from '../customers/testKit';

onEachDatabase('wallets and organizations of a customer', (dbOptions) => {
  let t: TestApp;
  let superAdmin: Staff;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
    superAdmin = await staff(t, Group.superAdmin);
  });
  afterAll(() => t.close());

  const call = (op: string, body: object) => post(t, superAdmin.token, op, body);
  const walletsOf = async (userId: number) => (await call('get-wallets', { userId })).json().data as { id: number; name: string; balance: number; status: string; permissions: number[] }[];
  const ledgerOf = (userId: number) => t.db.selectFrom('balance_entries').select(['delta', 'balance_after', 'reason', 'reference']).where('user_id', '=', userId).orderBy('id').execute();

  test("a wallet funded from the account's balance, refilled, lowered and deleted: the credits only move between the two, each move a ledger row, each change audited", async () => {
    const mine = await family(t, null);
    await setBalance(t, mine.primary, 'sms', 1000);
    // Named by a sub-user, the wallet is its account's.
    const added = await call('add-wallet', { userId: mine.sub, name: 'Sales', balance: 300 });
    expect(added.json().data).toEqual({ status: 1, id: expect.any(Number) });
    const id = added.json().data.id as number;
    expect(await walletsOf(mine.primary)).toEqual([{ id, userId: mine.primary, name: 'Sales', status: 'active', balance: 300, permissions: [] }]);
    expect(await balanceOf(t, mine.primary, 'sms')).toBe(700);

    expect((await call('update-wallet', { userId: mine.primary, walletId: id, balance: 500, name: 'Sales team' })).json().data).toEqual({ status: 1 });
    expect((await call('update-wallet', { userId: mine.primary, walletId: id, balance: 450 })).json().data).toEqual({ status: 1 });
    expect([await balanceOf(t, mine.primary, 'sms'), (await walletsOf(mine.primary))[0]!.balance]).toEqual([550, 450]);

    expect((await call('wallets-perm', { userId: mine.primary, walletId: id, permissions: [mine.sub, mine.grandchild] })).json().data).toEqual({ status: 1 });
    expect((await call('update-wallet-status', { userId: mine.primary, walletId: id, status: 'frozen' })).json().data).toEqual({ status: 1 });
    expect(await walletsOf(mine.primary)).toEqual([expect.objectContaining({ name: 'Sales team', status: 'frozen', permissions: [mine.sub, mine.grandchild].sort((a, b) => a - b) })]);

    expect((await call('delete-wallet', { userId: mine.primary, walletId: id })).json().data).toEqual({ status: 1 });
    expect([await balanceOf(t, mine.primary, 'sms'), await walletsOf(mine.primary)]).toEqual([1000, []]);
    expect(await ledgerOf(mine.primary)).toEqual([
      { delta: -300, balance_after: 700, reason: 'wallet.fund', reference: `wallet:${id}` },
      { delta: -200, balance_after: 500, reason: 'wallet.fund', reference: `wallet:${id}` },
      { delta: 50, balance_after: 550, reason: 'wallet.return', reference: `wallet:${id}` },
      { delta: 450, balance_after: 1000, reason: 'wallet.return', reference: `wallet:${id}` },
    ]);
    const audited = await t.db.selectFrom('audit_log').select('operation').where('subject_user_id', 'in', [mine.primary, mine.sub]).orderBy('id').execute();
    expect(audited.map((a) => a.operation)).toEqual(['addWallet', 'updateWallet', 'updateWallet', 'setWalletPermissions', 'updateWalletStatus', 'deleteWallet']);
  });

  test('never more than the balance holds (-3, nothing written), a name once per account (-2), whole credits only (400)', async () => {
    const mine = await family(t, null);
    await setBalance(t, mine.primary, 'sms', 100);
    expect((await call('add-wallet', { userId: mine.primary, name: 'Big', balance: 101 })).json().data).toEqual({ status: -3 });
    expect(await walletsOf(mine.primary)).toEqual([]);
    const id = (await call('add-wallet', { userId: mine.primary, name: 'Small', balance: 60 })).json().data.id as number;
    expect((await call('add-wallet', { userId: mine.primary, name: 'small' })).json().data).toEqual({ status: -2 });
    expect((await call('update-wallet', { userId: mine.primary, walletId: id, balance: 101 })).json().data).toEqual({ status: -3 });
    expect((await call('add-wallet', { userId: mine.primary, name: 'Half', balance: 1.5 })).statusCode).toBe(400);
    expect([await balanceOf(t, mine.primary, 'sms'), (await walletsOf(mine.primary)).map((w) => w.balance), (await ledgerOf(mine.primary)).length]).toEqual([40, [60], 1]);
  });

  test("another account's wallet or sub-user, an unknown user: 404, nothing changed; a system manager is refused (403)", async () => {
    const mine = await family(t, null);
    const theirs = await family(t, null);
    await setBalance(t, theirs.primary, 'sms', 100);
    const theirWallet = (await call('add-wallet', { userId: theirs.primary, name: 'Theirs', balance: 100 })).json().data.id as number;
    const mineWallet = (await call('add-wallet', { userId: mine.primary, name: 'Mine' })).json().data.id as number;
    for (const [op, body] of [
      ['update-wallet', { userId: mine.primary, walletId: theirWallet, balance: 0 }],
      ['update-wallet-status', { userId: mine.primary, walletId: theirWallet, status: 'frozen' }],
      ['delete-wallet', { userId: mine.primary, walletId: theirWallet }],
      ['wallets-perm', { userId: mine.primary, walletId: mineWallet, permissions: [theirs.sub] }],
      ['get-wallets', { userId: 999999 }],
    ] as const) {
      expect([op, (await call(op, body)).statusCode]).toEqual([op, 404]);
    }
    expect(await walletsOf(theirs.primary)).toEqual([expect.objectContaining({ balance: 100, status: 'active' })]);
    const manager = await staff(t, Group.systemManager);
    expect((await post(t, manager.token, 'get-wallets', { userId: mine.primary })).statusCode).toBe(403);
  });

  test('organizations: added with a 9-digit company number once per account (-2), changed, deleted; bad numbers 400, another account 404', async () => {
    const mine = await family(t, null);
    const theirs = await family(t, null);
    const added = await call('add-organization', { userId: mine.primary, name: 'North Ltd', companyId: '515555555' });
    expect(added.json().data).toEqual({ status: 1, id: expect.any(Number) });
    const id = added.json().data.id as number;
    expect((await call('add-organization', { userId: mine.primary, name: 'Again', companyId: '515555555' })).json().data).toEqual({ status: -2 });
    expect((await call('add-organization', { userId: theirs.primary, name: 'Same company elsewhere', companyId: '515555555' })).json().data.status).toBe(1);
    expect((await call('add-organization', { userId: mine.primary, name: 'Short', companyId: '51555' })).statusCode).toBe(400);
    expect((await call('update-organization', { userId: mine.primary, organizationId: id, name: 'North Group', companyId: '516666666' })).json().data).toEqual({ status: 1 });
    expect((await call('get-organizations', { userId: mine.sub })).json().data).toEqual([{ id, userId: mine.primary, name: 'North Group', companyId: '516666666' }]);
    expect((await call('update-organization', { userId: theirs.primary, organizationId: id, name: 'Stolen' })).statusCode).toBe(404);
    expect((await call('delete-organization', { userId: theirs.primary, organizationId: id })).statusCode).toBe(404);
    expect((await call('delete-organization', { userId: mine.primary, organizationId: id })).json().data).toEqual({ status: 1 });
    expect((await call('get-organizations', { userId: mine.primary })).json().data).toEqual([]);
  });
});
