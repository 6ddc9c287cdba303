/**
 * What a server does once to a shared database when it starts (the demo seed, the embedded
 * default's pool numbers) runs under one lock, so that several processes started together on
 * one PostgreSQL (`npm run cluster`, a deploy that starts every API process at once) do it once:
 * the others wait, then find it done. Without it both seeded and one died on the brand's unique
 * host, and both listed every pool number. The lock is the session's, so a process that dies
 * holding it lets go with its connection.
 *
 * SQLite needs none: its transactions take the write lock first (transactionGuard.ts), and one
 * server process owns the file (its pipeline's child never seeds).
 */
import { sql } from 'kysely';
import { dialectOf, type Db } from './database';

/** 'star' in ASCII: apart from the audit chain's key (auditLog.ts). */
const startupLockKey = 0x73746172;

export async function withStartupLock<T>(db: Db, work: () => Promise<T>): Promise<T> {
  if (dialectOf(db) !== 'postgres') return work();
  return db.connection().execute(async (held) => {
    await sql`select pg_advisory_lock(${startupLockKey})`.execute(held);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${startupLockKey})`.execute(held);
    }
  });
}
