/**
 * download/clicks-report: who clicked a link, as CSV (UTF-8 with a byte-order mark, so Excel
 * shows Hebrew right) or xlsx. personalLink/personalImage: one row per recipient who clicked
 * (people only: bots and link previews are not clickers); general: per Israeli day, people's
 * clicks with the previews and bots beside them. The link is named by its hash and must be
 * the caller's account's; any other is 404.
 */
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { DownloadClicksReportApiArg } from '../../../../contract/download';
import { csvLine } from '../../../../domain/csv';
import { formatIsraelDateTime } from '../../../../domain/israelTime';
import { displayPhone } from '../../../../domain/phones';
import type { Db } from '../../../db/database';
import type { ClickKind } from '../../../db/schema';
import { accountOf } from '../../../http/account';
import { notFound } from '../../../http/envelope';
import type { Handler } from '../../../http/handler';
import { attachmentHeader } from '../../contacts/download';
import { clickersOf, type TrackedLink } from './store';

const pageSize = 5000;

async function* recipientRows(db: Db, link: TrackedLink, campaignName: string): AsyncGenerator<string[][]> {
  for (let offset = 0; ; offset += pageSize) {
    const { clickers } = await clickersOf(db, [link], { limit: pageSize, offset });
    if (!clickers.length) return;
    yield clickers.map((c) => [campaignName, link.url, displayPhone(c.phone), String(c.clicks), formatIsraelDateTime(c.firstAt), formatIsraelDateTime(c.lastAt), c.userAgent]);
    if (clickers.length < pageSize) return;
  }
}

/** Clicks per Israeli day; a campaign link's people count on a recipient's code only, as in the report. */
async function* dailyRows(db: Db, link: TrackedLink & { isCampaignLink: boolean }): AsyncGenerator<string[][]> {
  const clicks = await db.selectFrom('short_link_clicks').select(['kind', 'seq', 'at']).where('link_id', '=', link.id).orderBy('at').execute();
  const days = new Map<string, Record<ClickKind, number>>();
  for (const c of clicks) {
    if (c.kind === 'person' && link.isCampaignLink && c.seq === null) continue;
    const day = formatIsraelDateTime(Number(c.at)).slice(0, 10);
    const counts = days.get(day) ?? { person: 0, preview: 0, bot: 0 };
    counts[c.kind] += 1;
    days.set(day, counts);
  }
  yield [...days].map(([day, n]) => [day, link.url, String(n.person), String(n.preview), String(n.bot)]);
}

async function* csvFile(titles: string[], rows: AsyncGenerator<string[][]>): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(titles)}`;
  for await (const page of rows) yield page.map(csvLine).join('');
}

function xlsxFile(titles: string[], rows: AsyncGenerator<string[][]>): PassThrough {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Clicks');
  void (async () => {
    sheet.addRow(titles).commit();
    for await (const page of rows) for (const row of page) sheet.addRow(row).commit();
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

export const downloadClicksReport: Handler<DownloadClicksReportApiArg> = async ({ hash, type, format = 'csv' }, ctx) => {
  const row = await ctx.db.selectFrom('short_links').leftJoin('campaigns', 'campaigns.id', 'short_links.campaign_id').select(['short_links.id', 'short_links.account_id', 'short_links.campaign_id', 'short_links.kind', 'short_links.url', 'short_links.short_url', 'short_links.handle', 'short_links.sent_at', 'campaigns.name']).where('short_links.handle', '=', hash).executeTakeFirst();
  if (!row || row.account_id !== accountOf(ctx.user!) || row.kind === 'unsubscribe') throw notFound();
  const link = { id: row.id, campaignId: row.campaign_id ?? 0, kind: row.kind, url: row.url, shortUrl: row.short_url, handle: row.handle, sentAt: row.sent_at === null ? null : Number(row.sent_at), isCampaignLink: row.campaign_id !== null };
  const perRecipient = type !== 'general';
  const titles = perRecipient ? ['Campaign', 'Link', 'Phone', 'Clicks', 'First click', 'Last click', 'Browser'] : ['Date', 'Link', 'Clicks', 'Link previews', 'Bots'];
  const rows = perRecipient ? recipientRows(ctx.db, link, row.name ?? '') : dailyRows(ctx.db, link);
  const name = `clicks ${(row.name ?? row.short_url.split('/').pop() ?? 'link').replace(/[[\]:*?/\\"]/g, '_')}.${format}`;
  const reply = ctx.reply.header('Content-Disposition', attachmentHeader(name));
  if (format === 'xlsx') reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(xlsxFile(titles, rows));
  else reply.type('text/csv; charset=utf-8').send(Readable.from(csvFile(titles, rows)));
};
