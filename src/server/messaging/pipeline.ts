/**
 * The sending pipeline of one process: the route (SMPP or simulator), the scheduler, the
 * dispatch workers on the job queue, receipts and incoming messages, and the sweep that
 * settles uncertain messages. The embedded default runs it inside the server (main.ts);
 * PostgreSQL installs run it in worker processes (scripts/worker.ts).
 */
import type { Config } from '../config';
import type { Db } from '../db/database';
import { InProcessQueue, type JobQueue } from '../jobs/queue';
import { Dispatcher, type DispatchJob } from './dispatcher';
import type { SmsProvider } from './provider';
import { providerFromConfig } from './providers';
import { ReceiptBook } from './receipts';
import { dispatchJobName, Scheduler } from './scheduler';
import { markAbandoned, settleUncertain } from './uncertain';

export interface PipelineOptions {
  db: Db;
  config?: Pick<Config, 'smpp' | 'simulator'>;
  provider?: SmsProvider;
  /** In-process by default. With a shared queue (pg-boss) several processes may run pipelines. */
  queue?: JobQueue;
  now?: () => number;
  log?: (message: string, detail?: unknown) => void;
  chunkSize?: number;
  tickMs?: number;
  /** Chunks sent at once by this process (default 2). */
  concurrency?: number;
  /** How long an uncertain message waits for a receipt before it is sent again (default 5 minutes). */
  uncertainWaitMs?: number;
  /**
   * A message in `submitting` claimed this long ago belongs to a dead worker (default 3
   * minutes, above the provider's longest submit). With the in-process queue this process is
   * the only sender, so at start every `submitting` message is a dead one's at once.
   */
  abandonedAfterMs?: number;
  sweepMs?: number;
  defaultRetryCount?: number;
  defaultRetryIntervalMs?: number;
}

export interface Pipeline {
  provider: SmsProvider;
  scheduler: Scheduler;
  dispatcher: Dispatcher;
  receipts: ReceiptBook;
  /** One pass of the sweep now (tests). */
  sweep(): Promise<void>;
  stop(): Promise<void>;
}

export async function startPipeline(options: PipelineOptions): Promise<Pipeline> {
  const { db } = options;
  const now = options.now ?? Date.now;
  const log = options.log ?? (() => undefined);
  const queue = options.queue ?? new InProcessQueue(log);
  const provider = options.provider ?? providerFromConfig(options.config ?? { smpp: null, simulator: {} }, log);
  const uncertainWaitMs = options.uncertainWaitMs ?? 300_000;
  const abandonedAfterMs = options.abandonedAfterMs ?? 180_000;
  const receipts = new ReceiptBook(db, now);

  // Before anything is sent: what a dead process left mid-submit is uncertain, never resent at once.
  await markAbandoned(db, queue.kind === 'in-process' ? now() : now() - abandonedAfterMs, now(), uncertainWaitMs);

  await provider.start({ onReceipt: (r) => receipts.onReceipt(r), onIncoming: (m) => receipts.onIncoming(m) });
  const dispatcher = new Dispatcher(db, provider, receipts, {
    now,
    log,
    uncertainWaitMs,
    defaultRetryCount: options.defaultRetryCount,
    defaultRetryIntervalMs: options.defaultRetryIntervalMs,
  });
  const scheduler = new Scheduler(db, queue, { now, log, chunkSize: options.chunkSize, tickMs: options.tickMs, waitingJobs: options.concurrency ?? 2 });

  let sweeping: Promise<void> | null = null;
  const sweep = (): Promise<void> =>
    (sweeping ??= (async () => {
      try {
        await receipts.reconcile();
        if (queue.kind !== 'in-process') await markAbandoned(db, now() - abandonedAfterMs, now(), uncertainWaitMs);
        const settled = await settleUncertain(db, now());
        if (settled.requeued > 0) void scheduler.wake();
      } catch (error) {
        log('uncertain sweep failed', error);
      } finally {
        sweeping = null;
      }
    })());
  const sweepTimer = setInterval(() => void sweep(), options.sweepMs ?? 1_000);

  await queue.work<DispatchJob>(
    dispatchJobName,
    async (jobs) => {
      for (const job of jobs) {
        try {
          await dispatcher.dispatch(job);
        } finally {
          scheduler.jobDone(job);
        }
      }
      void scheduler.wake();
    },
    { batchSize: 1, concurrency: options.concurrency ?? 2 },
  );
  scheduler.start();

  let stopped: Promise<void> | null = null;
  return {
    provider,
    scheduler,
    dispatcher,
    receipts,
    sweep,
    stop: () =>
      (stopped ??= (async () => {
        clearInterval(sweepTimer);
        await scheduler.stop();
        await provider.stop();
        await queue.stop();
        await sweeping;
        await receipts.stop();
      })()),
  };
}

/** The pipeline as the settings describe it: the server's in-process one and `npm run worker`'s. */
export function startConfiguredPipeline(db: Db, config: Config, log: PipelineOptions['log']): Promise<Pipeline> {
  const { uncertainWaitMs, concurrency, chunkSize } = config.pipeline;
  return startPipeline({ db, config, log, uncertainWaitMs, concurrency, chunkSize });
}
