/**
 * With the in-process queue (the embedded default) the pipeline keeps one dispatch job
 * waiting, not one per running chunk (issue 13, section 3): each waiting job is a chunk of a
 * bulk sender that another account's first chunk would wait behind, and this queue starts a
 * waiting job the moment a running one ends, so one is enough to keep both slots busy.
 */
import type { Db } from '../db/database';
import { InProcessQueue } from '../jobs/queue';
import { startPipeline, type Pipeline } from './pipeline';
import type { OutgoingSms, SmsProvider, SubmitOutcome } from './provider';
import { dispatchJobName } from './scheduler';
import { insertCampaign, testAccount, testDatabase, waitUntil } from './testCampaigns';

/** A route whose submits hang until released: every slot stays busy. */
class HeldProvider implements SmsProvider {
  readonly name = 'held';
  running = 0;
  private release: (() => void)[] = [];
  async start(): Promise<void> {}
  submit(messages: OutgoingSms[]): Promise<SubmitOutcome[]> {
    this.running += 1;
    return new Promise((resolve) => this.release.push(() => resolve(messages.map((m) => ({ messageId: m.messageId, ok: false, retryable: true, error: 'held' })))));
  }
  async stop(): Promise<void> {
    for (const release of this.release.splice(0)) release();
  }
}

let db: Db;
let close: () => Promise<void>;
let pipeline: Pipeline | null = null;
let provider: HeldProvider;
beforeEach(async () => {
  ({ db, close } = await testDatabase());
});
afterEach(async () => {
  // Held submits first: the pipeline's stop waits for its running chunks.
  await provider.stop();
  await pipeline?.stop();
  pipeline = null;
  await close();
});

test('while both slots send, one chunk waits in the in-process queue, not two', async () => {
  const bulk = await testAccount(db, 100_000);
  await insertCampaign(db, { accountId: bulk, recipients: 5_000 });
  provider = new HeldProvider();
  const queue = new InProcessQueue();
  pipeline = await startPipeline({ db, provider, queue, tickMs: 20, concurrency: 2, chunkSize: 100, repeatsMs: 0, webhooksMs: 0 });
  await waitUntil(() => provider.running === 2, 20_000, 'both slots busy');
  // Several ticks with both slots held: the scheduler tops the queue up each time.
  await new Promise((r) => setTimeout(r, 300));
  expect(await queue.waiting(dispatchJobName)).toBe(1);
});
