/**
 * events.fanout-1k-p95: 1,000 users each with an open event stream (sockets/{token}/{window},
 * real HTTP on loopback), one notification raised for all of them in one transaction, and the
 * time from its commit until each stream has read it; the 95th percentile over five rounds.
 * The server is the app as main.ts builds it, on a SQLite file (the default).
 * Alone: node -r esbuild-register scripts/benches/events.ts
 */
import type { AddressInfo } from 'node:net';
import { NotificationType, raiseNotification } from '../../src/server/events/notifications';
import { openEventStream, type TestEventStream } from '../../src/server/events/testEventStream';
import { createSession } from '../../src/server/http/session';
import { insertUser } from '../../src/server/test/testApp';
import { withBenchApp } from './benchApp';

type Print = (name: string, value: string | number, unit: string) => void;

const streams = 1_000;
const rounds = 5;

export async function benchEvents(print: Print): Promise<void> {
  await withBenchApp('events', [], async ({ app, db }) => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
    const users: number[] = [];
    const open: TestEventStream[] = [];
    for (let i = 0; i < streams; i++) {
      const userId = await insertUser(db);
      const { token } = await createSession(db, { userId, lifetimeMs: 3_600_000, keepLoggedIn: false, now: Date.now() });
      users.push(userId);
      open.push(await openEventStream(`${base}/sockets/${token}/bench`));
    }
    const times: number[] = [];
    try {
      for (let round = 0; round < rounds; round++) {
        const now = Date.now();
        await db.transaction().execute(async (tx) => {
          for (const userId of users) await raiseNotification(tx, userId, { type: NotificationType.info, message: 'shell.notifications.newReply', dynamicString: String(round) }, now);
        });
        const committed = performance.now();
        times.push(...(await Promise.all(open.map((s) => s.next(30_000).then(() => performance.now() - committed)))));
      }
    } finally {
      for (const s of open) s.close();
    }
    times.sort((a, b) => a - b);
    print('events.fanout-1k-p95', Math.round(times[Math.ceil(times.length * 0.95) - 1]), 'ms');
  });
}

if (require.main === module) {
  void benchEvents((name, value, unit) => console.log(`bench ${name}: ${value} ${unit}`)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
