import { onEachDatabase } from '../test/signIn';
import { insertUser, startTestApp, type TestApp } from '../test/testApp';
import { refundCredits, reserveCredits } from './credits';

onEachDatabase('credits as a ledger', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
  });
  afterAll(() => t.close());

  const accountWith = async (credits: number) => {
    const account = await insertUser(t.db);
    await refundCredits(t.db, { account, service: 'sms', amount: credits, reason: 'test.grant', now: Date.now() });
    return account;
  };
  const balanceOf = async (account: number) => Number((await t.db.selectFrom('balances').select('amount').where('user_id', '=', account).where('service', '=', 'sms').executeTakeFirstOrThrow()).amount);
  const entriesOf = (account: number) => t.db.selectFrom('balance_entries').select(['delta', 'balance_after', 'reason']).where('user_id', '=', account).orderBy('id').execute();

  test('50 sends at once against a balance that covers 10: exactly 10 win, the balance ends at 0 and never below', async () => {
    const account = await accountWith(10);
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, i) => t.db.transaction().execute((trx) => reserveCredits(trx, { account, service: 'sms', amount: 1, reason: 'campaign.reserve', reference: `campaign:${i}`, now: Date.now() }))),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(10);
    expect(outcomes.filter((o) => !o.ok).every((o) => !o.ok && o.remaining === 0)).toBe(true);
    expect(await balanceOf(account)).toBe(0);
    const entries = await entriesOf(account);
    expect(entries.filter((e) => e.reason === 'campaign.reserve')).toHaveLength(10);
    expect(entries.every((e) => Number(e.balance_after) >= 0)).toBe(true);
  });

  test('a reservation larger than the balance takes nothing and says what remains; a refund gives back with its own row', async () => {
    const account = await accountWith(7);
    expect(await reserveCredits(t.db, { account, service: 'sms', amount: 8, reason: 'campaign.reserve', now: Date.now() })).toEqual({ ok: false, remaining: 7 });
    expect(await reserveCredits(t.db, { account, service: 'sms', amount: 5, reason: 'campaign.reserve', now: Date.now() })).toEqual({ ok: true, balanceAfter: 2 });
    expect(await refundCredits(t.db, { account, service: 'sms', amount: 3, reason: 'campaign.refund', now: Date.now() })).toBe(5);
    expect((await entriesOf(account)).map((e) => [Number(e.delta), Number(e.balance_after), e.reason])).toEqual([
      [7, 7, 'test.grant'],
      [-5, 2, 'campaign.reserve'],
      [3, 5, 'campaign.refund'],
    ]);
  });

  test('a reservation rolled back with its campaign leaves the balance and the ledger as they were', async () => {
    const account = await accountWith(4);
    await expect(
      t.db.transaction().execute(async (trx) => {
        await reserveCredits(trx, { account, service: 'sms', amount: 3, reason: 'campaign.reserve', now: Date.now() });
        throw new Error('the campaign could not be written');
      }),
    ).rejects.toThrow('could not be written');
    expect(await balanceOf(account)).toBe(4);
    expect(await entriesOf(account)).toHaveLength(1);
  });
});
