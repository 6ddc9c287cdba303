/**
 * The queue the settings name (PIPELINE_QUEUE): in-process for the embedded default, pg-boss
 * on PostgreSQL when several processes send (the default there, see config.ts).
 */
import { isPostgresUrl } from '../db/database';
import { PgBossQueue } from './pgBossQueue';
import { InProcessQueue, type JobQueue } from './queue';

export type QueueKind = JobQueue['kind'];

export async function openJobQueue(kind: QueueKind, databaseUrl: string, log: (message: string, detail?: unknown) => void = () => undefined): Promise<JobQueue> {
  if (kind === 'in-process') return new InProcessQueue(log);
  // A SQLite file cannot be shared by worker processes on other machines; say so at start.
  if (!isPostgresUrl(databaseUrl)) throw new Error('PIPELINE_QUEUE=pg-boss needs a postgres:// DATABASE_URL');
  return PgBossQueue.start({ connectionString: databaseUrl, log });
}
