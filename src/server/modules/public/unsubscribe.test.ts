import { rateRules } from '../../http/rateLimit';
import { onEachDatabase } from '../../test/signIn';
import { insertUser, startTestApp, type TestApp } from '../../test/testApp';
import { unsubscribeHash, unsubscribeLinkLifetimeMs, unsubscribeSecretOf } from '../blacklist/unsubscribeLink';

onEachDatabase('unsubscribe pages', (dbOptions) => {
  let t: TestApp;
  let account: number;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
    account = await insertUser(t.db);
  });
  afterAll(() => t.close());

  const byHash = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/add-number-to-black-list-by-hash', payload });
  const byNumber = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/add-number-to-black-list', payload });
  const link = (phone: string, issuedAt = Date.now(), to = account) => unsubscribeHash(unsubscribeSecretOf(t.config), to, phone, issuedAt);

  test("the link's number goes into the sending account's blacklist (1), once (2), with a 'link' history", async () => {
    expect((await byHash({ hash: link('501234567') })).json().data).toEqual({ status: 1 });
    expect((await byHash({ hash: link('501234567') })).json().data).toEqual({ status: 2 });
    const history = await t.db.selectFrom('blacklist_history').select(['account_id', 'action', 'source', 'user_id']).where('phone', '=', '501234567').execute();
    expect(history).toEqual([{ account_id: account, action: 'added', source: 'link', user_id: null }]);
  });

  test('a forged, altered or expired link is 3; a typed number that is not the link\'s is 4', async () => {
    const good = link('502345678');
    expect((await byHash({ hash: good.replace('502345678', '502345679') })).json().data).toEqual({ status: 3 });
    expect((await byHash({ hash: unsubscribeHash('another-secret', account, '502345678', Date.now()) })).json().data).toEqual({ status: 3 });
    expect((await byHash({ hash: link('502345678', Date.now() - unsubscribeLinkLifetimeMs - 60_000) })).json().data).toEqual({ status: 3 });
    expect((await byHash({ hash: 'nonsense' })).json().data).toEqual({ status: 3 });
    expect((await byHash({ hash: link('502345678', Date.now(), 999999) })).json().data).toEqual({ status: 3 });
    expect((await byHash({ hash: good, phone: '0509999999' })).json().data).toEqual({ status: 4 });
    expect((await byHash({ hash: good, phone: '050-2345678' })).json().data).toEqual({ status: 1 });
    expect((await byHash({})).statusCode).toBe(400);
  });

  test('the remove-number page removes the number platform-wide (1, and 1 again: it never tells whether it was already removed); an invalid number is 3', async () => {
    expect((await byNumber({ phone: '054-1112233', sender: 'Shop' })).json().data).toEqual({ status: 1 });
    expect((await byNumber({ phone: '972541112233' })).json().data).toEqual({ status: 1 });
    expect((await byNumber({ phone: '02-6543210' })).json().data).toEqual({ status: 1 });
    expect((await byNumber({ phone: '12' })).json().data).toEqual({ status: 3 });
    const row = await t.db.selectFrom('platform_blacklist').select(['sender', 'source']).where('phone', '=', '541112233').executeTakeFirstOrThrow();
    expect(row).toEqual({ sender: 'Shop', source: 'remove page' });
  });

  test(`one address may type ${rateRules.publicUnsubscribePerIp.limit} numbers an hour; then 429 and nothing is removed`, async () => {
    t.clock.advance(rateRules.publicUnsubscribePerIp.windowMs);
    const phone = (n: number) => `05277700${String(n).padStart(2, '0')}`;
    for (let n = 0; n < rateRules.publicUnsubscribePerIp.limit; n += 1) expect((await byNumber({ phone: phone(n) })).statusCode).toBe(200);
    const over = await byNumber({ phone: phone(99) });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ data: null, message: 'errors.generic.tooManyRequests' });
    expect(await t.db.selectFrom('platform_blacklist').select('phone').where('phone', '=', '527770099').execute()).toEqual([]);
    t.clock.advance(rateRules.publicUnsubscribePerIp.windowMs);
    expect((await byNumber({ phone: phone(99) })).json().data).toEqual({ status: 1 });
  });
});

onEachDatabase('the remove-number page on a brand with a robot check', (dbOptions) => {
  let t: TestApp;
  let human = false;
  beforeAll(async () => {
    t = await startTestApp({}, { ...dbOptions, robotCheck: { verify: async () => human } });
    await t.db.insertInto('brands').values({ host: 'robots.example', logo_name: 'Robots', app_logo_src: '', support_phone: '1', support_email: 'r@example.com', site_key: 'site-key' }).execute();
  });
  afterAll(() => t.close());

  const byNumber = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/add-number-to-black-list', headers: { host: 'robots.example' }, payload });
  const removed = (phone: string) => t.db.selectFrom('platform_blacklist').select('phone').where('phone', '=', phone).execute();

  test('a failed check answers -4 (not 403, so no session is touched) and removes nothing; a person gets 1', async () => {
    const res = await byNumber({ phone: '0543334444', recaptchaToken: 'bot' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ status: -4 });
    expect(await removed('543334444')).toEqual([]);
    human = true;
    expect((await byNumber({ phone: '0543334444', recaptchaToken: 'person' })).json().data).toEqual({ status: 1 });
    expect(await removed('543334444')).toEqual([{ phone: '543334444' }]);
  });
});
