import { fromIsraelWallTime, israelWallTime } from '../../../domain/israelTime';
import { onEachDatabase } from '../../test/signIn';
import { startTestApp, type TestApp } from '../../test/testApp';
import { campaignsOf, ownSender, sendCampaignCall, sendingAccount, smsBalance } from './sendTesting';

onEachDatabase('campaigns/send-campaign: who may send what, from which sender, and when', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
  });
  afterAll(() => t.close());
  const send = (token: string, body: object) => sendCampaignCall(t, token, body);
  const setUser = (id: number, values: { can_send?: number; cant_send_campaign?: number; sending_hours?: string | null; daily_limit?: number | null }) =>
    t.db.updateTable('users').set(values).where('id', '=', id).execute();

  test('-13 when an administrator refused the user new campaigns; -4 names the forbidden words, before any credit is counted', async () => {
    const a = await sendingAccount(t, 0, ['527000001']);
    const list = [{ type: 'cl', id: a.listId }];
    await t.db.insertInto('forbidden_words').values([{ word: 'Casino', active: 1, created_at: Date.now() }, { word: 'הימורים', active: 1, created_at: Date.now() }, { word: 'frozen', active: 0, created_at: Date.now() }]).execute();
    // No credits at all, yet the forbidden text is what is answered: it comes first.
    expect((await send(a.token, { smsContent: 'Best CASINO and הימורים', destinations: list, validation: true })).json().data).toEqual({ status: -4, forbiddenWords: ['Casino', 'הימורים'] });
    expect((await send(a.token, { smsContent: 'a frozen word is allowed', destinations: list, validation: true })).json().data).toMatchObject({ status: -3 });
    await setUser(a.userId, { cant_send_campaign: 1 });
    expect((await send(a.token, { smsContent: 'hi', destinations: list, validation: true })).json().data).toEqual({ status: -13 });
  });

  test('-16 for a sender the account does not own; an approved name or an attached number goes out as the sender', async () => {
    const a = await sendingAccount(t, 10, ['527100001']);
    const list = [{ type: 'cl', id: a.listId }];
    const check = (body: object) => send(a.token, { smsContent: 'hi', destinations: list, validation: true, ...body }).then((r) => r.json().data.status);
    expect(await check({ sourceType: 1, sourceNumber: 'MyShop' })).toBe(-16);
    expect(await check({ sourceType: 1, sourceNumber: 'Bad Name Too Long' })).toBe(-16);
    expect(await check({ sourceType: 2, sourceNumber: '0541234567' })).toBe(-16);
    await ownSender(t.db, a.userId, 'name', 'MyShop');
    await ownSender(t.db, a.userId, 'verified', '541234567');
    await t.db.insertInto('sender_identities').values({ account_id: a.userId, kind: 'name', value: 'Pending', status: 'pending', created_at: Date.now() }).execute();
    expect(await check({ sourceType: 1, sourceNumber: 'Pending' })).toBe(-16);
    expect(await check({ sourceType: 1, sourceNumber: 'MyShop' })).toBe(6);
    expect(await check({ sourceType: 2, sourceNumber: '054-1234567' })).toBe(6);
    // Another account's name is not this one's.
    const b = await sendingAccount(t, 10, ['527100002']);
    expect((await send(b.token, { smsContent: 'hi', destinations: [{ type: 'cl', id: b.listId }], sourceType: 1, sourceNumber: 'MyShop', validation: true })).json().data.status).toBe(-16);

    const sent = (await send(a.token, { smsContent: 'from a number', destinations: list, sourceType: 2, sourceNumber: '0541234567', validation: false })).json().data;
    expect(sent.status).toBe(1);
    expect((await t.db.selectFrom('campaigns').select('sender').where('id', '=', sent.campaignId).executeTakeFirstOrThrow()).sender).toBe('972541234567');
  });

  test('-20: unsubscribe by reply needs an attached number to receive the reply', async () => {
    const a = await sendingAccount(t, 10, ['527200001']);
    const base = { smsContent: 'hi', destinations: [{ type: 'cl', id: a.listId }], unsubscribeOption: 2, validation: true };
    expect((await send(a.token, base)).json().data).toEqual({ status: -20 });
    await ownSender(t.db, a.userId, 'verified', '541112222');
    expect((await send(a.token, { ...base, sourceType: 2, sourceNumber: '0541112222' })).json().data).toEqual({ status: -20 });
    await ownSender(t.db, a.userId, 'attached', '541113333');
    expect((await send(a.token, { ...base, sourceType: 4, sourceNumber: '0541113333' })).json().data.status).toBe(6);
  });

  test('-15 past the daily limit, counting what the user already sent today', async () => {
    const a = await sendingAccount(t, 100, ['527300001', '527300002', '527300003']);
    const list = [{ type: 'cl', id: a.listId }];
    await setUser(a.userId, { daily_limit: 4 });
    expect((await send(a.token, { smsContent: 'first', destinations: list, validation: false })).json().data.status).toBe(1);
    expect((await send(a.token, { smsContent: 'second', destinations: list, validation: true })).json().data).toEqual({ status: -15 });
    expect((await send(a.token, { smsContent: 'one more', phones: ['0527300009'], validation: true })).json().data.status).toBe(6);
  });

  test('5: without the hour permission the campaign is saved held, reserved, and not sent until an administrator lets it go', async () => {
    const a = await sendingAccount(t, 10, ['527400001']);
    await setUser(a.userId, { can_send: 0 });
    const sent = (await send(a.token, { smsContent: 'held', destinations: [{ type: 'cl', id: a.listId }], validation: false })).json().data;
    expect(sent).toMatchObject({ status: 5, campaignId: expect.any(Number) });
    expect(await campaignsOf(t.db, a.userId)).toEqual([expect.objectContaining({ id: sent.campaignId, status: 'held', credits_reserved: 1 })]);
    expect(await smsBalance(t.db, a.userId)).toBe(9);
  });

  test('7: outside the permitted hours the campaign is saved and its shipment waits for the next opening', async () => {
    const a = await sendingAccount(t, 10, ['527500001']);
    // A window that is closed now: the hour two hours ahead, for one hour, every day.
    const w = israelWallTime(t.clock.now() + 2 * 3_600_000);
    const from = `${String(w.hour).padStart(2, '0')}:00`;
    const to = `${String((w.hour + 1) % 24).padStart(2, '0')}:00`;
    await setUser(a.userId, { sending_hours: JSON.stringify({ from, to: to === '00:00' ? '24:00' : to }) });
    const check = (await send(a.token, { smsContent: 'later', destinations: [{ type: 'cl', id: a.listId }], validation: true })).json().data;
    const opening = fromIsraelWallTime(w.year, w.month, w.day, w.hour, 0);
    expect(check.status).toBe(6);
    const sent = (await send(a.token, { smsContent: 'later', destinations: [{ type: 'cl', id: a.listId }], validation: false })).json().data;
    expect(sent.status).toBe(7);
    expect(sent.allowedFrom).toBe(check.summary.sendTime);
    const shipment = await t.db.selectFrom('shipments').select('run_at').where('campaign_id', '=', sent.campaignId).executeTakeFirstOrThrow();
    expect(Number(shipment.run_at)).toBe(opening);
    expect((await campaignsOf(t.db, a.userId))[0].status).toBe('future');
  });
});
