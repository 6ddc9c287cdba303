import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSession } from '../../../http/session';
import { onEachDatabase } from '../../../test/signIn';
import { insertUser, signedInToken, startTestApp, type TestApp } from '../../../test/testApp';
import { post, recipients, sentAccounts, smsReport, storedCounts, type SentAccount } from './testSmsReport';

onEachDatabase('reports/sms-report and get-sms-request-count', (dbOptions) => {
  let t: TestApp;
  let a: SentAccount;
  let other: SentAccount;
  beforeAll(async () => {
    t = await startTestApp({ dataDir: mkdtempSync(join(tmpdir(), 'sms-report-')) }, dbOptions);
    [a, other] = await sentAccounts(t, [['שלום [שם], המבצע מתחיל', 'second campaign [שם]'], ['another account']]);
  }, 90_000);
  afterAll(() => t.close());

  test('a page of the current month: every message with its status, sender, number, text and campaign; totals of all', async () => {
    const stored = await storedCounts(t, a.userId);
    const data = await smsReport(t, a.token, { pageSize: 1000 });
    expect(data.status).toBe(1);
    expect(data.pageInfo).toEqual({ total: 2 * recipients, page: 1, pageSize: 1000 });
    expect(data.totals).toEqual({ messages: 2 * recipients, parts: stored.parts, credits: expect.any(Number) });
    expect(data.rows).toHaveLength(2 * recipients);
    expect(data.rows.filter((r: { status: string }) => r.status === 'delivered')).toHaveLength(stored.delivered);
    expect(data.rows.filter((r: { status: string }) => r.status === 'kosherNumber')).toHaveLength(stored.kosher);
    expect(data.rows.filter((r: { status: string }) => r.status === 'outOfCoverage')).toHaveLength(stored.outOfCoverage);
    const first = data.rows.find((r: { destination: string; campaignId: number }) => r.destination === '0527000000' && r.campaignId === a.campaignIds[0]);
    expect(first).toMatchObject({ message: 'שלום איש 0, המבצע מתחיל', parts: 1, operator: 'Simulator', sender: expect.any(String), sentOn: expect.stringMatching(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/) });
    if (first.status === 'delivered') expect(first.deliveredOn).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);
    // Newest first by default.
    const ids = data.rows.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
  });

  test('filters: a campaign, a status, the failed group, a whole number and part of one, a sender', async () => {
    const [one] = a.campaignIds;
    const inOne = await storedCounts(t, a.userId, one);
    expect((await smsReport(t, a.token, { campaignId: one })).pageInfo.total).toBe(recipients);
    const delivered = await smsReport(t, a.token, { campaignId: one, status: 'delivered', pageSize: 100 });
    expect(delivered.pageInfo.total).toBe(inOne.delivered);
    expect(delivered.rows.every((r: { status: string }) => r.status === 'delivered')).toBe(true);
    expect((await smsReport(t, a.token, { campaignId: one, status: 'failed' })).pageInfo.total).toBe(inOne.failed);
    expect((await smsReport(t, a.token, { campaignId: one, status: 'kosherNumber' })).pageInfo.total).toBe(inOne.kosher);
    expect((await smsReport(t, a.token, { status: 'queued' })).pageInfo.total).toBe(0);
    expect((await smsReport(t, a.token, { status: 'no-such-status' })).pageInfo.total).toBe(0);
    const byNumber = await smsReport(t, a.token, { phone: '0527000003' });
    expect(byNumber.pageInfo.total).toBe(2);
    expect(byNumber.rows.map((r: { destination: string }) => r.destination)).toEqual(['0527000003', '0527000003']);
    // 700001x: 0527000010 .. 0527000019.
    expect((await smsReport(t, a.token, { phone: '700001' })).pageInfo.total).toBe(20);
    const sender = (await t.db.selectFrom('campaigns').select('sender').where('id', '=', one).executeTakeFirstOrThrow()).sender;
    expect((await smsReport(t, a.token, { sender })).pageInfo.total).toBe(2 * recipients);
    expect((await smsReport(t, a.token, { sender: 'NoSuchName' })).pageInfo.total).toBe(0);
  });

  test('totals agree whether the daily counts or the rows answer them', async () => {
    const month = await smsReport(t, a.token, {});
    // A period with a time of day is not whole days: the rows themselves are counted.
    const rows = await smsReport(t, a.token, { fromDate: new Date(Date.now() - 3_600_000).toISOString(), toDate: new Date(Date.now() + 3_600_000).toISOString() });
    expect(rows.totals).toEqual(month.totals);
    expect(await t.db.selectFrom('message_days').select((eb) => eb.fn.sum<number>('messages').as('n')).where('account_id', '=', a.userId).executeTakeFirstOrThrow()).toEqual({ n: 2 * recipients });
  });

  test('sorting by an allowed column, paging, and an unknown sort field falling back to the newest first', async () => {
    const byNumber = await smsReport(t, a.token, { campaignId: a.campaignIds[0], sortField: 'destination', sortOrder: 'asc', pageSize: 10, page: 2 });
    expect(byNumber.rows.map((r: { destination: string }) => r.destination)).toEqual(Array.from({ length: 10 }, (_, i) => `05270000${String(10 + i)}`));
    expect(byNumber.pageInfo).toEqual({ total: recipients, page: 2, pageSize: 10 });
    const odd = await smsReport(t, a.token, { campaignId: a.campaignIds[0], sortField: 'phone; drop table messages', pageSize: 5 });
    expect(odd.status).toBe(1);
    expect(odd.rows).toHaveLength(5);
  });

  test('another account’s campaign or user is 404, as in every report, and its messages never show; a user of the account narrows to what it sent; a sub-user names only itself', async () => {
    expect((await post(t, a.token, 'sms-report', { campaignId: other.campaignIds[0] })).statusCode).toBe(404);
    expect((await post(t, a.token, 'sms-report', { userId: other.userId })).statusCode).toBe(404);
    expect((await post(t, a.token, 'get-sms-request-count', { reportName: 'sms-report', campaignId: other.campaignIds[0] })).statusCode).toBe(404);
    const all = await smsReport(t, a.token, { pageSize: 1000 });
    expect(all.rows.some((r: { campaignId: number }) => other.campaignIds.includes(r.campaignId))).toBe(false);
    // The primary user reads one of its users: the sub-user sent nothing, the primary itself everything.
    const subUser = await insertUser(t.db, { adminId: a.userId });
    expect((await smsReport(t, a.token, { userId: subUser })).pageInfo.total).toBe(0);
    expect((await smsReport(t, a.token, { userId: a.userId })).pageInfo.total).toBe(2 * recipients);
    // A sub-user names only itself.
    const subToken = (await createSession(t.db, { userId: subUser, lifetimeMs: 60_000, keepLoggedIn: false, now: Date.now() })).token;
    expect((await post(t, subToken, 'sms-report', { userId: a.userId })).statusCode).toBe(404);
    expect((await smsReport(t, subToken, { userId: subUser })).pageInfo.total).toBe(0);
    // A user with no campaigns sees an empty report, not someone else's.
    expect((await smsReport(t, await signedInToken(t.db), {})).pageInfo.total).toBe(0);
  });

  test('a period longer than a year, or than 45 days when searching by number, is refused with -2; a bad date with -1', async () => {
    expect(await smsReport(t, a.token, { fromDate: '01/01/2024', toDate: '15/01/2025' })).toMatchObject({ status: -2, rows: [] });
    expect((await smsReport(t, a.token, { fromDate: '01/01/2024', toDate: '31/12/2024' })).status).toBe(1);
    expect((await smsReport(t, a.token, { phone: '0527000003', fromDate: '01/01/2024', toDate: '01/03/2024' })).status).toBe(-2);
    expect((await smsReport(t, a.token, { phone: '0527000003', fromDate: '01/01/2024', toDate: '14/02/2024' })).status).toBe(1);
    expect((await smsReport(t, a.token, { fromDate: '31/02/2024' })).status).toBe(-1);
    const refused = await post(t, a.token, 'get-sms-request-count', { reportName: 'sms-report', fromDate: '2020-01-01', toDate: '2024-01-01' });
    expect(refused.json().data.total).toBe(0);
  });

  test('get-sms-request-count: totals and counts per delivery status over the same filters', async () => {
    const stored = await storedCounts(t, a.userId);
    const data = (await post(t, a.token, 'get-sms-request-count', { reportName: 'sms-report' })).json().data;
    expect(data).toEqual({
      total: 2 * recipients,
      parts: stored.parts,
      credits: expect.any(Number),
      byStatus: Object.fromEntries(
        Object.entries({ delivered: stored.delivered, kosherNumber: stored.kosher, outOfCoverage: stored.outOfCoverage }).filter(([, n]) => n > 0),
      ),
      tooLargeToShow: false,
    });
    const failed = (await post(t, a.token, 'get-sms-request-count', { reportName: 'sms-report', status: 'failed', campaignId: a.campaignIds[1] })).json().data;
    const inTwo = await storedCounts(t, a.userId, a.campaignIds[1]);
    expect(failed.total).toBe(inTwo.failed);
    expect(failed.byStatus.delivered).toBeUndefined();
  });
});
