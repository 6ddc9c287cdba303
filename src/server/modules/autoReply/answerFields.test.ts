/**
 * Automatic answers with dynamic fields, through the real pipeline on the simulator: each
 * replier gets the answer with their own values from the campaign's recipients (the list's
 * header [שם] is field 1, [#2] a field they have no value in), a phone that was never a
 * recipient gets the placeholders filled with nothing, an answer without fields goes as
 * written, and an answer too long once filled for one replier is refused for that one only.
 */
import type { Db } from '../../db/database';
import { SimulatorProvider } from '../../messaging/providers/simulator';
import { waitUntil } from '../../messaging/testCampaigns';
import { settled } from '../../messaging/testDelivery';
import { onEachDatabase } from '../../test/signIn';
import { pipelineSuite, smsBalance } from '../campaigns/sendTesting';
import { replyingAccount, sendFrom, type ReplyingAccount } from '../reports/shipments/testing';

const rows = [
  { type: 'contains', text: 'price', answer: 'Hi [שם][#2], price 99' },
  { type: 'equals', text: 'Hours', answer: 'Open 9-17' },
];
const withRows = { allow_response: true, autoReplyData: rows, sourceType: 3 };

onEachDatabase('automatic answers with dynamic fields', (dbOptions) => {
  // The next simulator numbers its SMSC ids from 1 again.
  const suite = pipelineSuite(dbOptions, (t) => t.db.deleteFrom('message_provider_ids').execute());

  const start = (settings: { replyShare: number; replies?: string[] }) =>
    suite.startPipeline({ provider: new SimulatorProvider({ latencyMs: 1, receiptDelayMs: 5, replyDelayMs: 5, outcomes: { delivered: 1 }, seed: 7, ...settings }), tickMs: 20, repeatsMs: 0, webhooksMs: 0 });
  const phonesOf = async (a: ReplyingAccount) => (await suite.t.db.selectFrom('contacts').select('phone').where('list_id', '=', a.listId).orderBy('phone').execute()).map((c) => `972${c.phone}`);
  const textsTo = async (db: Db, phone: string) => (await db.selectFrom('messages').select(['text', 'status']).where('phone', '=', phone).orderBy('id').execute()).map((m) => `${m.text}:${m.status}`);
  const autoReplies = (campaignId: number) => suite.t.db.selectFrom('auto_replies').select(['phone', 'status']).where('campaign_id', '=', campaignId).orderBy('phone').execute();
  const sentAll = async (a: ReplyingAccount) => (await suite.t.db.selectFrom('campaigns').select('id').where('account_id', '=', a.userId).where('status', '!=', 'sent').execute()).length === 0;

  test("the simulator's replies get the answer with each replier's own field value, charged as filled", async () => {
    const a = await replyingAccount(suite.t, 2, 10);
    const campaignId = await sendFrom(suite.t, a, { smsContent: 'Sale today', ...withRows });
    await start({ replyShare: 1, replies: ['What is the PRICE?'] });
    const [p1, p2] = await phonesOf(a);
    for (const phone of [p1!, p2!]) {
      await waitUntil(async () => (await suite.t.db.selectFrom('incoming_messages').select('id').where('phone', '=', phone).execute()).length >= 2, 20_000, 'reply to the answer');
    }
    await waitUntil(() => sentAll(a), 20_000, 'answers sent');
    // The simulator may reply before the answer's own receipt is recorded.
    const delivered = async (phone: string) => (await textsTo(suite.t.db, phone)).filter((m) => m.endsWith(':delivered')).length === 2;
    await waitUntil(async () => (await delivered(p1!)) && (await delivered(p2!)), 20_000, 'answers delivered');
    // Field 1 of the list (header שם) is "איש 0" and "איש 1"; [#2] is empty in both, so filled with nothing.
    expect(await textsTo(suite.t.db, p1!)).toEqual(['Sale today:delivered', 'Hi איש 0, price 99:delivered']);
    expect(await textsTo(suite.t.db, p2!)).toEqual(['Sale today:delivered', 'Hi איש 1, price 99:delivered']);
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
    await waitUntil(async () => (await textsTo(suite.t.db, stranger)).length === 1 && (await sentAll(a)), 20_000, 'answers sent');
    await waitUntil(async () => (await textsTo(suite.t.db, stranger))[0]!.endsWith(':delivered') && (await textsTo(suite.t.db, p1!)).length === 2, 20_000, 'answers delivered');
    expect(await textsTo(suite.t.db, p1!)).toEqual(['Come visit:delivered', 'Open 9-17:delivered']);
    expect(await textsTo(suite.t.db, stranger)).toEqual(['Hi , price 99:delivered']);
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
    await waitUntil(async () => (await textsTo(suite.t.db, p1!)).length === 2 && (await sentAll(a)), 20_000, 'answer sent');
    await waitUntil(async () => (await textsTo(suite.t.db, p1!))[1]!.endsWith(':delivered'), 20_000, 'answer delivered');
    expect(await textsTo(suite.t.db, p1!)).toEqual(['Offer:delivered', `${'x'.repeat(500)} איש 0:delivered`]);
    expect(await textsTo(suite.t.db, p2!)).toEqual(['Offer:delivered']);
    expect(await autoReplies(campaignId)).toEqual([
      { phone: p1, status: 1 },
      { phone: p2, status: -14 },
    ]);
    // 506 characters with Hebrew: ceil(506 / 269) = 2 credits, for p1's answer only.
    expect(await smsBalance(suite.t.db, a.userId)).toBe(16);
  });
});
