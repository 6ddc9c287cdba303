/**
 * The management exports (section 7: "CSV export is generated client-side with a byte-order
 * mark"), the way the reports export: the browser reads an export a page at a time with a
 * progress bar and writes the CSV or Excel file itself (src/app/ui/csv.ts, buildXlsx.ts). An
 * export of more than 100,000 rows is not read into a browser: asked with byEmail, it is
 * produced on the server as CSV and its link e-mailed (reports/messages/producedReports, the
 * same produced_reports rows, files and download/{endPoint}?file= link as the big SMS report).
 */
import { csvLine, type CsvValue } from '../../../../domain/csv';
import { accountOf } from '../../../../domain/access';
import type { Handler } from '../../../http/handler';
import { linkBaseOf, publicHostOf } from '../../links/base';
import { orderReport, produceReport } from '../../reports/messages/producedReports';

type Ctx = Parameters<Handler>[1];

/** More rows than this are not read into the browser (the reports' maxBrowserExportRows). */
export const maxBrowserExportRows = 100_000;
/** Rows read at a time while producing the e-mailed file. */
const producedChunkRows = 5_000;

export type ExportName = 'export-users' | 'export-report-billing' | 'export-relo-report' | 'export-cl';
export type ExportValue = string | number | boolean | null;
export type ExportRow = Record<string, ExportValue>;

export interface ExportColumn {
  key: string;
  /** The title of the e-mailed CSV (the browser writes its own, translated, by key). */
  title: string;
}

/** One export's rows, in a fixed order so that pages follow one another. */
export interface ExportSource {
  name: ExportName;
  fileName: string;
  columns: readonly ExportColumn[];
  count: () => Promise<number>;
  page: (offset: number, limit: number) => Promise<ExportRow[]>;
  /** The filters, as text: the same export asked for twice is produced once at a time. */
  key: string;
}

export interface ExportPaging {
  page?: number;
  pageSize?: number;
  byEmail?: boolean;
  email?: string;
}

export type ExportOutcome = 'ready' | 'willBeSent' | 'tooLarge' | 'alreadyProducing' | 'noEmail';

export interface ExportAnswer {
  outcome: ExportOutcome;
  total: number;
  page: number;
  fileName: string;
  headers: ExportColumn[];
  rows: ExportRow[];
}

/** An export's filters as text, without its paging: what names "the same export" of produced_reports. */
export function filtersKey(body: ExportPaging & object, extra: object = {}): string {
  const { page: _page, pageSize: _pageSize, byEmail: _byEmail, email: _email, ...filters } = body;
  return JSON.stringify({ ...filters, ...extra });
}

const csvValue = (value: ExportValue): CsvValue => (typeof value === 'boolean' ? (value ? 'yes' : 'no') : value);

/** The whole export as CSV text, a chunk at a time: byte-order mark and titles first. */
async function* exportCsv(source: ExportSource, counted: { rows: number }): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(source.columns.map((c) => c.title))}`;
  for (let offset = 0; ; offset += producedChunkRows) {
    const rows = await source.page(offset, producedChunkRows);
    counted.rows += rows.length;
    let text = '';
    for (const row of rows) text += csvLine(source.columns.map((c) => csvValue(row[c.key] ?? null)));
    if (text) yield text;
    if (rows.length < producedChunkRows) return;
  }
}

/** Where an e-mailed export goes: the address asked for, else the caller's own. */
async function emailOf(ctx: Ctx, asked: string | undefined): Promise<string | null> {
  if (asked?.trim()) return asked.trim();
  const row = await ctx.db.selectFrom('users').select('email').where('id', '=', ctx.user!.userId).executeTakeFirst();
  return row?.email.trim() || null;
}

async function sendByEmail(ctx: Ctx, source: ExportSource, asked: string | undefined): Promise<ExportOutcome> {
  const email = await emailOf(ctx, asked);
  if (!email) return 'noEmail';
  const caller = ctx.user!;
  // The file is the caller's own account's: download/{endPoint}?file= serves it to it alone.
  const order = await orderReport(ctx.db, { account: accountOf(caller), userId: caller.userId, reportName: source.name, key: source.key, email, now: ctx.now() });
  if (!order) return 'alreadyProducing';
  const link = `${linkBaseOf(publicHostOf(ctx))}/api/download/${source.name}?file=${order.file}`;
  // Not awaited: the answer goes now, the e-mail when the file is written (as the big SMS report).
  void produceReport({
    db: ctx.db,
    dataDir: ctx.config.dataDir,
    ...order,
    email,
    userId: caller.userId,
    link,
    now: ctx.now,
    csv: (counted) => exportCsv(source, counted),
    mail: (rows) => ({
      subject: `Your export (${source.fileName}) is ready`,
      text: `The export you asked for (${source.fileName}, ${rows.toLocaleString('en-US')} rows) is ready. Download it within 30 days: ${link}`,
    }),
  });
  return 'willBeSent';
}

/** A page of an export, or the whole of it by e-mail; past 100,000 rows only by e-mail. */
export async function answerExport(ctx: Ctx, source: ExportSource, paging: ExportPaging): Promise<ExportAnswer> {
  const page = paging.page ?? 1;
  const pageSize = paging.pageSize ?? 1000;
  const answer = (outcome: ExportOutcome, total: number, rows: ExportRow[] = []): ExportAnswer => ({ outcome, total, page, fileName: source.fileName, headers: [...source.columns], rows });
  const total = await source.count();
  if (paging.byEmail) return answer(await sendByEmail(ctx, source, paging.email), total);
  if (total > maxBrowserExportRows) return answer('tooLarge', total);
  return answer('ready', total, await source.page((page - 1) * pageSize, pageSize));
}
