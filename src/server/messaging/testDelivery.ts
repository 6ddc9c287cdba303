/**
 * Test helpers of delivery through the test SMSC: the SMPP route to it, "each recipient
 * received exactly once", "every receipt recorded", and `npm run worker` children to kill.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { Db } from '../db/database';
import type { Pipeline } from './pipeline';
import { SmppProvider } from './providers/smpp';
import type { Smsc } from './providers/smsc';
import { testDatabase } from './testCampaigns';

export const smppTo = (smsc: Smsc) =>
  new SmppProvider({ host: '127.0.0.1', port: smsc.port, systemId: 'test', password: 'secret', window: 50, reconnectMinMs: 50, reconnectMaxMs: 300, stopGraceMs: 500 });

/** Each recipient's count of whole messages at the SMSC. */
export function receivedCounts(smsc: Smsc): Map<string, number> {
  const counts = new Map<string, number>();
  for (const m of smsc.received) counts.set(m.to, (counts.get(m.to) ?? 0) + 1);
  return counts;
}

export function expectEachOnce(smsc: Smsc, recipients: number): void {
  const counts = receivedCounts(smsc);
  const repeated = [...counts].filter(([, n]) => n > 1);
  expect(repeated).toEqual([]);
  expect(counts.size).toBe(recipients);
}

/** The campaign is sent and every message has its receipt. */
export async function settled(db: Db, campaignId: number): Promise<boolean> {
  const c = await db.selectFrom('campaigns').select('status').where('id', '=', campaignId).executeTakeFirstOrThrow();
  if (c.status !== 'sent') return false;
  const open = await db.selectFrom('messages').select('id').where('campaign_id', '=', campaignId).where('delivery_status', 'is', null).limit(1).executeTakeFirst();
  return !open;
}

/** The settings of a worker sending to the test SMSC. */
export function workerEnv(smsc: Smsc, databaseUrl: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    SMPP_HOST: '127.0.0.1',
    SMPP_PORT: String(smsc.port),
    SMPP_SYSTEM_ID: 'test',
    SMPP_PASSWORD: 'secret',
    PIPELINE_UNCERTAIN_WAIT_MS: '2000',
    ...extra,
  };
}

/**
 * `npm run worker` itself, in a process group of its own (npm, its shell and the worker), so
 * a kill reaches the worker and not only npm. Its log goes to the test's stderr.
 */
export function startWorker(env: NodeJS.ProcessEnv): ChildProcess {
  return spawn('npm', ['run', '--silent', 'worker'], { cwd: join(__dirname, '..', '..', '..'), env, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
}

/** Like a crash: SIGKILL to the whole group, and wait until npm is gone. */
export async function killWorker(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise((r) => child.once('exit', r));
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    child.kill('SIGKILL');
  }
  await exited;
}

export interface SmscTest {
  db: Db;
  /** What the test starts; both are stopped after it. */
  smsc: Smsc | null;
  pipeline: Pipeline | null;
}

/** Per test of a suite: a fresh database, and the SMSC and pipeline the test starts, stopped after it. */
export function smscTestSuite(options: { postgres?: boolean }): SmscTest {
  const t = { smsc: null, pipeline: null } as unknown as SmscTest;
  let close: () => Promise<void> = async () => undefined;
  beforeEach(async () => {
    ({ db: t.db, close } = await testDatabase(options));
  });
  afterEach(async () => {
    await t.pipeline?.stop();
    t.pipeline = null;
    await t.smsc?.stop();
    t.smsc = null;
    await close();
  });
  return t;
}
