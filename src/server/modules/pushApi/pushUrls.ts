/**
 * The account's push URLs as the settings screen shows them. Push URLs belong to the account
 * (the primary user's) and are for those who manage it (x-access primary): they receive the
 * account's replies and carry its signing secret, so a sub-user neither sees nor adds them.
 * created_by says who added one.
 */
import type { PushUrl } from '../../../contract/users';
import { formatIsraelDateTime } from '../../../domain/israelTime';
import type { Db } from '../../db/database';
import type { Selectable } from 'kysely';
import type { PushUrlsTable } from '../../db/schema';
import { notFound } from '../../http/envelope';

export const pushUrlColumns = ['id', 'url', 'type', 'service', 'comments', 'updated_at', 'status', 'alarm'] as const;

type PushUrlRow = Pick<Selectable<PushUrlsTable>, (typeof pushUrlColumns)[number]>;

export const pushUrlOf = (row: PushUrlRow): PushUrl => ({
  id: row.id,
  url: row.url,
  type: row.type,
  service: row.service,
  comments: row.comments,
  updatedDate: formatIsraelDateTime(Number(row.updated_at)),
  status: row.status,
  alarm: row.alarm === 1,
});

/** The push URL with this id in the caller's account, or 404. */
export async function requirePushUrl(db: Db, account: number, id: number): Promise<PushUrlRow> {
  const row = await db.selectFrom('push_urls').select(pushUrlColumns).where('id', '=', id).where('account_id', '=', account).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** A unique index refused the row (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
