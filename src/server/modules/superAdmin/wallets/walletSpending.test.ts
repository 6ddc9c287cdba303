/**
 * Sends spend from wallets (messaging/campaignCredits.ts): a sub-user permitted on an active
 * wallet of its account pays its SMS campaigns from it, undelivered messages go back to it
 * (through the pipeline and the test SMSC, which refuses some numbers for good), a frozen
 * wallet refuses the send, and the account's balance is only the account's.
 */
import { Group } from '../../../../domain/access';
import { formatIsraelDateTime } from '../../../../domain/israelTime';
import { Permission } from '../../../../domain/permissions';
import { SendCampaign } from '../../../../contract/statusCodes';
import { startPipeline, type Pipeline } from '../../../messaging/pipeline';
import { startSmsc, type Smsc } from '../../../messaging/providers/smsc';
import { waitUntil } from '../../../messaging/testCampaigns';
import { smppTo } from '../../../messaging/testDelivery';
import { bearer, onEachDatabase } from '../../../test/signIn';
import { insertUser, startTestApp, type TestApp } from '../../../test/testApp';
import { sendCampaignCall, sendingAccount, smsBalance } from '../../campaigns/sendTesting';
import { post, staff, tokenOf, type Staff } from '../customers/testKit';

onEachDatabase('sends spend from wallets', (dbOptions) => {
  let t: TestApp;
  let superAdmin: Staff;
  let smsc: Smsc | null = null;
  let pipeline: Pipeline | null = null;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
    superAdmin = await staff(t, Group.superAdmin);
  });
  afterEach(async () => {
    await pipeline?.stop();
    pipeline = null;
    await smsc?.stop();
    smsc = null;
  });
  afterAll(() => t.close());

  const call = (op: string, body: object) => post(t, superAdmin.token, op, body);
  const walletBalances = async (userId: number) => ((await call('get-wallets', { userId })).json().data as { id: number; balance: number }[]).map((w) => [w.id, w.balance]);
  /** An account with credits, and a sub-user of it who may send. */
  async function accountWithSubUser(credits: number) {
    const primary = await sendingAccount(t, credits, []);
    const subId = await insertUser(t.db, { adminId: primary.userId, group: Group.subUser, permissions: [Permission.createCampaigns] });
    return { primary, sub: { userId: subId, token: await tokenOf(t, subId) } };
  }
  const newWallet = async (userId: number, name: string, balance: number, permissions: number[]) => {
    const id = (await call('add-wallet', { userId, name, balance })).json().data.id as number;
    expect((await call('wallets-perm', { userId, walletId: id, permissions })).json().data).toEqual({ status: 1 });
    return id;
  };
  const phones = ['0524000001', '0524000002', '0524000003', '0524000004'];
  const send = (token: string, text: string, extra: object = {}) => sendCampaignCall(t, token, { smsContent: text, phones, validation: false, ...extra });

  test("a permitted sub-user's campaign is paid from the wallet, not the account; what the SMSC refused for good goes back to that wallet though its permission was taken away meanwhile", async () => {
    const { primary, sub } = await accountWithSubUser(1000);
    const wallet = await newWallet(primary.userId, 'Sales', 100, [sub.userId]);
    expect(await smsBalance(t.db, primary.userId)).toBe(900);

    const answer = (await send(sub.token, 'Hello from sales')).json().data;
    expect(answer).toMatchObject({ status: SendCampaign.sent, summary: { credits: 4, remainingCredits: 96 } });
    const campaignId = answer.campaignId as number;
    expect([await smsBalance(t.db, primary.userId), await walletBalances(primary.userId)]).toEqual([900, [[wallet, 96]]]);
    expect(await t.db.selectFrom('campaigns').select('wallet_id').where('id', '=', campaignId).executeTakeFirstOrThrow()).toEqual({ wallet_id: wallet });

    // The permission goes before the messages leave: the campaign still settles with the wallet it took from.
    expect((await call('wallets-perm', { userId: primary.userId, walletId: wallet, permissions: [] })).json().data).toEqual({ status: 1 });
    smsc = await startSmsc({ answerSubmit: (part) => (part.to.endsWith('2') ? 0x0045 : 0) });
    pipeline = await startPipeline({ db: t.db, provider: smppTo(smsc), tickMs: 30, defaultRetryIntervalMs: 50 });
    await waitUntil(async () => (await t.db.selectFrom('campaigns').select('status').where('id', '=', campaignId).executeTakeFirstOrThrow()).status === 'sent', 20_000, 'campaign sent');

    expect(await t.db.selectFrom('campaigns').select(['credits_spent', 'credits_refunded']).where('id', '=', campaignId).executeTakeFirstOrThrow()).toEqual({ credits_spent: 3, credits_refunded: 1 });
    expect([await smsBalance(t.db, primary.userId), await walletBalances(primary.userId)]).toEqual([900, [[wallet, 97]]]);
    // One ledger: the wallet's take and refund name it (balance_after the wallet's); the account's rows are its balance's.
    const ledger = await t.db.selectFrom('balance_entries').select(['delta', 'balance_after', 'reason', 'wallet_id']).where('user_id', '=', primary.userId).where('reason', 'like', 'campaign.%').orderBy('id').execute();
    expect(ledger).toEqual([
      { delta: -4, balance_after: 96, reason: 'campaign.reserve', wallet_id: wallet },
      { delta: 1, balance_after: 97, reason: 'campaign.refund', wallet_id: wallet },
    ]);

    // Without a wallet now, the sub-user spends from the account again, as the primary user does
    // (the pipeline stopped first, so no refund of these sends lands between the two answers).
    await pipeline?.stop();
    pipeline = null;
    expect((await send(sub.token, 'Hello from the account')).json().data).toMatchObject({ status: SendCampaign.sent, summary: { remainingCredits: 896 } });
    expect((await send(primary.token, 'Hello from the primary')).json().data).toMatchObject({ status: SendCampaign.sent, summary: { remainingCredits: 892 } });
    expect(await walletBalances(primary.userId)).toEqual([[wallet, 97]]);
  });

  test("a wallet short of credits refuses as the account would (-2 with what it needs and what the wallet holds, -3 when empty) and nothing is taken; the lowest active wallet pays; a frozen one refuses (-24), in validation too", async () => {
    const { primary, sub } = await accountWithSubUser(1000);
    const small = await newWallet(primary.userId, 'Small', 3, [sub.userId]);
    const empty = await newWallet(primary.userId, 'Empty', 0, [sub.userId]);
    expect((await send(sub.token, 'Too many for three')).json().data).toMatchObject({ status: SendCampaign.notEnoughCredits, needed: 4, remaining: 3 });
    expect([await smsBalance(t.db, primary.userId), await walletBalances(primary.userId)]).toEqual([997, [[small, 3], [empty, 0]]]);

    // The lowest id frozen: the next active wallet pays, and it is empty.
    expect((await call('update-wallet-status', { userId: primary.userId, walletId: small, status: 'frozen' })).json().data).toEqual({ status: 1 });
    expect((await send(sub.token, 'Nothing left')).json().data).toMatchObject({ status: SendCampaign.zeroCredits, remaining: 0 });

    // Every wallet of the sub-user frozen: refused, not paid by the account.
    expect((await call('update-wallet-status', { userId: primary.userId, walletId: empty, status: 'frozen' })).json().data).toEqual({ status: 1 });
    expect((await send(sub.token, 'Frozen out')).json().data).toEqual({ status: SendCampaign.walletFrozen });
    expect((await send(sub.token, 'Frozen out', { validation: true })).json().data).toEqual({ status: SendCampaign.walletFrozen });
    expect([await smsBalance(t.db, primary.userId), await walletBalances(primary.userId)]).toEqual([997, [[small, 3], [empty, 0]]]);

    // Thawed and refilled: it pays again.
    expect((await call('update-wallet-status', { userId: primary.userId, walletId: small, status: 'active' })).json().data).toEqual({ status: 1 });
    expect((await call('update-wallet', { userId: primary.userId, walletId: small, balance: 10 })).json().data).toEqual({ status: 1 });
    expect((await send(sub.token, 'Thawed', { validation: true })).json().data).toMatchObject({ status: SendCampaign.validated, summary: { credits: 4, remainingCredits: 6 } });
    expect((await send(sub.token, 'Thawed')).json().data).toMatchObject({ status: SendCampaign.sent, summary: { remainingCredits: 6 } });
    expect([await smsBalance(t.db, primary.userId), await walletBalances(primary.userId)]).toEqual([990, [[small, 6], [empty, 0]]]);
  });

  test('a scheduled campaign paid from a wallet and then deleted gives its credits back to that wallet, not the account', async () => {
    const { primary, sub } = await accountWithSubUser(100);
    const wallet = await newWallet(primary.userId, 'Later', 20, [sub.userId]);
    const startDate = formatIsraelDateTime(Date.now() + 2 * 3_600_000);
    const scheduled = (await send(sub.token, 'Later on', { isFuture: true, startDate })).json().data;
    expect(scheduled).toMatchObject({ status: SendCampaign.sent, summary: { remainingCredits: 16 } });
    expect((await call('wallets-perm', { userId: primary.userId, walletId: wallet, permissions: [] })).json().data).toEqual({ status: 1 });
    const deleted = await t.app.inject({ method: 'POST', url: '/api/campaigns/delete-campaign', headers: bearer(sub.token), payload: { campaignId: scheduled.campaignId } });
    expect(deleted.json().data).toEqual({ status: 1 });
    expect([await smsBalance(t.db, primary.userId), await walletBalances(primary.userId)]).toEqual([80, [[wallet, 20]]]);
  });

  test("another account's wallet cannot be given to a sub-user, frozen or changed (404), and its balance stays", async () => {
    const mine = await accountWithSubUser(100);
    const theirs = await accountWithSubUser(100);
    const theirWallet = await newWallet(theirs.primary.userId, 'Theirs', 50, [theirs.sub.userId]);
    for (const [op, body] of [
      ['wallets-perm', { userId: mine.primary.userId, walletId: theirWallet, permissions: [mine.sub.userId] }],
      ['update-wallet-status', { userId: mine.primary.userId, walletId: theirWallet, status: 'frozen' }],
      ['update-wallet', { userId: mine.sub.userId, walletId: theirWallet, balance: 0 }],
    ] as const) {
      expect([op, (await call(op, body)).statusCode]).toEqual([op, 404]);
    }
    // My sub-user still spends from my account; their wallet is untouched.
    expect((await send(mine.sub.token, 'Mine only')).json().data).toMatchObject({ status: SendCampaign.sent, summary: { remainingCredits: 96 } });
    expect(await walletBalances(theirs.primary.userId)).toEqual([[theirWallet, 50]]);
  });
});
