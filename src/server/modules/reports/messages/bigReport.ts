/**
 * reports/check-exist-report and reports/send-big-sms-report-to-mail: a report too large for
 * the page is produced in the background and e-mailed (section 8: "too large (sent by
 * e-mail)", "already being produced"). The answer comes at once; the file follows.
 */
import type { CheckExistReportApiArg, CheckExistReportApiResponse, SendBigSmsReportToMailApiArg, SendBigSmsReportToMailApiResponse } from '../../../../contract/reports';
import type { Handler } from '../../../http/handler';
import { linkBaseOf, publicHostOf } from '../../links/base';
import { filtersKey, readFilters, reportKind } from './filters';
import { isBeingProduced, orderReport, produceSmsReport } from './producedReports';
import { operatorOf } from './rows';
import { CheckExistReport, SendBigSmsReportToMail } from '../../../../contract/statusCodes';

/** The reports this folder produces on the server. */
const producedHere = new Set(['sms-report', 'voice-report']);

export const checkExistReport: Handler<CheckExistReportApiArg> = async ({ body }, ctx): Promise<CheckExistReportApiResponse> => {
  const read = await readFilters(ctx, body, reportKind(body.reportName));
  if (!read.ok || 'nothing' in read) return { data: { status: CheckExistReport.canRequest } };
  const producing = await isBeingProduced(ctx.db, read.filters.account, body.reportName, filtersKey(body.reportName, read.filters), ctx.now());
  return { data: { status: producing ? CheckExistReport.alreadyProducing : CheckExistReport.canRequest } };
};

/** Where the report goes: the address asked for, else the caller's, else the account holder's. */
async function emailOf(ctx: Parameters<Handler>[1], account: number, asked: string | undefined): Promise<string | null> {
  if (asked?.trim()) return asked.trim();
  const users = await ctx.db.selectFrom('users').select(['id', 'email']).where('id', 'in', [ctx.user!.userId, account]).execute();
  const own = users.find((u) => u.id === ctx.user!.userId)?.email || users.find((u) => u.id === account)?.email;
  return own?.trim() || null;
}

export const sendBigSmsReportToMail: Handler<SendBigSmsReportToMailApiArg> = async ({ body }, ctx): Promise<SendBigSmsReportToMailApiResponse> => {
  if (!producedHere.has(body.reportName)) return { data: { status: SendBigSmsReportToMail.error } };
  const read = await readFilters(ctx, body, reportKind(body.reportName));
  if (!read.ok || 'nothing' in read) return { data: { status: SendBigSmsReportToMail.error } };
  const f = read.filters;
  const email = await emailOf(ctx, f.account, body.email);
  if (!email) return { data: { status: SendBigSmsReportToMail.noEmail } };
  const key = filtersKey(body.reportName, f);
  const order = await orderReport(ctx.db, { account: f.account, userId: ctx.user!.userId, reportName: body.reportName, key, email, now: ctx.now() });
  if (!order) return { data: { status: SendBigSmsReportToMail.alreadyProducing } };
  const link = `${linkBaseOf(publicHostOf(ctx))}/api/download/${body.reportName}?file=${order.file}`;
  // Not awaited: the answer goes now, the e-mail when the file is written.
  void produceSmsReport({ db: ctx.db, dataDir: ctx.config.dataDir, ...order, email, userId: ctx.user!.userId, filters: f, operator: operatorOf(ctx.config), link, now: ctx.now });
  return { data: { status: SendBigSmsReportToMail.willBeSent } };
};
