/**
 * super-admin/get-logs-file: one day's server errors (an Israeli calendar day) as a text file,
 * oldest first, each with its stack: what support attaches to a ticket. Same refusal as the
 * errors page (errorsPageOnly.ts).
 */
import type { GetLogsFileApiArg } from '../../../../contract/superAdmin';
import { formatIsraelDateTime, parseIsraelDateTime } from '../../../../domain/israelTime';
import { refuseUnlessErrorsPageUser } from '../../../http/errorsPageOnly';
import { HttpError } from '../../../http/envelope';
import { attachmentHeader } from '../../contacts/download';
import type { Handler } from '../../../http/handler';
import { israelDayStart } from '../../reports/period';
import { errorsOfPeriod, type ServerErrorRow } from './errorQueries';

function entryText(row: ServerErrorRow): string {
  const who = row.userId === null ? 'no user' : `user ${row.userId}${row.username ? ` (${row.username})` : ''}`;
  const head = `${new Date(row.at).toISOString()} (${formatIsraelDateTime(row.at)} Israel) ${row.method} ${row.path} ${row.operation ?? '-'} ${who} request ${row.requestId}`;
  return [head, row.message, row.stack].filter(Boolean).join('\n');
}

/** The file: a title line, then each error separated by a blank line; a day without errors says so. */
export function errorsFileText(day: string, rows: ServerErrorRow[]): string {
  const title = `Server errors of ${day} (Israel time): ${rows.length}`;
  return `${[title, ...rows.map(entryText)].join('\n\n')}\n`;
}

export const getLogsFile: Handler<GetLogsFileApiArg> = async ({ body }, ctx) => {
  refuseUnlessErrorsPageUser(ctx);
  const start = parseIsraelDateTime(body.date);
  // The pattern lets 31/02/2026 through; a day that does not exist is the field's error.
  if (start === null) throw new HttpError(400, 'errors.generic.badRequest', { field: 'body.date' });
  const rows = await errorsOfPeriod(ctx.db, { from: start, to: israelDayStart(start, 1) });
  const [day, month, year] = body.date.split('/').map(Number) as [number, number, number];
  const stamp = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  ctx.reply.header('Content-Disposition', attachmentHeader(`server-errors-${stamp}.txt`)).header('Cache-Control', 'no-store');
  ctx.reply.type('text/plain; charset=utf-8').send(errorsFileText(body.date, rows));
};
