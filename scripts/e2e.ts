/**
 * `npm run test:e2e`: the browser tests against the built app and the real server. Unless
 * E2E_BASE_URL names a running server, one is started (scripts/lib/localServer) and stopped.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { startLocalServer, type LocalServer } from './lib/localServer';

const root = join(__dirname, '..');

async function main(): Promise<number> {
  let server: LocalServer | null = null;
  try {
    // The tests sign unsubscribe links the way the server does, so they share its secret.
    const unsubscribeSecret = process.env.E2E_UNSUBSCRIBE_SECRET ?? randomBytes(24).toString('base64url');
    // Packages are bought online only in purchase hours (Israel time); the tests buy one at any hour.
    // Nobody answers the shared server's messages: a reply's toast or unsubscribe would land in
    // whichever test runs then (the chat's test starts a server whose recipients all answer).
    if (!process.env.E2E_BASE_URL) server = await startLocalServer({ UNSUBSCRIBE_SECRET: unsubscribeSecret, PAYMENT_ANY_HOUR: '1', SIMULATOR_REPLY_SHARE: '0' });
    const jest = spawnSync(process.execPath, [require.resolve('jest/bin/jest'), '--selectProjects', 'e2e', '--runInBand', ...process.argv.slice(2)], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, E2E_BASE_URL: process.env.E2E_BASE_URL ?? server!.url, E2E_UNSUBSCRIBE_SECRET: unsubscribeSecret },
    });
    return jest.status ?? 1;
  } finally {
    server?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
