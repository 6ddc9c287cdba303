/**
 * A fresh server on an in-memory SQLite database, with helpers to create users and sign
 * them in. Each test file builds its own.
 */
import { hash } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { testConfig, type Config } from '../config';
import type { Db } from '../db/database';
import { createSession } from '../http/session';
import type { RobotCheck } from '../robotCheck';
import { Group } from '../../domain/access';
import { migratedPostgres, migratedSqlite } from './migratedDatabase';

/** The server's clock: real time, moved forward on demand to reach "5 minutes later". */
export interface TestClock {
  now: () => number;
  advance: (ms: number) => void;
}

export function testClock(): TestClock {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance: (ms) => {
      offset += ms;
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  clock: TestClock;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  /** Run on a fresh database of the TEST_DATABASE_URL server instead of in-memory SQLite. */
  postgres?: boolean;
  robotCheck?: RobotCheck;
}

export async function startTestApp(overrides: Partial<Config> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const pg = options.postgres ? await migratedPostgres() : null;
  // The database the app is given is the one its settings name (the event stream LISTENs there).
  const config = testConfig(pg ? { ...overrides, databaseUrl: pg.url } : overrides);
  const db = pg ? pg.db : await migratedSqlite(config.databaseUrl);
  const clock = testClock();
  const app = await buildApp({ config, db, now: clock.now, robotCheck: options.robotCheck });
  await app.ready();
  return {
    app,
    db,
    config,
    clock,
    close: async () => {
      await app.close();
      if (pg) await pg.drop();
      else await db.destroy();
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

export interface TestAccount {
  id: number;
  username: string;
  password: string;
}

/** Inserts a user who can sign in with a real (argon2) password. */
export async function insertUserWithPassword(
  db: Db,
  input: TestUserInput & { password?: string; phones?: string[]; nationalId?: string } = {},
): Promise<TestAccount> {
  const password = input.password ?? 'Test-pass1!';
  const id = await insertUser(db, input);
  const passwordHash = await hash(password);
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, phones: JSON.stringify(input.phones ?? []), national_id: input.nationalId ?? null })
    .where('id', '=', id)
    .execute();
  await db.insertInto('password_history').values({ user_id: id, password_hash: passwordHash, created_at: Date.now() }).execute();
  const { username } = await db.selectFrom('users').select('username').where('id', '=', id).executeTakeFirstOrThrow();
  return { id, username, password };
}
