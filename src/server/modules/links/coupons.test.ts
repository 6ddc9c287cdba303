/**
 * A campaign with a coupon, sent through the real pipeline: each recipient's message ends
 * with their own coupon link (before the unsubscribe line), billed as estimated; the link
 * opens /coupon/{code}, whose page gives a unique coupon's own code to each recipient and
 * says when the coupon ended. A coupon that is not good by the send is refused with -23.
 */
import { couponProblem, uniqueCouponAlphabet } from '../../../domain/coupons';
import { formatIsraelDateTime } from '../../../domain/israelTime';
import { SimulatorProvider } from '../../messaging/providers/simulator';
import { waitUntil } from '../../messaging/testCampaigns';
import { bearer, onEachDatabase } from '../../test/signIn';
import { defaultTestSender, pipelineSuite, sendingAccount } from '../campaigns/sendTesting';

const host = 'sms.example';
const dayMs = 24 * 3_600_000;
const dayOf = (ms: number) => formatIsraelDateTime(ms).slice(0, 10);

test('coupon rules: text 1 to 600 characters, a known type, good past the send', () => {
  const now = Date.UTC(2026, 10, 22, 10);
  const good = { useCoupon: true, couponType: 'unique', couponCode: '20% off', couponExpiration: dayOf(now + 3 * dayMs) };
  expect(couponProblem(undefined, now)).toBeNull();
  expect(couponProblem({ ...good, useCoupon: false, couponCode: '' }, now)).toBeNull();
  expect(couponProblem(good, now)).toBeNull();
  expect(couponProblem({ ...good, couponCode: '  ' }, now)).toBe('campaigns.coupon.textRequired');
  expect(couponProblem({ ...good, couponCode: 'x'.repeat(601) }, now)).toBe('campaigns.coupon.textTooLong');
  expect(couponProblem({ ...good, couponCode: 'x'.repeat(600) }, now)).toBeNull();
  expect(couponProblem({ ...good, couponType: 'file' }, now)).toBe('campaigns.coupon.invalidType');
  expect(couponProblem({ ...good, couponExpiration: '31/02/2027' }, now)).toBe('campaigns.coupon.expiryRequired');
  expect(couponProblem({ ...good, couponExpiration: dayOf(now - dayMs) }, now)).toBe('campaigns.coupon.expiryBeforeSend');
  // Good through the whole of its last day.
  expect(couponProblem({ ...good, couponExpiration: dayOf(now) }, now)).toBeNull();
});

