/**
 * A campaign sent through the real pipeline with a personal link in its content and the
 * unsubscribe link of option 3: every recipient gets their own codes, the estimate billed
 * exactly the length that went out, and each link leads to that recipient and no other.
 */
import { listNameKey } from '../../../domain/contactFields';
import { Permission } from '../../../domain/permissions';
import { createSession } from '../../http/session';
import { refundCredits } from '../../messaging/credits';
import { startPipeline, type Pipeline } from '../../messaging/pipeline';
import { SimulatorProvider } from '../../messaging/providers/simulator';
import { waitUntil } from '../../messaging/testCampaigns';
import { bearer, onEachDatabase } from '../../test/signIn';
import { insertUser, startTestApp, type TestApp } from '../../test/testApp';
import { readUnsubscribeHash, unsubscribeSecretOf } from '../blacklist/unsubscribeLink';
import { ownSender } from '../campaigns/sendTesting';

const host = 'sms.example';
const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const dayMs = 24 * 3_600_000;

onEachDatabase('personal short links in a campaign', (dbOptions) => {
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
  const follow = (link: string) => t.app.inject({ method: 'GET', url: new URL(link).pathname, headers: { 'user-agent': iPhone } });

  test('each recipient gets its own link and unsubscribe link, billed as estimated, each naming that recipient', async () => {
    const account = await insertUser(t.db, { permissions: [Permission.createCampaigns] });
    const token = (await createSession(t.db, { userId: account, lifetimeMs: 3_600_000, keepLoggedIn: false, now: Date.now() })).token;
    await refundCredits(t.db, { account, service: 'sms', amount: 100, reason: 'test.grant', now: Date.now() });
    // A campaign without a sender goes out from the account's own (send-campaign refuses -16 without one).
    await ownSender(t.db, account, 'name', 'LinkShop');
    const list = await t.db.insertInto('contact_lists').values({ account_id: account, created_by: account, name: 'links', name_key: listNameKey('links'), headers: JSON.stringify(['name']), created_at: Date.now() }).returning('id').executeTakeFirstOrThrow();
    const phones = Array.from({ length: 5 }, (_, i) => `52${2000000 + i}`);
    await t.db.insertInto('contacts').values(phones.map((phone, i) => ({ list_id: list.id, phone, field1: `P${i}`, created_at: Date.now(), source: 'test' }))).execute();

    const link = (await call(token, '/api/create-short-url', { url: 'https://shop.example/offer', type: 'personalLink' })).json().data.shortLink;
    // Padded so each real text is 161 characters: 2 credits, where a link one character shorter would cost 1.
    const start = `Hi [name], your offer: ${link.shortUrl} `;
    const realLength = (text: string) => text.replace('[name]', 'P0').length + 11 + 1 + `http://${host}/s/`.length + 16;
    const content = start + 'A'.repeat(161 - realLength(start));
    const body = { smsContent: content, unsubscribeOption: 3, destinations: [{ type: 'cl', id: list.id }] };

    const estimate = (await call(token, '/api/campaigns/get-campaign-credits-number', body)).json().data;
    expect(estimate).toMatchObject({ status: 1, credits: 10, recipients: 5 });
    const check = (await call(token, '/api/campaigns/send-campaign', { ...body, validation: true })).json().data;
    expect(check.summary).toMatchObject({ credits: 10, messageLength: 161 });
    // Neither pass kept the link for a campaign.
    expect((await t.db.selectFrom('short_links').select('campaign_id').where('handle', '=', link.hash).executeTakeFirstOrThrow()).campaign_id).toBeNull();

    const sent = (await call(token, '/api/campaigns/send-campaign', { ...body, validation: false })).json().data;
    expect(sent).toMatchObject({ status: 1, campaignId: expect.any(Number) });
    const sentAt = Date.now();
    const provider = new SimulatorProvider({ latencyMs: 1, receiptDelayMs: 5, outcomes: { delivered: 1 }, replyShare: 0, seed: 3 });
    pipeline = await startPipeline({ db: t.db, provider, tickMs: 20 });
    const made = () => t.db.selectFrom('messages').select(['seq', 'text', 'credits']).where('campaign_id', '=', sent.campaignId).orderBy('seq').execute();
    await waitUntil(async () => (await made()).length === 5, 20_000, 'messages made');
    const messages = await made();

    // Billed as estimated: the same length, the same credits.
    expect(messages.map((m) => m.text.length)).toEqual([161, 161, 161, 161, 161]);
    expect(messages.reduce((sum, m) => sum + m.credits, 0)).toBe(estimate.credits);
    const campaign = await t.db.selectFrom('campaigns').select('credits_reserved').where('id', '=', sent.campaignId).executeTakeFirstOrThrow();
    expect(campaign.credits_reserved).toBe(estimate.credits);

    const escaped = link.shortUrl.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    const personalOf = (text: string) => new RegExp(`${escaped}[0-9A-Za-z]{11}`).exec(text)?.[0];
    const unsubscribeOf = (text: string) => new RegExp(`\\nhttp://sms\\.example/s/[0-9A-Za-z]{16}$`).exec(text)?.[0].slice(1);
    const personal = messages.map((m) => personalOf(m.text));
    const unsubscribe = messages.map((m) => unsubscribeOf(m.text));
    expect(personal.every(Boolean) && unsubscribe.every(Boolean)).toBe(true);
    expect(new Set(personal).size).toBe(5);
    expect(new Set(unsubscribe).size).toBe(5);

    const recipients = await t.db.selectFrom('campaign_recipients').select(['seq', 'phone']).where('campaign_id', '=', sent.campaignId).orderBy('seq').execute();
    for (const [i, m] of messages.entries()) {
      const phone = recipients.find((r) => r.seq === m.seq)!.phone;
      // The unsubscribe link lands on /remove with a hash naming this recipient in this account.
      const res = await follow(unsubscribe[i]!);
      expect(res.statusCode).toBe(302);
      const location = new URL(res.headers.location as string, `http://${host}`);
      expect(location.pathname).toBe('/remove');
      expect(readUnsubscribeHash(unsubscribeSecretOf(t.config), location.searchParams.get('h')!, Date.now())).toEqual({ ok: true, account, phone });
      // The personal link leads to the target and the click names this recipient.
      expect((await follow(personal[i]!)).headers.location).toBe('https://shop.example/offer');
    }
    const clicks = await t.db
      .selectFrom('short_link_clicks')
      .innerJoin('short_links', 'short_links.id', 'short_link_clicks.link_id')
      .select(['short_links.kind as link', 'short_link_clicks.seq', 'short_link_clicks.phone', 'short_link_clicks.kind'])
      .where('short_link_clicks.campaign_id', '=', sent.campaignId)
      .orderBy('short_link_clicks.id')
      .execute();
    expect(clicks).toEqual(
      messages.flatMap((m) => {
        const phone = recipients.find((r) => r.seq === m.seq)!.phone;
        return [
          { link: 'unsubscribe', seq: m.seq, phone, kind: 'person' },
          { link: 'personalLink', seq: m.seq, phone, kind: 'person' },
        ];
      }),
    );

    // Following the link unsubscribes that number from this account.
    const h = new URL((await follow(unsubscribe[2]!)).headers.location as string, `http://${host}`).searchParams.get('h')!;
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/add-number-to-black-list-by-hash', payload: { hash: h } })).json().data).toEqual({ status: 1 });
    const blacklisted = await t.db.selectFrom('blacklist').select('phone').where('account_id', '=', account).execute();
    expect(blacklisted).toEqual([{ phone: recipients.find((r) => r.seq === messages[2].seq)!.phone }]);

    // One recipient's code with another's seq is nobody's.
    const forged = personal[0]!.slice(0, -11) + personal[1]!.slice(-11, -6) + personal[0]!.slice(-6);
    expect((await follow(forged)).headers.location).toBe('/link-not-found');

    // The campaign took the link (another campaign cannot), and its links live from the send.
    const links = await t.db.selectFrom('short_links').select(['kind', 'expires_at', 'sent_at']).where('campaign_id', '=', sent.campaignId).orderBy('id').execute();
    expect(links.map((l) => l.kind)).toEqual(['personalLink', 'unsubscribe']);
    const life = (kind: string) => Number(links.find((l) => l.kind === kind)!.expires_at) - sentAt;
    expect(Math.abs(life('personalLink') - 21 * dayMs)).toBeLessThan(60_000);
    expect(Math.abs(life('unsubscribe') - 30 * dayMs)).toBeLessThan(60_000);
    expect((await call(token, '/api/create-short-url', { url: 'https://shop.example/offer', type: 'personalLink', url_unique_hash: link.hash })).json().data).toEqual({ status: -2 });
  });

  test('-22 for a link of ours another campaign took or that does not exist, -17 for an expired one; other sites are not judged', async () => {
    const account = await insertUser(t.db, { permissions: [Permission.createCampaigns] });
    const token = (await createSession(t.db, { userId: account, lifetimeMs: 3_600_000, keepLoggedIn: false, now: Date.now() })).token;
    await refundCredits(t.db, { account, service: 'sms', amount: 100, reason: 'test.grant', now: Date.now() });
    // A campaign without a sender goes out from the account's own (send-campaign refuses -16 without one).
    await ownSender(t.db, account, 'name', 'LinkShop');
    const check = (content: string) => call(token, '/api/campaigns/send-campaign', { smsContent: content, phones: ['0521234567'], validation: true }).then((r) => r.json().data.status);
    const personal = (await call(token, '/api/create-short-url', { url: 'https://shop.example/a', type: 'personalLink' })).json().data.shortLink;
    const general = (await call(token, '/api/create-short-url', { url: 'https://shop.example/b' })).json().data.shortLink;
    expect(await check(`Go ${personal.shortUrl} or ${general.shortUrl} or https://elsewhere.example/s/ABCDE`)).toBe(6);
    expect(await check(`Go http://${host}/s/ZZZZZ`)).toBe(-22);
    expect((await call(token, '/api/campaigns/send-campaign', { smsContent: `Go ${personal.shortUrl}`, phones: ['0521234567'], validation: false })).json().data.status).toBe(1);
    expect(await check(`Again ${personal.shortUrl}`)).toBe(-22);
    await t.db.updateTable('short_links').set({ expires_at: Date.now() - 1 }).where('handle', '=', general.hash).execute();
    expect(await check(`Old ${general.shortUrl}`)).toBe(-17);
  });
});
