/**
 * Sessions ended (signed out, disconnected by support, a new password, a block, a deleted
 * sub-user): the open event streams of those users check their session at once and close if it
 * is gone, in every process, rather than at their next keep-alive round (up to 25 s, in which
 * a signed-out window kept receiving). This process's streams are told directly; on PostgreSQL
 * a NOTIFY reaches every other process LISTENing too (notificationWatch.ts).
 *
 * Called after the revocation is committed: a stream that checks earlier still finds its session.
 * Within a transaction still open (an audited call runs its handler in the audit's,
 * audit/audited.ts) this process's streams may check too early; PostgreSQL delivers the NOTIFY
 * at the commit, to this process's LISTEN as well, and they check again then (on SQLite their
 * check waits for the one connection, so for the commit).
 */
import { sql } from 'kysely';
import { dialectOf, type Db } from '../db/database';

export const sessionsEndedChannel = 'sessions_ended';

/** PostgreSQL's NOTIFY payload is under 8,000 bytes: this many ids at most per payload. */
const idsPerPayload = 500;

const listeners = new Set<(userIds: number[]) => void>();

/** This process's own announcements; answers the function that stops listening. */
export function onSessionsEndedHere(listener: (userIds: number[]) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const userIdsOfPayload = (payload: string | undefined): number[] =>
  (payload ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);

export async function announceSessionsEnded(db: Db, userIds: readonly number[]): Promise<void> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return;
  // Here at once, whether or not this process hears PostgreSQL (a lost LISTEN connection).
  for (const listener of listeners) listener(ids);
  if (dialectOf(db) !== 'postgres') return;
  for (let i = 0; i < ids.length; i += idsPerPayload) {
    await sql`select pg_notify(${sessionsEndedChannel}, ${ids.slice(i, i + idsPerPayload).join(',')})`.execute(db);
  }
}
