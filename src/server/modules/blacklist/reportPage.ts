/**
 * The blacklist report's table (reports/blacklist-report): the account's blocked numbers,
 * newest first, a page at a time, optionally those containing the digits typed. The
 * blacklist is not a period report: every number stays blocked until removed, so no period
 * is applied.
 */
import type { GetReportPageApiArg, GetReportPageApiResponse } from '../../../contract/reports';
import type { RequestContext } from '../../http/handler';
import { blacklistAccountOf, entryFromRow } from './store';
import { GetReportPage } from '../../../contract/statusCodes';

/** Digits typed, without the leading 0 that stored numbers do not keep. */
const searchDigits = (typed: string | undefined) => (typed ?? '').replace(/\D/g, '').replace(/^0+/, '');

export async function blacklistReportPage({ body }: GetReportPageApiArg, ctx: RequestContext): Promise<GetReportPageApiResponse> {
  const { account } = await blacklistAccountOf(ctx, body.userId);
  const page = body.page ?? 1;
  const pageSize = body.pageSize ?? 50;
  const digits = searchDigits(body.phone);
  let query = ctx.db.selectFrom('blacklist').where('blacklist.account_id', '=', account);
  if (digits) query = query.where('blacklist.phone', 'like', `%${digits}%`);
  const [{ total }, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    query
      .leftJoin('users', 'users.id', 'blacklist.added_by')
      .select(['blacklist.id', 'blacklist.phone', 'blacklist.source', 'blacklist.created_at', 'users.username'])
      .orderBy('blacklist.created_at', 'desc')
      .orderBy('blacklist.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  return { data: { status: GetReportPage.ready, rows: rows.map(entryFromRow), pageInfo: { total: Number(total), page, pageSize } } };
}
