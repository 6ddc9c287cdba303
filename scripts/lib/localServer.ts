/**
 * Starts the real server on 127.0.0.1 with a fresh SQLite file (seeded with the demo
 * accounts), after building the app when it is stale. Used by the browser tests and benches.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIsStale, sourcesHash, writeBuildStamp } from './buildStamp';

const root = join(__dirname, '..', '..');
const outDir = join(root, 'dist');

export const appBuildIsStale = (): boolean => buildIsStale(root, outDir);

/** Builds the browser app (and stamps it as built from the current sources); returns the exit status. */
export function buildApp(): number {
  const hash = sourcesHash(root);
  const build = spawnSync(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production'], { cwd: root, stdio: 'inherit' });
  if (build.status === 0) writeBuildStamp(outDir, hash);
  return build.status ?? 1;
}

export const freePort = (): Promise<number> =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Resolves when the process has ended. */
  exited: Promise<unknown>;
}

/**
 * `src/server/main.ts` in a process of its own on a free port of 127.0.0.1, once `/health`
 * answers. A port found free can be taken before the server listens on it (any outgoing
 * connection of another test may get it): the server then exits with EADDRINUSE and is started
 * again on another port. Any other exit before `/health` answers throws at once, with what the
 * server wrote to stderr, instead of waiting out the time.
 */
export async function startServerProcess(env: NodeJS.ProcessEnv, options: { stdout?: 'inherit' | 'ignore'; timeoutMs?: number } = {}): Promise<ServerProcess> {
  const until = Date.now() + (options.timeoutMs ?? 60_000);
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ['-r', 'esbuild-register', join(root, 'src', 'server', 'main.ts')], {
      cwd: root,
      env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', options.stdout ?? 'ignore', 'pipe'],
    });
    let written = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      written = (written + chunk.toString()).slice(-4000);
    });
    const exited = new Promise((r) => child.once('exit', r));
    while (child.exitCode === null && child.signalCode === null && Date.now() < until) {
      if (await fetch(`${url}/health`).then((r) => r.ok, () => false)) return { child, url, exited };
      await new Promise((r) => setTimeout(r, 250));
    }
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
      throw new Error(`the server on port ${port} did not answer /health in time`);
    }
    if (!written.includes('EADDRINUSE') || attempt === 3) throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before answering /health:\n${written}`);
  }
}

export interface LocalServer {
  url: string;
  stop: () => void;
}

export async function startLocalServer(env: Record<string, string> = {}): Promise<LocalServer> {
  if (appBuildIsStale() && buildApp() !== 0) throw new Error('the app build failed');
  const dataDir = mkdtempSync(join(tmpdir(), 'server-data-'));
  const removeData = () => {
    if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
  };
  // Its sends go at any hour (e2e and benches run at night too); a brand's own quiet hours still hold.
  const server = await startServerProcess({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production', LOG_LEVEL: 'warn', QUIET_HOURS_DEFAULT: 'none', ...env }).catch((error: unknown) => {
    removeData();
    throw error;
  });
  return {
    url: server.url,
    stop: () => {
      server.child.kill('SIGTERM');
      removeData();
    },
  };
}
