import { onEachDatabase } from '../test/signIn';
import { insertUser, startTestApp, type TestApp } from '../test/testApp';
import { crossesAlertLine } from './balanceAlert';
import { refundCredits, reserveCredits, type CreditChange } from './credits';

test('the alert line is a tenth of the base: crossed only by a take from at or above it to below it', () => {
  expect(crossesAlertLine(100, 10, 9)).toBe(true);
  expect(crossesAlertLine(100, 50, 0)).toBe(true);
  expect(crossesAlertLine(100, 11, 10)).toBe(false);
  expect(crossesAlertLine(100, 9, 8)).toBe(false);
  expect(crossesAlertLine(105, 11, 10)).toBe(true);
  expect(crossesAlertLine(0, 5, 0)).toBe(false);
});

onEachDatabase('the low-balance alert (section 9, auto quantity alert 10 %)', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
  });
  afterAll(() => t.close());

  type Move = Pick<CreditChange, 'amount' | 'reason'> & Partial<Pick<CreditChange, 'service'>>;
  const take = (account: number, move: Move) => t.db.transaction().execute((trx) => reserveCredits(trx, { account, service: 'sms', now: Date.now(), ...move }));
  const give = (account: number, move: Move) => refundCredits(t.db, { account, service: 'sms', now: Date.now(), ...move });
  const alertsOf = (account: number) =>
    t.db.selectFrom('notifications').select(['type', 'message', 'dynamic_string', 'link']).where('user_id', '=', account).orderBy('id').execute();

  test('the take that brings the balance below 10 % of the last top-up warns its holder once; further takes below it do not', async () => {
    const account = await insertUser(t.db);
    const bystander = await insertUser(t.db);
    await give(account, { amount: 200, reason: 'purchase' });
    await take(account, { amount: 150, reason: 'campaign.reserve' });
    await take(account, { amount: 30, reason: 'campaign.reserve' });
    expect(await alertsOf(account)).toEqual([]);
    await take(account, { amount: 1, reason: 'campaign.reserve' });
    expect(await alertsOf(account)).toEqual([{ type: 4, message: 'shell.notifications.lowBalance', dynamic_string: 'sms', link: null }]);
    await take(account, { amount: 1, reason: 'campaign.reserve' });
    await take(account, { amount: 18, reason: 'campaign.reserve' });
    expect(await alertsOf(account)).toHaveLength(1);
    expect(await alertsOf(bystander)).toEqual([]);
  });

  test('after the balance went back above the line a take below it warns again; a campaign refund is no new base', async () => {
    const account = await insertUser(t.db);
    await give(account, { amount: 100, reason: 'test.grant' });
    await take(account, { amount: 95, reason: 'campaign.reserve' });
    expect(await alertsOf(account)).toHaveLength(1);
    // 5 + 85 back: had the refund been the base (90), 9 would not be under its line (9).
    await give(account, { amount: 85, reason: 'campaign.refund' });
    await take(account, { amount: 81, reason: 'campaign.reserve' });
    expect(await alertsOf(account)).toHaveLength(2);
  });

  test('a top-up moves the line: 10 % of the balance it left', async () => {
    const account = await insertUser(t.db);
    await give(account, { amount: 100, reason: 'test.grant' });
    await take(account, { amount: 95, reason: 'campaign.reserve' });
    await give(account, { amount: 1_000, reason: 'purchase' });
    // The line is now 100.5: 105 is above it, 100 below.
    await take(account, { amount: 900, reason: 'campaign.reserve' });
    expect(await alertsOf(account)).toHaveLength(1);
    await take(account, { amount: 5, reason: 'campaign.reserve' });
    expect(await alertsOf(account)).toHaveLength(2);
  });

  test('each service has its own line and names itself; a balance that never had a top-up warns nobody', async () => {
    const account = await insertUser(t.db);
    await give(account, { amount: 10, reason: 'credits.transfer', service: 'voice' });
    await give(account, { amount: 10, reason: 'test.grant' });
    await take(account, { amount: 10, reason: 'campaign.reserve', service: 'voice' });
    expect((await alertsOf(account)).map((a) => a.dynamic_string)).toEqual(['voice']);

    const bare = await insertUser(t.db);
    await t.db.insertInto('balances').values({ user_id: bare, service: 'sms', amount: 10 }).execute();
    await take(bare, { amount: 10, reason: 'campaign.reserve' });
    expect(await alertsOf(bare)).toEqual([]);
  });

  test('a take rolled back with its campaign warns nobody, and the take that then commits does', async () => {
    const account = await insertUser(t.db);
    await give(account, { amount: 10, reason: 'test.grant' });
    await expect(
      t.db.transaction().execute(async (trx) => {
        await reserveCredits(trx, { account, service: 'sms', amount: 10, reason: 'campaign.reserve', now: Date.now() });
        throw new Error('the campaign could not be written');
      }),
    ).rejects.toThrow('could not be written');
    expect(await alertsOf(account)).toEqual([]);
    await take(account, { amount: 10, reason: 'campaign.reserve' });
    expect(await alertsOf(account)).toHaveLength(1);
  });

  test('20 takes at once down to 0: exactly one of them crossed the line, one warning', async () => {
    const account = await insertUser(t.db);
    await give(account, { amount: 20, reason: 'purchase' });
    await Promise.all(Array.from({ length: 20 }, () => take(account, { amount: 1, reason: 'campaign.reserve' })));
    expect(await alertsOf(account)).toHaveLength(1);
  });

  test('a refused take (not enough credits) warns nobody', async () => {
    const account = await insertUser(t.db);
    await give(account, { amount: 10, reason: 'test.grant' });
    expect((await take(account, { amount: 11, reason: 'campaign.reserve' })).ok).toBe(false);
    expect(await alertsOf(account)).toEqual([]);
  });
});
