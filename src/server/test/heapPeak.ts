import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

// A collection forced on demand: without it a sampled heapUsed counts garbage the collector has not
// reached yet, and on a busy two-core CI machine that lag alone passed 100 MB (a false failure).
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

/**
 * Runs `work` and tells how far the heap grew on the way, counting only what was still reachable:
 * whenever a sample passes `bound` a full collection runs and the sample is taken again, so
 * garbage never fails a test but anything the reader keeps does.
 */
export async function heapPeak(work: () => Promise<unknown>, bound: number): Promise<{ error: unknown; millis: number; heapGrowth: number }> {
  collect();
  const before = process.memoryUsage().heapUsed;
  let peak = 0;
  const sample = () => {
    let growth = process.memoryUsage().heapUsed - before;
    if (growth >= bound) {
      collect();
      growth = process.memoryUsage().heapUsed - before;
    }
    peak = Math.max(peak, growth);
  };
  const sampler = setInterval(sample, 5);
  const started = performance.now();
  let error: unknown = null;
  try {
    await work();
  } catch (e) {
    error = e;
  }
  const millis = performance.now() - started;
  clearInterval(sampler);
  sample();
  return { error, millis, heapGrowth: peak };
}
