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

export interface LocalServer {
  url: string;
  stop: () => void;
}

export async function startLocalServer(env: Record<string, string> = {}): Promise<LocalServer> {
  if (appBuildIsStale() && buildApp() !== 0) throw new Error('the app build failed');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'server-data-'));
  const server: ChildProcess = spawn(process.execPath, ['-r', 'esbuild-register', join(root, 'src', 'server', 'main.ts')], {
    cwd: root,
    // Its sends go at any hour (e2e and benches run at night too); a brand's own quiet hours still hold.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production', LOG_LEVEL: 'warn', QUIET_HOURS_DEFAULT: 'none', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    server.kill('SIGTERM');
    if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 120; i += 1) {
    if (server.exitCode !== null) break;
    if (await fetch(`${url}/health`).then((r) => r.ok).catch(() => false)) return { url, stop };
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error('the server did not answer /health within a minute');
}
