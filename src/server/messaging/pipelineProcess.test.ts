/**
 * The embedded default sends from a child process (issue 13, section 3): real processes on a
 * real SQLite file. The child sends what the server accepts, is started again when it dies,
 * stops with the server, and stops by itself when the server is killed outright; and
 * src/server/main.ts (what `npm start` runs) starts its pipeline that way, not on its own
 * event loop, and at a lower priority.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from '../../../scripts/lib/localServer';
import type { Db } from '../db/database';
import { startPipelineProcess, type PipelineProcess } from './pipelineProcess';
import { countByStatus, insertCampaign, testAccount, testDatabase, waitUntil } from './testCampaigns';

const root = join(__dirname, '..', '..', '..');
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
/** The processes whose parent is `pid`, with their command lines (Linux `ps`). */
const childrenOf = (pid: number): { pid: number; args: string }[] =>
  execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(pid)], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      const [, id, args] = /^\s*(\d+)\s+(.*)$/.exec(line) ?? [];
      return { pid: Number(id), args: args ?? '' };
    })
    .filter((p) => p.pid > 0);

describe('the pipeline in a child process (SQLite file)', () => {
  let dir: string;
  let db: Db;
  let close: () => Promise<void>;
  let env: NodeJS.ProcessEnv;
  const cleanups: (() => Promise<void> | void)[] = [];

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pipeline-process-'));
    const file = join(dir, 'app.sqlite');
    ({ db, close } = await testDatabase({ file }));
    env = { ...process.env, DATABASE_URL: `sqlite:${file}`, DATA_DIR: dir, SIMULATOR_LATENCY_MS: '1', SIMULATOR_RECEIPT_DELAY_MS: '5', SIMULATOR_REPLY_SHARE: '0', PIPELINE_QUEUE: '' };
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    await close();
    rmSync(dir, { recursive: true, force: true });
  });

  const sent = (campaignId: number) => async () => {
    const counts = await countByStatus(db, campaignId);
    return (counts.queued ?? 0) + (counts.submitting ?? 0) === 0 && Object.keys(counts).length > 0;
  };

  it('sends from another process, starts it again when it dies, and ends it on stop', async () => {
    const account = await testAccount(db, 10_000);
    const pipeline: PipelineProcess = startPipelineProcess({ env, restartDelayMs: 100 });
    cleanups.push(() => pipeline.stop());
    const first = pipeline.pid!;
    expect(first).toBeGreaterThan(0);
    expect(first).not.toBe(process.pid);
    // The child says when its pipeline runs (the bench starts its clock then).
    await pipeline.ready();
    // With the young generation a sender needs (senderHeap): V8's default spent a fifth of its CPU collecting.
    const semiSpace = readFileSync(`/proc/${first}/cmdline`, 'utf8').split('\0').map((arg) => /^--max-semi-space-size=(\d+)$/.exec(arg)?.[1]).find(Boolean);
    expect(Number(semiSpace)).toBeGreaterThanOrEqual(32);

    const one = await insertCampaign(db, { accountId: account, recipients: 200 });
    await waitUntil(sent(one.campaignId), 60_000, 'the first campaign sent by the child');

    // Killed outright, like a crash: a new child takes over and sends the next campaign.
    process.kill(first, 'SIGKILL');
    await waitUntil(() => pipeline.starts === 2 && pipeline.pid !== undefined, 30_000, 'the child started again');
    expect(pipeline.pid).not.toBe(first);
    const two = await insertCampaign(db, { accountId: account, recipients: 200 });
    await waitUntil(sent(two.campaignId), 60_000, 'the second campaign sent by the new child');

    const second = pipeline.pid!;
    await pipeline.stop();
    expect(alive(second)).toBe(false);
    expect(pipeline.pid).toBeUndefined();
    // Stopped means stopped: no third start.
    await new Promise((r) => setTimeout(r, 300));
    expect(pipeline.starts).toBe(2);
  });

  it('stops by itself when the server that forked it is killed, leaving no second sender behind', async () => {
    // A stand-in server: a process that only forks the pipeline and prints the child's pid.
    const server = spawn(process.execPath, ['-r', 'esbuild-register', '-e', `const p = require(${JSON.stringify(join(__dirname, 'pipelineProcess.ts'))}).startPipelineProcess(); setTimeout(() => console.log(String(p.pid)), 10); setInterval(() => undefined, 1000);`], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    cleanups.push(() => void server.kill('SIGKILL'));
    const childPid = await new Promise<number>((resolve) => server.stdout!.once('data', (chunk: Buffer) => resolve(Number(String(chunk).trim().split('\n')[0]))));
    expect(alive(childPid)).toBe(true);
    server.kill('SIGKILL');
    await waitUntil(() => !alive(childPid), 30_000, 'the orphaned pipeline to stop');
  });

  it('src/server/main.ts runs its pipeline in a child process of its own, which sends', async () => {
    const { child: server, exited } = await startServerProcess({ ...env, APP_DIR: '', NODE_ENV: 'production', LOG_LEVEL: 'warn', PIPELINE_IN_PROCESS: '1' });
    cleanups.push(async () => {
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
      await exited;
    });
    await waitUntil(() => childrenOf(server.pid!).some((c) => c.args.includes('scripts/worker.ts')), 30_000, 'the pipeline process');
    const [worker] = childrenOf(server.pid!).filter((c) => c.args.includes('scripts/worker.ts'));
    // Background work: on a busy machine the server's requests go first.
    expect(Number(execFileSync('ps', ['-o', 'ni=', '-p', String(worker.pid)], { encoding: 'utf8' }).trim())).toBe(10);

    const account = await testAccount(db, 10_000);
    const campaign = await insertCampaign(db, { accountId: account, recipients: 100 });
    await waitUntil(sent(campaign.campaignId), 60_000, 'the campaign sent');

    // SIGTERM (as `npm start` gets from Ctrl+C or a service manager) ends both.
    server.kill('SIGTERM');
    await exited;
    await waitUntil(() => !alive(worker.pid), 30_000, 'the pipeline process to end with the server');
  });
});
