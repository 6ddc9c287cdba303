/**
 * An A/B test through the real pipeline and simulator (issue 21): two variants to 20 % of a
 * list, the winner by clicks sent to the rest after the (shortened) delay, each recipient one
 * message, the credits reserved with the costlier variant and settled to what went out.
 */
import { listNameKey } from '../../../domain/contactFields';
import { Permission } from '../../../domain/permissions';
import { SendCampaign } from '../../../contract/statusCodes';
import { createSession } from '../../http/session';
import { refundCredits } from '../../messaging/credits';
import { startPipeline, type Pipeline } from '../../messaging/pipeline';
import { SimulatorProvider } from '../../messaging/providers/simulator';
import { waitUntil } from '../../messaging/testCampaigns';
import { bearer, onEachDatabase } from '../../test/signIn';
import { insertUser, startTestApp, type TestApp } from '../../test/testApp';
import { decideAbTest, passAbTests } from './abDecision';
import { ownSender } from './sendTesting';

const host = 'sms.example';
const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

onEachDatabase('A/B tests with automatic roll-out', (dbOptions) => {
  let t: TestApp;
  let pipeline: Pipeline | null = null;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
  });
  afterAll(async () => {
    await pipeline?.stop();
    await t.close();
  });

  const call = (token: string, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: { ...bearer(token), host }, payload });
  const tokenOf = async (userId: number) => (await createSession(t.db, { userId, lifetimeMs: 3_600_000, keepLoggedIn: false, now: Date.now() })).token;
  const balanceOf = async (account: number) => Number((await t.db.selectFrom('balances').select('amount').where('user_id', '=', account).where('service', '=', 'sms').executeTakeFirstOrThrow()).amount);

  test('the test share gets the variants, the winner by clicks goes to the rest, once each, credits settled; refusals and another account', async () => {
    const account = await insertUser(t.db, { permissions: [Permission.createCampaigns] });
    const token = await tokenOf(account);
    await refundCredits(t.db, { account, service: 'sms', amount: 200, reason: 'test.grant', now: Date.now() });
    await ownSender(t.db, account, 'name', 'AbShop');
    const list = await t.db.insertInto('contact_lists').values({ account_id: account, created_by: account, name: 'ab', name_key: listNameKey('ab'), headers: JSON.stringify(['name']), created_at: Date.now() }).returning('id').executeTakeFirstOrThrow();
    const phones = Array.from({ length: 20 }, (_, i) => `52${3000000 + i}`);
    await t.db.insertInto('contacts').values(phones.map((phone, i) => ({ list_id: list.id, phone, field1: `P${i}`, created_at: Date.now(), source: 'test' }))).execute();
    const link = (await call(token, '/api/create-short-url', { url: 'https://shop.example/sale', type: 'personalLink' })).json().data.shortLink;

    // Variant 1 costs 2 credits a message, variant 2 one: the list is reserved at 2 each.
    const variants = [`Sale A ${link.shortUrl} ${'a'.repeat(180)}`, `Sale B ${link.shortUrl}`];
    const abTest = { variants, sharePercent: 20, metric: 'clicks', delayMinutes: 60 };
    const body = { destinations: [{ type: 'cl', id: list.id }], abTest };
    const status = async (extra: object) => (await call(token, '/api/campaigns/send-campaign', { ...body, validation: true, ...extra })).json().data.status;
    expect(await status({ abTest: { ...abTest, variants: ['only one'] } })).toBe(SendCampaign.abVariantCount);
    expect(await status({ abTest: { ...abTest, variants: ['1', '2', '3', '4', '5'] } })).toBe(SendCampaign.abVariantCount);
    expect(await status({ abTest: { ...abTest, variants: ['text', ' '] } })).toBe(SendCampaign.abEmptyVariant);
    expect(await status({ abTest: { ...abTest, sharePercent: 4 } })).toBe(SendCampaign.abShare);
    expect(await status({ abTest: { ...abTest, sharePercent: 51 } })).toBe(SendCampaign.abShare);
    expect(await status({ abTest: { ...abTest, delayMinutes: 0 } })).toBe(SendCampaign.abDelay);
    expect(await status({ packets: { amount: 2, every: 10, everyOption: 'MINUTE' } })).toBe(SendCampaign.abSentOnce);
    expect(await status({ phones: ['0521111111'], destinations: [] })).toBe(SendCampaign.abTooFewRecipients);
    const check = (await call(token, '/api/campaigns/send-campaign', { ...body, validation: true })).json().data;
    expect(check).toMatchObject({ status: SendCampaign.validated, summary: { recipients: 20, credits: 40 } });

    const sent = (await call(token, '/api/campaigns/send-campaign', { ...body, validation: false })).json().data;
    expect(sent).toMatchObject({ status: SendCampaign.sent, campaignId: expect.any(Number) });
    const campaignId: number = sent.campaignId;
    expect(await balanceOf(account)).toBe(160);
    const shipments = await t.db.selectFrom('shipments').select(['id', 'variant', 'seq_from', 'seq_to']).where('campaign_id', '=', campaignId).orderBy('seq_from').execute();
    expect(shipments.map((s) => [s.variant, s.seq_to - s.seq_from + 1])).toEqual([[1, 2], [2, 2], [null, 16]]);
    // The recipients were put in a random order: the test share is not the list's head.
    const testPhones = await t.db.selectFrom('campaign_recipients').select('phone').where('campaign_id', '=', campaignId).where('seq', '<=', 4).execute();
    expect(testPhones.map((r) => r.phone).sort()).not.toEqual(phones.slice(0, 4));

    const provider = new SimulatorProvider({ latencyMs: 1, receiptDelayMs: 5, outcomes: { delivered: 1 }, replyShare: 0, seed: 5 });
    pipeline = await startPipeline({ db: t.db, provider, tickMs: 20, repeatsMs: 40, webhooksMs: 0 });
    const messagesOf = () => t.db.selectFrom('messages').select(['seq', 'shipment_id', 'phone', 'text', 'credits', 'status']).where('campaign_id', '=', campaignId).orderBy('seq').execute();
    const testDone = async () => (await t.db.selectFrom('shipments').select('id').where('campaign_id', '=', campaignId).where('variant', 'is not', null).where('status', '=', 'done').execute()).length === 2;
    await waitUntil(testDone, 20_000, 'the test shipments done');
    const tested = await messagesOf();
    expect(tested).toHaveLength(4);
    expect(tested.filter((m) => m.shipment_id === shipments[0].id).every((m) => m.text.startsWith('Sale A '))).toBe(true);
    expect(tested.filter((m) => m.shipment_id === shipments[1].id).every((m) => m.text.startsWith('Sale B '))).toBe(true);

    // Before the delay: both variants, nothing decided.
    const statistic = async (as: string) => call(as, '/api/reports/get-shipment-statistic', { shipmentId: campaignId });
    const before = (await statistic(token)).json().data.abTest;
    expect(before).toMatchObject({ metric: 'clicks', sharePercent: 20, variants: [{ variant: 1, recipients: 2, sent: 2 }, { variant: 2, recipients: 2, sent: 2 }], rest: { variant: 0, recipients: 16, sent: 0 } });
    expect(before.winner).toBeUndefined();
    // Due only a delay after the test went: not before, whatever decide_at says.
    expect(await passAbTests(t.db, Date.now())).toBe(0);
    await t.db.updateTable('ab_tests').set({ decide_at: Date.now() - 1 }).where('campaign_id', '=', campaignId).execute();
    expect(await passAbTests(t.db, Date.now())).toBe(0);

    // One recipient of variant 2 clicks (twice: still one recipient); a bot's preview is no click.
    const clicked = tested.find((m) => m.shipment_id === shipments[1].id)!;
    const personal = new RegExp(`${link.shortUrl.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}[0-9A-Za-z]{11}`).exec(clicked.text)![0];
    for (const agent of [iPhone, iPhone, 'facebookexternalhit/1.1']) await t.app.inject({ method: 'GET', url: new URL(personal).pathname, headers: { 'user-agent': agent } });

    // Another account sees none of it.
    const stranger = await tokenOf(await insertUser(t.db, { permissions: [Permission.createCampaigns] }));
    expect((await statistic(stranger)).statusCode).toBe(404);

    // The delay, shortened: the pipeline's pass decides, and the rest gets variant 2.
    await t.db.updateTable('ab_tests').set({ decide_at: Date.now() - 1, delay_minutes: 0 }).where('campaign_id', '=', campaignId).execute();
    await waitUntil(async () => (await t.db.selectFrom('campaigns').select('status').where('id', '=', campaignId).executeTakeFirstOrThrow()).status === 'sent', 20_000, 'the rest sent');
    const all = await messagesOf();
    expect(all).toHaveLength(20);
    expect(new Set(all.map((m) => m.phone)).size).toBe(20);
    expect(all.filter((m) => m.shipment_id === shipments[2].id).every((m) => m.text.startsWith('Sale B '))).toBe(true);
    const test = await t.db.selectFrom('ab_tests').selectAll().where('campaign_id', '=', campaignId).executeTakeFirstOrThrow();
    expect(test.winner).toBe(2);
    // A second worker's decision changes nothing.
    expect(await decideAbTest(t.db, { ...test, metric: 'clicks' }, Date.now())).toBeNull();
    expect((await t.db.selectFrom('ab_tests').select('winner').where('campaign_id', '=', campaignId).executeTakeFirstOrThrow()).winner).toBe(2);

    // Credits: reserved 40, the messages cost 2×2 + 18×1 = 22, the rest given back.
    const cost = all.reduce((sum, m) => sum + m.credits, 0);
    expect(cost).toBe(22);
    await waitUntil(async () => (await balanceOf(account)) === 200 - cost, 10_000, 'the credits settled');
    const campaign = await t.db.selectFrom('campaigns').select(['credits_reserved', 'credits_refunded']).where('id', '=', campaignId).executeTakeFirstOrThrow();
    expect(Number(campaign.credits_reserved) - Number(campaign.credits_refunded)).toBe(cost);

    await waitUntil(async () => (await messagesOf()).every((m) => m.status === 'delivered'), 10_000, 'the receipts');
    const after = (await statistic(token)).json().data.abTest;
    expect(after).toMatchObject({ winner: 2, decidedAt: expect.any(String), variants: [{ variant: 1, clicks: 0 }, { variant: 2, clicks: 1 }], rest: { variant: 2, recipients: 16, sent: 16, delivered: 16 } });
  });
});
