import { Group } from '../../../../domain/access';
import { fromIsraelWallTime, israelWallTime } from '../../../../domain/israelTime';
import { bearer, onEachDatabase } from '../../../test/signIn';
import { signedInToken, startTestApp, type TestApp } from '../../../test/testApp';
import { israelDayStart, monthPeriod } from '../../reports/period';
import { account, campaign, ledger, made, purchase, signIn } from './testRows';

const minute = 60_000;
const day = 86_400_000;

onEachDatabase('the business at a glance (/bi)', (dbOptions) => {
  let t: TestApp;
  let superAdmin: string;
  // A fresh database per test: each one's figures are all of the system's.
  beforeEach(async () => {
    t = await startTestApp({}, dbOptions);
    superAdmin = await signedInToken(t.db, { group: Group.superAdmin });
  });
  afterEach(() => t.close());

  const post = (url: string, payload: object, token = superAdmin) => t.app.inject({ method: 'POST', url: `/api/super-admin/${url}`, headers: bearer(token), payload });
  const get = (url: string, token = superAdmin) => t.app.inject({ method: 'GET', url: `/api/super-admin/${url}`, headers: bearer(token) });

  test('only a super-administrator reads them: a customer and an administrator are refused (403); reading writes no audit row', async () => {
    const customer = await signedInToken(t.db);
    const administrator = await signedInToken(t.db, { group: Group.administrator, permissions: [52] });
    const reads = [
      () => get('profiles'), () => get('sum-logs'), () => get('top-10'), () => get('quantity-relo'), () => get('sum-cash'), () => get('credits-whatsApp'),
      () => post('get-top-10-data', {}), () => post('get-messages-per-day', {}), () => post('get-credits-by-product', {}),
    ];
    const asToken = (token: string) => [
      get('profiles', token), get('sum-logs', token), get('top-10', token), get('quantity-relo', token), get('sum-cash', token), get('credits-whatsApp', token),
      post('get-top-10-data', {}, token), post('get-messages-per-day', {}, token), post('get-credits-by-product', {}, token),
    ];
    for (const token of [customer, administrator]) for (const res of await Promise.all(asToken(token))) expect(res.statusCode).toBe(403);
    for (const read of reads) expect((await read()).statusCode).toBe(200);
    expect(await t.db.selectFrom('audit_log').select('id').execute()).toEqual([]);
  });

  test('messages per Israel day by status and by route: a day ends at Israel midnight, across the spring clock change too; days without messages are there with 0', async () => {
    const a = await account(t.db);
    const b = await account(t.db);
    const texts = await campaign(t.db, a);
    const calls = await campaign(t.db, b, 'voice');
    // 26/03/2026 is UTC+2; the clock moves to UTC+3 on Friday 27/03 at 02:00.
    const at = (d: number, h: number, m = 0) => fromIsraelWallTime(2026, 3, d, h, m);
    await made(t.db, texts, at(26, 10), [{ status: 'delivered' }, { status: 'delivered' }, { status: 'failed' }, { status: 'delivered', phone: '14155550123' }]);
    // 23:30 on the 27th is 20:30 UTC: still the 27th. 00:30 on the 28th is 21:30 UTC the day before: the 28th.
    await made(t.db, texts, at(27, 23, 30), [{ status: 'submitted' }, { status: 'queued', phone: '447700900123' }]);
    await made(t.db, calls, at(28, 0, 30), [{ status: 'delivered' }, { status: 'failed' }, { status: 'uncertain' }]);
    // Outside the period: the day before and the day after.
    await made(t.db, texts, at(25, 23, 59), [{ status: 'delivered' }]);
    await made(t.db, texts, at(30, 0, 0), [{ status: 'delivered' }]);

    const res = await post('get-messages-per-day', { fromDate: '26/03/2026', toDate: '29/03/2026' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      fromDate: '26/03/2026',
      toDate: '29/03/2026',
      smsRoute: 'Simulator',
      days: [
        { date: '26/03/2026', messages: 4, delivered: 3, notDelivered: 1, pending: 0, sms: 3, overseasSms: 1, voice: 0, whatsapp: 0 },
        { date: '27/03/2026', messages: 2, delivered: 0, notDelivered: 0, pending: 2, sms: 1, overseasSms: 1, voice: 0, whatsapp: 0 },
        { date: '28/03/2026', messages: 3, delivered: 1, notDelivered: 1, pending: 1, sms: 0, overseasSms: 0, voice: 3, whatsapp: 0 },
        { date: '29/03/2026', messages: 0, delivered: 0, notDelivered: 0, pending: 0, sms: 0, overseasSms: 0, voice: 0, whatsapp: 0 },
      ],
    });
  });

  test('a settled day (ended two days ago) is counted from messages once and kept; today and the two days before are counted live', async () => {
    const now = t.clock.now();
    const texts = await campaign(t.db, await account(t.db));
    const today = israelDayStart(now) + minute;
    const settled = israelDayStart(now, -3) + minute;
    await made(t.db, texts, today, [{ status: 'submitted' }]);
    await made(t.db, texts, settled, [{ status: 'submitted' }]);
    const read = async () => {
      const days = (await post('get-messages-per-day', {})).json().data.days as { pending: number; delivered: number }[];
      // By default the last 30 days, today included.
      expect(days.length).toBe(30);
      return { settled: days.at(-4), today: days.at(-1) };
    };
    expect(await read()).toEqual({ settled: expect.objectContaining({ pending: 1, delivered: 0 }), today: expect.objectContaining({ pending: 1, delivered: 0 }) });
    expect(await t.db.selectFrom('message_status_days').select(['figure', 'messages']).where('day', '=', israelDayStart(settled)).orderBy('figure').execute()).toEqual([
      { figure: 'pending', messages: 1 },
      { figure: 'total', messages: 1 },
    ]);
    // Receipts come for both: today's shows, the settled day keeps what it was counted with.
    await t.db.updateTable('messages').set({ status: 'delivered' }).execute();
    expect(await read()).toEqual({ settled: expect.objectContaining({ pending: 1, delivered: 0 }), today: expect.objectContaining({ pending: 0, delivered: 1 }) });
  });

  test('a period longer than 366 days or a date that is not one is refused (400, with the field)', async () => {
    const tooLong = await post('get-messages-per-day', { fromDate: '01/01/2025', toDate: '05/01/2026' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ message: 'errors.reports.periodTooLong', field: 'toDate' });
    const notADate = await post('get-credits-by-product', { fromDate: '31/02/2026', toDate: '05/03/2026' });
    expect(notADate.statusCode).toBe(400);
    expect(notADate.json()).toMatchObject({ message: 'errors.generic.invalidDate', field: 'fromDate' });
    expect((await get('sum-logs?fromDate=1/1/2026&toDate=someday')).json()).toMatchObject({ field: 'toDate' });
  });

  test('credits sold and used per product in a period: moved credits are not sold, a refund gives back use; WhatsApp credits sold, used, left and who runs low', async () => {
    const a = await account(t.db);
    const b = await account(t.db);
    const june = (d: number) => fromIsraelWallTime(2026, 6, d, 12);
    await purchase(t.db, a, { credits: 1000, amount: 100, at: june(1) });
    await ledger(t.db, a, 'sms', 500, 'seed', june(2));
    await ledger(t.db, a, 'sms', -300, 'campaign.reserve', june(3));
    await ledger(t.db, a, 'sms', 40, 'campaign.refund', june(4));
    await ledger(t.db, a, 'sms', -200, 'credits.transfer', june(5));
    await ledger(t.db, b, 'sms', 200, 'credits.transfer', june(5));
    await ledger(t.db, a, 'voice', -7, 'campaign.reserve', june(6));
    await purchase(t.db, a, { credits: 999, amount: 50, at: fromIsraelWallTime(2026, 7, 1, 0, 1) }); // July: outside
    const waBuy = await ledger(t.db, b, 'whatsapp', 100, 'purchase', june(1));
    await ledger(t.db, b, 'whatsapp', -95, 'campaign.reserve', june(2));
    await t.db.updateTable('balance_entries').set({ balance_after: 100 }).where('id', '=', waBuy.id).execute();
    await t.db.insertInto('balances').values([{ user_id: b, service: 'whatsapp', amount: 5 }, { user_id: a, service: 'whatsapp', amount: 0 }]).execute();

    const res = await post('get-credits-by-product', { fromDate: '01/06/2026', toDate: '30/06/2026' });
    expect(res.json().data).toEqual([
      { service: 'sms', sold: 1500, used: 260 },
      { service: 'overseas_sms', sold: 0, used: 0 },
      { service: 'emails', sold: 0, used: 0 },
      { service: 'voice', sold: 0, used: 7 },
      { service: 'whatsapp', sold: 100, used: 95 },
    ]);
    const username = (await t.db.selectFrom('users').select('username').where('id', '=', b).executeTakeFirstOrThrow()).username;
    // b has 5 left of the 100 it had after its last top-up (below 10%); a never topped up.
    expect((await get('credits-whatsApp')).json().data).toEqual({ sold: 100, used: 95, remaining: 5, lowBalanceAccounts: [{ userId: b, username, creditsLeftWA: 5 }] });
  });

  test('money received today, this month, last month and this year, by how it came; reloads count credits that came in, not moved ones', async () => {
    const now = t.clock.now();
    const a = await account(t.db);
    const w = israelWallTime(now);
    const today = israelDayStart(now) + minute;
    const lastMonth = monthPeriod(w.year, w.month - 1).from + day;
    const lastYear = fromIsraelWallTime(w.year - 1, 6, 1);
    await purchase(t.db, a, { credits: 1000, amount: 100.5, at: today, byCard: true });
    await purchase(t.db, a, { service: 'voice', credits: 50, amount: 20, at: today, reference: 'postpaid request 7' });
    await purchase(t.db, a, { credits: 300, amount: 30, at: lastMonth, reference: 'bank transfer 55' });
    await purchase(t.db, a, { credits: 9000, amount: 900, at: lastYear, byCard: true });
    await ledger(t.db, a, 'sms', 70, 'seed', today);
    await ledger(t.db, a, 'sms', 25, 'credits.transfer', today);
    await ledger(t.db, a, 'sms', 5, 'campaign.refund', today);
    // In January last month is last year's December.
    const lastMonthThisYear = israelWallTime(lastMonth).year === w.year;

    const cash = (await get('sum-cash')).json().data;
    expect(cash.figures).toEqual([
      { period: 'today', count: 2, credits: 1050, amount: 120.5 },
      { period: 'month', count: 2, credits: 1050, amount: 120.5 },
      { period: 'lastMonth', count: 1, credits: 300, amount: 30 },
      lastMonthThisYear ? { period: 'year', count: 3, credits: 1350, amount: 150.5 } : { period: 'year', count: 2, credits: 1050, amount: 120.5 },
    ]);
    expect(cash.byPaymentType).toEqual({ card: 100.5, postpaid: 20, bank: lastMonthThisYear ? 30 : 0 });

    const reloads = (await get('quantity-relo')).json().data;
    expect(reloads.figures[0]).toEqual({ period: 'today', count: 3, credits: 1120, amount: 120.5 });
    expect(reloads.figures[2]).toEqual({ period: 'lastMonth', count: 1, credits: 300, amount: 30 });
    expect(reloads.byService).toEqual({ sms: 1070, voice: 50 });
  });

  test('the top 10 customers of a period by messages, credits, campaigns or amount paid for the service; this month by text messages', async () => {
    const may = (d: number) => fromIsraelWallTime(2026, 5, d, 9);
    const accounts = [];
    for (let i = 0; i < 12; i++) accounts.push(await account(t.db, { company_name: `Company ${i}` }));
    // Account i sends i + 1 texts in one campaign; account 0 also sends two campaigns of calls and one text abroad.
    for (let i = 0; i < 12; i++) await made(t.db, await campaign(t.db, accounts[i]), may(10), Array.from({ length: i + 1 }, () => ({ status: 'delivered' as const, credits: 2 })));
    const first = accounts[0];
    await made(t.db, await campaign(t.db, first, 'voice'), may(11), [{ status: 'delivered', credits: 3 }]);
    await made(t.db, await campaign(t.db, first, 'voice'), may(12), [{ status: 'failed', credits: 3 }]);
    await made(t.db, await campaign(t.db, first), may(12), [{ status: 'delivered', phone: '14155550123', credits: 4 }]);
    await purchase(t.db, accounts[3], { credits: 5000, amount: 400, at: may(5) });
    await purchase(t.db, accounts[3], { service: 'voice', credits: 10, amount: 4, at: may(5) });
    await purchase(t.db, accounts[3], { credits: 5000, amount: 999, at: fromIsraelWallTime(2026, 4, 30, 12) }); // April: outside

    const top = (payload: object) => post('get-top-10-data', { fromDate: '01/05/2026', toDate: '31/05/2026', ...payload }).then((r) => r.json().data);
    const bySms = await top({});
    expect(bySms.map((c: { userId: number }) => c.userId)).toEqual(accounts.slice(2).reverse());
    expect(bySms[0]).toMatchObject({ rank: 1, userId: accounts[11], companyName: 'Company 11', messages: 12, campaigns: 1, credits: 24, amount: 0 });
    expect(bySms[8]).toMatchObject({ rank: 9, userId: accounts[3], messages: 4, credits: 8, amount: 400 });
    expect((await top({ orderBy: 'campaigns' }))[0]).toMatchObject({ userId: first, messages: 2, campaigns: 2, credits: 6 });
    expect(await top({ orderBy: 'amount' })).toEqual([expect.objectContaining({ rank: 1, userId: accounts[3], amount: 400 })]);
    expect(await top({ service: 'voice' })).toEqual([expect.objectContaining({ rank: 1, userId: first, messages: 2, campaigns: 2, credits: 6, amount: 0 })]);
    expect(await top({ service: 'voice', orderBy: 'amount' })).toEqual([expect.objectContaining({ userId: accounts[3], messages: 0, amount: 4 })]);
    expect(await top({ service: 'overseas_sms' })).toEqual([expect.objectContaining({ userId: first, messages: 1, campaigns: 1, credits: 4 })]);

    // This month: one account sent today.
    const now = t.clock.now();
    await made(t.db, await campaign(t.db, accounts[5]), israelDayStart(now) + minute, [{ status: 'queued' }, { status: 'queued' }]);
    expect((await get('top-10')).json().data).toEqual([expect.objectContaining({ rank: 1, userId: accounts[5], messages: 2, campaigns: 1 })]);
  });

  test('sign-ins per Israel day and outcome over a period', async () => {
    const a = await account(t.db);
    const at = (d: number, h: number) => fromIsraelWallTime(2026, 8, d, h);
    for (const [d, h, outcome] of [[3, 0, 'ok'], [3, 23, 'ok'], [3, 12, 'wrongPassword'], [4, 1, 'ok'], [2, 23, 'ok'], [6, 0, 'ok']] as const) await signIn(t.db, a, outcome, at(d, h));
    const res = await get('sum-logs?fromDate=03/08/2026&toDate=05/08/2026');
    expect(res.json().data).toEqual({
      fromDate: '03/08/2026',
      toDate: '05/08/2026',
      rows: [
        { date: '03/08/2026', action: 'ok', count: 2 },
        { date: '03/08/2026', action: 'wrongPassword', count: 1 },
        { date: '04/08/2026', action: 'ok', count: 1 },
      ],
    });
  });

  test('the users the system holds: active, inactive, blocked, new this month, by group and customer type; deleted ones left out', async () => {
    const now = t.clock.now();
    const old = fromIsraelWallTime(2020, 1, 1);
    const a = await account(t.db, { created_at: old });
    const b = await account(t.db, { created_at: old });
    await account(t.db, { created_at: now });
    const gone = await account(t.db, { created_at: now });
    await t.db.updateTable('users').set({ blocked: 1, customer_type: 2 }).where('id', '=', a).execute();
    await t.db.updateTable('users').set({ active: 0 }).where('id', '=', b).execute();
    await t.db.updateTable('users').set({ deleted_at: now }).where('id', '=', gone).execute();
    await t.db.updateTable('users').set({ created_at: old }).where('group_id', '=', Group.superAdmin).execute();
    const data = (await get('profiles')).json().data;
    // The super-administrator signed in, a, b and c.
    expect(data).toEqual({ total: 4, active: 3, inactive: 1, blocked: 1, newThisMonth: 1, byGroup: { [Group.customer]: 3, [Group.superAdmin]: 1 }, byCustomerType: expect.any(Object) });
    expect(data.byCustomerType['2']).toBe(1);
  });
});
