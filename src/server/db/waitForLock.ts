/**
 * Waiting for SQLite's write lock without stopping the process. The server and its pipeline
 * process write one file; SQLite's busy timeout waits inside the call, and better-sqlite3 is
 * synchronous, so while one process held the lock the other's whole event loop stood still:
 * under a 10,000-message WhatsApp campaign the server stopped 10-30 ms at a time, and with it
 * the embedded simulator, the webhooks and every request. Here the busy timeout is 0 and a
 * statement refused for the lock (SQLITE_BUSY) is tried again after a pause, within the same
 * 5 s: the loop goes on meanwhile.
 *
 * Only outside a transaction: BEGIN IMMEDIATE takes the write lock first (transactionGuard.ts),
 * so inside one nothing waits for it, and trying again there would repeat half a transaction.
 */
import type { CompiledQuery, DatabaseConnection, Driver, QueryResult, TransactionSettings } from 'kysely';
import { ForwardingDriver } from './forwardingDriver';

export const lockPatienceMs = 5_000;
/** Pauses between tries: short at first (a commit of the other process takes a few ms), then steady. */
const pausesMs = [1, 2, 4, 8, 16];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** better-sqlite3's error for the lock, from the native realm: by its code, not its class. */
const isBusy = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === 'SQLITE_BUSY';

export class LockWaitingDriver extends ForwardingDriver {
  constructor(
    inner: Driver,
    /** Whether the connection is inside a transaction (better-sqlite3's `inTransaction`). */
    private readonly inTransaction: () => boolean,
    private readonly patienceMs = lockPatienceMs,
  ) {
    super(inner);
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    return new LockWaitingConnection(await this.inner.acquireConnection(), this.inTransaction, this.patienceMs);
  }

  override beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return super.beginTransaction(unwrap(connection), settings);
  }

  override commitTransaction(connection: DatabaseConnection): Promise<void> {
    return super.commitTransaction(unwrap(connection));
  }

  override rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return super.rollbackTransaction(unwrap(connection));
  }

  override releaseConnection(connection: DatabaseConnection): Promise<void> {
    return super.releaseConnection(unwrap(connection));
  }
}

class LockWaitingConnection implements DatabaseConnection {
  constructor(
    readonly inner: DatabaseConnection,
    private readonly inTransaction: () => boolean,
    private readonly patienceMs: number,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const deadline = performance.now() + this.patienceMs;
    for (let tries = 0; ; tries++) {
      try {
        return await this.inner.executeQuery<R>(query);
      } catch (error) {
        if (!isBusy(error) || this.inTransaction() || performance.now() >= deadline) throw error;
        await sleep(pausesMs[Math.min(tries, pausesMs.length - 1)]);
      }
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

const unwrap = (connection: DatabaseConnection): DatabaseConnection => (connection instanceof LockWaitingConnection ? connection.inner : connection);
