import { Group } from '../../../domain/access';
import { bearer, onEachDatabase } from '../../test/signIn';
import { signedInToken, startTestApp, type TestApp } from '../../test/testApp';
import { sendCampaignCall, sendingAccount } from '../campaigns/sendTesting';

onEachDatabase('prohibited words: super-admin/blacklist-word-* and campaigns/check-forbidden-text', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
  });
  afterAll(() => t.close());
  const post = (token: string, path: string, body: object) => t.app.inject({ method: 'POST', url: `/api/${path}`, headers: bearer(token), payload: body });

  test('a word added is refused in messages, whatever its case; a frozen one is not; a renamed one is checked by its new text', async () => {
    const admin = await signedInToken(t.db, { group: Group.superAdmin });
    const a = await sendingAccount(t, 10, ['520600001']);
    const check = (message: string) => post(a.token, 'campaigns/check-forbidden-text', { message }).then((r) => r.json().data);
    const send = (smsContent: string) => sendCampaignCall(t, a.token, { smsContent, destinations: [{ type: 'cl', id: a.listId }], validation: true }).then((r) => r.json().data.status);

    const added = (await post(admin, 'super-admin/blacklist-word-add', { word: ' Lottery ' })).json().data;
    expect(added).toEqual({ status: 1, id: expect.any(Number) });
    expect((await post(admin, 'super-admin/blacklist-word-add', { word: 'LOTTERY' })).json().data).toEqual({ status: -2 });
    expect(await check('Win the lottery!')).toEqual({ status: 0, forbiddenWords: ['Lottery'] });
    expect(await send('Win the lottery!')).toBe(-4);

    expect((await post(admin, 'super-admin/blacklist-word-freeze', { id: added.id, frozen: true })).json().data).toEqual({ status: 1 });
    expect(await check('Win the lottery!')).toEqual({ status: 1 });
    expect(await send('Win the lottery!')).toBe(6);
    expect((await post(admin, 'super-admin/blacklist-word-freeze', { id: added.id, frozen: false })).json().data).toEqual({ status: 2 });

    expect((await post(admin, 'super-admin/blacklist-word-update', { id: added.id, word: 'הגרלה' })).json().data).toEqual({ status: 1 });
    expect(await check('Win the lottery!')).toEqual({ status: 1 });
    expect(await check('הגרלה גדולה היום')).toEqual({ status: 0, forbiddenWords: ['הגרלה'] });
  });

  test('unknown ids are not found; only a super-administrator manages the words', async () => {
    const admin = await signedInToken(t.db, { group: Group.superAdmin });
    expect((await post(admin, 'super-admin/blacklist-word-update', { id: 999_999, word: 'x' })).statusCode).toBe(404);
    expect((await post(admin, 'super-admin/blacklist-word-freeze', { id: 999_999, frozen: true })).statusCode).toBe(404);
    const customer = await sendingAccount(t, 0, []);
    expect((await post(customer.token, 'super-admin/blacklist-word-add', { word: 'casino' })).statusCode).toBe(403);
  });
});
