import { onEachDatabase } from '../../test/signIn';
import { startTestApp, type TestApp } from '../../test/testApp';
import { listWith, makeSub, post } from './composerTesting';
import { ownSender, sendingAccount } from './sendTesting';

onEachDatabase('campaigns/check-birthday-campaign', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
  });
  afterAll(() => t.close());
  const check = (token: string, payload: object) => post(t, token, 'check-birthday-campaign', payload);
  const birthday = { location: 6, daysBeforeBirthDay: 0, hour: '07:00' };

  test('1 with the numbers that have a date in the field and those that have none, and the first send; the sub-lists count', async () => {
    const a = await sendingAccount(t, 0, ['523000001', '523000002', '523000003'], ['01/02/1990', null, 'soon']);
    const child = await listWith(t.db, a.userId, 'Child', [], [{ phone: '523000004', fields: [null, null, null, null, null, '29/02/2000'] }, { phone: '523000001', fields: [null, null, null, null, null, '01/02/1990'] }]);
    await makeSub(t.db, a.listId, child);
    await ownSender(t.db, a.userId, 'attached', '531110000', true);
    const data = (await check(a.token, { destinations: [{ type: 'cl', id: a.listId }], birthdayCampaign: birthday, sourceType: 3, sourceNumber: '0531110000' })).json().data;
    expect(data).toEqual({ status: 1, recipientsWithDate: 2, recipientsWithoutDate: 2, nextSendDate: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} 07:00$/) });
    // Without a sender chosen yet, the rest is still checked.
    expect((await check(a.token, { destinations: [{ type: 'cl', id: a.listId }], birthdayCampaign: { ...birthday, hour: '9:30' } })).json().data).toMatchObject({ status: 1, nextSendDate: expect.stringMatching(/ 09:30$/) });
  });

  test('-1 not only contact lists; -2 a field with no dates; -3 a sender that is not a permanent attached number', async () => {
    const a = await sendingAccount(t, 0, ['523100001'], ['05/05/1985']);
    const list = [{ type: 'cl', id: a.listId }];
    expect((await check(a.token, { destinations: [...list, { type: 'new_phone', phone: '0523100002' }], birthdayCampaign: birthday })).json().data).toEqual({ status: -1 });
    // Field 1 holds names.
    expect((await check(a.token, { destinations: list, birthdayCampaign: { ...birthday, location: 1 } })).json().data).toEqual({ status: -2, recipientsWithDate: 0, recipientsWithoutDate: 1 });
    await ownSender(t.db, a.userId, 'attached', '531120000', false);
    expect((await check(a.token, { destinations: list, birthdayCampaign: birthday, sourceType: 3, sourceNumber: '0531120000' })).json().data).toEqual({ status: -3, recipientsWithDate: 1, recipientsWithoutDate: 0 });
    expect((await check(a.token, { destinations: list, birthdayCampaign: birthday, sourceType: 1, sourceNumber: 'MyShop' })).json().data).toMatchObject({ status: -3 });
    await ownSender(t.db, a.userId, 'attached', '531130000', true);
    expect((await check(a.token, { destinations: list, birthdayCampaign: birthday, sourceType: 4, sourceNumber: '0531130000' })).json().data).toMatchObject({ status: 1 });
  });

  test("bad settings are 400 (no field, a bad hour, no destinations); another account's list is 404", async () => {
    const a = await sendingAccount(t, 0, ['523200001'], ['05/05/1985']);
    const b = await sendingAccount(t, 0, ['523200002'], ['05/05/1985']);
    const list = [{ type: 'cl', id: a.listId }];
    expect((await check(a.token, { destinations: list, birthdayCampaign: { daysBeforeBirthDay: 0 } })).statusCode).toBe(400);
    expect((await check(a.token, { destinations: list, birthdayCampaign: { ...birthday, hour: '25:00' } })).statusCode).toBe(400);
    expect((await check(a.token, { destinations: [], birthdayCampaign: birthday })).statusCode).toBe(400);
    expect((await check(b.token, { destinations: list, birthdayCampaign: birthday })).statusCode).toBe(404);
  });
});
