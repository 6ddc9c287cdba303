/**
 * The embedded default's pipeline in a child process of its own (issue 13, section 3): the
 * server forks `npm run worker`'s entry (scripts/worker.ts) with its own settings, so the
 * pipeline's SQLite work never runs on the event loop that answers requests. On SQLite the
 * child is the only sender, so its queue is the in-process one (the default there); WAL and
 * the busy timeout let the two processes share the file.
 *
 * The child is started again when it dies (it finds in the database what it left, as any
 * worker does), stopped with the server, and stops by itself when the server is gone (its IPC
 * channel closes), so a server killed at once never leaves a second sender behind.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import { join } from 'node:path';

export interface PipelineProcessOptions {
  /** The child's environment; the server's own by default. */
  env?: NodeJS.ProcessEnv;
  log?: (message: string, detail?: unknown) => void;
  /** The first wait before starting a dead child again; doubled while it keeps dying young (default 1 s, at most 30 s). */
  restartDelayMs?: number;
  /** The child's scheduling niceness, 0 to 19 (default 0: as the server; the server asks for 10). */
  niceness?: number;
  /** How long a stopping child may take to end its running chunks before it is killed (default 30 s). */
  stopTimeoutMs?: number;
}

export interface PipelineProcess {
  /** The running child's process id (none between a death and its restart). */
  readonly pid: number | undefined;
  /** How many times the child was started (1 until it first dies). */
  readonly starts: number;
  /** Resolves once the first child runs its pipeline (it boots in seconds: TypeScript, migrations). */
  ready(): Promise<void>;
  stop(): Promise<void>;
}

export const workerEntry = join(__dirname, '..', '..', '..', 'scripts', 'worker.ts');

/**
 * A sender allocates a short-lived request, answer and query per message. V8's default young
 * generation (16 MB semi-spaces) filled several times a second under a 1,000 msg/s WhatsApp
 * campaign: 788 ms of the child's 4.3 CPU-seconds were garbage collection; with 32 MB, 213 ms
 * of 3.5 (the dispatch bench, issue 19). `npm run worker` starts with the same flag.
 */
export const senderHeap = ['--max-semi-space-size=32'];

/** A child that lived this long was not dying at start: the next restart waits the first delay again. */
const healthyAfterMs = 60_000;

export function startPipelineProcess(options: PipelineProcessOptions = {}): PipelineProcess {
  const log = options.log ?? (() => undefined);
  const firstDelay = options.restartDelayMs ?? 1_000;
  let child: ChildProcess | null = null;
  let starts = 0;
  let delay = firstDelay;
  let stopping = false;
  let restartTimer: NodeJS.Timeout | null = null;
  let becameReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (becameReady = resolve));

  const start = () => {
    restartTimer = null;
    if (stopping) return;
    starts += 1;
    const startedAt = Date.now();
    // TypeScript runs through esbuild-register, as `npm run worker` runs it, whoever started the server.
    const running = fork(workerEntry, [], { env: options.env ?? process.env, execArgv: [...senderHeap, '-r', require.resolve('esbuild-register')], stdio: 'inherit' });
    child = running;
    // Sending is background work: when the machine is busy, requests go first.
    if (running.pid !== undefined && options.niceness) {
      try {
        setPriority(running.pid, options.niceness);
      } catch (error) {
        log('pipeline process priority not lowered', error);
      }
    }
    running.on('message', (message: unknown) => {
      if (typeof message === 'object' && message !== null && 'ready' in message) becameReady();
    });
    running.on('error', (error) => log('pipeline process error', error));
    running.once('exit', (code, signal) => {
      child = null;
      if (stopping) return;
      delay = Date.now() - startedAt > healthyAfterMs ? firstDelay : Math.min(delay * 2, 30_000);
      log('pipeline process ended; starting it again', { code, signal, inMs: delay });
      restartTimer = setTimeout(start, delay);
    });
  };
  start();

  let stopped: Promise<void> | null = null;
  return {
    get pid() {
      return child?.pid;
    },
    get starts() {
      return starts;
    },
    ready: () => ready,
    stop: () =>
      (stopped ??= (async () => {
        stopping = true;
        if (restartTimer) clearTimeout(restartTimer);
        const running = child;
        if (!running || running.exitCode !== null || running.signalCode !== null) return;
        const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
        // The worker ends its running chunks through a live route, then exits (scripts/worker.ts).
        running.kill('SIGTERM');
        const timer = setTimeout(() => running.kill('SIGKILL'), options.stopTimeoutMs ?? 30_000);
        await exited;
        clearTimeout(timer);
      })()),
  };
}
