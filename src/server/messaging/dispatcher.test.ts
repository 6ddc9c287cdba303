/**
 * The dispatcher against a real database. The hang of issue 13: record() used to reload an
 * expired campaign (60 s cache) through the outer db inside its transaction, which on SQLite's
 * single connection waited forever and took every request of the server with it.
 */
import type { Db } from '../db/database';
import { onEachDatabase } from '../test/signIn';
import { Dispatcher } from './dispatcher';
import { loadCampaign, makeNextChunk } from './making';
import type { OutgoingSms, SmsProvider, SubmitOutcome } from './provider';
import { countByStatus, insertCampaign, testAccount, testDatabase } from './testCampaigns';

type Verdict = 'ok' | 'retry' | 'final';

/** A route that takes `submitMs` of the injected clock to answer, as `verdict` says. */
class SlowRoute implements SmsProvider {
  readonly name = 'slow';
  constructor(
    private readonly clock: { now: number },
    private readonly submitMs: number,
    private readonly verdict: (sms: OutgoingSms) => Verdict = () => 'ok',
  ) {}
  async start() {}
  async stop() {}
  async submit(messages: OutgoingSms[]): Promise<SubmitOutcome[]> {
    this.clock.now += this.submitMs;
    return messages.map((sms, i): SubmitOutcome => {
      const verdict = this.verdict(sms);
      if (verdict === 'retry') return { messageId: sms.messageId, ok: false, retryable: true, error: 'submit_sm refused (0x0058)' };
      if (verdict === 'final') return { messageId: sms.messageId, ok: false, retryable: false, error: 'submit_sm refused (0x000b)' };
      return { messageId: sms.messageId, ok: true, providerIds: [`s${sms.messageId}-${i}`] };
    });
  }
}

onEachDatabase('the dispatcher', (options) => {
  let db: Db;
  let close: () => Promise<void>;
  beforeEach(async () => {
    ({ db, close } = await testDatabase(options));
  });
  afterEach(() => close());

  async function madeCampaign(clock: { now: number }, recipients: number) {
    const account = await testAccount(db, 1_000);
    const { campaignId, shipmentId } = await insertCampaign(db, { accountId: account, recipients, settings: { retryCount: 2, retryInterval: 1 } });

    const campaign = (await loadCampaign(db, campaignId))!;
    const shipment = await db.selectFrom('shipments').selectAll().where('id', '=', shipmentId).executeTakeFirstOrThrow();
    await makeNextChunk(db, shipment, campaign, 1_000, clock.now);
    return { campaignId, shipmentId };
  }
  const creditsOf = (campaignId: number) => db.selectFrom('campaigns').select(['credits_spent', 'credits_refunded']).where('id', '=', campaignId).executeTakeFirstOrThrow();

  it('records a chunk whose submit outlived the 60 s campaign cache (the outer db is never used inside its transaction)', async () => {
    const clock = { now: Date.now() };
    const { campaignId, shipmentId } = await madeCampaign(clock, 4);
    const dispatcher = new Dispatcher(db, new SlowRoute(clock, 61_000), null, { now: () => clock.now });
    // Without the fix this never resolves on SQLite (the guard of db/transactionGuard.ts now makes it throw instead).
    await expect(dispatcher.dispatch({ shipmentId, seqFrom: 1, seqTo: 4 })).resolves.toBe(4);
    expect(await countByStatus(db, campaignId)).toEqual({ submitted: 4 });
    expect(await creditsOf(campaignId)).toEqual({ credits_spent: 4, credits_refunded: 0 });
    // The server is not stuck: another query answers.
    await expect(db.selectFrom('campaigns').select('id').execute()).resolves.toHaveLength(1);
  });

  it('records taken, retried and refused messages of a slow chunk with their credits', async () => {
    const clock = { now: Date.now() };
    const { campaignId, shipmentId } = await madeCampaign(clock, 4);
    const verdict = (sms: OutgoingSms): Verdict => (sms.to.endsWith('2') ? 'retry' : sms.to.endsWith('3') ? 'final' : 'ok');
    const dispatcher = new Dispatcher(db, new SlowRoute(clock, 61_000, verdict), null, { now: () => clock.now });
    await expect(dispatcher.dispatch({ shipmentId, seqFrom: 1, seqTo: 4 })).resolves.toBe(4);
    expect(await countByStatus(db, campaignId)).toEqual({ submitted: 2, queued: 1, failed: 1 });
    expect(await creditsOf(campaignId)).toEqual({ credits_spent: 2, credits_refunded: 1 });
  });
});

describe('the dispatcher: retries of a transient refusal', () => {
  let db: Db;
  let close: () => Promise<void>;
  beforeEach(async () => {
    ({ db, close } = await testDatabase());
  });
  afterEach(() => close());

  it('waits a growing interval (1, 2, 4 times the campaign\'s) up to its retry count, then fails and refunds', async () => {
    const clock = { now: Date.now() };
    const account = await testAccount(db, 1_000);
    const { campaignId, shipmentId } = await insertCampaign(db, { accountId: account, recipients: 1, settings: { retryCount: 3, retryInterval: 1 } });
    const campaign = (await loadCampaign(db, campaignId))!;
    const shipment = await db.selectFrom('shipments').selectAll().where('id', '=', shipmentId).executeTakeFirstOrThrow();
    await makeNextChunk(db, shipment, campaign, 1_000, clock.now);
    const { id } = await db.selectFrom('messages').select('id').where('campaign_id', '=', campaignId).executeTakeFirstOrThrow();
    const dispatcher = new Dispatcher(db, new SlowRoute(clock, 0, () => 'retry'), null, { now: () => clock.now });
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(await dispatcher.dispatch({ messageIds: [id] })).toBe(1);
      const row = await db.selectFrom('messages').select(['status', 'next_attempt_at']).where('id', '=', id).executeTakeFirstOrThrow();
      if (row.status !== 'queued') break;
      waits.push(Number(row.next_attempt_at) - clock.now);
      // Not before its time.
      clock.now += waits.at(-1)! - 1;
      expect(await dispatcher.dispatch({ messageIds: [id] })).toBe(0);
      clock.now += 1;
    }
    expect(waits).toEqual([60_000, 120_000, 240_000]);
    expect(await countByStatus(db, campaignId)).toEqual({ failed: 1 });
    const c = await db.selectFrom('campaigns').select(['credits_spent', 'credits_refunded']).where('id', '=', campaignId).executeTakeFirstOrThrow();
    expect(c).toEqual({ credits_spent: 0, credits_refunded: 1 });
  });
});
