/**
 * SQLite's WAL checkpoints in a thread of their own. By default the connection whose commit
 * takes the WAL past 1,000 pages copies them into the database file and syncs it, inside that
 * commit: the API's or the sending pipeline's event loop then stood still for it, and a small
 * campaign waited behind a bulk one's checkpoints (issue 13). The server's connection and its
 * pipeline process's turn automatic checkpoints off, and this thread, with a connection of its
 * own, checkpoints every half second instead (PASSIVE: it never waits for, nor blocks, a
 * reader or a writer). Plain JavaScript evaluated in the worker: it needs no TypeScript loader.
 */
import { Worker } from 'node:worker_threads';

const source = `
const { workerData, parentPort } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 1000');
let timer = null;
const tick = () => {
  try {
    const [result] = db.pragma('wal_checkpoint(PASSIVE)');
    parentPort.postMessage({ checkpointed: result ? result.checkpointed : 0 });
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message) });
  }
  timer = setTimeout(tick, workerData.everyMs);
};
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearTimeout(timer);
  db.close();
  parentPort.close();
});
tick();
`;

export interface WalCheckpointer {
  /** Frames copied into the database file so far (for tests and logs). */
  checkpointed(): number;
  stop(): Promise<void>;
}

export function startWalCheckpointer(file: string, options: { everyMs?: number; onError?: (message: string) => void } = {}): WalCheckpointer {
  const worker = new Worker(source, { eval: true, workerData: { file, driver: require.resolve('better-sqlite3'), everyMs: options.everyMs ?? 500 } });
  let frames = 0;
  worker.on('message', (message: { checkpointed?: number; error?: string }) => {
    if (message.error) options.onError?.(message.error);
    else frames += message.checkpointed ?? 0;
  });
  worker.on('error', (error) => options.onError?.(error.message));
  // It never keeps the process alive: at exit SQLite's own recovery covers an unfinished copy.
  // After the listeners: a 'message' listener refs the worker's port again.
  worker.unref();
  return {
    checkpointed: () => frames,
    stop: () =>
      new Promise<void>((resolve) => {
        worker.once('exit', () => resolve());
        worker.postMessage('stop');
      }),
  };
}
