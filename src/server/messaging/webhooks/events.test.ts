import type { Db } from '../../db/database';
import { onEachDatabase } from '../../test/signIn';
import { ReceiptBook } from '../receipts';
import { testAccount, testDatabase } from '../testCampaigns';
import { startWebhookSender } from './sender';
import { insertPushUrl, signedWith, startReceiver, submittedMessage, type TestReceiver } from './testReceiver';

onEachDatabase('webhook events from receipts and incoming messages', (options) => {
  let db: Db;
  let close: () => Promise<void>;
  let receiver: TestReceiver;

  beforeEach(async () => {
    ({ db, close } = await testDatabase(options));
    receiver = await startReceiver();
  });
  afterEach(async () => {
    await receiver.close();
    await close();
  });

  const receipt = (providerId: string, status: 'delivered' | 'kosher' = 'delivered') => ({ providerId, status, stat: status === 'delivered' ? 'DELIVRD' : 'UNDELIV', error: '000', doneAt: Date.now() });

  it('a delivery receipt makes exactly one signed POST, a repeated receipt none, an account without a URL none', async () => {
    const account = await testAccount(db, 100);
    const quiet = await testAccount(db, 100);
    const { secret } = await insertPushUrl(db, { account, url: receiver.url('/deliveries') });
    const { messageId, campaignId } = await submittedMessage(db, account, 'smsc-1');
    await submittedMessage(db, quiet, 'smsc-2');
    const book = new ReceiptBook(db);
    await Promise.all([book.onReceipt(receipt('smsc-1')), book.onReceipt(receipt('smsc-2'))]);
    await book.onReceipt(receipt('smsc-1'));
    expect(await db.selectFrom('webhook_events').select(['account_id', 'status']).execute()).toEqual([{ account_id: account, status: 'pending' }]);

    const sender = startWebhookSender(db, { allowPrivateAddresses: true, intervalMs: 0 });
    expect(await sender.runOnce()).toBe(1);
    expect(await sender.runOnce()).toBe(0);
    await sender.stop();

    expect(receiver.received).toHaveLength(1);
    const [post] = receiver.received;
    expect(post.path).toBe('/deliveries');
    expect(post.headers['content-type']).toBe('application/json');
    expect(signedWith(post, secret)).toBe(true);
    expect(signedWith({ ...post, body: post.body.replace('delivered', 'failed') }, secret)).toBe(false);
    expect(signedWith(post, `${secret}x`)).toBe(false);
    const body = JSON.parse(post.body);
    expect(post.headers['x-event-id']).toBe(body.id);
    expect(post.headers['x-event-type']).toBe('delivery');
    expect(Math.abs(Number(post.headers['x-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
    expect(body).toMatchObject({ type: 'delivery', service: 'sms', data: { messageId, campaignId, phone: '972500000001', status: 'delivered', deliveryStatus: 'delivered' } });
    expect(await db.selectFrom('webhook_events').select(['status', 'attempts']).execute()).toEqual([{ status: 'sent', attempts: 1 }]);
  });

  it('a worse receipt after a delivered one is a second event; a URL of another type hears nothing', async () => {
    const account = await testAccount(db, 100);
    await insertPushUrl(db, { account, url: receiver.url('/d') });
    await insertPushUrl(db, { account, url: receiver.url('/i'), type: 'incoming' });
    await submittedMessage(db, account, 'smsc-9');
    const book = new ReceiptBook(db);
    await book.onReceipt(receipt('smsc-9'));
    await book.onReceipt(receipt('smsc-9', 'kosher'));
    const sender = startWebhookSender(db, { allowPrivateAddresses: true, intervalMs: 0 });
    expect(await sender.runOnce()).toBe(2);
    expect(receiver.received.map((p) => [p.path, JSON.parse(p.body).data.status, JSON.parse(p.body).data.deliveryStatus])).toEqual([
      ['/d', 'delivered', 'delivered'],
      ['/d', 'failed', 'kosher'],
    ]);
  });

  it('an incoming message makes one signed POST to the incoming URL; one to a number of no account, none', async () => {
    const account = await testAccount(db, 100);
    const { secret } = await insertPushUrl(db, { account, url: receiver.url('/incoming'), type: 'incoming' });
    await insertPushUrl(db, { account, url: receiver.url('/deliveries') });
    const { campaignId } = await submittedMessage(db, account, 'smsc-3', '972501112233');
    const book = new ReceiptBook(db);
    await book.onIncoming({ from: '972509990000', to: '972501112233', text: 'STOP', receivedAt: Date.now() });
    await book.onIncoming({ from: '972509990000', to: '972500000000', text: 'hi', receivedAt: Date.now() });
    const sender = startWebhookSender(db, { allowPrivateAddresses: true, intervalMs: 0 });
    expect(await sender.runOnce()).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const [post] = receiver.received;
    expect(post.path).toBe('/incoming');
    expect(signedWith(post, secret)).toBe(true);
    const stored = await db.selectFrom('incoming_messages').select('id').where('text', '=', 'STOP').executeTakeFirstOrThrow();
    expect(JSON.parse(post.body)).toMatchObject({
      type: 'incoming',
      data: { incomingId: stored.id, from: '972509990000', to: '972501112233', text: 'STOP', campaignId, isUnsubscribe: true },
    });
  });
});
