/**
 * An audited action runs in one transaction that also writes its audit row, and the handlers
 * it wraps open transactions of their own (Kysely refuses `transaction()` on a transaction).
 * Inside the audited one, a handler's transaction becomes a savepoint: it commits with the
 * action, and when it fails it is undone alone, as before — a handler that catches its own
 * transaction's refusal (RollbackWith, not enough credits) and answers a result code still
 * leaves nothing of it behind.
 */
import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

export function withNestedTransactions(trx: Transaction<Database>): Db {
  let savepoints = 0;
  const nested = {
    setIsolationLevel: () => nested,
    setAccessMode: () => nested,
    execute: async <T>(callback: (tx: Db) => Promise<T>): Promise<T> => {
      savepoints += 1;
      const name = sql.raw(`nested_${savepoints}`);
      await sql`savepoint ${name}`.execute(trx);
      try {
        const result = await callback(db);
        await sql`release savepoint ${name}`.execute(trx);
        return result;
      } catch (error) {
        await sql`rollback to savepoint ${name}`.execute(trx);
        await sql`release savepoint ${name}`.execute(trx);
        throw error;
      }
    },
  };
  // Kysely keeps its state in private fields: its methods must run on the transaction itself.
  const db: Db = new Proxy(trx, {
    get(target, property) {
      if (property === 'transaction') return () => nested;
      if (property === 'startTransaction') return () => {
        throw new Error('a controlled transaction inside an audited action is not supported');
      };
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return db;
}
