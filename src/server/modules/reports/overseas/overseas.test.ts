import { sql } from 'kysely';
import { createSession } from '../../../http/session';
import { startPipeline, type Pipeline } from '../../../messaging/pipeline';
import { SimulatorProvider } from '../../../messaging/providers/simulator';
import { waitUntil } from '../../../messaging/testCampaigns';
import { bearer, onEachDatabase } from '../../../test/signIn';
import { insertUser, startTestApp, type TestApp } from '../../../test/testApp';
import { sendCampaignCall, sendingAccount, type SendingAccount } from '../../campaigns/sendTesting';

onEachDatabase('overseas billing', (dbOptions) => {
  let t: TestApp;
  let pipeline: Pipeline;
  let a: SendingAccount;
  let otherToken: string;
  const billing = (token: string, body: object = {}) => t.app.inject({ method: 'POST', url: '/api/reports/get-overseas-billing', headers: bearer(token), payload: body });

  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
    // Two UK mobiles (one on an operator with its own rate), one US number, and an Israeli one that is not overseas.
    a = await sendingAccount(t, 1000, ['447911123456', '447400123456', '12125551234', '525000001']);
    const list = await t.db.insertInto('price_lists').values({ name: 'Shop list', created_at: Date.now() }).returning('id').executeTakeFirstOrThrow();
    await t.db
      .insertInto('rates')
      .values([
        { price_list_id: list.id, prefix: '44', country: 'United Kingdom', operator_desc: 'All operators', rate: 3 },
        { price_list_id: list.id, prefix: '4479', country: 'United Kingdom', operator_desc: 'Vodafone', rate: 7 },
        { price_list_id: list.id, prefix: '972', country: 'Israel', operator_desc: 'All operators', rate: 1 },
      ])
      .execute();
    await t.db.updateTable('users').set({ price_list_id: list.id }).where('id', '=', a.userId).execute();
    // 170 GSM characters: two parts per message.
    expect((await sendCampaignCall(t, a.token, { smsContent: 'A'.repeat(170), destinations: [{ type: 'cl', id: a.listId }], validation: false })).json().data.status).toBe(1);
    pipeline = await startPipeline({ db: t.db, provider: new SimulatorProvider({ latencyMs: 1, receiptDelayMs: 1, outcomes: { delivered: 1 }, replyShare: 0, seed: 3 }), tickMs: 20 });
    await waitUntil(async () => (await t.db.selectFrom('messages').select('id').where('account_id', '=', a.userId).where('submitted_at', 'is not', null).execute()).length === 4, 20_000, 'sent');
    otherToken = (await createSession(t.db, { userId: await insertUser(t.db), lifetimeMs: 3_600_000, keepLoggedIn: false, now: Date.now() })).token;
  });
  afterAll(async () => {
    await pipeline.stop();
    await t.close();
  });

  test("messages abroad by the longest matching prefix of the account's price list, with parts, rate and amount; Israeli ones are not billed here", async () => {
    const data = (await billing(a.token)).json().data;
    expect(data.rows).toEqual([
      { country: 'United Kingdom', prefix: '44', operator: 'All operators', messages: 1, parts: 2, rate: 3, amount: 6 },
      { country: 'United Kingdom', prefix: '4479', operator: 'Vodafone', messages: 1, parts: 2, rate: 7, amount: 14 },
      { country: 'Unknown', prefix: '', operator: '', messages: 1, parts: 2, rate: 0, amount: 0 },
    ]);
    expect(data).toMatchObject({ totalMessages: 3, totalParts: 6, totalAmount: 20 });
  });

  test('the period: a month without messages is empty, a period over a year is refused (400 with its message)', async () => {
    expect((await billing(a.token, { month: 1, year: 2020 })).json().data).toEqual({ rows: [], totalMessages: 0, totalParts: 0, totalAmount: 0 });
    const tooLong = await billing(a.token, { fromDate: '01/01/2023', toDate: '02/01/2024' });
    expect([tooLong.statusCode, tooLong.json().message]).toEqual([400, 'errors.reports.periodTooLong']);
    expect((await billing(a.token, { fromDate: 'soon' })).statusCode).toBe(400);
  });

  test("another account sees none of it and gets 404 for this account's user", async () => {
    expect((await billing(otherToken)).json().data.rows).toEqual([]);
    expect((await billing(otherToken, { userId: a.userId })).statusCode).toBe(404);
  });

  if (!dbOptions.postgres) {
    test('the query reads the partial index of messages abroad, not the table', async () => {
      const plan = await sql<{ detail: string }>`explain query plan select substr(phone, 1, 4), count(*), sum(parts) from messages where account_id = ${a.userId} and created_at >= 0 and created_at < ${Date.now() + 1} and substr(phone, 1, 3) <> '972' and submitted_at is not null group by substr(phone, 1, 4)`.execute(t.db);
      expect(plan.rows.map((r) => r.detail).join(' | ')).toMatch(/USING INDEX messages_overseas/);
    });
  }
});
