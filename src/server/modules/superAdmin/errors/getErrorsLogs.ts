/**
 * super-admin/get-errors-logs: the server's errors of a period, a page at a time, for the
 * errors page. x-access system (groups 2 and 5, as the /errors route), and then only the users
 * the ERRORS_PAGE_USER_IDS setting names (errorsPageOnly.ts), the same list the route reads.
 */
import type { GetErrorsLogsApiArg, GetErrorsLogsApiResponse } from '../../../../contract/superAdmin';
import { GetErrorsLogs } from '../../../../contract/statusCodes';
import { refuseUnlessErrorsPageUser } from '../../../http/errorsPageOnly';
import type { Handler } from '../../../http/handler';
import { periodOf } from '../../reports/period';
import { errorPage } from './errorQueries';

/** Without dates: the last week, which is what someone looking into "it failed" usually needs. */
export const defaultErrorDays = 7;

export const getErrorsLogs: Handler<GetErrorsLogsApiArg> = async ({ body }, ctx): Promise<GetErrorsLogsApiResponse> => {
  refuseUnlessErrorsPageUser(ctx);
  const page = body.page ?? 1;
  const pageSize = body.pageSize ?? 50;
  const period = periodOf(body, ctx.now(), { byDefault: { days: defaultErrorDays } });
  // Older than the retention (30 days) holds nothing anyway, so a long period is no cost worth refusing.
  if (period === 'invalid') return { data: { status: GetErrorsLogs.invalidPeriod, rows: [], pageInfo: { total: 0, page, pageSize } } };
  const wide = period === 'tooLong' ? { from: 0, to: ctx.now() + 1 } : period;
  const { rows, total } = await errorPage(ctx.db, { period: wide, search: body.search, operation: body.operation, userId: body.userId }, page, pageSize);
  return { data: { status: GetErrorsLogs.found, rows, pageInfo: { total, page, pageSize } } };
};
