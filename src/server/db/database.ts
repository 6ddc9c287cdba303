/**
 * Opens the database: a SQLite file (WAL) by default, PostgreSQL when DATABASE_URL is a
 * postgres URL. Everything above this file is the same on both.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { withStatementCache } from './statementCache';
import { startWalCheckpointer } from './walCheckpoints';
import { GuardedPostgresDialect, GuardedSqliteDialect } from './transactionGuard';

export type Db = Kysely<Database>;
export type DialectName = 'sqlite' | 'postgres';

export const isPostgresUrl = (url: string): boolean => /^postgres(ql)?:\/\//.test(url);

export interface OpenOptions {
  /**
   * SQLite WAL checkpoints: 'automatic' (SQLite's default, inside the commit that fills the
   * WAL), 'background' (none in commits; this process starts the checkpointing thread,
   * walCheckpoints.ts) or 'elsewhere' (none in commits; another process's thread does them:
   * the server's pipeline process).
   */
  checkpoints?: 'automatic' | 'background' | 'elsewhere';
  /** An in-memory SQLite database starts as this one (`serializeSqlite`): tests copy a migrated schema. */
  image?: Buffer;
}

/** The driver's handle of each SQLite database opened here, for `serializeSqlite`. */
const sqliteHandles = new WeakMap<Db, BetterSqlite3.Database>();

/** The whole of an SQLite database as bytes, to open again with `image`. */
export function serializeSqlite(db: Db): Buffer {
  const handle = sqliteHandles.get(db);
  if (!handle) throw new Error('not an SQLite database opened by openDatabase');
  return handle.serialize();
}

export function openDatabase(url: string, options: OpenOptions = {}): Db {
  if (isPostgresUrl(url)) {
    // int8 (counts, epoch milliseconds) as numbers, not strings.
    pg.types.setTypeParser(20, (v) => Number(v));
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle connection the server drops (a restart, a failover) is an 'error' event on the
    // pool; unheard, it would end the process. The pool replaces the connection by itself.
    pool.on('error', (error: Error & { code?: string }) => {
      if (error.code !== '57P01') console.error(`database connection lost: ${error.message}`);
    });
    const dialect = process.env.NODE_ENV === 'production' ? new PostgresDialect({ pool }) : new GuardedPostgresDialect({ pool });
    return new Kysely<Database>({ dialect });
  }
  const file = url.replace(/^sqlite:/, '');
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  if (options.image && file !== ':memory:') throw new Error('an image opens only in memory');
  const sqlite = new BetterSqlite3(options.image ?? file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  // Waiting for the other process's write lock is done without blocking the loop (waitForLock.ts).
  sqlite.pragma('busy_timeout = 0');
  const checkpoints = file === ':memory:' ? 'automatic' : (options.checkpoints ?? 'automatic');
  if (checkpoints !== 'automatic') sqlite.pragma('wal_autocheckpoint = 0');
  const checkpointer = checkpoints === 'background' ? startWalCheckpointer(file, { onError: (message) => console.error(`WAL checkpoint: ${message}`) }) : null;
  const database = withStatementCache(sqlite);
  // The checkpointing thread goes with the database: left running, its port kept a process that
  // had closed everything else from ending (the WhatsApp bench never exited).
  const closeDatabase = database.close.bind(database);
  database.close = () => {
    void checkpointer?.stop();
    closeDatabase();
  };
  // One connection: the outer db used inside a transaction would wait forever, so it throws (transactionGuard.ts).
  const db = new Kysely<Database>({ dialect: new GuardedSqliteDialect({ database }, () => sqlite.inTransaction) });
  sqliteHandles.set(db, sqlite);
  return db;
}

export function dialectOf<T>(db: Kysely<T>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
