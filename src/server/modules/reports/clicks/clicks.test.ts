import ExcelJS from 'exceljs';
import { createSession } from '../../../http/session';
import { startPipeline, type Pipeline } from '../../../messaging/pipeline';
import { SimulatorProvider } from '../../../messaging/providers/simulator';
import { waitUntil } from '../../../messaging/testCampaigns';
import { bearer, onEachDatabase } from '../../../test/signIn';
import { insertUser, startTestApp, type TestApp } from '../../../test/testApp';
import { sendCampaignCall, sendingAccount, type SendingAccount } from '../../campaigns/sendTesting';

const host = 'sms.example';
const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const whatsApp = 'WhatsApp/2.23.20.0 A';
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const phones = ['523000001', '523000002', '523000003', '523000004'];

onEachDatabase('click report, link figures and the clicks download', (dbOptions) => {
  let t: TestApp;
  let pipeline: Pipeline;
  let a: SendingAccount;
  let campaignId: number;
  let link: { hash: string; shortUrl: string };
  let otherToken: string;

  const post = (token: string, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: { ...bearer(token), host }, payload });
  const follow = (address: string, agent: string) => t.app.inject({ method: 'GET', url: new URL(address).pathname, headers: { 'user-agent': agent } });

  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
    a = await sendingAccount(t, 100, phones);
    link = (await post(a.token, '/api/create-short-url', { url: 'https://shop.example/sale', type: 'personalLink' })).json().data.shortLink;
    const sent = (await sendCampaignCall(t, a.token, { smsContent: `מבצע ${link.shortUrl}`, campaign_name: 'מבצע קיץ', destinations: [{ type: 'cl', id: a.listId }], validation: false })).json().data;
    expect(sent.status).toBe(1);
    campaignId = sent.campaignId;
    pipeline = await startPipeline({ db: t.db, provider: new SimulatorProvider({ latencyMs: 1, receiptDelayMs: 1, outcomes: { delivered: 1 }, replyShare: 0, seed: 3 }), tickMs: 20 });
    const delivered = () => t.db.selectFrom('messages').select(['seq', 'phone', 'text']).where('campaign_id', '=', campaignId).where('delivery_status', '=', 'delivered').orderBy('seq').execute();
    await waitUntil(async () => (await delivered()).length === phones.length, 20_000, 'delivered');
    const codes = (await delivered()).map((m) => new RegExp(`${link.shortUrl.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}[0-9A-Za-z]{11}`).exec(m.text)![0]);
    // Recipient 1 clicks twice, recipient 2 once (last); recipient 3's link is only previewed, 4's only crawled.
    await follow(codes[0], iPhone);
    await follow(codes[0], iPhone);
    await follow(codes[2], whatsApp);
    await follow(codes[3], googlebot);
    // The bare campaign code (a test send) names no recipient: no one's click.
    await follow(link.shortUrl, iPhone);
    await new Promise((r) => setTimeout(r, 5));
    await follow(codes[1], iPhone);
    const other = await insertUser(t.db);
    otherToken = (await createSession(t.db, { userId: other, lifetimeMs: 3_600_000, keepLoggedIn: false, now: Date.now() })).token;
  });
  afterAll(async () => {
    await pipeline.stop();
    await t.close();
  });

  test('click-report: the campaign with its recipients, people clicks and unique clickers; the period and paging apply', async () => {
    const page = (await post(a.token, '/api/reports/click-report', {})).json().data;
    expect(page.status).toBe(1);
    expect(page.pageInfo).toEqual({ total: 1, page: 1, pageSize: 50 });
    expect(page.rows).toEqual([{ campaignId, campaignName: 'מבצע קיץ', sentOn: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/), recipients: 4, clicks: 3, uniqueClicks: 2, hash: link.hash, linkType: 'personalLink' }]);
    const lastYear = (await post(a.token, '/api/reports/click-report', { fromDate: '01/01/2020', toDate: '31/12/2020' })).json().data;
    expect(lastYear).toMatchObject({ status: 1, rows: [], pageInfo: { total: 0 } });
    expect((await post(a.token, '/api/reports/click-report', { fromDate: '01/01/2020', toDate: '31/12/2021' })).json().data.status).toBe(-2);
    expect((await post(a.token, '/api/reports/click-report', { fromDate: 'yesterday' })).json().data.status).toBe(-1);
    expect((await post(a.token, '/api/reports/click-report', { campaignId: campaignId + 1000 })).statusCode).toBe(404);
  });

  test('get-link-uniq-data: bots and previews apart and never a recipient click; clickers newest first, paged and by number; clicks over time', async () => {
    const data = (await post(a.token, '/api/reports/get-link-uniq-data', { campaignId })).json().data;
    expect(data).toMatchObject({ campaignId, recipients: 4, clicks: 3, uniqueClicks: 2, botClicks: 1, previewClicks: 1 });
    expect(data.links).toEqual([{ hash: link.hash, url: 'https://shop.example/sale', shortUrl: link.shortUrl, clicks: 3, uniqueClicks: 2 }]);
    expect(data.clickers.map((c: { phone: string; clicks: number; userAgent: string }) => [c.phone, c.clicks, c.userAgent])).toEqual([
      ['0523000002', 1, iPhone],
      ['0523000001', 2, iPhone],
    ]);
    expect(data.pageInfo).toEqual({ total: 2, page: 1, pageSize: 50 });
    expect(data.overTime.reduce((sum: number, p: { clicks: number }) => sum + p.clicks, 0)).toBe(3);
    const paged = (await post(a.token, '/api/reports/get-link-uniq-data', { campaignId, page: 2, pageSize: 1 })).json().data;
    expect(paged.clickers.map((c: { phone: string }) => c.phone)).toEqual(['0523000001']);
    expect(paged.pageInfo).toEqual({ total: 2, page: 2, pageSize: 1 });
    const one = (await post(a.token, '/api/reports/get-link-uniq-data', { campaignId, phone: '0523000001' })).json().data;
    expect(one.clickers).toHaveLength(1);
    expect(one.clickers[0]).toMatchObject({ phone: '0523000001', clicks: 2 });
    expect((await post(a.token, '/api/reports/get-link-uniq-data', { campaignId, phone: '0529999999' })).json().data.clickers).toEqual([]);
  });

  test('download/clicks-report: CSV with a byte-order mark and the Hebrew campaign name, one row per clicker; general per day; xlsx opens with the same rows', async () => {
    const csv = await t.app.inject({ method: 'GET', url: `/api/download/clicks-report?hash=${link.hash}&type=personalLink`, headers: bearer(a.token) });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.rawPayload.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe('Campaign,Link,Phone,Clicks,First click,Last click,Browser');
    expect(lines.slice(1, -1).map((l) => l.split(',').slice(0, 4))).toEqual([
      ['מבצע קיץ', 'https://shop.example/sale', '0523000002', '1'],
      ['מבצע קיץ', 'https://shop.example/sale', '0523000001', '2'],
    ]);
    expect(csv.headers['content-disposition']).toContain(encodeURIComponent('clicks מבצע קיץ.csv'));
    const daily = (await t.app.inject({ method: 'GET', url: `/api/download/clicks-report?hash=${link.hash}&type=general`, headers: bearer(a.token) })).rawPayload.toString('utf8').slice(1).split('\r\n');
    expect(daily[0]).toBe('Date,Link,Clicks,Link previews,Bots');
    expect(daily[1]).toMatch(/^\d{2}\/\d{2}\/\d{4},https:\/\/shop\.example\/sale,3,1,1$/);
    const xlsx = await t.app.inject({ method: 'GET', url: `/api/download/clicks-report?hash=${link.hash}&type=personalLink&format=xlsx`, headers: bearer(a.token) });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.rowCount).toBe(3);
    expect([sheet.getRow(2).getCell(1).value, sheet.getRow(2).getCell(3).value, sheet.getRow(3).getCell(4).value]).toEqual(['מבצע קיץ', '0523000002', '2']);
  });

  test("another account's campaign, link hash or user gets 404 and its report shows nothing; bad input is 400", async () => {
    expect((await post(otherToken, '/api/reports/get-link-uniq-data', { campaignId })).statusCode).toBe(404);
    expect((await post(otherToken, '/api/reports/get-link-uniq-data', { campaignId: 1, userId: a.userId })).statusCode).toBe(404);
    expect((await post(otherToken, '/api/reports/click-report', {})).json().data.rows).toEqual([]);
    expect((await post(otherToken, '/api/reports/click-report', { userId: a.userId })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/download/clicks-report?hash=${link.hash}&type=personalLink`, headers: bearer(otherToken) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/download/clicks-report?hash=nope&type=general`, headers: bearer(a.token) })).statusCode).toBe(404);
    expect((await post(a.token, '/api/reports/get-link-uniq-data', {})).statusCode).toBe(400);
    expect((await post(a.token, '/api/reports/get-link-uniq-data', { campaignId, phone: '05-23' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/download/clicks-report?hash=${link.hash}&type=other`, headers: bearer(a.token) })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/reports/get-link-uniq-data', payload: { campaignId } })).statusCode).toBe(401);
  });
});
