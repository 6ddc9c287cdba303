/**
 * SQLite has one connection. Code running inside `db.transaction().execute(cb)` that queries
 * through the outer `db` (not the `tx` it was given) waits for that connection, which its own
 * transaction holds until `cb` returns: it waits forever, and with it every request of the
 * server (issue 13: the dispatcher's campaign cache reloading inside record()). This driver
 * turns that hang into an error at the offending query, "outer db used inside a transaction".
 *
 * How it knows: the transaction's callback runs in an async context marked at BEGIN (Kysely
 * calls beginTransaction synchronously from the function that then awaits the callback, so
 * the mark reaches the callback and everything it awaits, and not the code that called
 * execute()). Another request's query, in its own async context, waits for the connection as
 * before: only the transaction's own async chain is refused.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { CompiledQuery, PostgresDialect, SqliteDialect, type DatabaseConnection, type Driver, type SqliteDialectConfig, type TransactionSettings } from 'kysely';
import { ForwardingDriver } from './forwardingDriver';
import { LockWaitingDriver } from './waitForLock';

interface OpenTransaction {
  driver: Driver;
  open: boolean;
}

const current = new AsyncLocalStorage<OpenTransaction>();

export class OuterDbInTransactionError extends Error {
  constructor(sqlText: string) {
    super(`outer db used inside a transaction (use the transaction's tx; this query would wait forever for the connection the transaction holds): ${sqlText.slice(0, 200)}`);
  }
}

/** Wraps a single-connection driver so that the outer db used inside a transaction throws instead of hanging. */
export class TransactionGuardDriver extends ForwardingDriver {
  private readonly refusing = new WeakSet<DatabaseConnection>();

  /** 'immediate' (SQLite: BEGIN IMMEDIATE, below) or 'driver' (the wrapped driver's own BEGIN, PostgreSQL). */
  constructor(
    inner: Driver,
    private readonly begin: 'immediate' | 'driver' = 'immediate',
  ) {
    super(inner);
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    const transaction = current.getStore();
    if (transaction?.open && transaction.driver === this) {
      const connection = refusingConnection();
      this.refusing.add(connection);
      return connection;
    }
    return this.inner.acquireConnection();
  }

  override beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    // Synchronously, before the first await: the mark must be in the context Kysely's
    // execute() continues in when it calls the callback.
    current.enterWith({ driver: this, open: true });
    if (this.begin === 'driver') return this.inner.beginTransaction(connection, settings);
    // BEGIN IMMEDIATE: the server and its pipeline process share the file. A deferred
    // transaction that reads, then writes after the other process wrote, fails at once with
    // SQLITE_BUSY (its snapshot is stale; the busy timeout does not apply); taking the write
    // lock first waits for it instead (waitForLock.ts, sharedFile.test.ts).
    return connection.executeQuery(CompiledQuery.raw('begin immediate')).then(() => undefined);
  }

  override async commitTransaction(connection: DatabaseConnection): Promise<void> {
    this.close();
    await this.inner.commitTransaction(connection);
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    this.close();
    await this.inner.rollbackTransaction(connection);
  }

  override async releaseConnection(connection: DatabaseConnection): Promise<void> {
    if (this.refusing.has(connection)) return;
    await this.inner.releaseConnection(connection);
  }

  /** Work started inside the transaction that outlives it (a timer, a promise left running) may use the db after the end. */
  private close(): void {
    const transaction = current.getStore();
    if (transaction?.driver === this) transaction.open = false;
  }
}

/**
 * The refusal is a connection whose every query fails, handed out without waiting for the
 * real one; releasing it must not unlock the mutex the transaction holds (releaseConnection
 * above tells it apart).
 */
function refusingConnection(): DatabaseConnection {
  return {
    executeQuery: (query: CompiledQuery) => Promise.reject(new OuterDbInTransactionError(query.sql)),
    streamQuery: async function* (query: CompiledQuery) {
      throw new OuterDbInTransactionError(query.sql);
    },
  };
}

/** SQLite with the guard, waiting for the write lock without blocking (waitForLock.ts): the dialect openDatabase uses. */
export class GuardedSqliteDialect extends SqliteDialect {
  constructor(
    config: SqliteDialectConfig,
    private readonly inTransaction: () => boolean,
    private readonly lockPatienceMs?: number,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    return new TransactionGuardDriver(new LockWaitingDriver(super.createDriver(), this.inTransaction, this.lockPatienceMs));
  }
}

/**
 * PostgreSQL with the guard, outside production: there the outer db inside a transaction does
 * not hang (the pool has other connections) but reads around the transaction's own writes, and
 * with the pool exhausted it does hang; tests and development catch it.
 */
export class GuardedPostgresDialect extends PostgresDialect {
  override createDriver(): Driver {
    return new TransactionGuardDriver(super.createDriver(), 'driver');
  }
}
