/**
 * A call ends when its own signal aborts or when the provider stops. Not AbortSignal.any: the
 * provider's signal lives as long as the process, and on Node 20 every signal made by any() stays
 * referenced from it (a leak over a campaign's 100,000 calls); here the listeners go at the end.
 */
import { setMaxListeners } from 'node:events';

export interface LinkedAbort {
  signal: AbortSignal;
  dispose(): void;
}

/**
 * The sources carry one listener per call under way (200 on a busy trunk), which is what they
 * are for: Node's warning at 11 would cry wolf, so their limit is lifted.
 */
export function linkedAbort(...signals: Array<AbortSignal | undefined>): LinkedAbort {
  const controller = new AbortController();
  const sources = signals.filter((signal): signal is AbortSignal => signal !== undefined);
  const abort = () => controller.abort();
  if (sources.some((signal) => signal.aborted)) controller.abort();
  else
    for (const signal of sources) {
      setMaxListeners(0, signal);
      signal.addEventListener('abort', abort, { once: true });
    }
  return {
    signal: controller.signal,
    dispose: () => {
      for (const signal of sources) signal.removeEventListener('abort', abort);
    },
  };
}

/**
 * The calls a provider has under way: each ends on its own signal or when the provider stops,
 * and stop() waits for them all. One for the SIP provider and the simulator.
 */
export class CallsUnderWay<T> {
  private stopping = new AbortController();
  private readonly calls = new Set<Promise<T>>();

  /** After a stop, calls may be placed again. */
  reopen(): void {
    if (this.stopping.signal.aborted) this.stopping = new AbortController();
  }

  async run(signal: AbortSignal | undefined, place: (ended: AbortSignal) => Promise<T>): Promise<T> {
    const ended = linkedAbort(signal, this.stopping.signal);
    const placed = place(ended.signal);
    this.calls.add(placed);
    try {
      return await placed;
    } finally {
      this.calls.delete(placed);
      ended.dispose();
    }
  }

  async stop(): Promise<void> {
    this.stopping.abort();
    await Promise.allSettled([...this.calls]);
  }
}
