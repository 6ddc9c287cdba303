/**
 * The pg-boss queue on a real PostgreSQL: one waiting job per key, waiting counted, jobs sent
 * by one process taken by another's workers in batches, and a stop that lets running jobs end.
 */
import { describePostgres, freshPostgres } from '../test/postgres';
import { PgBossQueue } from './pgBossQueue';

const until = async (check: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describePostgres('the pg-boss job queue', () => {
  let url: string;
  let drop: () => Promise<void>;
  const queues: PgBossQueue[] = [];
  const open = async () => {
    const queue = await PgBossQueue.start({ connectionString: url });
    queues.push(queue);
    return queue;
  };

  beforeEach(async () => {
    ({ url, drop } = await freshPostgres());
  });
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((q) => q.stop()));
    await drop();
  });

  it('keeps one waiting job per key, counts the waiting ones, and another process works them in batches', async () => {
    // Two processes install pg-boss's schema at once.
    const [sender, worker] = await Promise.all([open(), open()]);
    expect(sender.kind).toBe('pg-boss');
    await sender.send('test.jobs', { n: 1 }, { singletonKey: 'a' });
    await sender.send('test.jobs', { n: 2 }, { singletonKey: 'a' });
    await sender.send('test.jobs', { n: 3 }, { singletonKey: 'b' });
    await sender.send('test.jobs', { n: 4 });
    await sender.send('test.jobs', { n: 5 });
    expect(await sender.waiting('test.jobs')).toBe(4);
    expect(await sender.waiting('test.other')).toBe(0);

    const batches: number[][] = [];
    await worker.work<{ n: number }>('test.jobs', async (jobs) => void batches.push(jobs.map((j) => j.n)), { batchSize: 3, concurrency: 1 });
    await until(() => batches.flat().length === 4);
    expect(batches.flat().sort()).toEqual([1, 3, 4, 5]);
    expect(Math.max(...batches.map((b) => b.length))).toBeLessThanOrEqual(3);
    expect(await sender.waiting('test.jobs')).toBe(0);
    // Once its job is done, the key is free again.
    await sender.send('test.jobs', { n: 6 }, { singletonKey: 'a' });
    await until(() => batches.flat().includes(6));
  });

  it('runs as many handlers at once as asked, and a stop waits for the running ones', async () => {
    const queue = await open();
    let running = 0;
    let most = 0;
    let done = 0;
    await queue.work('test.slow', async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 300));
      running -= 1;
      done += 1;
    }, { batchSize: 1, concurrency: 3 });
    for (let i = 0; i < 6; i += 1) await queue.send('test.slow', { i });
    await until(() => running > 0);
    await until(() => done === 6);
    expect(most).toBe(3);
    await queue.send('test.slow', { i: 7 });
    await until(() => running > 0);
    await queue.stop();
    expect(done).toBe(7);
  });

  it('a handler that throws is retried (jobs are wake-ups; the database holds the truth)', async () => {
    const queue = await open();
    let calls = 0;
    await queue.work('test.flaky', async () => {
      calls += 1;
      if (calls === 1) throw new Error('first try fails');
    }, { batchSize: 1, concurrency: 1 });
    await queue.send('test.flaky', {});
    await until(() => calls === 2, 15_000);
  });
});
