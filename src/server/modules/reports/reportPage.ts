/**
 * reports/{routeName}: one operation serves every report page's table; each report answers
 * from its own module. A report not built yet answers 501 like any operation without
 * behaviour, so the page says so instead of showing an empty table as if it were true.
 */
import type { GetReportPageApiArg, GetReportPageApiResponse, ReportsRouteName } from '../../../contract/reports';
import { HttpError } from '../../http/envelope';
import type { Handler, RequestContext } from '../../http/handler';
import { smsReportPage } from './messages/smsReport';
import { voiceReportPage } from './voice/voiceReport';
import { blacklistReportPage } from '../blacklist/reportPage';
import { clickReportPage } from './clicks/clickReport';
import { invoicesReportPage } from './invoices/invoicesReport';
import { usageReportPage } from './usage/usageReport';
import { futureShipmentsReportPage, waitingShipmentsReportPage } from './shipments/pendingReports';
import { shipmentsReportPage } from './shipments/sentReport';
import { incomingSmsReportPage } from './incoming/incomingReport';

type ReportPage = (arg: GetReportPageApiArg, ctx: RequestContext) => Promise<GetReportPageApiResponse>;

const reportPages: Partial<Record<ReportsRouteName, ReportPage>> = {
  'sms-report': smsReportPage,
  'voice-report': voiceReportPage,
  'blacklist-report': blacklistReportPage,
  'click-report': clickReportPage,
  'invoices-report': invoicesReportPage,
  'users-usage-report': usageReportPage,
  'shipments-report': shipmentsReportPage,
  'future-shipments-report': futureShipmentsReportPage,
  'waiting-shipments-report': waitingShipmentsReportPage,
  'incoming-sms-report': incomingSmsReportPage,
};

export const getReportPage: Handler<GetReportPageApiArg> = async (arg, ctx) => {
  const page = reportPages[arg.routeName];
  if (!page) throw new HttpError(501, 'notImplemented');
  return page(arg, ctx);
};
