/**
 * GET download/{endPoint}: with `file`, a report produced for e-mail (the caller's account's,
 * of that report, ready and not expired; anything else is 404, so another account learns
 * nothing); without it, the sms report (or the voice report) itself streamed as CSV with the page's filters.
 * Other reports' direct exports are not built here and answer 501.
 */
import { createReadStream, existsSync } from 'node:fs';
import { Readable } from 'node:stream';
import type { DownloadReportApiArg } from '../../../../contract/download';
import { accountOf } from '../../../http/account';
import { HttpError, notFound } from '../../../http/envelope';
import type { Handler, RequestContext } from '../../../http/handler';
import { attachmentHeader } from '../../contacts/download';
import { messageReportCsv } from './csv';
import { readFilters, reportKind } from './filters';
import { reportPath } from './producedReports';
import { operatorOf } from './rows';

async function sendProduced(ctx: RequestContext, endPoint: string, file: string): Promise<void> {
  const row = await ctx.db
    .selectFrom('produced_reports')
    .select(['file', 'created_at'])
    .where('file', '=', file)
    .where('account_id', '=', accountOf(ctx.user!))
    .where('report_name', '=', endPoint)
    .where('status', '=', 'ready')
    .where('expires_at', '>', ctx.now())
    .executeTakeFirst();
  const path = row && reportPath(ctx.config.dataDir, row.file);
  if (!path || !existsSync(path)) throw notFound();
  ctx.reply.header('Content-Disposition', attachmentHeader(`${endPoint}-${new Date(Number(row.created_at)).toISOString().slice(0, 10)}.csv`));
  ctx.reply.type('text/csv; charset=utf-8').send(createReadStream(path));
}

export const downloadReport: Handler<DownloadReportApiArg> = async (arg, ctx) => {
  if (arg.file) return sendProduced(ctx, arg.endPoint, arg.file);
  if ((arg.endPoint !== 'sms-report' && arg.endPoint !== 'voice-report') || arg.format === 'xlsx') throw new HttpError(501, 'notImplemented');
  const read = await readFilters(ctx, { ...arg, sender: arg.source }, reportKind(arg.endPoint));
  // A period too long or a date not read: the page refuses these before offering the export.
  if (!read.ok) throw new HttpError(400, 'errors.generic.badRequest', { field: 'fromDate' });
  const filters = 'nothing' in read ? null : read.filters;
  ctx.reply.header('Content-Disposition', attachmentHeader(`${arg.endPoint}.csv`));
  const csv = filters ? messageReportCsv(ctx.db, filters, operatorOf(ctx.config)) : (async function* () { yield '\uFEFF'; })();
  ctx.reply.type('text/csv; charset=utf-8').send(Readable.from(csv));
};
