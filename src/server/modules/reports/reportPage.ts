/**
 * reports/{routeName}: one operation serves every report page's table; each report answers
 * from its own module. Every route name of the contract has its page (the map's type says so).
 */
import type { GetReportPageApiArg, GetReportPageApiResponse, ReportsRouteName } from '../../../contract/reports';
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

const reportPages: Record<ReportsRouteName, ReportPage> = {
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

export const getReportPage: Handler<GetReportPageApiArg> = async (arg, ctx) => reportPages[arg.routeName](arg, ctx);
