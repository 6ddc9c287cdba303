/**
 * The README's several-process topology on one machine (issue 21): one PostgreSQL, N API
 * processes behind one port (scripts/clusterFront.ts, Node's cluster module), M `npm run worker`
 * processes sharing the pg-boss queue, every process bound to the same SMSC over SMPP and the
 * same WhatsApp simulator over HTTP, with one DATA_DIR (files, recordings, generated secrets)
 * and the secrets set alike. Used by `npm run cluster`, the PostgreSQL benches and the kill test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { rememberSimulatorUrl, whatsappSecretsOf } from '../../src/server/messaging/whatsapp';
import { startWhatsAppSimulator, type WhatsAppSimulator } from '../../src/server/messaging/whatsapp/simulator';
import { simulatorWabaId, whatsappPeerEnv, whatsappSettingsFromEnv } from '../../src/server/messaging/whatsapp/settings';
import { freePort } from './localServer';

const root = join(__dirname, '..', '..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface ClusterOptions {
  databaseUrl: string;
  /** Shared by every process: stored files, recordings, reports, the simulator's state. */
  dataDir: string;
  /** The SMSC every worker binds to (the test SMSC, or a real one). */
  smpp: { host: string; port: number; systemId: string; password: string };
  /** Default 2; 0 starts workers only (the dispatch bench). */
  apiProcesses?: number;
  workers?: number;
  /** The front's port (0 or unset: a free one) and address. */
  port?: number;
  host?: string;
  /** Settings for every process (tests' short timers, a built app's APP_DIR...). */
  env?: Record<string, string>;
  /** Each process's log shown (default: CLUSTER_VERBOSE=1); off, only the front's notices. */
  verbose?: boolean;
}

export interface Cluster {
  /** The front: the only address browsers and clients use. */
  url: string;
  whatsapp: WhatsAppSimulator;
  /** The API processes listening now. */
  apiPids(): number[];
  /** Waits until `count` API processes listen (after a start, or a restart of a killed one). */
  apiListening(count: number, timeoutMs?: number): Promise<void>;
  /** Like a crash: SIGKILL to one API process; the front starts another. Returns its pid. */
  killApi(index?: number): number;
  workers: ChildProcess[];
  startWorker(): ChildProcess;
  /** Like a crash: SIGKILL, and waits until the process is gone. */
  killWorker(child: ChildProcess): Promise<void>;
  stop(): Promise<void>;
}

async function exitOf(child: ChildProcess, signal: NodeJS.Signals, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, graceMs)))]);
  clearTimeout(timer);
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGKILL');
    await exited;
  }
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const port = options.port || (await freePort());
  const host = options.host ?? '127.0.0.1';
  const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
  const verbose = options.verbose ?? process.env.CLUSTER_VERBOSE === '1';
  const stdio = verbose ? 'inherit' : 'ignore';

  // One WhatsApp peer for every process: without WHATSAPP_API_URL each API process would start
  // an embedded simulator of its own. Its webhooks go through the front like Meta's would.
  const secrets = whatsappSecretsOf({
    dataDir: options.dataDir,
    whatsapp: whatsappSettingsFromEnv({}),
  });
  const whatsapp = await startWhatsAppSimulator({
    webhookUrl: `${url}/whatsapp/webhook`,
    appSecret: secrets.appSecret,
    token: secrets.token,
    wabaId: simulatorWabaId,
    stateFile: join(options.dataDir, 'whatsapp-simulator.json'),
    replies: {
      share: 0.5,
      texts: ['תודה! מתי זה מתחיל?', 'Thanks, see you there'],
    },
  });
  rememberSimulatorUrl(options.dataDir, whatsapp.url);

  // What every process shares. Secrets set explicitly, as on several machines (README).
  const shared: Record<string, string> = {
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: options.dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PIPELINE_QUEUE: 'pg-boss',
    SMPP_HOST: options.smpp.host,
    SMPP_PORT: String(options.smpp.port),
    SMPP_SYSTEM_ID: options.smpp.systemId,
    SMPP_PASSWORD: options.smpp.password,
    ...whatsappPeerEnv({ url: whatsapp.url, ...secrets, wabaId: simulatorWabaId }),
    UNSUBSCRIBE_SECRET: process.env.UNSUBSCRIBE_SECRET ?? `cluster-${secrets.appSecret.slice(0, 32)}`,
    PUBLIC_HOST: process.env.PUBLIC_HOST ?? url,
    ...options.env,
  };

  const apiCount = options.apiProcesses ?? 2;
  const front = !apiCount
    ? null
    : spawn(process.execPath, ['-r', 'esbuild-register', join(root, 'scripts', 'clusterFront.ts')], {
        cwd: root,
        env: {
          ...process.env,
          ...shared,
          PORT: String(port),
          HOST: host,
          PIPELINE_IN_PROCESS: '0',
          API_PROCESSES: String(apiCount),
        },
        // The front's own notices (a process ended) always; the API processes' log only when verbose.
        stdio: ['ignore', stdio, verbose ? 'inherit' : 'pipe', 'ipc'],
      });
  front?.stderr?.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    if (text.startsWith('front:')) process.stderr.write(text);
  });
  let pids: number[] = [];
  front?.on('message', (message: { type?: string; pids?: number[] }) => {
    if (message.type === 'api' && message.pids) pids = message.pids;
  });

  let stopping = false;
  const workers: ChildProcess[] = [];
  let workerCount = 0;
  const startWorker = (): ChildProcess => {
    // Each worker its own RTP ports, should it place calls through a SIP trunk.
    const from = 20_000 + (workerCount % 9) * 1_000;
    workerCount += 1;
    const child = spawn(process.execPath, ['-r', 'esbuild-register', join(root, 'scripts', 'worker.ts')], {
      cwd: root,
      env: {
        ...process.env,
        ...shared,
        VOICE_RTP_PORTS: `${from}-${from + 999}`,
      },
      stdio: ['ignore', stdio, stdio],
    });
    workers.push(child);
    child.once('exit', (code, signal) => {
      workers.splice(workers.indexOf(child), 1);
      // Said, not hidden: a worker that dies at start would otherwise go unnoticed behind the others.
      if (!stopping) console.error(`cluster: worker ${child.pid} ended (${signal ?? code})`);
    });
    return child;
  };
  for (let i = 0; i < (options.workers ?? 2); i += 1) startWorker();

  const apiListening = async (count: number, timeoutMs = 120_000) => {
    const until = Date.now() + timeoutMs;
    while (pids.length < count) {
      if (!front || front.exitCode !== null) throw new Error('the front ended');
      if (Date.now() > until) throw new Error(`${count} API processes did not listen within ${timeoutMs / 1000} s`);
      await sleep(100);
    }
  };

  const stop = async () => {
    stopping = true;
    await Promise.all([front && exitOf(front, 'SIGTERM', 12_000), ...workers.map((w) => exitOf(w, 'SIGTERM', 8_000))]);
    await whatsapp.stop();
  };

  try {
    if (apiCount) await apiListening(apiCount);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url,
    whatsapp,
    apiPids: () => [...pids],
    apiListening,
    killApi: (index = 0) => {
      const pid = pids[index];
      process.kill(pid, 'SIGKILL');
      pids = pids.filter((p) => p !== pid);
      return pid;
    },
    workers,
    startWorker,
    killWorker: (child) => exitOf(child, 'SIGKILL', 0),
    stop,
  };
}
