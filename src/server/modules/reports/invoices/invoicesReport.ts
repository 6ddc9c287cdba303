/**
 * The invoices report's table (reports/invoices-report, administrators only): the invoices
 * and receipts issued in the period (month/year, dates, or the current month), newest first,
 * through the (account_id, paid_at) index. fileName is there while the document is kept.
 */
import type { GetReportPageApiArg, GetReportPageApiResponse, Invoice } from '../../../../contract/reports';
import { formatIsraelDateTime, israelWallTime } from '../../../../domain/israelTime';
import type { RequestContext } from '../../../http/handler';
import { periodOf, refusalStatus } from '../period';
import { invoiceAccountsOf } from './scope';
import { GetReportPage } from '../../../../contract/statusCodes';

const pad = (n: number): string => String(n).padStart(2, '0');

export async function invoicesReportPage({ body }: GetReportPageApiArg, ctx: RequestContext): Promise<GetReportPageApiResponse> {
  const accounts = await invoiceAccountsOf(ctx, body.userId);
  const page = body.page ?? 1;
  const pageSize = body.pageSize ?? 50;
  const period = periodOf(body, ctx.now(), { byDefault: { months: 1 } });
  if (typeof period === 'string') return { data: { status: refusalStatus[period], rows: [], pageInfo: { total: 0, page, pageSize } } };
  let query = ctx.db.selectFrom('invoices').where('paid_at', '>=', period.from).where('paid_at', '<', period.to);
  if (accounts !== 'all') query = query.where('account_id', 'in', accounts);
  const [summary, rows] = await Promise.all([
    query.select([(eb) => eb.fn.countAll<number>().as('total'), (eb) => eb.fn.sum<number>('total').as('amount')]).executeTakeFirstOrThrow(),
    query
      .select(['id', 'type', 'number', 'paid_at', 'status', 'total', 'file_name', (eb) => eb('document', 'is not', null).as('has_file')])
      .orderBy('paid_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  const invoices: Invoice[] = rows.map((r) => {
    const paid = israelWallTime(Number(r.paid_at));
    return {
      id: r.id,
      type: r.type,
      period: `${pad(paid.month)}/${paid.year}`,
      paymentDate: formatIsraelDateTime(Number(r.paid_at)),
      status: r.status,
      amount: Number(r.total),
      ...(Number(r.has_file) ? { fileName: r.file_name } : {}),
    };
  });
  return { data: { status: GetReportPage.ready, rows: invoices, pageInfo: { total: Number(summary.total), page, pageSize }, totals: { amount: Math.round(Number(summary.amount ?? 0) * 100) / 100 } } };
}
