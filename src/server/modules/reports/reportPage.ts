/**
 * reports/{routeName}: one operation serves every report page's table; each report answers
 * from its own module. A report not built yet answers 501 like any operation without
 * behaviour, so the page says so instead of showing an empty table as if it were true.
 */
import type { GetReportPageApiArg, GetReportPageApiResponse, ReportsRouteName } from '../../../app/api/generated/reports';
import { HttpError } from '../../http/envelope';
import type { Handler, RequestContext } from '../../http/handler';
import { blacklistReportPage } from '../blacklist/reportPage';

type ReportPage = (arg: GetReportPageApiArg, ctx: RequestContext) => Promise<GetReportPageApiResponse>;

const reportPages: Partial<Record<ReportsRouteName, ReportPage>> = {
  'blacklist-report': blacklistReportPage,
};

export const getReportPage: Handler<GetReportPageApiArg> = async (arg, ctx) => {
  const page = reportPages[arg.routeName];
  if (!page) throw new HttpError(501, 'notImplemented');
  return page(arg, ctx);
};
