/**
 * Debian's PostgreSQL in a temporary data directory on 127.0.0.1, started the way .ci/run starts
 * it (initdb with trust on loopback, pg_ctl), for `npm run cluster` without DATABASE_URL.
 * As root the server runs as the postgres user (it refuses to run as root).
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { userInfo } from 'node:os';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './localServer';

export interface TempPostgres {
  url: string;
  dataDir: string;
  stop(): void;
}

/** The newest /usr/lib/postgresql/<version>/bin, or null when Debian's PostgreSQL is not installed. */
export function debianPostgresBin(): string | null {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(base, versions[0], 'bin') : null;
}

export async function startTempPostgres(): Promise<TempPostgres> {
  const bin = debianPostgresBin();
  if (!bin) throw new Error('no DATABASE_URL and no PostgreSQL in /usr/lib/postgresql (apt-get install postgresql, or set DATABASE_URL)');
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'cluster-pg-'));
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dataDir, uid, gid);
  }
  const run = (tool: string, args: string[]) =>
    execFileSync(asRoot ? 'runuser' : join(bin, tool), asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args, { stdio: ['ignore', 'ignore', 'inherit'] });
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  run('pg_ctl', ['-D', dataDir, '-l', join(dataDir, 'log'), '-o', `-c listen_addresses=127.0.0.1 -p ${port} -k /tmp -c max_connections=300`, '-w', 'start']);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dataDir,
    stop: () => {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