onEachDatabase('coupons in a campaign', (dbOptions) => {
  const suite = pipelineSuite(dbOptions);

  const call = (token: string, url: string, payload: object) => suite.t.app.inject({ method: 'POST', url, headers: { ...bearer(token), host }, payload });
  const coupon = (code: string) => suite.t.app.inject({ method: 'POST', url: '/api/campaigns/get-coupon', payload: { code } });

  test('each recipient gets their own coupon link and code; billed as estimated; expired after its day', async () => {
    const { userId: account, token } = await sendingAccount(suite.t, 100, []);
    const phones = Array.from({ length: 4 }, (_, i) => `05${22000000 + i}`);
    const expiration = dayOf(Date.now() + 2 * dayMs);
    const body = {
      smsContent: 'Your coupon:',
      phones,
      destinations: [],
      unsubscribeOption: 3,
      coupon: { useCoupon: true, couponType: 'unique', couponCode: '20% off all shoes. Show this code at the till.', couponExpiration: expiration },
    };

    // Not good by the send: refused, nothing kept.
    const late = (await call(token, '/api/campaigns/send-campaign', { ...body, coupon: { ...body.coupon, couponExpiration: dayOf(Date.now() - dayMs) }, validation: false })).json().data;
    expect(late).toMatchObject({ status: -23 });
    expect(await suite.t.db.selectFrom('short_links').select('id').where('account_id', '=', account).execute()).toEqual([]);

    const estimate = (await call(token, '/api/campaigns/get-campaign-credits-number', body)).json().data;
    // 'Your coupon:' + two links of 16-character codes on their own lines: 12 + 2 × (1 + 35) = 84, one credit each.
    expect(estimate).toMatchObject({ status: 1, credits: 4, recipients: 4 });
    const sent = (await call(token, '/api/campaigns/send-campaign', { ...body, validation: false })).json().data;
    expect(sent).toMatchObject({ status: 1 });
    const provider = new SimulatorProvider({ latencyMs: 1, receiptDelayMs: 5, outcomes: { delivered: 1 }, replyShare: 0, seed: 3 });
    await suite.startPipeline({ provider, tickMs: 20 });
    const made = () => suite.t.db.selectFrom('messages').select(['seq', 'text', 'credits']).where('campaign_id', '=', sent.campaignId).orderBy('seq').execute();
    await waitUntil(async () => (await made()).length === 4, 20_000, 'messages made');
    const messages = await made();
    expect(messages.reduce((sum, m) => sum + m.credits, 0)).toBe(estimate.credits);

    const lines = messages.map((m) => m.text.split('\n'));
    // The coupon link comes before the unsubscribe link, each the recipient's own.
    for (const [first, couponLink, unsubscribe] of lines) {
      expect(first).toBe('Your coupon:');
      expect(couponLink).toMatch(/^http:\/\/sms\.example\/s\/[0-9A-Za-z]{16}$/);
      expect(unsubscribe).toMatch(/^http:\/\/sms\.example\/s\/[0-9A-Za-z]{16}$/);
      expect(couponLink).not.toBe(unsubscribe);
    }
    const couponLinks = lines.map((l) => l[1]!);
    expect(new Set(couponLinks).size).toBe(4);

    const codes: string[] = [];
    for (const link of couponLinks) {
      const code = new URL(link).pathname.slice('/s/'.length);
      // The link opens the coupon page and counts as the recipient's click.
      const res = await suite.t.app.inject({ method: 'GET', url: `/s/${code}`, headers: { 'user-agent': 'Mozilla/5.0 (iPhone)' } });
      expect(res.headers.location).toBe(`/coupon/${code}`);
      const page = (await coupon(code)).json().data;
      expect(page).toMatchObject({ status: 1, text: body.coupon.couponCode, expiresOn: expiration });
      expect(page.code).toMatch(new RegExp(`^[${uniqueCouponAlphabet}]{10}$`));
      // The same link always shows the same code.
      expect((await coupon(code)).json().data.code).toBe(page.code);
      codes.push(page.code);
    }
    expect(new Set(codes).size).toBe(4);
    const clicks = await suite.t.db.selectFrom('short_link_clicks').innerJoin('short_links', 'short_links.id', 'short_link_clicks.link_id').select('short_links.kind').where('short_link_clicks.campaign_id', '=', sent.campaignId).execute();
    expect(clicks.map((c) => c.kind)).toEqual(['coupon', 'coupon', 'coupon', 'coupon']);

    // A changed code is nobody's coupon; a general short link is not a coupon.
    const first = new URL(couponLinks[0]!).pathname.slice(3);
    expect((await coupon(first.slice(0, -1) + (first.endsWith('a') ? 'b' : 'a'))).json().data).toEqual({ status: -1 });
    const general = (await call(token, '/api/create-short-url', { url: 'https://shop.example' })).json().data.shortLink;
    expect((await coupon(new URL(general.shortUrl).pathname.slice(3))).json().data).toEqual({ status: -1 });

    // After its last day the page says it ended, and the link still opens it (not "link expired").
    await suite.t.db.updateTable('short_links').set({ expires_at: Date.now() - 1 }).where('campaign_id', '=', sent.campaignId).execute();
    const settings = JSON.parse((await suite.t.db.selectFrom('campaigns').select('settings').where('id', '=', sent.campaignId).executeTakeFirstOrThrow()).settings);
    settings.coupon.expiresAt = Date.now() - 1;
    await suite.t.db.updateTable('campaigns').set({ settings: JSON.stringify(settings) }).where('id', '=', sent.campaignId).execute();
    expect((await suite.t.app.inject({ method: 'GET', url: `/s/${first}` })).headers.location).toBe(`/coupon/${first}`);
    expect((await coupon(first)).json().data).toMatchObject({ status: 2, text: body.coupon.couponCode });
  });

  test('a general coupon shows its text alone; a bad coupon is refused by the validation pass too', async () => {
    const { token } = await sendingAccount(suite.t, 100, []);
    const body = { smsContent: 'Sale!', phones: ['0523000001'], destinations: [], coupon: { useCoupon: true, couponType: 'general', couponCode: 'Code SALE26 for 10% off', couponExpiration: dayOf(Date.now() + dayMs) } };
    expect((await call(token, '/api/campaigns/send-campaign', { ...body, coupon: { ...body.coupon, couponCode: 'x'.repeat(601) }, validation: true })).statusCode).toBe(400);
    expect((await call(token, '/api/campaigns/send-campaign', { ...body, coupon: { ...body.coupon, couponCode: ' ' }, validation: true })).json().data).toMatchObject({ status: -23 });
    const sent = (await call(token, '/api/campaigns/send-campaign', { ...body, validation: false })).json().data;
    expect(sent).toMatchObject({ status: 1 });
    const link = await suite.t.db.selectFrom('short_links').selectAll().where('campaign_id', '=', sent.campaignId).where('kind', '=', 'coupon').executeTakeFirstOrThrow();
    // The link's own code (as a test send carries it) shows the coupon without a recipient.
    expect((await coupon(link.code)).json().data).toEqual({ status: 1, text: 'Code SALE26 for 10% off', expiresOn: body.coupon.couponExpiration, sender: defaultTestSender });
  });
});
