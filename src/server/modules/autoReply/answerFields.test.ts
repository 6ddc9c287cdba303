/**
 * Automatic answers with dynamic fields, through the real pipeline on the simulator: each
 * replier gets the answer with their own values from the campaign's recipients (the list's
 * header [שם] is field 1, [#2] a field they have no value in), a phone that was never a
 * recipient gets the placeholders filled with nothing, an answer without fields goes as
 * written, and an answer too long once filled for one replier is refused for that one only.
 */
import { waitUntil } from '../../messaging/testCampaigns';
import { settled } from '../../messaging/testDelivery';
import { onEachDatabase } from '../../test/signIn';
import { smsBalance } from '../campaigns/sendTesting';
import { replyingAccount, sendFrom } from '../reports/shipments/testShipments';
import { autoReplySuite } from './testAutoReplies';

const rows = [
  { type: 'contains', text: 'price', answer: 'Hi [שם][#2], price 99' },
  { type: 'equals', text: 'Hours', answer: 'Open 9-17' },
];
const withRows = { allow_response: true, autoReplyData: rows, sourceType: 3 };

onEachDatabase('automatic answers with dynamic fields', (dbOptions) => {
  const { suite, start, phonesOf, textsTo, autoReplies, sentAll, untilAnsweredAndReplied } = autoReplySuite(dbOptions, 7);

  test("the simulator's replies get the answer with each replier's own field value, charged as filled", async () => {
    const a = await replyingAccount(suite.t, 2, 10);
    const campaignId = await sendFrom(suite.t, a, { smsContent: 'Sale today', ...withRows });
    await start({ replyShare: 1, replies: ['What is the PRICE?'] });
    const [p1, p2] = await phonesOf(a);
    await untilAnsweredAndReplied(a, [p1!, p2!]);
    // Field 1 of the list (header שם) is "איש 0" and "איש 1"; [#2] is empty in both, so filled with nothing.
    expect(await textsTo(p1!)).toEqual(['Sale today:delivered', 'Hi איש 0, price 99:delivered']);
    expect(await textsTo(p2!)).toEqual(['Sale today:delivered', 'Hi איש 1, price 99:delivered']);
    expect(await autoReplies(campaignId)).toEqual([
      { phone: p1, status: 1 },
      { phone: p2, status: 1 },
    ]);
    // Hebrew in the filled answer: one credit each (UCS-2 rate), 2 for the campaign.
    expect(await smsBalance(suite.t.db, a.userId)).toBe(6);
  });

  test('an answer without fields goes as written; a phone that was never a recipient gets the placeholders filled with nothing', async () => {
    const a = await replyingAccount(suite.t, 1, 10);
    const campaignId = await sendFrom(suite.t, a, { smsContent: 'Come visit', ...withRows });
    const p = await start({ replyShare: 0 });
    await waitUntil(() => settled(suite.t.db, campaignId), 20_000, 'campaign delivered');
    const [p1] = await phonesOf(a);
    const stranger = '972529999077';
    const to = `972${a.sourceNumber.slice(1)}`;
    await p.receipts.onIncoming({ from: p1!, to, text: 'hours', receivedAt: Date.now() });
    await p.receipts.onIncoming({ from: stranger, to, text: 'price?', receivedAt: Date.now() });
    await waitUntil(async () => (await textsTo(stranger)).length === 1 && (await sentAll(a)), 20_000, 'answers sent');
    await waitUntil(async () => (await textsTo(stranger))[0]!.endsWith(':delivered') && (await textsTo(p1!)).length === 2, 20_000, 'answers delivered');
    expect(await textsTo(p1!)).toEqual(['Come visit:delivered', 'Open 9-17:delivered']);
    expect(await textsTo(stranger)).toEqual(['Hi , price 99:delivered']);
    expect(await autoReplies(campaignId)).toEqual([
      { phone: p1, status: 1 },
      { phone: stranger, status: 1 },
    ]);
  });

  test('an answer too long once filled is refused (-14) for that replier only, nothing charged; another gets it', async () => {
    const a = await replyingAccount(suite.t, 2, 20);
    const [p1, p2] = await phonesOf(a);
    // p2's name makes the answer 501 + 40 characters, over 536; p1's, 501 + 5.
    await suite.t.db.updateTable('contacts').set({ field1: 'y'.repeat(40) }).where('list_id', '=', a.listId).where('phone', '=', p2!.slice(3)).execute();
    const long = [{ type: 'contains', text: 'price', answer: `${'x'.repeat(500)} [שם]` }];
    const campaignId = await sendFrom(suite.t, a, { smsContent: 'Offer', ...withRows, autoReplyData: long });
    const p = await start({ replyShare: 0 });
    await waitUntil(() => settled(suite.t.db, campaignId), 20_000, 'campaign delivered');
    expect(await smsBalance(suite.t.db, a.userId)).toBe(18);
    const to = `972${a.sourceNumber.slice(1)}`;
    await p.receipts.onIncoming({ from: p1!, to, text: 'price', receivedAt: Date.now() });
    await p.receipts.onIncoming({ from: p2!, to, text: 'price', receivedAt: Date.now() });
    await waitUntil(async () => (await textsTo(p1!)).length === 2 && (await sentAll(a)), 20_000, 'answer sent');
    await waitUntil(async () => (await textsTo(p1!))[1]!.endsWith(':delivered'), 20_000, 'answer delivered');
    expect(await textsTo(p1!)).toEqual(['Offer:delivered', `${'x'.repeat(500)} איש 0:delivered`]);
    expect(await textsTo(p2!)).toEqual(['Offer:delivered']);
    expect(await autoReplies(campaignId)).toEqual([
      { phone: p1, status: 1 },
      { phone: p2, status: -14 },
    ]);
    // 506 characters with Hebrew: ceil(506 / 269) = 2 credits, for p1's answer only.
    expect(await smsBalance(suite.t.db, a.userId)).toBe(16);
  });
});
