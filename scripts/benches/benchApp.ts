/**
 * The app as the server builds it, on a fresh SQLite file (the default), with one signed-in
 * user: what the benches that go through the real API start from. `work` gets the app, the
 * database and the user; everything is removed afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { openDatabase, type Db } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { createSession } from '../../src/server/http/session';
import { insertUser } from '../../src/server/test/testApp';

export interface BenchApp {
  app: FastifyInstance;
  db: Db;
  userId: number;
  token: string;
}

export async function withBenchApp<T>(name: string, permissions: number[], work: (bench: BenchApp) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), `bench-${name}-`));
  const config = testConfig({ databaseUrl: `sqlite:${join(dir, 'bench.sqlite')}`, validateResponses: false });
  const db = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(db);
    const app = await buildApp({ config, db });
    await app.ready();
    try {
      const userId = await insertUser(db, { permissions });
      const { token } = await createSession(db, { userId, lifetimeMs: 3_600_000, keepLoggedIn: false, now: Date.now() });
      return await work({ app, db, userId, token });
    } finally {
      await app.close();
    }
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}
