import { SimulatorProvider } from '../../messaging/providers/simulator';
import { waitUntil } from '../../messaging/testCampaigns';
import { bearer, onEachDatabase } from '../../test/signIn';
import { campaignsOf, ownSender, pipelineSuite, sendCampaignCall, sendingAccount, smsBalance } from './sendTesting';

onEachDatabase('campaigns/send-example-campaign', (dbOptions) => {
  const suite = pipelineSuite(dbOptions);

  const example = (token: string, payload: object) => suite.t.app.inject({ method: 'POST', url: '/api/campaigns/send-example-campaign', headers: bearer(token), payload });
  const deliveredTo = async (phone: string) => suite.t.db.selectFrom('messages').select(['text', 'delivery_status', 'credits']).where('phone', '=', phone).execute();
  const startSimulator = async () => {
    const provider = new SimulatorProvider({ latencyMs: 1, receiptDelayMs: 5, outcomes: { delivered: 1 }, replyShare: 0, seed: 3 });
    await suite.startPipeline({ provider, tickMs: 20 });
  };

  test('the test numbers get, through the pipeline, the text as the first recipient would get it; its credits are reserved like any send', async () => {
    const a = await sendingAccount(suite.t, 10, ['526000001', '526000002']);
    const body = { smsContent: 'שלום [שם], מבצע היום', destinations: [{ type: 'cl', id: a.listId }], phones: ['0546000001', '054-6000002'] };
    expect((await example(a.token, body)).json().data).toEqual({ status: 1 });
    expect(await smsBalance(suite.t.db, a.userId)).toBe(8);

    await startSimulator();
    await waitUntil(async () => (await deliveredTo('972546000002')).some((m) => m.delivery_status === 'delivered'), 20_000, 'test delivered');
    await waitUntil(async () => (await deliveredTo('972546000001')).some((m) => m.delivery_status === 'delivered'), 20_000, 'test delivered');
    expect(await deliveredTo('972546000001')).toEqual([{ text: 'שלום איש 0, מבצע היום', delivery_status: 'delivered', credits: 1 }]);
    // The list's own recipients got nothing from the test.
    expect(await deliveredTo('972526000001')).toEqual([]);
    await waitUntil(async () => (await campaignsOf(suite.t.db, a.userId)).every((c) => c.status === 'sent'), 10_000, 'test campaign sent');
    expect(await smsBalance(suite.t.db, a.userId)).toBe(8);
  });

  test('a test is not "the same message within the hour": a second test and the real send afterwards go', async () => {
    const a = await sendingAccount(suite.t, 10, ['526100001']);
    const body = { smsContent: 'Flash sale', destinations: [{ type: 'cl', id: a.listId }], phones: ['541000001'] };
    expect((await example(a.token, body)).json().data).toEqual({ status: 1 });
    expect((await example(a.token, body)).json().data).toEqual({ status: 1 });
    // The real send to the very numbers the test went to, and to the list.
    expect((await sendCampaignCall(suite.t, a.token, { smsContent: 'Flash sale', phones: ['541000001'], validation: false })).json().data.status).toBe(1);
    expect((await sendCampaignCall(suite.t, a.token, { smsContent: 'Flash sale', destinations: [{ type: 'cl', id: a.listId }], validation: false })).json().data.status).toBe(1);
    // ...while a real send still is, once.
    expect((await sendCampaignCall(suite.t, a.token, { smsContent: 'Flash sale', destinations: [{ type: 'cl', id: a.listId }], validation: true })).json().data).toEqual({ status: -10 });
    expect(await smsBalance(suite.t.db, a.userId)).toBe(6);
  });

  test('the unsubscribe link (option 3) is in the test message as it will be sent', async () => {
    const a = await sendingAccount(suite.t, 10, ['526200001']);
    expect((await example(a.token, { smsContent: 'News', unsubscribeOption: 3, destinations: [{ type: 'cl', id: a.listId }], phones: ['0547000001'] })).json().data).toEqual({ status: 1 });
    await startSimulator();
    await waitUntil(async () => (await deliveredTo('972547000001')).length === 1, 20_000, 'test made');
    const [message] = await deliveredTo('972547000001');
    expect(message.text).toMatch(/^News\n.*\/s\/[0-9A-Za-z]+$/s);
  });

  test('codes: -4 forbidden text, -2 not enough credits, -3 none at all, -1 a bad number, a sender not the account’s, or no text; nothing reserved', async () => {
    await suite.t.db.insertInto('forbidden_words').values({ word: 'Roulette', active: 1, created_at: Date.now() }).execute();
    const a = await sendingAccount(suite.t, 1, ['526300001']);
    const list = [{ type: 'cl', id: a.listId }];
    expect((await example(a.token, { smsContent: 'Play roulette now', destinations: list, phones: ['0548000001'] })).json().data).toEqual({ status: -4 });
    expect((await example(a.token, { smsContent: 'hi', destinations: list, phones: ['0548000001', '0548000002'] })).json().data).toEqual({ status: -2 });
    expect((await example(a.token, { smsContent: 'hi', destinations: list, phones: ['12345678'] })).json().data).toEqual({ status: -1 });
    expect((await example(a.token, { smsContent: '  ', destinations: list, phones: ['0548000001'] })).json().data).toEqual({ status: -1 });
    expect((await example(a.token, { smsContent: 'hi', sourceType: 1, sourceNumber: 'NotMine', destinations: list, phones: ['0548000001'] })).json().data).toEqual({ status: -1 });
    await ownSender(suite.t.db, a.userId, 'name', 'MyShop');
    expect((await example(a.token, { smsContent: 'hi', sourceType: 1, sourceNumber: 'MyShop', destinations: list, phones: ['0548000001'] })).json().data).toEqual({ status: 1 });
    expect(await smsBalance(suite.t.db, a.userId)).toBe(0);
    expect((await example(a.token, { smsContent: 'hi again', destinations: list, phones: ['0548000001'] })).json().data).toEqual({ status: -3 });
    expect((await campaignsOf(suite.t.db, a.userId)).length).toBe(1);
  });

  test('bad input is 400 (no numbers, four numbers); another account’s list is 404', async () => {
    const a = await sendingAccount(suite.t, 10, ['526400001']);
    const b = await sendingAccount(suite.t, 10, ['526400002']);
    expect((await example(a.token, { smsContent: 'hi', phones: [] })).statusCode).toBe(400);
    expect((await example(a.token, { smsContent: 'hi', phones: ['0549000001', '0549000002', '0549000003', '0549000004'] })).statusCode).toBe(400);
    expect((await example(a.token, { smsContent: 'hi' })).statusCode).toBe(400);
    expect((await example(a.token, { smsContent: 'hi [שם]', destinations: [{ type: 'cl', id: b.listId }], phones: ['0549000001'] })).statusCode).toBe(404);
    expect(await smsBalance(suite.t.db, a.userId)).toBe(10);
  });
});
