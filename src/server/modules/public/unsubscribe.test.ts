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

  test('the remove-number page removes the number platform-wide (1, then 2); an invalid number is 3', async () => {
    expect((await byNumber({ phone: '054-1112233', sender: 'Shop' })).json().data).toEqual({ status: 1 });
    expect((await byNumber({ phone: '972541112233' })).json().data).toEqual({ status: 2 });
    expect((await byNumber({ phone: '02-6543210' })).json().data).toEqual({ status: 1 });
    expect((await byNumber({ phone: '12' })).json().data).toEqual({ status: 3 });
    const row = await t.db.selectFrom('platform_blacklist').select(['sender', 'source']).where('phone', '=', '541112233').executeTakeFirstOrThrow();
    expect(row).toEqual({ sender: 'Shop', source: 'remove page' });
  });
});
