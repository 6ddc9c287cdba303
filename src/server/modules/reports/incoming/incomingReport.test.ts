/**
 * The incoming-sms report and reports/get-incoming-sms against replies the simulator sent to
 * a campaign's attached number through the real pipeline: each shows with its campaign; the
 * number, campaign, shipment and period filters; another account's campaign is 404.
 */
import { formatIsraelDateTime } from '../../../../domain/israelTime';
import { onEachDatabase } from '../../../test/signIn';
import { startTestApp, type TestApp } from '../../../test/testApp';
import { deliver, post, replyingAccount, report, sendFrom, type ReplyingAccount } from '../shipments/testShipments';

const day = 86_400_000;

onEachDatabase('incoming messages report', (dbOptions) => {
  let t: TestApp;
  let a: ReplyingAccount;
  let first: number;
  let second: number;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
    a = await replyingAccount(t, 4);
    first = await sendFrom(t, a, { campaign_name: 'first' });
    await deliver(t.db, [first], { replies: true });
    second = await sendFrom(t, a, { campaign_name: 'second' });
    await deliver(t.db, [second], { replies: true });
  });
  afterAll(() => t.close());

  test('replies show with their campaign, newest first, each once', async () => {
    const page = await report(t, a.token, 'incoming-sms-report');
    expect(page.status).toBe(1);
    expect(page.pageInfo.total).toBe(8);
    expect(page.rows[0]).toMatchObject({ phone: expect.stringMatching(/^9725\d{8}$/), destination: `972${a.sourceNumber.slice(1)}`, message: 'תודה', campaignId: second, campaignName: 'second', isUnsubscribe: false });
    expect(page.rows[0].receivedOn).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);
    expect(page.rows.filter((r: { campaignId: number }) => r.campaignId === first)).toHaveLength(4);
    expect(page.rows.map((r: { id: number }) => r.id)).toEqual([...page.rows.map((r: { id: number }) => r.id)].sort((x, y) => y - x));
  });

  test('filters: campaign, number (whole or part), shipment, the account number, and the period', async () => {
    expect((await report(t, a.token, 'incoming-sms-report', { campaignId: first })).rows.map((r: { campaignId: number }) => r.campaignId)).toEqual([first, first, first, first]);
    const one = (await report(t, a.token, 'incoming-sms-report', { campaignId: first })).rows[0].phone as string;
    const local = `0${one.slice(3)}`;
    expect((await report(t, a.token, 'incoming-sms-report', { phone: local })).rows).toHaveLength(2);
    expect((await report(t, a.token, 'incoming-sms-report', { phone: local.slice(-5) })).rows.every((r: { phone: string }) => r.phone.endsWith(local.slice(-5)))).toBe(true);
    expect((await report(t, a.token, 'incoming-sms-report', { phone: local, fromDate: formatIsraelDateTime(Date.now() - 60 * day).slice(0, 10) })).status).toBe(-2);
    expect((await report(t, a.token, 'incoming-sms-report', { toDate: formatIsraelDateTime(Date.now() - 2 * day).slice(0, 10), fromDate: formatIsraelDateTime(Date.now() - 20 * day).slice(0, 10) })).rows).toEqual([]);

    const replies = await report(t, a.token, 'get-incoming-sms', { shipmentId: second });
    expect(replies.rows).toHaveLength(4);
    expect(replies.rows.every((r: { campaignId: number }) => r.campaignId === second)).toBe(true);
    expect((await report(t, a.token, 'get-incoming-sms', { destination: a.sourceNumber })).pageInfo.total).toBe(8);
    expect((await report(t, a.token, 'get-incoming-sms', { destination: '0539999999' })).pageInfo.total).toBe(0);
    expect((await report(t, a.token, 'get-incoming-sms', { pageSize: 3, page: 3 })).rows).toHaveLength(2);
  });

  test("another account sees none of them and gets 404 for the campaign", async () => {
    const b = await replyingAccount(t, 1);
    expect((await report(t, b.token, 'incoming-sms-report')).rows).toEqual([]);
    expect((await post(t, b.token, 'incoming-sms-report', { campaignId: first })).statusCode).toBe(404);
    expect((await post(t, b.token, 'get-incoming-sms', { shipmentId: first })).statusCode).toBe(404);
  });
});
