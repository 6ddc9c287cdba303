import { SimulatorProvider } from '../../messaging/providers/simulator';
import { waitUntil } from '../../messaging/testCampaigns';
import { insertPushUrl } from '../../messaging/webhooks/testReceiver';
import { onEachDatabase } from '../../test/signIn';
import { ownSender, pipelineSuite, sendCampaignCall, sendingAccount } from '../campaigns/sendTesting';

onEachDatabase('unsubscribe by reply (option 2)', (dbOptions) => {
  const suite = pipelineSuite(dbOptions);

  test('the message carries the reply line from the attached number, and a "הסר" reply blacklists that recipient in that account only', async () => {
    const a = await sendingAccount(suite.t, 10, ['521230001', '521230002']);
    await ownSender(suite.t.db, a.userId, 'attached', '531230000');
    const sent = (await sendCampaignCall(suite.t, a.token, { smsContent: 'מבצע', destinations: [{ type: 'cl', id: a.listId }], unsubscribeOption: 2, sourceType: 4, sourceNumber: '0531230000', validation: false })).json().data;
    expect(sent.status).toBe(1);
    const pipeline = await suite.startPipeline({ provider: new SimulatorProvider({ latencyMs: 1, receiptDelayMs: 1, outcomes: { delivered: 1 }, replyShare: 0, seed: 3 }), tickMs: 20 });
    await waitUntil(async () => (await suite.t.db.selectFrom('messages').select('id').where('campaign_id', '=', sent.campaignId).where('delivery_status', 'is not', null).execute()).length === 2, 10_000, 'delivered');
    const texts = await suite.t.db.selectFrom('messages').select('text').where('campaign_id', '=', sent.campaignId).execute();
    expect(texts.map((m) => m.text)).toEqual(['מבצע\nלהסרה השב הסר', 'מבצע\nלהסרה השב הסר']);

    await insertPushUrl(suite.t.db, { account: a.userId, url: 'http://127.0.0.1:9/unsubscribes', type: 'unsubscribe' });
    await pipeline.receipts.onIncoming({ from: '972521230001', to: '972531230000', text: ' הסר! ', receivedAt: Date.now() });
    await pipeline.receipts.onIncoming({ from: '972521230002', to: '972531230000', text: 'תודה, מתי זה מתחיל?', receivedAt: Date.now() });
    const blacklist = await suite.t.db.selectFrom('blacklist').select(['account_id', 'phone', 'source']).where('account_id', '=', a.userId).execute();
    expect(blacklist).toEqual([{ account_id: a.userId, phone: '521230001', source: 'reply' }]);
    const history = await suite.t.db.selectFrom('blacklist_history').select(['phone', 'action', 'source']).where('account_id', '=', a.userId).execute();
    expect(history).toEqual([{ phone: '521230001', action: 'added', source: 'reply' }]);
    // The account hears of it once (its push URL for unsubscribes has the event waiting).
    const events = await suite.t.db.selectFrom('webhook_events').select(['type', 'payload']).where('account_id', '=', a.userId).execute();
    expect(events.map((e) => [e.type, JSON.parse(e.payload).data])).toEqual([['unsubscribe', { phone: '521230001', source: 'reply', campaignId: sent.campaignId }]]);
    const incoming = await suite.t.db.selectFrom('incoming_messages').select(['phone', 'is_unsubscribe', 'account_id']).where('to_number', '=', '972531230000').orderBy('id').execute();
    expect(incoming).toEqual([
      { phone: '972521230001', is_unsubscribe: 1, account_id: a.userId },
      { phone: '972521230002', is_unsubscribe: 0, account_id: a.userId },
    ]);
  });
});
