import { Group } from '../../../../domain/access';
import { israelWallTime } from '../../../../domain/israelTime';
import { Permission } from '../../../../domain/permissions';
import { createSession } from '../../../http/session';
import { startPipeline, type Pipeline } from '../../../messaging/pipeline';
import { SimulatorProvider } from '../../../messaging/providers/simulator';
import { waitUntil } from '../../../messaging/testCampaigns';
import { bearer, onEachDatabase } from '../../../test/signIn';
import { insertUser, startTestApp, type TestApp } from '../../../test/testApp';
import { sendCampaignCall, sendingAccount, type SendingAccount } from '../../campaigns/sendTesting';

const tokenOf = async (t: TestApp, userId: number) => (await createSession(t.db, { userId, lifetimeMs: 3_600_000, keepLoggedIn: false, now: Date.now() })).token;

onEachDatabase('users usage report', (dbOptions) => {
  let t: TestApp;
  let pipeline: Pipeline;
  let primary: SendingAccount;
  let sub: { userId: number; token: string };
  let otherToken: string;
  const now = israelWallTime(Date.now());

  const usage = (token: string, body: object = {}) => t.app.inject({ method: 'POST', url: '/api/reports/users-usage-report', headers: bearer(token), payload: body });

  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
    // Two Israeli numbers and one in the UK; the primary user's Hebrew message is UCS-2, two parts each.
    primary = await sendingAccount(t, 1000, ['524000001', '524000002', '447911123456']);
    const subId = await insertUser(t.db, { adminId: primary.userId, group: Group.subUser, permissions: [Permission.createCampaigns] });
    sub = { userId: subId, token: await tokenOf(t, subId) };
    const hebrew = 'שלום '.repeat(16);
    expect((await sendCampaignCall(t, primary.token, { smsContent: hebrew, destinations: [{ type: 'cl', id: primary.listId }], validation: false })).json().data.status).toBe(1);
    expect((await sendCampaignCall(t, sub.token, { smsContent: 'Hello there', phones: ['0524000003', '0524000004'], validation: false })).json().data.status).toBe(1);
    pipeline = await startPipeline({ db: t.db, provider: new SimulatorProvider({ latencyMs: 1, receiptDelayMs: 1, outcomes: { delivered: 1 }, replyShare: 0, seed: 3 }), tickMs: 20 });
    await waitUntil(async () => (await t.db.selectFrom('campaigns').select('status').where('account_id', '=', primary.userId).execute()).every((c) => c.status === 'sent'), 20_000, 'campaigns sent');
    otherToken = await tokenOf(t, await insertUser(t.db));
  });
  afterAll(async () => {
    await pipeline.stop();
    await t.close();
  });

  test('a primary user sees itself and its sub-user for the month; the numbers add up to the messages sent and the credits charged', async () => {
    const data = (await usage(primary.token)).json().data;
    expect(data.status).toBe(1);
    const sent = await t.db.selectFrom('messages').select(['phone', 'parts', 'credits', 'campaign_id']).where('account_id', '=', primary.userId).execute();
    const byUser = await t.db.selectFrom('campaigns').select(['id', 'user_id', 'credits_spent']).where('account_id', '=', primary.userId).execute();
    const of = (userId: number) => sent.filter((m) => byUser.find((c) => c.id === m.campaign_id)!.user_id === userId);
    const expected = (userId: number) => {
      const mine = of(userId);
      const home = mine.filter((m) => m.phone.startsWith('972'));
      return { sms: home.length, smsParts: home.reduce((s, m) => s + m.parts, 0), overseasSms: mine.length - home.length, voice: 0, whatsapp: 0, credits: mine.reduce((s, m) => s + m.credits, 0) };
    };
    expect(expected(primary.userId)).toMatchObject({ sms: 2, smsParts: 4, overseasSms: 1 });
    expect(data.rows).toHaveLength(2);
    for (const userId of [primary.userId, sub.userId]) {
      expect(data.rows.find((r: { userId: number }) => r.userId === userId)).toMatchObject({ month: now.month, year: now.year, ...expected(userId) });
    }
    // The credits are what the ledger charged: reservations less refunds.
    const ledger = await t.db.selectFrom('balance_entries').select('delta').where('user_id', '=', primary.userId).where('reason', 'in', ['campaign.reserve', 'campaign.refund']).execute();
    const charged = -ledger.reduce((s, e) => s + Number(e.delta), 0);
    expect(data.totals.credits).toBe(charged);
    expect(charged).toBe(byUser.reduce((s, c) => s + Number(c.credits_spent), 0));
    expect(data.totals).toMatchObject({ sms: 4, overseasSms: 1 });
    // Sent campaigns are counted once and kept.
    expect((await t.db.selectFrom('campaign_usage').select('campaign_id').where('account_id', '=', primary.userId).execute()).length).toBe(2);
    expect((await usage(primary.token)).json().data.rows).toEqual(data.rows);
  });

  test('month and year pick the child page; another month is empty; paging applies', async () => {
    const month = (await usage(primary.token, { month: now.month, year: now.year })).json().data;
    expect(month.rows).toHaveLength(2);
    expect((await usage(primary.token, { month: now.month, year: now.year - 1 })).json().data.rows).toEqual([]);
    const paged = (await usage(primary.token, { page: 2, pageSize: 1 })).json().data;
    expect(paged.rows).toHaveLength(1);
    expect(paged.pageInfo).toEqual({ total: 2, page: 2, pageSize: 1 });
    const one = (await usage(primary.token, { userId: sub.userId })).json().data;
    expect(one.rows.map((r: { userId: number }) => r.userId)).toEqual([sub.userId]);
  });

  test('a sub-user sees itself only; another account gets nothing and 404 for a userId not its own', async () => {
    const own = (await usage(sub.token)).json().data;
    expect(own.rows.map((r: { userId: number; sms: number }) => [r.userId, r.sms])).toEqual([[sub.userId, 2]]);
    expect((await usage(sub.token, { userId: primary.userId })).statusCode).toBe(404);
    expect((await usage(otherToken)).json().data.rows).toEqual([]);
    expect((await usage(otherToken, { userId: primary.userId })).statusCode).toBe(404);
    expect((await usage(otherToken, { userId: 999_999 })).statusCode).toBe(404);
    expect((await usage(primary.token, { month: 13 })).statusCode).toBe(400);
    expect((await usage(primary.token, { fromDate: '01/01/2020', toDate: '01/06/2021' })).json().data.status).toBe(-2);
  });
});
