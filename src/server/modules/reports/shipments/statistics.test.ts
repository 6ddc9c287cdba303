/**
 * A shipment's and a campaign's statistic against a campaign sent through the real pipeline
 * with a mix of outcomes, replies from the simulator and clicks on its personal link: the
 * figures add up to the messages' statuses, bots and previews are not clicks, and another
 * account's ids are 404.
 */
import { onEachDatabase } from '../../../test/signIn';
import { startTestApp, type TestApp } from '../../../test/testApp';
import { bearer } from '../../../test/signIn';
import { deliver, post, replyingAccount, sendFrom, type ReplyingAccount } from './testShipments';

const host = 'sms.example';
const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

onEachDatabase('shipment and campaign statistics', (dbOptions) => {
  let t: TestApp;
  let a: ReplyingAccount;
  let campaignId: number;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
    a = await replyingAccount(t, 20);
    const link = (await t.app.inject({ method: 'POST', url: '/api/create-short-url', headers: { ...bearer(a.token), host }, payload: { url: 'https://shop.example/offer', type: 'personalLink' } })).json().data.shortLink;
    campaignId = await sendFrom(t, a, { smsContent: `Offer ${link.shortUrl}` });
    await deliver(t.db, [campaignId], { outcomes: { delivered: 3, notDelivered: 1, blocked: 1, kosher: 1 }, seed: 5, replies: true });
    // Every delivered recipient answered (the simulator's replies, matched to the campaign by the number they went to).
    const delivered = await t.db.selectFrom('messages').select(['phone', 'text']).where('campaign_id', '=', campaignId).where('status', '=', 'delivered').orderBy('seq').execute();
    const personal = (text: string) => new URL(/http:\/\/sms\.example\/s\/\S+/.exec(text)![0]).pathname;
    // Two people click (one twice), a link preview and a scanner open a link too.
    await t.app.inject({ method: 'GET', url: personal(delivered[0].text), headers: { 'user-agent': iPhone } });
    await t.app.inject({ method: 'GET', url: personal(delivered[0].text), headers: { 'user-agent': iPhone } });
    await t.app.inject({ method: 'GET', url: personal(delivered[1].text), headers: { 'user-agent': iPhone } });
    await t.app.inject({ method: 'GET', url: personal(delivered[2].text), headers: { 'user-agent': 'WhatsApp/2.23.20.0' } });
    await t.app.inject({ method: 'GET', url: personal(delivered[2].text), headers: { 'user-agent': 'python-requests/2.31' } });
  });
  afterAll(() => t.close());

  const statusCounts = async () => {
    const rows = await t.db.selectFrom('messages').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).where('campaign_id', '=', campaignId).groupBy('status').execute();
    return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
  };

  test("get-shipment-statistic: delivered, not delivered and pending add up to the messages' statuses; clicks by people only; replies", async () => {
    const data = (await post(t, a.token, 'get-shipment-statistic', { shipmentId: campaignId })).json().data;
    const counts = await statusCounts();
    const s = data.statistic;
    expect(data.shipment).toMatchObject({ ID: campaignId, CAMPAIGN_ID: campaignId, status: 'sent', recipients: 20 });
    expect(s).toMatchObject({ total: 20, delivered: counts.delivered, notDelivered: counts.failed, pending: 0, clicks: 3, replies: counts.delivered });
    expect(s.delivered + s.notDelivered + s.pending).toBe(s.total);
    expect(s.delivered).toBeGreaterThan(0);
    expect(s.notDelivered).toBeGreaterThan(0);
    const blocked = await t.db.selectFrom('messages').select('id').where('campaign_id', '=', campaignId).where('delivery_status', 'in', ['blocked', 'kosher']).execute();
    expect(s.blocked).toBe(blocked.length);
    expect(Object.values(s.byStatus as Record<string, number>).reduce((x, y) => x + y, 0)).toBe(20);
    expect(s.byStatus.kosherNumber ?? 0).toBe((await t.db.selectFrom('messages').select('id').where('campaign_id', '=', campaignId).where('delivery_status', '=', 'kosher').execute()).length);
    // The chart: each point's outcomes sum to the totals, and the last point has nothing pending.
    const points = s.overTime as { delivered: number; notDelivered: number; pending: number; clicks: number; replies: number; time: string }[];
    expect(points.length).toBeGreaterThan(0);
    expect(points[0].time).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);
    expect(points.reduce((x, p) => x + p.delivered, 0)).toBe(s.delivered);
    expect(points.reduce((x, p) => x + p.notDelivered, 0)).toBe(s.notDelivered);
    expect(points.reduce((x, p) => x + p.clicks, 0)).toBe(3);
    expect(points.reduce((x, p) => x + p.replies, 0)).toBe(counts.delivered);
    expect(points[points.length - 1].pending).toBe(0);

    // The same by GET, and by the campaign's latest shipment.
    expect((await t.app.inject({ method: 'GET', url: `/api/reports/get-shipment-statistic/${campaignId}`, headers: bearer(a.token) })).json().data).toEqual(data);
    expect((await post(t, a.token, 'get-shipment-statistic', { campaignId })).json().data).toEqual(data);
  });

  test('a message not yet settled is pending; the percentage follows what left', async () => {
    const one = await t.db.selectFrom('messages').select('id').where('campaign_id', '=', campaignId).where('status', '=', 'delivered').executeTakeFirstOrThrow();
    await t.db.updateTable('messages').set({ status: 'submitted', delivery_status: null }).where('id', '=', one.id).execute();
    const s = (await post(t, a.token, 'get-shipment-statistic', { shipmentId: campaignId })).json().data.statistic;
    expect(s.pending).toBe(1);
    expect(s.byStatus.submitted).toBe(1);
    await t.db.updateTable('messages').set({ status: 'queued' }).where('id', '=', one.id).execute();
    await t.db.updateTable('campaigns').set({ status: 'sending' }).where('id', '=', campaignId).execute();
    const progress = (await post(t, a.token, 'get-shipment-percentage', { shipmentIds: [campaignId, 999_999] })).json().data;
    expect(progress).toEqual([{ shipmentId: campaignId, status: 'sending', total: 20, sent: 19, percentage: 95 }]);
    await t.db.updateTable('messages').set({ status: 'delivered', delivery_status: 'delivered' }).where('id', '=', one.id).execute();
    await t.db.updateTable('campaigns').set({ status: 'sent' }).where('id', '=', campaignId).execute();
  });

  test('get-campaign-statistic: the campaign over its shipments', async () => {
    const data = (await post(t, a.token, 'get-campaign-statistic', { campaignId })).json().data;
    const counts = await statusCounts();
    expect(data).toMatchObject({ campaignId, messageType: 'text', statistic: { total: 20, delivered: counts.delivered, notDelivered: counts.failed, clicks: 3, replies: counts.delivered } });
    expect(data.shipments).toHaveLength(1);
    expect(data.shipments[0].shipment.ID).toBe(campaignId);
  });

  test("another account's shipment or campaign is 404, and its progress is left out", async () => {
    const b = await replyingAccount(t, 1);
    expect((await post(t, b.token, 'get-shipment-statistic', { shipmentId: campaignId })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/reports/get-shipment-statistic/${campaignId}`, headers: bearer(b.token) })).statusCode).toBe(404);
    expect((await post(t, b.token, 'get-campaign-statistic', { campaignId })).statusCode).toBe(404);
    expect((await post(t, b.token, 'get-shipment-percentage', { shipmentIds: [campaignId] })).json().data).toEqual([]);
    expect((await post(t, b.token, 'get-shipment-statistic', {})).statusCode).toBe(404);
  });
});
