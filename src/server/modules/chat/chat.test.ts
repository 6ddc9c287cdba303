/**
 * The chat of a shipment through the real pipeline on the simulator: a campaign sent from the
 * account's reply number, the recipients' replies coming back through the pipeline's receipts,
 * the conversations read, an answer written, made, charged and delivered as SMS with its status
 * read back, and everything another account must not see or do.
 */
import { waitUntil } from '../../messaging/testCampaigns';
import { settled } from '../../messaging/testDelivery';
import { bearer, onEachDatabase } from '../../test/signIn';
import { autoReplySuite } from '../autoReply/testAutoReplies';
import { smsBalance } from '../campaigns/sendTesting';
import { replyingAccount, sendFrom, type ReplyingAccount } from '../reports/shipments/testShipments';

const fromNumber = { allow_response: true, sourceType: 4 };
const day = 24 * 3_600_000;

onEachDatabase('the chat of a shipment', (dbOptions) => {
  const { suite, start, phonesOf, sentAll } = autoReplySuite(dbOptions, 7);
  const call = (token: string, op: string, payload: object) => suite.t.app.inject({ method: 'POST', url: `/api/chat/${op}`, headers: bearer(token), payload });
  const data = async (token: string, op: string, payload: object) => (await call(token, op, payload)).json().data;
  const repliesOf = (campaignId: number) => suite.t.db.selectFrom('incoming_messages').select(['phone', 'campaign_id']).where('campaign_id', '=', campaignId).execute();

  /** A campaign to `recipients` phones, delivered, and a reply from each of the first `replying`. */
  async function answered(a: ReplyingAccount, replying: number) {
    const campaignId = await sendFrom(suite.t, a, { smsContent: 'Sale today', ...fromNumber });
    const p = await start({ replyShare: 0 });
    await waitUntil(() => settled(suite.t.db, campaignId), 20_000, 'campaign delivered');
    const phones = await phonesOf(a);
    const to = `972${a.sourceNumber.slice(1)}`;
    for (const [i, phone] of phones.slice(0, replying).entries()) await p.receipts.onIncoming({ from: phone, to, text: `שלום ${i}`, receivedAt: Date.now() + i });
    return { campaignId, phones, p, to };
  }

  test('replies make conversations, the latest first, each with the message it answers; "all" adds the quiet recipients; read clears the count', async () => {
    const a = await replyingAccount(suite.t, 4, 20);
    const { campaignId, phones } = await answered(a, 2);
    const page = await data(a.token, 'get-chat-data', { chatId: campaignId });
    expect(page).toMatchObject({ status: 1, chatId: campaignId, sourceNumber: `972${a.sourceNumber.slice(1)}`, isExpired: false, total: 2, hasMore: false, settings: { destinationFilter: 'responding', newMessageSound: false } });
    expect(Date.parse(page.expiryDate) - Date.now()).toBeGreaterThan(4.9 * day);
    expect(Math.abs(Date.parse(page.serverTime) - Date.now())).toBeLessThan(60_000);
    expect(page.chats.map((c: { destination: string }) => c.destination)).toEqual([phones[1], phones[0]]);
    const first = page.chats[1];
    expect(first).toMatchObject({ chatId: campaignId, destination: phones[0], newIncomingCount: 1, isBlacklisted: false, lastMessageText: 'שלום 0' });
    expect(first.messages.map((m: { kind: string; text: string }) => `${m.kind}:${m.text}`)).toEqual(['campaign:Sale today', 'reply:שלום 0']);
    expect(first.messages[0]).toMatchObject({ isIncoming: false, status: 1, statusMessage: 'delivered', isSuccess: true, isSendingMessage: false });
    expect(first.messages[1]).toMatchObject({ isIncoming: true, isNewIncoming: true });

    const all = await data(a.token, 'get-chat-data', { chatId: campaignId, destinationFilter: 'all', pageSize: 3 });
    expect(all).toMatchObject({ total: 4, hasMore: true });
    expect(all.chats.map((c: { destination: string }) => c.destination)).toEqual([phones[1], phones[0], phones[2]]);
    const next = await data(a.token, 'get-chat-data', { chatId: campaignId, destinationFilter: 'all', pageSize: 3, page: 2 });
    expect(next.chats.map((c: { destination: string; messages: unknown[] }) => [c.destination, c.messages.length])).toEqual([[phones[3], 1]]);

    expect(await data(a.token, 'update-chat-data', { chatId: campaignId, destination: phones[0], markAsRead: true, settings: { destinationFilter: 'all', newMessageSound: true } })).toEqual({ status: 1 });
    const after = await data(a.token, 'get-chat-data', { chatId: campaignId });
    expect(after.settings).toEqual({ destinationFilter: 'all', newMessageSound: true });
    expect(after.total).toBe(4);
    expect(after.chats.find((c: { destination: string }) => c.destination === phones[0])).toMatchObject({ newIncomingCount: 0 });
    expect(after.chats.find((c: { destination: string }) => c.destination === phones[1])).toMatchObject({ newIncomingCount: 1 });
  });

  test('an answer goes as SMS from the reply number, charged, shown sending then delivered; the reply to it stays in the chat', async () => {
    const a = await replyingAccount(suite.t, 2, 10);
    const { campaignId, phones, p, to } = await answered(a, 1);
    expect(await smsBalance(suite.t.db, a.userId)).toBe(8);
    const before = await data(a.token, 'get-updated-chat', { chatId: campaignId });
    expect(before.chats).toHaveLength(1);
    const sent = await data(a.token, 'send-message', { chatId: campaignId, destination: phones[0], text: '  See you at 5  ' });
    expect(sent).toMatchObject({ status: 1, chatMessage: { kind: 'answer', text: 'See you at 5', isIncoming: false, isSendingMessage: true, isSuccess: false, status: -1 } });
    expect(await smsBalance(suite.t.db, a.userId)).toBe(7);
    await waitUntil(() => sentAll(a), 20_000, 'answer sent');
    await waitUntil(async () => (await suite.t.db.selectFrom('messages').select('status').where('phone', '=', phones[0]!).where('campaign_id', '!=', campaignId).executeTakeFirst())?.status === 'delivered', 20_000, 'answer delivered');
    const update = await data(a.token, 'get-updated-chat', { chatId: campaignId, since: before.serverTime });
    expect(update.chats.map((c: { destination: string }) => c.destination)).toEqual([phones[0]]);
    const answer = update.chats[0].messages[2];
    expect(answer).toMatchObject({ kind: 'answer', text: 'See you at 5', status: 1, statusMessage: 'delivered', isSendingMessage: false, isSuccess: true });
    const answerCampaign = await suite.t.db.selectFrom('campaigns').select(['sender', 'content_key']).where('account_id', '=', a.userId).where('id', '!=', campaignId).executeTakeFirstOrThrow();
    expect(answerCampaign).toEqual({ sender: to, content_key: expect.stringMatching(/^chatAnswer:/) });
    // The recipient answers the answer: it is the shipment's conversation, not the answer's.
    await p.receipts.onIncoming({ from: phones[0]!, to, text: 'ok', receivedAt: Date.now() });
    expect((await repliesOf(campaignId)).filter((r) => r.phone === phones[0])).toHaveLength(2);
    // Nothing changed after this answer's serverTime but what came later.
    const quiet = await data(a.token, 'get-updated-chat', { chatId: campaignId, since: new Date(Date.now() + 60_000).toISOString() });
    expect(quiet.chats).toEqual([]);
  });

  test('refusals: blacklisted (and marked), forbidden word, too long, no credits, expired; nothing written or charged', async () => {
    const a = await replyingAccount(suite.t, 3, 3);
    const { campaignId, phones } = await answered(a, 3);
    const countAnswers = async () => (await suite.t.db.selectFrom('chat_answers').select('id').where('chat_id', '=', campaignId).execute()).length;
    const send = (destination: string, text: string) => data(a.token, 'send-message', { chatId: campaignId, destination, text });

    expect(await data(a.token, 'add-phone-to-blacklist', { chatId: campaignId, phone: phones[0] })).toEqual({ status: 1 });
    expect(await data(a.token, 'add-phone-to-blacklist', { chatId: campaignId, phone: phones[0] })).toEqual({ status: 2 });
    expect(await data(a.token, 'add-phone-to-blacklist', { chatId: campaignId, phone: '12ab' })).toEqual({ status: 3 });
    const history = await suite.t.db.selectFrom('blacklist_history').select(['source', 'user_id', 'channel', 'how']).where('account_id', '=', a.userId).execute();
    // The consent record's evidence: the account's own user, from the SMS chat.
    expect(history).toEqual([{ source: 'chat', user_id: a.userId, channel: 'sms', how: 'chat' }]);
    const page = await data(a.token, 'get-chat-data', { chatId: campaignId });
    expect(page.chats.find((c: { destination: string }) => c.destination === phones[0]).isBlacklisted).toBe(true);
    expect(await send(phones[0]!, 'hi')).toEqual({ status: -4 });

    await suite.t.db.insertInto('forbidden_words').values({ word: 'casino', created_at: Date.now() }).execute();
    expect(await send(phones[1]!, 'Best CASINO in town')).toEqual({ status: -6 });
    expect(await send(phones[1]!, 'x'.repeat(600))).toEqual({ status: -7 });
    expect(await smsBalance(suite.t.db, a.userId)).toBe(0);
    expect(await send(phones[1]!, 'hi')).toEqual({ status: -5 });
    expect(await countAnswers()).toBe(0);
    expect(await suite.t.db.selectFrom('campaigns').select('id').where('account_id', '=', a.userId).execute()).toHaveLength(1);

    // Five days after it began sending, the reply number is no longer the shipment's.
    await suite.t.db.updateTable('shipments').set({ started_at: Date.now() - 5 * day - 1000, run_at: Date.now() - 5 * day - 1000 }).where('campaign_id', '=', campaignId).execute();
    expect(await data(a.token, 'get-chat-data', { chatId: campaignId })).toMatchObject({ isExpired: true });
    expect(await send(phones[2]!, 'hi')).toEqual({ status: -3 });
  });

  test("another account's chat is -2 on every operation and changes nothing; an unknown shipment, a draft or a stranger's number is 404", async () => {
    const a = await replyingAccount(suite.t, 1, 10);
    const { campaignId, phones } = await answered(a, 1);
    const other = await replyingAccount(suite.t, 1, 10);
    const ops: [string, object][] = [
      ['get-chat-data', {}],
      ['get-updated-chat', {}],
      ['update-chat-data', { destination: phones[0], markAsRead: true }],
      ['send-message', { destination: phones[0], text: 'hi' }],
      ['add-phone-to-blacklist', { phone: phones[0] }],
    ];
    for (const [op, body] of ops) {
      expect([op, await data(other.token, op, { chatId: campaignId, ...body })]).toEqual([op, { status: -2 }]);
      expect([op, (await call(a.token, op, { chatId: 99_999_999, ...body })).statusCode]).toEqual([op, 404]);
      expect([op, (await suite.t.app.inject({ method: 'POST', url: `/api/chat/${op}`, payload: { chatId: campaignId, ...body } })).statusCode]).toEqual([op, 401]);
    }
    expect(await suite.t.db.selectFrom('incoming_messages').select('read_at').where('campaign_id', '=', campaignId).execute()).toEqual([{ read_at: null }]);
    expect(await suite.t.db.selectFrom('blacklist').select('id').where('account_id', '=', a.userId).execute()).toEqual([]);
    expect(await smsBalance(suite.t.db, other.userId)).toBe(10);
    expect(await smsBalance(suite.t.db, a.userId)).toBe(9);
    // The chat answers its own conversations only: not any number typed in.
    expect((await call(a.token, 'send-message', { chatId: campaignId, destination: '972509999999', text: 'hi' })).statusCode).toBe(404);
    expect((await call(a.token, 'send-message', { chatId: campaignId, destination: 'abc', text: 'hi' })).statusCode).toBe(400);
    const draft = await suite.t.db.updateTable('campaigns').set({ status: 'draft' }).where('id', '=', campaignId).executeTakeFirst();
    expect(Number(draft.numUpdatedRows)).toBe(1);
    expect((await call(a.token, 'get-chat-data', { chatId: campaignId })).statusCode).toBe(404);
  });
});
