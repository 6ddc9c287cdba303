/**
 * The trunk's limits, kept inside the provider: at most `channels` calls under way, and calls
 * started no closer than 1/`callsPerSecond` apart. A call waits here, in arrival order, before it
 * is dialled; an aborted call leaves the queue without having taken anything.
 */
export type Release = () => void;

export class CallGate {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  private nextStartAt = 0;
  private readonly spacingMs: number;

  constructor(
    private readonly channels: number,
    callsPerSecond: number,
  ) {
    this.spacingMs = callsPerSecond > 0 ? 1_000 / callsPerSecond : 0;
  }

  get callsUnderWay(): number {
    return this.active;
  }

  /** Resolves with the channel's release once the call may be dialled; null if aborted first. */
  async enter(signal?: AbortSignal): Promise<Release | null> {
    if (!(await this.takeChannel(signal))) return null;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    };
    const now = Date.now();
    const startAt = Math.max(now, this.nextStartAt);
    this.nextStartAt = startAt + this.spacingMs;
    if (startAt > now && !(await delay(startAt - now, signal))) {
      release();
      return null;
    }
    return release;
  }

  /** A waiter is handed the channel of the call that ends (active stays the same). */
  private takeChannel(signal?: AbortSignal): Promise<boolean> {
    if (signal?.aborted) return Promise.resolve(false);
    if (this.active < this.channels) {
      this.active += 1;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const handOver = () => {
        signal?.removeEventListener('abort', leave);
        resolve(true);
      };
      const leave = () => {
        const at = this.waiting.indexOf(handOver);
        if (at >= 0) this.waiting.splice(at, 1);
        resolve(false);
      };
      this.waiting.push(handOver);
      signal?.addEventListener('abort', leave, { once: true });
    });
  }
}

/** True after `ms`, false as soon as the signal aborts. */
export function delay(ms: number, signal?: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(false);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve(true);
    }, ms);
    const abort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    signal?.addEventListener('abort', abort, { once: true });
  });
}
