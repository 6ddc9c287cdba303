/**
 * Issue 13: clicks on a general (non-personal) short link counted for nobody: the click
 * report and the shipment statistics showed 0. A campaign now takes the general links its text
 * carries (links/store.ts takenKinds), and a person's click on one counts for that campaign.
 */
import { bearer, onEachDatabase } from '../../test/signIn';
import { startTestApp, type TestApp } from '../../test/testApp';
import { deliver, post, replyingAccount, sendFrom } from '../reports/shipments/testShipments';

const host = 'sms.example';
const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const dayMs = 24 * 3_600_000;

onEachDatabase('clicks on a general link in a campaign', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
  });
  afterAll(() => t.close());

  test('a campaign sent with a general link: one person clicks, the click report and the shipment statistics count 1; a preview does not count', async () => {
    const a = await replyingAccount(t, 3);
    const call = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: { ...bearer(a.token), host }, payload });
    const link = (await call('/api/create-short-url', { url: 'https://shop.example/sale' })).json().data.shortLink;
    expect(link.type).toBe('general');
    const content = `Sale today ${link.shortUrl}`;

    // A test send first, as the composer offers: it keeps no link, so the real campaign takes it.
    expect((await call('/api/campaigns/send-example-campaign', { smsContent: content, phones: ['0521234567'] })).json().data.status).toBe(1);
    const campaignId = await sendFrom(t, a, { smsContent: content });
    const row = await t.db.selectFrom('short_links').select(['campaign_id', 'created_at', 'expires_at']).where('handle', '=', link.hash).executeTakeFirstOrThrow();
    expect(row.campaign_id).toBe(campaignId);
    await deliver(t.db, [campaignId]);

    // Every recipient got the same address, and it still lives its year after the send.
    const texts = await t.db.selectFrom('messages').select('text').where('campaign_id', '=', campaignId).execute();
    expect(texts.map((m) => m.text)).toEqual([content, content, content]);
    const after = await t.db.selectFrom('short_links').select(['expires_at', 'sent_at']).where('handle', '=', link.hash).executeTakeFirstOrThrow();
    expect(Number(after.expires_at)).toBe(Number(row.created_at) + 365 * dayMs);
    expect(after.sent_at).not.toBeNull();

    const path = new URL(link.shortUrl).pathname;
    const opened = await t.app.inject({ method: 'GET', url: path, headers: { 'user-agent': iPhone } });
    expect([opened.statusCode, opened.headers.location]).toEqual([302, 'https://shop.example/sale']);
    await t.app.inject({ method: 'GET', url: path, headers: { 'user-agent': 'WhatsApp/2.23.20.0 A' } });

    const clicks = (await post(t, a.token, 'click-report', {})).json().data;
    expect(clicks.rows).toEqual([expect.objectContaining({ campaignId, recipients: 3, clicks: 1, uniqueClicks: 0, hash: link.hash, linkType: 'general' })]);
    const details = (await post(t, a.token, 'get-link-uniq-data', { campaignId })).json().data;
    expect(details).toMatchObject({ clicks: 1, previewClicks: 1, links: [{ hash: link.hash, clicks: 1 }] });

    expect((await post(t, a.token, 'get-shipment-statistic', { shipmentId: campaignId })).json().data.statistic).toMatchObject({ clicks: 1, delivered: 3 });
    expect((await post(t, a.token, 'get-campaign-statistic', { campaignId })).json().data.statistic).toMatchObject({ clicks: 1 });

    // The same general link in a later campaign is still accepted (one code for everyone); the composer may reuse it.
    expect((await call('/api/campaigns/send-campaign', { smsContent: content, phones: ['0529876543'], sourceType: 4, sourceNumber: a.sourceNumber, validation: true })).json().data.status).toBe(6);
    expect((await call('/api/create-short-url', { url: 'https://shop.example/sale', url_unique_hash: link.hash })).json().data).toMatchObject({ status: 1, shortLink: { shortUrl: link.shortUrl, clicks: 1 } });
  });
});
