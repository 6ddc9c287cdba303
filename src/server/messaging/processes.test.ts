/**
 * Several sending processes on one PostgreSQL (READ COMMITTED), each with its own connection
 * pool as separate processes have: nothing claimed twice, no chunk made twice, no live
 * sender's messages taken as abandoned, one receipt settling one message, and fairness kept
 * with the waiting jobs counted in pg-boss.
 */
import { openDatabase, type Db } from '../db/database';
import { PgBossQueue } from '../jobs/pgBossQueue';
import { describePostgres } from '../test/postgres';
import { Dispatcher } from './dispatcher';
import { loadCampaign, makeNextChunk } from './making';
import { startPipeline, type Pipeline } from './pipeline';
import type { OutgoingSms, SmsProvider, SubmitOutcome } from './provider';
import { SimulatorProvider } from './providers/simulator';
import { countByStatus, insertCampaign, testAccount, testDatabase, waitUntil } from './testCampaigns';
import { markAbandoned, settleUncertain } from './uncertain';

/** Accepts everything after a pause, remembering what it was given. */
class SlowProvider implements SmsProvider {
  readonly name = 'slow';
  readonly sent: OutgoingSms[] = [];
  private next = 1;
  constructor(private readonly pauseMs: number) {}
  async start() {}
  async submit(messages: OutgoingSms[]): Promise<SubmitOutcome[]> {
    this.sent.push(...messages);
    await new Promise((r) => setTimeout(r, this.pauseMs));
    return messages.map((m) => ({ messageId: m.messageId, ok: true, providerIds: [`s${this.next++}-${Math.random()}`] }));
  }
  async stop() {}
}

