/**
 * A sender's pass over its table (webhook events, outbox mail), run every `intervalMs` and on
 * demand, never two at once in one process: a call while a pass runs gets that pass. A failed
 * pass is logged and counts nothing; the next one tries again.
 */
export interface PeriodicPass {
  /** Runs a pass now (or joins the one running); answers how many it handled. */
  runOnce: () => Promise<number>;
  /** No further passes; waits for the running one. */
  stop: () => Promise<void>;
}

export function periodicPass(run: () => Promise<number>, options: { intervalMs: number; name: string; log: (message: string, detail?: unknown) => void }): PeriodicPass {
  let running: Promise<number> | null = null;
  const pass = (): Promise<number> =>
    (running ??= run()
      .catch((error: unknown) => {
        options.log(`${options.name} pass failed`, error);
        return 0;
      })
      .finally(() => {
        running = null;
      }));
  const timer = options.intervalMs > 0 ? setInterval(() => void pass(), options.intervalMs) : null;
  return {
    runOnce: pass,
    stop: async () => {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
