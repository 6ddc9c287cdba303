/**
 * The front of `npm run cluster` (scripts/lib/cluster.ts): one port, API_PROCESSES server
 * processes (src/server/main.ts) behind it through Node's cluster module. The primary only
 * hands each new connection to the next process (round robin, not sticky): any process answers
 * any request, and an event stream is fed from PostgreSQL's LISTEN/NOTIFY wherever it lands.
 * A process that dies is started again, as a supervisor would; its connections drop and their
 * clients reconnect to the others. Tells its parent (IPC) which processes listen.
 */
import cluster from 'node:cluster';
import { join } from 'node:path';

const count = Number(process.env.API_PROCESSES ?? 2);
// CLUSTER_API_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the API processes (NODE_OPTIONS refuses it).
// Connections the primary hands out in turn: the OS's own spread (SCHED_NONE) piles them onto one process.
cluster.schedulingPolicy = cluster.SCHED_RR;
cluster.setupPrimary({
  exec: join(__dirname, '..', 'src', 'server', 'main.ts'),
  execArgv: ['-r', 'esbuild-register', ...(process.env.CLUSTER_API_NODE_ARGS?.split(' ').filter(Boolean) ?? [])],
  silent: false,
});

let stopping = false;
const listening = new Set<number>();
const report = () => process.send?.({ type: 'api', pids: [...listening] });

cluster.on('listening', (worker) => {
  if (worker.process.pid) listening.add(worker.process.pid);
  report();
});
cluster.on('exit', (worker, code, signal) => {
  if (worker.process.pid) listening.delete(worker.process.pid);
  report();
  if (stopping) return;
  console.error(`front: API process ${worker.process.pid} ended (${signal ?? code}); starting another`);
  cluster.fork();
});

for (let i = 0; i < count; i += 1) cluster.fork();

const stop = () => {
  if (stopping) return;
  stopping = true;
  const workers = Object.values(cluster.workers ?? {});
  if (!workers.length) process.exit(0);
  let left = workers.length;
  for (const worker of workers) {
    worker?.once('exit', () => {
      left -= 1;
      if (left === 0) process.exit(0);
    });
    worker?.process.kill('SIGTERM');
  }
  // A process stuck in its shutdown does not hold the others' stop.
  setTimeout(() => process.exit(0), 10_000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// Started by scripts/lib/cluster.ts: when the launcher is gone, so is the front.
process.on('disconnect', stop);
