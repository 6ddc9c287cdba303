/**
 * The job queue on PostgreSQL (pg-boss), shared by every process on one database: the API
 * servers and any number of `npm run worker` processes. Its tables live in their own schema
 * ('pgboss') beside the application's.
 *
 * Jobs stay wake-ups, never the truth: a handler that throws, or a process killed while it
 * holds a job, changes nothing in the messages (the dispatcher's claim is one conditional
 * UPDATE), and the scheduler finds what is left in the database. pg-boss retries a job once
 * it expires, which at worst claims nothing.
 */
import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { JobHandler, JobQueue, SendOptions, WorkOptions } from './queue';

export interface PgBossQueueOptions {
  connectionString: string;
  schema?: string;
  /** How often an idle worker asks for jobs (pg-boss's minimum is 0.5 s); its own sends wake it at once. */
  pollingIntervalSeconds?: number;
  /** A job held longer than this by a (dead) process is handed out again. */
  expireInSeconds?: number;
  /** Connections of pg-boss's own pool. */
  maxConnections?: number;
  log?: (message: string, detail?: unknown) => void;
}

export class PgBossQueue implements JobQueue {
  readonly kind = 'pg-boss' as const;
  private readonly queues = new Map<string, Promise<void>>();
  /** This process's workers by queue name: a send wakes them instead of waiting for their next poll. */
  private readonly workers = new Map<string, string[]>();
  private stopped = false;

  private constructor(
    private readonly boss: PgBoss,
    private readonly options: PgBossQueueOptions,
  ) {}

  /** Connects and installs (or migrates) pg-boss's schema; several processes may start at once. */
  static async start(options: PgBossQueueOptions): Promise<PgBossQueue> {
    const log = options.log ?? (() => undefined);
    const boss = new PgBoss({
      connectionString: options.connectionString,
      schema: options.schema ?? 'pgboss',
      max: options.maxConnections ?? 4,
      application_name: 'pipeline-queue',
      // Cron schedules are not used; maintenance (expiring held jobs, archiving) stays on.
      schedule: false,
    });
    // An unheard 'error' event would end the process; pg-boss retries on its own.
    boss.on('error', (error: Error) => log('job queue error', error));
    await boss.start();
    return new PgBossQueue(boss, options);
  }

  async send<T extends object>(name: string, payload: T, options: SendOptions = {}): Promise<void> {
    if (this.stopped) return;
    await this.queue(name);
    // The 'short' policy keeps one waiting job per key, and jobs without one must not collide.
    const id = await this.boss.send(name, payload, { singletonKey: options.singletonKey ?? randomUUID() });
    if (id !== null) for (const worker of this.workers.get(name) ?? []) this.boss.notifyWorker(worker);
  }

  async work<T extends object>(name: string, handler: JobHandler<T>, options: WorkOptions): Promise<void> {
    await this.queue(name);
    const ids = this.workers.get(name) ?? [];
    this.workers.set(name, ids);
    // pg-boss 10 runs one handler at a time per worker: concurrency is that many workers.
    for (let i = 0; i < Math.max(1, options.concurrency); i += 1) {
      const id = await this.boss.work<T>(
        name,
        { batchSize: Math.max(1, options.batchSize), pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 0.5 },
        async (jobs) => {
          try {
            await handler(jobs.map((job) => job.data));
          } catch (error) {
            this.options.log?.('job failed', error);
            throw error;
          }
        },
      );
      ids.push(id);
    }
  }

  async waiting(name: string): Promise<number> {
    await this.queue(name);
    // Created and retry, not active: the same as the in-process queue's waiting jobs.
    return this.boss.getQueueSize(name);
  }

  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    // Lets running handlers end (their messages are written), then closes pg-boss's pool.
    await this.boss.stop({ graceful: true, wait: true, timeout: 30_000 });
  }

  /** pg-boss 10 needs a queue before send and work; creating it is idempotent across processes. */
  private queue(name: string): Promise<void> {
    let created = this.queues.get(name);
    if (!created) {
      created = createQueueRetrying(() => this.boss.createQueue(name, { name, policy: 'short', retryLimit: 3, retryDelay: 1, expireInSeconds: this.options.expireInSeconds ?? 900 }));
      created.catch(() => this.queues.delete(name));
      this.queues.set(name, created);
    }
    return created;
  }
}

/**
 * Two processes creating one queue at the same moment (workers started together on a fresh
 * database) can deadlock in pg-boss's create_queue, which adds a partition table: PostgreSQL
 * then aborts one of them (40P01), and that worker died at start (issue 21, npm run cluster).
 * The other's queue is there a moment later, so trying again is all it takes.
 */
async function createQueueRetrying(create: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await create();
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt >= 5 || (code !== '40P01' && code !== '23505')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}
