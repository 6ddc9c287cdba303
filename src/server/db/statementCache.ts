/**
 * Kysely's SQLite driver prepares every statement again each time it runs it. The pipeline
 * runs the same few statements thousands of times a campaign (a chunk's 500 ids, a receipt
 * batch's lookup), and preparing one with hundreds of parameters costs more than running it:
 * preparing was about 5% of the CPU of a 100k SMPP send (campaign.dispatch-smpp-100k). This
 * keeps the most recently used prepared statements by their SQL text.
 *
 * A statement still being iterated (a stream not yet read to its end) is busy and cannot run
 * again until it is done: such a one is prepared afresh, never shared.
 */
import type { Database as BetterSqlite3Database, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

export function withStatementCache(database: BetterSqlite3Database, size = 200): SqliteDatabase {
  const cache = new Map<string, Statement>();
  return {
    close: () => database.close(),
    prepare(sql: string): Statement {
      const cached = cache.get(sql);
      if (cached && !cached.busy) {
        // Map order is the recency order: the least recently used is the first key.
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      if (cached) return statement;
      cache.set(sql, statement);
      if (cache.size > size) cache.delete(cache.keys().next().value!);
      return statement;
    },
  };
}
