/**
 * How long the server's errors are kept: 30 days, and never more than 100,000 rows (an error
 * that repeats on every request must not fill the disk). Decided here, since the spec says
 * nothing: a month covers "it failed last week" from support, and 100,000 rows of at most
 * ~18 KB each stay under 2 GB in the worst case, typically a few MB.
 */
import type { Db } from '../db/database';

export const retentionDays = 30;
export const maxServerErrorRows = 100_000;
/** The cap is checked when a row's id is a multiple of this (recordServerError.ts); age on every record. */
export const pruneEvery = 100;

const dayMs = 86_400_000;

/** Deletes the rows older than the retention period: one range of the `at` index, nothing to read when none is. */
export async function pruneExpiredServerErrors(db: Db, now: number): Promise<number> {
  const byAge = await db.deleteFrom('server_errors').where('at', '<', now - retentionDays * dayMs).executeTakeFirst();
  return Number(byAge.numDeletedRows);
}

/** Deletes rows older than the retention period and all but the newest maxRows. Returns how many went. */
export async function pruneServerErrors(db: Db, now: number, maxRows = maxServerErrorRows): Promise<number> {
  const byAge = await pruneExpiredServerErrors(db, now);
  // Ids grow with time, so the newest maxRows are the ones above the maxRows-th newest id.
  const boundary = await db.selectFrom('server_errors').select('id').orderBy('id', 'desc').offset(maxRows).limit(1).executeTakeFirst();
  const byCount = boundary ? await db.deleteFrom('server_errors').where('id', '<=', boundary.id).executeTakeFirst() : null;
  return byAge + Number(byCount?.numDeletedRows ?? 0);
}
