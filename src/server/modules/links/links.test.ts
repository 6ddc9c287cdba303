import { Permission } from '../../../domain/permissions';
import { createSession } from '../../http/session';
import { bearer, onEachDatabase } from '../../test/signIn';
import { insertUser, startTestApp, type TestApp } from '../../test/testApp';
import { startWebhookSender } from '../../messaging/webhooks';
import { insertPushUrl, signedWith, startReceiver } from '../../messaging/webhooks/testReceiver';
import { recipientCode } from './codes';
import { takeCampaignLinks } from './store';

const host = 'sms.example';
const whatsApp = 'WhatsApp/2.23.20.0 A';
const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

onEachDatabase('short links: create-short-url and /s/{code}', (dbOptions) => {
  let t: TestApp;
  let account: number;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
    account = await insertUser(t.db, { permissions: [Permission.createCampaigns] });
    token = (await createSession(t.db, { userId: account, lifetimeMs: 3_600_000, keepLoggedIn: false, now: Date.now() })).token;
  });
  afterAll(() => t.close());

  const create = (body: object, who = token) => t.app.inject({ method: 'POST', url: '/api/create-short-url', headers: { ...bearer(who), host }, payload: body });
  const follow = (path: string, agent: string) => t.app.inject({ method: 'GET', url: path, headers: { 'user-agent': agent } });
  const pathOf = (shortUrl: string) => new URL(shortUrl).pathname;
  const clicksOf = (linkCode: string) =>
    t.db
      .selectFrom('short_link_clicks')
      .innerJoin('short_links', 'short_links.id', 'short_link_clicks.link_id')
      .select(['short_link_clicks.kind', 'short_link_clicks.user_agent', 'short_link_clicks.seq', 'short_link_clicks.phone'])
      .where('short_links.code', '=', linkCode)
      .orderBy('short_link_clicks.id')
      .execute();

  test('a general link (1): a 7-character code on the product domain, kept a year; a personal link gets a 5-character campaign code', async () => {
    const general = (await create({ url: 'https://shop.example/sale?x=1' })).json().data;
    expect(general).toMatchObject({ status: 1, url_unique_hash: expect.any(String), shortLink: { url: 'https://shop.example/sale?x=1', type: 'general', clicks: 0 } });
    expect(general.shortLink.shortUrl).toMatch(/^http:\/\/sms\.example\/s\/[0-9A-Za-z]{7}$/);
    expect(general.shortLink.hash).toBe(general.url_unique_hash);
    const row = await t.db.selectFrom('short_links').select(['created_at', 'expires_at']).where('handle', '=', general.url_unique_hash).executeTakeFirstOrThrow();
    expect(Number(row.expires_at) - Number(row.created_at)).toBe(365 * 24 * 3_600_000);

    const personal = (await create({ url: 'www.shop.example/you', type: 'personalLink' })).json().data;
    expect(personal).toMatchObject({ status: 1, shortLink: { url: 'https://www.shop.example/you', type: 'personalLink' } });
    expect(personal.shortLink.shortUrl).toMatch(/^http:\/\/sms\.example\/s\/[0-9A-Za-z]{5}$/);
  });

  test('PUBLIC_HOST names the domain whatever host the request came to', async () => {
    const other = await startTestApp({ publicHost: 'go.brand.example' }, dbOptions);
    try {
      const user = await insertUser(other.db, { permissions: [Permission.createCampaigns] });
      const session = await createSession(other.db, { userId: user, lifetimeMs: 3_600_000, keepLoggedIn: false, now: Date.now() });
      const res = await other.app.inject({ method: 'POST', url: '/api/create-short-url', headers: { ...bearer(session.token), host: 'internal:8080' }, payload: { url: 'https://shop.example' } });
      expect(res.json().data.shortLink.shortUrl).toMatch(/^https:\/\/go\.brand\.example\/s\/[0-9A-Za-z]{7}$/);
    } finally {
      await other.close();
    }
  });

  test('url_unique_hash reuses the link: same address, same link; a campaign link not yet sent takes a new address; a general one becomes a new link', async () => {
    const first = (await create({ url: 'https://a.example/1' })).json().data;
    const again = (await create({ url: 'https://a.example/1', url_unique_hash: first.url_unique_hash })).json().data;
    expect(again).toMatchObject({ status: 1, url_unique_hash: first.url_unique_hash, shortLink: { shortUrl: first.shortLink.shortUrl } });
    const changed = (await create({ url: 'https://a.example/2', url_unique_hash: first.url_unique_hash })).json().data;
    expect(changed.status).toBe(1);
    expect(changed.shortLink.shortUrl).not.toBe(first.shortLink.shortUrl);
    // The link already given out still leads where it did.
    expect((await follow(pathOf(first.shortLink.shortUrl), iPhone)).headers.location).toBe('https://a.example/1');

    const personal = (await create({ url: 'https://a.example/p1', type: 'personalImage' })).json().data;
    const edited = (await create({ url: 'https://a.example/p2', type: 'personalImage', url_unique_hash: personal.url_unique_hash })).json().data;
    expect(edited).toMatchObject({ status: 1, url_unique_hash: personal.url_unique_hash, shortLink: { shortUrl: personal.shortLink.shortUrl, url: 'https://a.example/p2' } });
  });

  test('-2 for a hash that is missing, another account\'s, or whose link another campaign took; -3 for what is not a link; 404 for another account\'s campaign', async () => {
    expect((await create({ url: 'https://a.example', url_unique_hash: 'nope' })).json().data).toEqual({ status: -2 });
    const otherUser = await insertUser(t.db, { permissions: [Permission.createCampaigns] });
    const otherToken = (await createSession(t.db, { userId: otherUser, lifetimeMs: 3_600_000, keepLoggedIn: false, now: Date.now() })).token;
    const theirs = (await create({ url: 'https://b.example' }, otherToken)).json().data;
    expect((await create({ url: 'https://b.example', url_unique_hash: theirs.url_unique_hash })).json().data).toEqual({ status: -2 });

    const personal = (await create({ url: 'https://c.example', type: 'personalLink' })).json().data;
    const now = Date.now();
    const campaign = await t.db
      .insertInto('campaigns')
      .values({ account_id: account, user_id: account, name: 'c', content: `See ${personal.shortLink.shortUrl}`, sender: 'S', status: 'waiting', schedule: '{}', settings: '{}', content_key: 'k', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await takeCampaignLinks(t.db, { account, campaignId: campaign.id, content: `See ${personal.shortLink.shortUrl}`, base: `https://${host}`, now });
    expect((await create({ url: 'https://c.example', type: 'personalLink', url_unique_hash: personal.url_unique_hash, campaignId: campaign.id })).json().data.status).toBe(1);
    expect((await create({ url: 'https://c.example', type: 'personalLink', url_unique_hash: personal.url_unique_hash })).json().data).toEqual({ status: -2 });

    for (const url of ['hello world', 'ftp://files.example/x', 'localhost', 'javascript:alert(1)', 'https://']) {
      expect((await create({ url })).json().data).toEqual({ status: -3 });
    }
    const theirCampaign = await t.db
      .insertInto('campaigns')
      .values({ account_id: otherUser, user_id: otherUser, name: 'c', content: 'x', sender: 'S', status: 'waiting', schedule: '{}', settings: '{}', content_key: 'k', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await create({ url: 'https://d.example', campaignId: theirCampaign.id })).statusCode).toBe(404);
    expect((await create({})).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/create-short-url', payload: { url: 'https://a.example' } })).statusCode).toBe(401);
  });

  test('following a link records the click with its user agent, a WhatsApp preview and a bot apart, and answers 302 to the target', async () => {
    const link = (await create({ url: 'https://shop.example/follow' })).json().data.shortLink;
    const code = pathOf(link.shortUrl).slice(3);
    for (const agent of [iPhone, whatsApp, 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', '']) {
      const res = await follow(pathOf(link.shortUrl), agent);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('https://shop.example/follow');
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect(await clicksOf(code)).toEqual([
      { kind: 'person', user_agent: iPhone, seq: null, phone: null },
      { kind: 'preview', user_agent: whatsApp, seq: null, phone: null },
      { kind: 'bot', user_agent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', seq: null, phone: null },
      { kind: 'bot', user_agent: '', seq: null, phone: null },
    ]);
    // The composer's answer counts people only.
    const again = (await create({ url: 'https://shop.example/follow', url_unique_hash: link.hash })).json().data;
    expect(again.shortLink.clicks).toBe(1);
  });

  test("a person's click reaches the account's click push URL, signed; a preview's does not", async () => {
    const receiver = await startReceiver();
    try {
      const { secret } = await insertPushUrl(t.db, { account, url: receiver.url('/clicks'), type: 'click' });
      const link = (await create({ url: 'https://shop.example/hooked' })).json().data.shortLink;
      await follow(pathOf(link.shortUrl), whatsApp);
      await follow(pathOf(link.shortUrl), iPhone);
      const sender = startWebhookSender(t.db, { allowPrivateAddresses: true, intervalMs: 0 });
      await sender.runOnce();
      await sender.stop();
      expect(receiver.received).toHaveLength(1);
      expect(signedWith(receiver.received[0], secret)).toBe(true);
      expect(JSON.parse(receiver.received[0].body)).toMatchObject({ type: 'click', data: { url: 'https://shop.example/hooked', shortUrl: link.shortUrl } });
    } finally {
      await receiver.close();
    }
  });

  test('an expired link lands on /link-expired; an unknown, malformed or tampered one on /link-not-found, and none is counted', async () => {
    const link = (await create({ url: 'https://shop.example/old' })).json().data.shortLink;
    await t.db.updateTable('short_links').set({ expires_at: Date.now() - 1 }).where('handle', '=', link.hash).execute();
    expect((await follow(pathOf(link.shortUrl), iPhone)).headers.location).toBe('/link-expired');
    expect(await clicksOf(pathOf(link.shortUrl).slice(3))).toEqual([]);
    for (const path of ['/s/zzzzzzz', '/s/abc.def', '/s/abc-def_g', `/s/${'x'.repeat(90)}`, '/s/zzzzz']) {
      const res = await follow(path, iPhone);
      expect([res.statusCode, res.headers.location]).toEqual([302, '/link-not-found']);
    }

    // A campaign link's per-recipient codes: the real one works, one character changed does not.
    const personal = (await create({ url: 'https://shop.example/mine', type: 'personalLink' })).json().data.shortLink;
    const now = Date.now();
    const campaign = await t.db
      .insertInto('campaigns')
      .values({ account_id: account, user_id: account, name: 'c', content: personal.shortUrl, sender: 'S', status: 'waiting', schedule: '{}', settings: '{}', content_key: 'k2', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.insertInto('campaign_recipients').values([1, 2].map((seq) => ({ campaign_id: campaign.id, seq, phone: `50000000${seq}` }))).execute();
    const taken = await takeCampaignLinks(t.db, { account, campaignId: campaign.id, content: personal.shortUrl, unsubscribeOption: 3, base: `https://${host}`, now });
    expect(taken.personalLinks).toEqual([personal.shortUrl]);
    const row = await t.db.selectFrom('short_links').select(['code', 'secret']).where('handle', '=', personal.hash).executeTakeFirstOrThrow();
    const mine = recipientCode(row, 2);
    expect((await follow(`/s/${mine}`, iPhone)).headers.location).toBe('https://shop.example/mine');
    const flipped = mine.slice(0, -1) + (mine.endsWith('a') ? 'b' : 'a');
    expect((await follow(`/s/${flipped}`, iPhone)).headers.location).toBe('/link-not-found');
    // A recipient the campaign does not have, even correctly signed, is nobody.
    expect((await follow(`/s/${recipientCode(row, 3)}`, iPhone)).headers.location).toBe('/link-not-found');
    // The unsubscribe link's own code names nobody.
    const unsubscribe = await t.db.selectFrom('short_links').select('code').where('campaign_id', '=', campaign.id).where('kind', '=', 'unsubscribe').executeTakeFirstOrThrow();
    expect((await follow(`/s/${unsubscribe.code}`, iPhone)).headers.location).toBe('/link-not-found');
    expect(await clicksOf(row.code)).toEqual([{ kind: 'person', user_agent: iPhone, seq: 2, phone: '500000002' }]);
  });
});
