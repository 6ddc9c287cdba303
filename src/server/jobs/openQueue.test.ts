/** Which queue the settings choose: pg-boss wherever the database is PostgreSQL, and never on SQLite. */
import { readConfig } from '../config';
import { openJobQueue } from './openQueue';

describe('PIPELINE_QUEUE', () => {
  it('is in-process on SQLite and pg-boss on PostgreSQL unless named', () => {
    expect(readConfig({}).pipeline.queue).toBe('in-process');
    expect(readConfig({ DATABASE_URL: 'sqlite:/tmp/x.sqlite' }).pipeline.queue).toBe('in-process');
    expect(readConfig({ DATABASE_URL: 'postgres://db/app' }).pipeline.queue).toBe('pg-boss');
    expect(readConfig({ DATABASE_URL: 'postgres://db/app', PIPELINE_QUEUE: 'in-process' }).pipeline.queue).toBe('in-process');
    expect(readConfig({}).pipeline.abandonedAfterMs).toBe(180_000);
    expect(readConfig({ PIPELINE_ABANDONED_AFTER_MS: '5000' }).pipeline.abandonedAfterMs).toBe(5_000);
  });

  it('refuses a name it does not know, and pg-boss without PostgreSQL', async () => {
    expect(() => readConfig({ PIPELINE_QUEUE: 'redis' })).toThrow(/PIPELINE_QUEUE/);
    await expect(openJobQueue('pg-boss', 'sqlite::memory:')).rejects.toThrow(/postgres/);
    const queue = await openJobQueue('in-process', 'sqlite::memory:');
    expect(queue.kind).toBe('in-process');
    await queue.stop();
  });
});
