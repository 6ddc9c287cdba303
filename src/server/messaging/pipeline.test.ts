import type { Db } from '../db/database';
import { onEachDatabase } from '../test/signIn';
import { Dispatcher } from './dispatcher';
import { loadCampaign, makeNextChunk } from './making';
import { startPipeline, type Pipeline } from './pipeline';
import type { OutgoingSms, ProviderEvents, SmsProvider, SubmitOutcome } from './provider';
import { SimulatorProvider } from './providers/simulator';
import { ReceiptBook } from './receipts';
import { countByStatus, insertCampaign, phoneOf, testAccount, testDatabase, waitUntil } from './testCampaigns';

/** A route whose answers a test decides, remembering what it was given. */
class ScriptedProvider implements SmsProvider {
  readonly name = 'scripted';
  readonly sent: OutgoingSms[] = [];
  events: ProviderEvents | null = null;
  private next = 1;
  constructor(private readonly answer: (sms: OutgoingSms, attempt: number) => 'ok' | 'retry' | 'final' = () => 'ok') {}
  async start(events: ProviderEvents) {
    this.events = events;
  }
  async submit(messages: OutgoingSms[]): Promise<SubmitOutcome[]> {
    return messages.map((sms) => {
      const attempt = this.sent.filter((s) => s.messageId === sms.messageId).length + 1;
      this.sent.push(sms);
      const verdict = this.answer(sms, attempt);
      if (verdict === 'ok') return { messageId: sms.messageId, ok: true, providerIds: [`p${this.next++}`] };
      return { messageId: sms.messageId, ok: false, retryable: verdict === 'retry', error: verdict === 'retry' ? 'throttled' : 'rejected' };
    });
  }
  async stop() {}
}

