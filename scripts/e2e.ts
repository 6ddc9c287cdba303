/**
 * `npm run test:e2e`: the browser tests against the built app and the real server. Unless
 * E2E_BASE_URL names a running server, servers are started (scripts/lib/localServer) and stopped.
 *
 * The files run in E2E_SHARDS groups at once (default 2), each group one Jest process against
 * its own server and database: a browser test spends much of its time waiting on the server,
 * the simulators and the page, so two groups use the two CI cores, and no test sees another
 * group's campaigns or notifications. Named files (`npm run test:e2e -- src/e2e/x.e2e.ts`) run
 * as one group, and so does everything against a server named by E2E_BASE_URL.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { splitByWeight } from './lib/e2eShards';
import { startLocalServer, type LocalServer } from './lib/localServer';

const root = join(__dirname, '..');
const e2eDir = join(root, 'src', 'e2e');

/** Runs one group of files in a Jest process whose output lines carry the group's label. */
function runGroup(label: string, files: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const jest = spawn(process.execPath, [require.resolve('jest/bin/jest'), '--selectProjects', 'e2e', '--runInBand', '--forceExit', ...files], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const prefixed = (out: NodeJS.WriteStream) => {
      let rest = '';
      return (chunk: Buffer) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) out.write(label ? `[${label}] ${line}\n` : `${line}\n`);
      };
    };
    jest.stdout.on('data', prefixed(process.stdout));
    jest.stderr.on('data', prefixed(process.stderr));
    jest.on('close', (code) => resolve(code ?? 1));
  });
}

async function main(): Promise<number> {
  const named = process.argv.slice(2);
  const files = named.length ? [named] : splitByWeight(readdirSync(e2eDir).filter((f) => f.endsWith('.e2e.ts')).map((f) => join('src', 'e2e', f)), process.env.E2E_BASE_URL ? 1 : Number(process.env.E2E_SHARDS ?? 2));
  const servers: LocalServer[] = [];
  try {
    const groups = await Promise.all(
      files.map(async (group, i) => {
        // The tests sign unsubscribe links the way the server does, so they share its secret.
        const unsubscribeSecret = process.env.E2E_UNSUBSCRIBE_SECRET ?? randomBytes(24).toString('base64url');
        let baseUrl = process.env.E2E_BASE_URL;
        if (!baseUrl) {
          // Packages are bought online only in purchase hours (Israel time); the tests buy one at any hour.
          // Nobody answers the shared server's messages: a reply's toast or unsubscribe would land in
          // whichever test runs then (the chat's test starts a server whose recipients all answer).
          const server = await startLocalServer({ UNSUBSCRIBE_SECRET: unsubscribeSecret, PAYMENT_ANY_HOUR: '1', SIMULATOR_REPLY_SHARE: '0' });
          servers.push(server);
          baseUrl = server.url;
        }
        return { label: files.length > 1 ? `e2e ${i + 1}/${files.length}` : '', group, env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_UNSUBSCRIBE_SECRET: unsubscribeSecret } };
      }),
    );
    const codes = await Promise.all(groups.map(({ label, group, env }) => runGroup(label, group, env)));
    return codes.find((code) => code !== 0) ?? 0;
  } finally {
    for (const server of servers) server.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
