import { SimulatorProvider } from '../../messaging/providers/simulator';
import { waitUntil } from '../../messaging/testCampaigns';
import { onEachDatabase } from '../../test/signIn';
import { campaignsOf as campaignRows, pipelineSuite, sendCampaignCall, sendingAccount, smsBalance } from './sendTesting';

onEachDatabase('campaigns/send-campaign', (dbOptions) => {
  const suite = pipelineSuite(dbOptions);

  const account = (credits: number, phones: string[]) => sendingAccount(suite.t, credits, phones);
  const send = (token: string, body: object) => sendCampaignCall(suite.t, token, body);
  const balance = (userId: number) => smsBalance(suite.t.db, userId);
  const campaignsOf = async (userId: number) => (await campaignRows(suite.t.db, userId)).map(({ id, status, recipients, credits_reserved }) => ({ id, status, recipients, credits_reserved }));

  test('the validation pass answers the summary and keeps nothing; the second pass reserves, saves, and the pipeline delivers every recipient once', async () => {
    const phones = Array.from({ length: 30 }, (_, i) => `52${String(1000000 + i)}`);
    const a = await account(100, phones);
    // No dynamicHeaders: the titles come from the list, for the estimate and for what is sent alike.
    const body = { smsContent: 'שלום [שם]', destinations: [{ type: 'cl', id: a.listId }] };

    const check = (await send(a.token, { ...body, validation: true })).json().data;
    expect(check).toMatchObject({ status: 6, summary: { recipients: 30, credits: 30, remainingCredits: 70, parts: 1, encoding: 'ucs2', blocked: 0, duplicates: 0 } });
    expect(await campaignsOf(a.userId)).toEqual([]);
    expect(await balance(a.userId)).toBe(100);

    const sent = (await send(a.token, { ...body, validation: false })).json().data;
    expect(sent).toMatchObject({ status: 1, campaignId: expect.any(Number) });
    expect(await balance(a.userId)).toBe(70);
    expect(await campaignsOf(a.userId)).toEqual([{ id: sent.campaignId, status: 'waiting', recipients: 30, credits_reserved: 30 }]);

    const provider = new SimulatorProvider({ latencyMs: 1, receiptDelayMs: 5, outcomes: { delivered: 1 }, replyShare: 0, seed: 7 });
    await suite.startPipeline({ provider, tickMs: 20 });
    await waitUntil(async () => (await suite.t.db.selectFrom('messages').select('id').where('campaign_id', '=', sent.campaignId).where('delivery_status', '=', 'delivered').execute()).length === 30, 20_000, 'all delivered');
    const messages = await suite.t.db.selectFrom('messages').select(['phone', 'text']).where('campaign_id', '=', sent.campaignId).orderBy('seq').execute();
    expect(new Set(messages.map((m) => m.phone)).size).toBe(30);
    expect(messages[0]).toEqual({ phone: '972521000000', text: 'שלום איש 0' });
    await waitUntil(async () => (await campaignsOf(a.userId))[0].status === 'sent', 10_000, 'campaign sent');
  });

  test('refusals: empty content, no destinations, all blacklisted, not enough or zero credits, the same message within the hour', async () => {
    const a = await account(1, ['523000001', '523000002']);
    expect((await send(a.token, { smsContent: '  ', destinations: [{ type: 'cl', id: a.listId }], validation: true })).json().data).toEqual({ status: -7 });
    expect((await send(a.token, { smsContent: 'hi', destinations: [], validation: true })).json().data).toEqual({ status: -6 });
    expect((await send(a.token, { smsContent: 'hi', destinations: [{ type: 'cl', id: a.listId }], validation: true })).json().data).toEqual({ status: -2, needed: 2, remaining: 1 });
    const poor = await account(0, ['523000003']);
    expect((await send(poor.token, { smsContent: 'hi', destinations: [{ type: 'cl', id: poor.listId }], validation: true })).json().data).toEqual({ status: -3, needed: 1, remaining: 0 });
    await suite.t.db.insertInto('blacklist').values([{ account_id: a.userId, phone: '523000001', source: 'user', created_at: Date.now() }, { account_id: a.userId, phone: '523000002', source: 'user', created_at: Date.now() }]).execute();
    expect((await send(a.token, { smsContent: 'hi', destinations: [{ type: 'cl', id: a.listId }], validation: true })).json().data).toEqual({ status: -9 });

    const b = await account(10, ['524000001']);
    const body = { smsContent: 'once', destinations: [{ type: 'cl', id: b.listId }] };
    expect((await send(b.token, { ...body, validation: false })).json().data.status).toBe(1);
    expect((await send(b.token, { ...body, validation: true })).json().data).toEqual({ status: -10 });
    expect(await balance(b.userId)).toBe(9);
    expect(await campaignsOf(a.userId)).toEqual([]);
  });

  test('too long, a future start too soon, bad packets; packets become one shipment each', async () => {
    const a = await account(100, Array.from({ length: 5 }, (_, i) => `525${String(100000 + i)}`));
    const list = [{ type: 'cl', id: a.listId }];
    expect((await send(a.token, { smsContent: 'x'.repeat(537), destinations: list, validation: true })).json().data).toEqual({ status: -14, maxLength: 536 });
    expect((await send(a.token, { smsContent: 'hi', destinations: list, isFuture: true, startDate: '01/01/2020 10:00', validation: true })).json().data).toEqual({ status: -18 });
    expect((await send(a.token, { smsContent: 'hi', destinations: list, packets: { amount: 5, every: 1 }, validation: true })).json().data).toEqual({ status: -19 });
    const sent = (await send(a.token, { smsContent: 'packets', destinations: list, packets: { amount: 2, every: 10, everyOption: 'MINUTE' }, validation: false })).json().data;
    expect(sent.summary.packets.map((p: { amount: number }) => p.amount)).toEqual([2, 2, 1]);
    const shipments = await suite.t.db.selectFrom('shipments').select(['seq_from', 'seq_to', 'run_at']).where('campaign_id', '=', sent.campaignId).orderBy('seq_from').execute();
    expect(shipments.map((s) => [s.seq_from, s.seq_to])).toEqual([[1, 2], [3, 4], [5, 5]]);
    expect(Number(shipments[1].run_at) - Number(shipments[0].run_at)).toBe(10 * 60_000);
  });
});
