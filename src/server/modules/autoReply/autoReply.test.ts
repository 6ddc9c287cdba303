/**
 * Automatic answers through the real pipeline on the simulator: a campaign sent with rows from
 * the account's attached number, the recipients' replies coming back through the pipeline's
 * receipts (the simulator's own replies, or the same entry point handed one reply), and the
 * answer made, charged and delivered as a message to that phone — once per recipient.
 */
import { waitUntil } from '../../messaging/testCampaigns';
import { settled } from '../../messaging/testDelivery';
import { onEachDatabase } from '../../test/signIn';
import { smsBalance } from '../campaigns/sendTesting';
import { replyingAccount, sendFrom } from '../reports/shipments/testShipments';
import { autoReplySuite } from './testAutoReplies';

const rows = [
  { type: 'contains', text: 'price', answer: '99 NIS' },
  { type: 'equals', text: 'Hours', answer: 'Open 9-17' },
  { type: 'contains', text: 'stop', answer: 'never sent: STOP unsubscribes' },
];
const withRows = { allow_response: true, autoReplyData: rows, sourceType: 3 };

onEachDatabase('automatic answers to replies', (dbOptions) => {
  const { suite, start, phonesOf, textsTo, autoReplies, sentAll, untilAnsweredAndReplied } = autoReplySuite(dbOptions, 5);

  test("the simulator's replies get the matching answer delivered, charged, once: the reply to the answer gets none", async () => {
    const a = await replyingAccount(suite.t, 2, 10);
    const campaignId = await sendFrom(suite.t, a, { smsContent: 'Sale today', ...withRows });
    expect(await smsBalance(suite.t.db, a.userId)).toBe(8);
    // Every recipient replies, to the campaign and then to its answer.
    await start({ replyShare: 1, replies: ['  What is the PRICE?'] });
    const [p1, p2] = await phonesOf(a);
    await untilAnsweredAndReplied(a, [p1!, p2!]);
    for (const phone of [p1!, p2!]) expect(await textsTo(phone)).toEqual(['Sale today:delivered', '99 NIS:delivered']);
    // Both replies of each phone belong to the campaign with the rows, not to the answer.
    const replies = await suite.t.db.selectFrom('incoming_messages').select('campaign_id').where('phone', 'in', [p1!, p2!]).execute();
    expect(replies.map((r) => r.campaign_id)).toEqual([campaignId, campaignId, campaignId, campaignId]);
    expect(await autoReplies(campaignId)).toEqual([
      { phone: p1, status: 1 },
      { phone: p2, status: 1 },
    ]);
    // Charged like any message: 2 for the campaign, 1 per answer.
    expect(await smsBalance(suite.t.db, a.userId)).toBe(6);
    const answers = await suite.t.db.selectFrom('campaigns').select(['content_key', 'sender']).where('account_id', '=', a.userId).where('id', '!=', campaignId).execute();
    expect(answers).toHaveLength(2);
    for (const c of answers) expect(c).toEqual({ content_key: expect.stringMatching(/^autoReply:/), sender: `972${a.sourceNumber.slice(1)}` });
  });

  test('no answer to a reply matching nothing, to an unsubscribe, or twice (a second reply, the same reply handed again); "equals" is the whole reply', async () => {
    const a = await replyingAccount(suite.t, 3, 20);
    const campaignId = await sendFrom(suite.t, a, { smsContent: 'Come visit', ...withRows });
    const p = await start({ replyShare: 0 });
    await waitUntil(() => settled(suite.t.db, campaignId), 20_000, 'campaign delivered');
    const [p1, p2, p3] = await phonesOf(a);
    const to = `972${a.sourceNumber.slice(1)}`;
    const reply = (from: string, text: string) => p.receipts.onIncoming({ from, to, text, receivedAt: Date.now() });

    await reply(p1!, 'hello there');
    await reply(p1!, 'hours please');
    await reply(p2!, 'STOP');
    const again = { from: p3!, to, text: ' HOURS ', receivedAt: Date.now() };
    await p.receipts.onIncoming(again);
    await p.receipts.onIncoming(again);
    await reply(p3!, 'and the price?');
    await waitUntil(() => sentAll(a), 20_000, 'answers sent');
    await waitUntil(async () => (await textsTo(p3!)).length === 2 && (await textsTo(p3!))[1]!.endsWith(':delivered'), 20_000, 'answer delivered');

    expect(await textsTo(p1!)).toEqual(['Come visit:delivered']);
    expect(await textsTo(p2!)).toEqual(['Come visit:delivered']);
    expect(await textsTo(p3!)).toEqual(['Come visit:delivered', 'Open 9-17:delivered']);
    expect(await autoReplies(campaignId)).toEqual([{ phone: p3, status: 1 }]);
    // Every reply is recorded with its campaign; the unsubscribe one blacklisted the number.
    expect((await suite.t.db.selectFrom('incoming_messages').select('id').where('campaign_id', '=', campaignId).execute()).length).toBe(6);
    expect(await suite.t.db.selectFrom('blacklist').select('phone').where('account_id', '=', a.userId).execute()).toHaveLength(1);
    expect(await smsBalance(suite.t.db, a.userId)).toBe(16);
  });

  test('without credits there is no answer; the reply is still recorded and the refusal kept', async () => {
    const a = await replyingAccount(suite.t, 1, 1);
    const campaignId = await sendFrom(suite.t, a, { smsContent: 'Last one', ...withRows });
    expect(await smsBalance(suite.t.db, a.userId)).toBe(0);
    await start({ replyShare: 1, replies: ['price?'] });
    const [p1] = await phonesOf(a);
    await waitUntil(async () => (await autoReplies(campaignId)).length === 1, 20_000, 'reply handled');
    expect(await autoReplies(campaignId)).toEqual([{ phone: p1, status: -3 }]);
    expect(await suite.t.db.selectFrom('incoming_messages').select(['text', 'campaign_id']).where('phone', '=', p1!).execute()).toEqual([{ text: 'price?', campaign_id: campaignId }]);
    // The reply and the message's receipt come together: the refusal may be written before the receipt.
    await waitUntil(async () => (await textsTo(p1!))[0] === 'Last one:delivered', 20_000, 'message delivered');
    expect(await textsTo(p1!)).toEqual(['Last one:delivered']);
    // Nothing of the refused answer stays: no campaign, no reservation.
    expect((await suite.t.db.selectFrom('campaigns').select('id').where('account_id', '=', a.userId).execute()).length).toBe(1);
    expect(await smsBalance(suite.t.db, a.userId)).toBe(0);
  });

  test('a reply belongs to the campaign its phone got from that number, not to a later one to others: it is answered by its rows', async () => {
    const a = await replyingAccount(suite.t, 1, 10);
    const withAnswers = await sendFrom(suite.t, a, { smsContent: 'Offer', ...withRows });
    const p = await start({ replyShare: 0 });
    await waitUntil(() => settled(suite.t.db, withAnswers), 20_000, 'first delivered');
    const later = await sendFrom(suite.t, a, { smsContent: 'Other news', destinations: [], phones: ['0529999001'] });
    await waitUntil(() => settled(suite.t.db, later), 20_000, 'later delivered');
    const [p1] = await phonesOf(a);
    await p.receipts.onIncoming({ from: p1!, to: `972${a.sourceNumber.slice(1)}`, text: 'Price', receivedAt: Date.now() });
    await waitUntil(async () => (await textsTo(p1!)).includes('99 NIS:delivered'), 20_000, 'answer delivered');
    expect(await autoReplies(withAnswers)).toEqual([{ phone: p1, status: 1 }]);
  });
});
