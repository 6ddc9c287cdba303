/** The server_errors reads of the errors page and its day file: one place for their SQL. */
import type { GetErrorsLogsApiResponse } from '../../../../contract/superAdmin';
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../../db/database';
import type { Period } from '../../reports/period';

export interface ErrorFilter {
  period: Period;
  search?: string;
  operation?: string;
  userId?: number;
}

/** One error as the errors page reads it: the contract's row. */
export type ServerErrorRow = NonNullable<GetErrorsLogsApiResponse['data']>['rows'][number];

/** `%text%` for LIKE, with the pattern characters the person typed taken literally. */
const containing = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

function filtered(db: Db, filter: ErrorFilter) {
  let query = db.selectFrom('server_errors as e').where('e.at', '>=', filter.period.from).where('e.at', '<', filter.period.to);
  if (filter.operation) query = query.where('e.operation', '=', filter.operation);
  if (filter.userId !== undefined) query = query.where('e.user_id', '=', filter.userId);
  const search = filter.search?.trim();
  if (search) {
    const like = containing(search);
    query = query.where((eb) =>
      eb.or((['e.message', 'e.path', 'e.request_id', 'e.operation'] as const).map((column) => sql<SqlBool>`lower(${sql.ref(column)}) like ${like} escape '\\'`)),
    );
  }
  return query;
}

/** Newest first; ties at one millisecond by id, so pages neither repeat nor lose a row. */
export async function errorPage(db: Db, filter: ErrorFilter, page: number, pageSize: number): Promise<{ rows: ServerErrorRow[]; total: number }> {
  const { total } = await filtered(db, filter).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await filtered(db, filter)
    .leftJoin('users as u', 'u.id', 'e.user_id')
    .select(['e.id', 'e.at', 'e.request_id', 'e.operation', 'e.user_id', 'u.username', 'e.method', 'e.path', 'e.message', 'e.stack'])
    .orderBy('e.at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { rows: rows.map(rowOf), total: Number(total) };
}

/** A day's errors, oldest first: a file reads in the order things happened. */
export async function errorsOfPeriod(db: Db, period: Period): Promise<ServerErrorRow[]> {
  const rows = await filtered(db, { period })
    .leftJoin('users as u', 'u.id', 'e.user_id')
    .select(['e.id', 'e.at', 'e.request_id', 'e.operation', 'e.user_id', 'u.username', 'e.method', 'e.path', 'e.message', 'e.stack'])
    .orderBy('e.at')
    .orderBy('e.id')
    .execute();
  return rows.map(rowOf);
}

function rowOf(row: {
  id: number;
  at: number;
  request_id: string;
  operation: string | null;
  user_id: number | null;
  username: string | null;
  method: string;
  path: string;
  message: string;
  stack: string;
}): ServerErrorRow {
  return {
    id: row.id,
    at: Number(row.at),
    requestId: row.request_id,
    operation: row.operation,
    userId: row.user_id,
    username: row.username,
    method: row.method,
    path: row.path,
    message: row.message,
    stack: row.stack,
  };
}
