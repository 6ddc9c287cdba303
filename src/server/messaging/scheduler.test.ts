/**
 * An account with nothing in flight gets its first chunk dispatched at once while another
 * account's chunks fill every slot (issue 13, section 3: 10 messages waited for running chunks
 * of a 100k send), and only its first: the next waits its turn like everyone's.
 */
import type { Db } from '../db/database';
import { InProcessQueue } from '../jobs/queue';
import { startPipeline, type Pipeline } from './pipeline';
import type { OutgoingSms, SmsProvider, SubmitOutcome } from './provider';
import { dispatchJobName } from './scheduler';
import { insertCampaign, testAccount, testDatabase, waitUntil } from './testCampaigns';

/** A route whose submits hang until released, remembering whom each one was for. */
class HeldProvider implements SmsProvider {
  readonly name = 'held';
  readonly submits: OutgoingSms[][] = [];
  private release: (() => void)[] = [];
  async start(): Promise<void> {}
  submit(messages: OutgoingSms[]): Promise<SubmitOutcome[]> {
    this.submits.push(messages);
    return new Promise((resolve) => this.release.push(() => resolve(messages.map((m) => ({ messageId: m.messageId, ok: true, providerIds: [`p${m.messageId}`] })))));
  }
  async stop(): Promise<void> {
    for (const release of this.release.splice(0)) release();
  }
  /** Submits to numbers starting with the prefix. */
  to(prefix: string): number {
    return this.submits.filter((batch) => batch.some((m) => m.to.startsWith(prefix))).length;
  }
}

let db: Db;
let close: () => Promise<void>;
let pipeline: Pipeline | null = null;
let provider: HeldProvider;
beforeEach(async () => {
  ({ db, close } = await testDatabase());
  provider = new HeldProvider();
});
afterEach(async () => {
  // Held submits first: the pipeline's stop waits for its running chunks.
  await provider.stop();
  await pipeline?.stop();
  pipeline = null;
  await close();
});

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

test("another account's first chunk starts while both slots send A's chunks, and only its first", async () => {
  const a = await testAccount(db, 100_000);
  const b = await testAccount(db, 100_000);
  await insertCampaign(db, { accountId: a, recipients: 5_000, phonePrefix: '97252' });
  const queue = new InProcessQueue();
  pipeline = await startPipeline({ db, provider, queue, tickMs: 20, concurrency: 2, chunkSize: 100, repeatsMs: 0, webhooksMs: 0 });
  await waitUntil(() => provider.to('97252') === 2, 20_000, "both slots sending A's chunks");
  await pause(200);
  expect(await queue.waiting(dispatchJobName)).toBe(1);

  await insertCampaign(db, { accountId: b, recipients: 10, phonePrefix: '97253' });
  // Without the slot kept for it, B's chunk waits until one of A's running chunks ends: never here.
  await waitUntil(() => provider.to('97253') === 1, 5_000, "B's first chunk submitted while A's are held");
  // A's waiting chunk did not take that slot.
  expect(provider.to('97252')).toBe(2);
  expect(await queue.waiting(dispatchJobName)).toBe(1);

  // B now has a chunk in flight: its second campaign takes its turn, no third urgent slot.
  await insertCampaign(db, { accountId: b, recipients: 10, phonePrefix: '97254' });
  await pause(300);
  expect(provider.to('97254')).toBe(0);
  expect(provider.submits).toHaveLength(3);
});

test('a send is seen within the probe, not the tick: 10 messages out long before the next tick', async () => {
  const a = await testAccount(db, 100_000);
  await provider.stop();
  const fast: SmsProvider = {
    name: 'fast',
    start: async () => undefined,
    stop: async () => undefined,
    submit: async (messages) => messages.map((m) => ({ messageId: m.messageId, ok: true as const, providerIds: [`p${m.messageId}`] })),
  };
  pipeline = await startPipeline({ db, provider: fast, tickMs: 60_000, concurrency: 2, chunkSize: 100, repeatsMs: 0, webhooksMs: 0 });
  // The first tick (at start) has passed, and found nothing.
  await pause(300);
  const { campaignId } = await insertCampaign(db, { accountId: a, recipients: 10 });
  const submitted = async () => (await db.selectFrom('messages').select('id').where('campaign_id', '=', campaignId).where('submitted_at', 'is not', null).execute()).length;
  await waitUntil(async () => (await submitted()) === 10, 5_000, 'the 10 messages submitted');
});
