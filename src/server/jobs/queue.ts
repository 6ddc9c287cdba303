/**
 * The job queue behind one interface (ARCHITECTURE "The server"): in-process for the embedded
 * default, pg-boss when several worker processes share PostgreSQL (./pgBossQueue).
 *
 * Jobs are wake-ups, never the truth: the database says what is left to do, so the in-process
 * queue keeps nothing across a restart and the scheduler derives the work again at start.
 */

export interface SendOptions {
  /** While a job with this key waits or runs, another one with it is dropped. */
  singletonKey?: string;
  /**
   * An account's first chunk while another account's chunks fill every slot (issue 13: 10
   * messages waited seconds behind a 100k send): it goes before the jobs waiting and may start
   * in one slot beyond the concurrency, so it never waits for a running chunk to end. Only the
   * in-process queue honours it (the scheduler sets it only there).
   */
  urgent?: boolean;
}

export interface WorkOptions {
  /** Jobs handed to one call of the handler. */
  batchSize: number;
  /** Calls of the handler running at once, in this process. */
  concurrency: number;
}

export type JobHandler<T> = (payloads: T[]) => Promise<void>;

export interface JobQueue {
  readonly kind: 'in-process' | 'pg-boss';
  send<T extends object>(name: string, payload: T, options?: SendOptions): Promise<void>;
  work<T extends object>(name: string, handler: JobHandler<T>, options: WorkOptions): Promise<void>;
  /** Jobs of a name waiting to be taken (not running): the scheduler keeps this small, to stay fair. */
  waiting(name: string): Promise<number>;
  stop(): Promise<void>;
}

interface Waiting {
  payload: object;
  key: string | undefined;
  urgent: boolean;
}

interface Lane {
  waiting: Waiting[];
  keys: Set<string>;
  handler: JobHandler<object> | null;
  options: WorkOptions;
  running: number;
}

/** One process, memory only. A handler that throws loses its jobs: the scheduler finds the work again. */
export class InProcessQueue implements JobQueue {
  readonly kind = 'in-process' as const;
  private readonly lanes = new Map<string, Lane>();
  private readonly active = new Set<Promise<void>>();
  private stopped = false;

  constructor(private readonly log: (message: string, detail?: unknown) => void = () => undefined) {}

  async send<T extends object>(name: string, payload: T, options: SendOptions = {}): Promise<void> {
    if (this.stopped) return;
    const lane = this.lane(name);
    if (options.singletonKey !== undefined) {
      if (lane.keys.has(options.singletonKey)) return;
      lane.keys.add(options.singletonKey);
    }
    const job = { payload, key: options.singletonKey, urgent: options.urgent === true };
    // Urgent jobs go after the urgent ones already waiting, before all others.
    const at = job.urgent ? lane.waiting.findIndex((w) => !w.urgent) : -1;
    if (at >= 0) lane.waiting.splice(at, 0, job);
    else lane.waiting.push(job);
    this.pump(lane);
  }

  async work<T extends object>(name: string, handler: JobHandler<T>, options: WorkOptions): Promise<void> {
    const lane = this.lane(name);
    lane.handler = handler as JobHandler<object>;
    lane.options = { batchSize: Math.max(1, options.batchSize), concurrency: Math.max(1, options.concurrency) };
    this.pump(lane);
  }

  async waiting(name: string): Promise<number> {
    return this.lanes.get(name)?.waiting.length ?? 0;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const lane of this.lanes.values()) {
      lane.waiting = [];
      lane.keys.clear();
    }
    await Promise.allSettled([...this.active]);
  }

  private lane(name: string): Lane {
    let lane = this.lanes.get(name);
    if (!lane) {
      lane = { waiting: [], keys: new Set(), handler: null, options: { batchSize: 1, concurrency: 1 }, running: 0 };
      this.lanes.set(name, lane);
    }
    return lane;
  }

  private pump(lane: Lane): void {
    const handler = lane.handler;
    while (!this.stopped && handler && lane.waiting.length > 0) {
      const urgent = lane.waiting[0].urgent;
      // One slot beyond the concurrency is kept for urgent jobs; a batch never mixes the two.
      if (lane.running >= lane.options.concurrency + (urgent ? 1 : 0)) break;
      const same = lane.waiting.findIndex((w) => w.urgent !== urgent);
      const batch = lane.waiting.splice(0, Math.min(lane.options.batchSize, same < 0 ? lane.waiting.length : same));
      lane.running += 1;
      const run = (async () => {
        try {
          await handler(batch.map((job) => job.payload));
        } catch (error) {
          this.log('job failed', error);
        } finally {
          for (const job of batch) if (job.key !== undefined) lane.keys.delete(job.key);
          lane.running -= 1;
        }
      })();
      this.active.add(run);
      void run.finally(() => {
        this.active.delete(run);
        this.pump(lane);
      });
    }
  }
}
