/** The in-process queue's urgent jobs: before the waiting ones, and in one slot beyond the concurrency (issue 13). */
import { InProcessQueue } from './queue';

test('an urgent job starts at once beside full slots; a second one waits, before the others', async () => {
  const queue = new InProcessQueue();
  const started: string[] = [];
  const release = new Map<string, () => void>();
  await queue.work<{ id: string }>(
    'jobs',
    async ([job]) => {
      started.push(job.id);
      await new Promise<void>((resolve) => release.set(job.id, resolve));
    },
    { batchSize: 1, concurrency: 2 },
  );
  for (const id of ['a1', 'a2', 'a3']) await queue.send('jobs', { id });
  expect(started).toEqual(['a1', 'a2']);
  await queue.send('jobs', { id: 'b1' }, { urgent: true });
  expect(started).toEqual(['a1', 'a2', 'b1']);
  await queue.send('jobs', { id: 'c1' }, { urgent: true });
  expect(started).toEqual(['a1', 'a2', 'b1']);
  expect(await queue.waiting('jobs')).toBe(2);
  // A slot frees: the urgent job waiting goes before a3.
  release.get('a1')!();
  await new Promise((r) => setTimeout(r, 10));
  expect(started).toEqual(['a1', 'a2', 'b1', 'c1']);
  for (const id of ['a2', 'b1', 'c1']) release.get(id)!();
  await new Promise((r) => setTimeout(r, 10));
  expect(started).toEqual(['a1', 'a2', 'b1', 'c1', 'a3']);
  release.get('a3')!();
  await queue.stop();
});