onEachDatabase('sending pipeline', (options) => {
  let db: Db;
  let close: () => Promise<void>;
  let pipeline: Pipeline | null = null;

  beforeEach(async () => {
    ({ db, close } = await testDatabase(options));
  });
  afterEach(async () => {
    await pipeline?.stop();
    pipeline = null;
    await close();
  });

  it('makes message rows in chunks with fields filled, and making again after a crash makes nothing twice', async () => {
    const account = await testAccount(db, 100_000);
    const { campaignId, shipmentId } = await insertCampaign(db, { accountId: account, recipients: 2_500 });
    const campaign = (await loadCampaign(db, campaignId))!;
    const shipment = await db.selectFrom('shipments').selectAll().where('id', '=', shipmentId).executeTakeFirstOrThrow();
    expect(await makeNextChunk(db, shipment, campaign, 1_000, Date.now())).toBe(1_000);
    // A process that died after making the chunk but before knowing it: it runs again with its stale view.
    expect(await makeNextChunk(db, shipment, campaign, 1_000, Date.now())).toBe(2_000);
    // And a made_to that lags behind the rows (as if written by hand) adds nothing twice either.
    await db.updateTable('shipments').set({ made_to: 500 }).where('id', '=', shipmentId).execute();
    expect(await makeNextChunk(db, { ...shipment, made_to: 500 }, campaign, 1_000, Date.now())).toBe(1_500);
    let madeTo = 1_500;
    while (madeTo < 2_500) madeTo = await makeNextChunk(db, shipment, campaign, 1_000, Date.now());
    const rows = await db.selectFrom('messages').select(['seq', 'text', 'parts', 'credits']).where('shipment_id', '=', shipmentId).orderBy('seq').execute();
    expect(rows).toHaveLength(2_500);
    expect(new Set(rows.map((r) => r.seq)).size).toBe(2_500);
    expect(rows[41]).toMatchObject({ seq: 42, text: 'Hello name42, your code is ready', parts: 1, credits: 1 });
    const after = await db.selectFrom('shipments').select(['status', 'made_to']).where('id', '=', shipmentId).executeTakeFirstOrThrow();
    expect(after).toEqual({ status: 'dispatching', made_to: 2_500 });
  });

  it('is fair across accounts: ten messages of A go out within a couple of chunks while B has 200,000', async () => {
    const a = await testAccount(db, 100);
    const b = await testAccount(db, 1_000_000);
    const big = await insertCampaign(db, { accountId: b, recipients: 200_000, phonePrefix: '97252' });
    const provider = new SimulatorProvider({ latencyMs: 40, receiptDelayMs: 60_000, replyShare: 0 });
    pipeline = await startPipeline({ db, provider, tickMs: 50, concurrency: 2 });
    await waitUntil(async () => ((await countByStatus(db, big.campaignId)).submitted ?? 0) >= 2_000, 30_000, 'B under way');
    const small = await insertCampaign(db, { accountId: a, recipients: 10, phonePrefix: '97253' });
    const bBefore = (await countByStatus(db, big.campaignId)).submitted ?? 0;
    await waitUntil(async () => (await countByStatus(db, small.campaignId)).submitted === 10, 30_000, "A's ten");
    const bAfter = (await countByStatus(db, big.campaignId)).submitted ?? 0;
    // B's chunks that went out meanwhile: a handful in an idle run (two running, two waiting,
    // one in turn); the bound leaves room for a loaded machine, and is still a tenth of B's
    // 198,000 left: A never waits behind them.
    expect(bAfter - bBefore).toBeLessThanOrEqual(20_000);
    // The campaign is marked sent once its chunk's outcomes are settled, just after.
    await waitUntil(async () => (await db.selectFrom('campaigns').select('status').where('id', '=', small.campaignId).executeTakeFirstOrThrow()).status === 'sent', 10_000, "A's campaign sent");
  });

  it('retries what may succeed later, fails and refunds what never can, and keeps the credits right', async () => {
    const account = await testAccount(db, 1_000);
    const provider = new ScriptedProvider((sms, attempt) => (sms.to.endsWith('3') ? 'final' : sms.to.endsWith('7') && attempt < 3 ? 'retry' : sms.to.endsWith('9') ? 'retry' : 'ok'));
    const { campaignId, reserved } = await insertCampaign(db, { accountId: account, recipients: 100, settings: { retryCount: 2, retryInterval: 0 } });
    pipeline = await startPipeline({ db, provider, tickMs: 30 });
    await waitUntil(async () => (await db.selectFrom('campaigns').select('status').where('id', '=', campaignId).executeTakeFirstOrThrow()).status === 'sent', 20_000, 'campaign sent');
    const counts = await countByStatus(db, campaignId);
    // Phones ending 3 rejected for good (10), ending 9 still refused after 2 retries (10), ending 7 made it on the third try.
    expect(counts).toEqual({ submitted: 80, failed: 20 });
    const tries = (ending: string) => provider.sent.filter((s) => s.to === phoneOf(Number(`1${ending}`))).length;
    expect([tries('3'), tries('7'), tries('9'), tries('1')]).toEqual([1, 3, 3, 1]);
    const c = await db.selectFrom('campaigns').select(['credits_reserved', 'credits_spent', 'credits_refunded']).where('id', '=', campaignId).executeTakeFirstOrThrow();
    expect(c).toEqual({ credits_reserved: reserved, credits_spent: 80, credits_refunded: 20 });
    const balance = await db.selectFrom('balances').select('amount').where('user_id', '=', account).executeTakeFirstOrThrow();
    expect(Number(balance.amount)).toBe(1_000 - reserved + 20);
    const refunds = await db.selectFrom('balance_entries').select(['delta', 'reference']).where('user_id', '=', account).where('reason', '=', 'campaign.refund').execute();
    expect(refunds.reduce((sum, r) => sum + Number(r.delta), 0)).toBe(20);
    expect(new Set(refunds.map((r) => r.reference))).toEqual(new Set([String(campaignId)]));
  });

  it('records receipts idempotently, keeps unknown ones for matching, and stores incoming messages', async () => {
    const account = await testAccount(db, 1_000);
    const { campaignId, shipmentId } = await insertCampaign(db, { accountId: account, recipients: 3, sender: '972501112233' });
    const campaign = (await loadCampaign(db, campaignId))!;
    const shipment = await db.selectFrom('shipments').selectAll().where('id', '=', shipmentId).executeTakeFirstOrThrow();
    await makeNextChunk(db, shipment, campaign, 1_000, Date.now());
    const provider = new ScriptedProvider();
    const receipts = new ReceiptBook(db);
    await new Dispatcher(db, provider, receipts).dispatch({ shipmentId, seqFrom: 1, seqTo: 3 });
    const receipt = { providerId: 'p1', status: 'delivered' as const, stat: 'DELIVRD', error: '000', doneAt: Date.now() };
    await receipts.onReceipt(receipt);
    await receipts.onReceipt(receipt);
    await receipts.onReceipt({ ...receipt, providerId: 'p2', status: 'kosher', stat: 'UNDELIV', error: '011' });
    await receipts.onReceipt({ ...receipt, providerId: 'p2', status: 'kosher', stat: 'UNDELIV', error: '011' });
    await receipts.onReceipt({ ...receipt, providerId: 'nobody', to: '972509999999', from: 'TestShop', textStart: 'Hello' });
    const messages = await db.selectFrom('messages').select(['seq', 'status', 'delivery_status']).where('campaign_id', '=', campaignId).orderBy('seq').execute();
    expect(messages).toEqual([
      { seq: 1, status: 'delivered', delivery_status: 'delivered' },
      { seq: 2, status: 'failed', delivery_status: 'kosher' },
      { seq: 3, status: 'submitted', delivery_status: null },
    ]);
    const unmatched = await db.selectFrom('unmatched_receipts').select(['provider_id', 'phone', 'sender', 'text_start']).execute();
    expect(unmatched).toEqual([{ provider_id: 'nobody', phone: '972509999999', sender: 'TestShop', text_start: 'Hello' }]);
    // No refund for a message the SMSC took, whatever its receipt says.
    const c = await db.selectFrom('campaigns').select(['credits_spent', 'credits_refunded']).where('id', '=', campaignId).executeTakeFirstOrThrow();
    expect(c).toEqual({ credits_spent: 3, credits_refunded: 0 });

    await receipts.onIncoming({ from: phoneOf(2), to: '972501112233', text: 'STOP', receivedAt: Date.now() });
    await receipts.onIncoming({ from: phoneOf(2), to: '972500000000', text: 'hi', receivedAt: Date.now() });
    const incoming = await db.selectFrom('incoming_messages').select(['account_id', 'campaign_id', 'is_unsubscribe', 'text']).orderBy('id').execute();
    expect(incoming).toEqual([
      { account_id: account, campaign_id: campaignId, is_unsubscribe: 1, text: 'STOP' },
      { account_id: null, campaign_id: null, is_unsubscribe: 0, text: 'hi' },
    ]);
    // The campaign's sender heard on the live stream that it was sent, then of the reply; a
    // reply to nobody notifies nobody.
    const { user_id, name } = await db.selectFrom('campaigns').select(['user_id', 'name']).where('id', '=', campaignId).executeTakeFirstOrThrow();
    const notified = await db.selectFrom('notifications').select(['user_id', 'type', 'message', 'dynamic_string']).orderBy('id').execute();
    expect(notified).toEqual([
      { user_id, type: 2, message: 'shell.notifications.campaignSent', dynamic_string: name },
      { user_id, type: 3, message: 'shell.notifications.newReply', dynamic_string: phoneOf(2) },
    ]);
  });
});
