/**
 * A fresh server on an in-memory SQLite database, with helpers to create users and sign
 * them in. Each test file builds its own.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { testConfig, type Config } from '../config';
import { openDatabase, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createSession } from '../http/session';
import { Group } from '../../domain/access';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  close: () => Promise<void>;
}

export async function startTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const config = testConfig(overrides);
  const db = openDatabase(config.databaseUrl);
  await migrateToLatest(db);
  const app = await buildApp({ config, db });
  await app.ready();
  return {
    app,
    db,
    config,
    close: async () => {
      await app.close();
      await db.destroy();
    },
  };
}

let counter = 0;

export interface TestUserInput {
  group?: number;
  adminId?: number;
  permissions?: number[];
  username?: string;
}

/** Inserts a user (with an unusable password) and returns its id. */
export async function insertUser(db: Db, input: TestUserInput = {}): Promise<number> {
  counter += 1;
  const now = Date.now();
  const row = await db
    .insertInto('users')
    .values({
      admin_id: input.adminId ?? 0,
      group_id: input.group ?? Group.customer,
      username: input.username ?? `user${counter}`,
      password_hash: '!',
      customer_number: String(100000 + counter),
      password_changed_at: now,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const permissionId of input.permissions ?? []) {
    await db.insertInto('user_permissions').values({ user_id: row.id, permission_id: permissionId, mode: 'enable' }).execute();
  }
  return row.id;
}

/** A signed-in user's bearer token. */
export async function signedInToken(db: Db, input: TestUserInput = {}): Promise<string> {
  const userId = await insertUser(db, input);
  const session = await createSession(db, { userId, lifetimeMs: 3_600_000, keepLoggedIn: false, now: Date.now() });
  return session.token;
}
