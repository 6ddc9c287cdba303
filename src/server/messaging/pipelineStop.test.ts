/**
 * A pipeline's stop waits for its periodic pass over repeating campaigns and A/B decisions: its
 * owner closes the database right after, and a pass still running then failed with "driver has
 * already been destroyed" (seen in CI on PostgreSQL).
 */
import { moduleSendingHooks } from '../sendingHooks';
import { registerSendingHooks } from './hooks';
import { startPipeline } from './pipeline';
import { SimulatorProvider } from './providers/simulator';
import { testDatabase, waitUntil } from './testCampaigns';

afterEach(() => registerSendingHooks(moduleSendingHooks));

test('stop resolves only after the repeats pass under way has ended, and a failing pass is logged, not thrown', async () => {
  const { db, close } = await testDatabase();
  let release: () => void = () => undefined;
  const passes: string[] = [];
  registerSendingHooks({
    ...moduleSendingHooks,
    runDueRepeats: async () => {
      passes.push('started');
      await new Promise<void>((resolve) => (release = resolve));
      passes.push('ended');
      throw new Error('the pass failed');
    },
  });
  const logged: string[] = [];
  const pipeline = await startPipeline({ db, provider: new SimulatorProvider(), tickMs: 20, repeatsMs: 10, webhooksMs: 0, log: (message) => logged.push(message) });
  await waitUntil(async () => passes.length > 0);
  await new Promise((resolve) => setTimeout(resolve, 100));
  // One pass at a time: the timer fired ten times meanwhile, and no second pass began.
  expect(passes).toEqual(['started']);
  let stopped = false;
  const stopping = pipeline.stop().then(() => (stopped = true));
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(stopped).toBe(false);
  release();
  await stopping;
  expect(passes).toEqual(['started', 'ended']);
  expect(logged).toContain('repeats pass failed');
  await close();
});