describePostgres('several sending processes on PostgreSQL', () => {
  let db: Db;
  let url: string;
  let close: () => Promise<void>;
  const others: Db[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  /** Another process's connection to the same database. */
  const process2 = () => {
    const other = openDatabase(url);
    others.push(other);
    return other;
  };

  beforeEach(async () => {
    ({ db, url, close } = await testDatabase({ postgres: true }));
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    await Promise.all(others.splice(0).map((o) => o.destroy()));
    await close();
  });

  const made = async (recipients: number) => {
    const account = await testAccount(db, 1_000_000);
    const { campaignId, shipmentId } = await insertCampaign(db, { accountId: account, recipients });
    const campaign = (await loadCampaign(db, campaignId))!;
    const shipment = await db.selectFrom('shipments').selectAll().where('id', '=', shipmentId).executeTakeFirstOrThrow();
    return { account, campaignId, shipmentId, campaign, shipment };
  };

  it('makes each chunk once when processes make the same shipment at once, with stale views', async () => {
    const { shipmentId, campaign, shipment } = await made(3_000);
    const makeAll = async (on: Db) => {
      let madeTo = 0;
      while (madeTo < 3_000) madeTo = Math.max(madeTo, await makeNextChunk(on, { ...shipment, made_to: madeTo }, campaign, 100, Date.now()));
    };
    await Promise.all([makeAll(db), makeAll(process2()), makeAll(process2())]);
    const rows = await db.selectFrom('messages').select(['seq', 'text']).where('shipment_id', '=', shipmentId).orderBy('seq').execute();
    expect(rows).toHaveLength(3_000);
    expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: 3_000 }, (_, i) => i + 1));
    expect(rows[99].text).toBe('Hello name100, your code is ready');
    const after = await db.selectFrom('shipments').select('made_to').where('id', '=', shipmentId).executeTakeFirstOrThrow();
    expect(after.made_to).toBe(3_000);
  });

  it('claims each message for one process only when several take the same chunk at once', async () => {
    const { shipmentId, campaign, shipment } = await made(2_000);
    await makeNextChunk(db, shipment, campaign, 2_000, Date.now());
    const providers = [new SlowProvider(0), new SlowProvider(0), new SlowProvider(0), new SlowProvider(0)];
    const counts = await Promise.all(
      providers.map((p, i) => new Dispatcher(i === 0 ? db : process2(), p, null).dispatch({ shipmentId, seqFrom: 1, seqTo: 2_000 })),
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2_000);
    const sent = providers.flatMap((p) => p.sent.map((m) => m.messageId));
    expect(sent).toHaveLength(2_000);
    expect(new Set(sent).size).toBe(2_000);
    expect(await countByStatus(db, shipment.campaign_id)).toEqual({ submitted: 2_000 });
  });

  it("never takes a live sender's messages as abandoned, however long its submit lasts; a dead one's it does", async () => {
    const { shipmentId, campaign, shipment, campaignId } = await made(300);
    await makeNextChunk(db, shipment, campaign, 300, Date.now());
    // A dead process's claim on the last 100, 10 minutes ago.
    await db.updateTable('messages').set({ status: 'submitting', claimed_at: Date.now() - 600_000 }).where('shipment_id', '=', shipmentId).where('seq', '>', 200).execute();
    // A live one submits the first 200 for 1.5 s, renewing its claim every 100 ms.
    const live = new Dispatcher(process2(), new SlowProvider(1_500), null, { heartbeatMs: 100 });
    const sending = live.dispatch({ shipmentId, seqFrom: 1, seqTo: 200 });
    let taken = 0;
    // Another process's sweep, taking what was claimed more than 500 ms ago, again and again.
    for (let i = 0; i < 10; i += 1) {
      await new Promise((r) => setTimeout(r, 120));
      taken += await markAbandoned(db, Date.now() - 500, Date.now(), 60_000);
    }
    expect(await sending).toBe(200);
    expect(taken).toBe(100);
    expect(await countByStatus(db, campaignId)).toEqual({ submitted: 200, uncertain: 100 });
  });

  it('settles one uncertain message with one receipt when two processes sweep at once', async () => {
    const account = await testAccount(db, 1_000);
    // The same recipient, sender and text in two campaigns, both uncertain after a crash.
    const first = await insertCampaign(db, { accountId: account, recipients: 1 });
    const second = await insertCampaign(db, { accountId: account, recipients: 1 });
    for (const c of [first, second]) {
      const campaign = (await loadCampaign(db, c.campaignId))!;
      const shipment = await db.selectFrom('shipments').selectAll().where('id', '=', c.shipmentId).executeTakeFirstOrThrow();
      await makeNextChunk(db, shipment, campaign, 10, Date.now());
    }
    await db.updateTable('messages').set({ status: 'uncertain', claimed_at: Date.now(), next_attempt_at: Date.now() + 60_000 }).execute();
    const phone = (await db.selectFrom('messages').select('phone').executeTakeFirstOrThrow()).phone;
    await db
      .insertInto('unmatched_receipts')
      .values({ provider_id: 'r1', phone, sender: 'TestShop', text_start: 'Hello name1', delivery_status: 'delivered', received_at: Date.now() })
      .execute();
    const results = await Promise.all([settleUncertain(db, Date.now()), settleUncertain(process2(), Date.now()), settleUncertain(process2(), Date.now())]);
    expect(results.reduce((n, r) => n + r.found, 0)).toBe(1);
    const statuses = await db.selectFrom('messages').select('status').orderBy('status').execute();
    expect(statuses.map((s) => s.status)).toEqual(['delivered', 'uncertain']);
  });

  it('stays fair across accounts with two pipelines on pg-boss: ten messages of A are not stuck behind B', async () => {
    const a = await testAccount(db, 100);
    const b = await testAccount(db, 1_000_000);
    const big = await insertCampaign(db, { accountId: b, recipients: 60_000, phonePrefix: '97252' });
    const pipelines: Pipeline[] = [];
    for (const on of [db, process2()]) {
      const queue = await PgBossQueue.start({ connectionString: url });
      const provider = new SimulatorProvider({ latencyMs: 100, receiptDelayMs: 60_000, replyShare: 0 });
      const pipeline = await startPipeline({ db: on, provider, queue, tickMs: 50, concurrency: 2, chunkSize: 200, abandonedAfterMs: 10_000 });
      pipelines.push(pipeline);
      cleanups.push(() => pipeline.stop());
    }
    await waitUntil(async () => ((await countByStatus(db, big.campaignId)).submitted ?? 0) >= 10_000, 30_000, 'B under way');
    const small = await insertCampaign(db, { accountId: a, recipients: 10, phonePrefix: '97253' });
    const bBefore = (await countByStatus(db, big.campaignId)).submitted ?? 0;
    await waitUntil(async () => (await countByStatus(db, small.campaignId)).submitted === 10, 30_000, "A's ten");
    const bAfter = (await countByStatus(db, big.campaignId)).submitted ?? 0;
    // B's chunks of 200 that went out meanwhile: those handed out before A's turn came, the
    // few waiting in pg-boss (counted there: two per process at most) and the four running,
    // about a dozen at worst; never the rest of B's 50,000. (Were the waiting jobs not counted,
    // they would pile up and A would wait behind 20 chunks or more.)
    expect(bAfter - bBefore).toBeLessThanOrEqual(3_000);
    expect(bAfter).toBeLessThan(60_000);
  });
});
