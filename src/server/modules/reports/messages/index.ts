/** The message reports' operations (reports/sms-report rows are registered in reports/reportPage.ts). */
import type { HandlerMap } from '../../../http/handler';
import { checkExistReport, sendBigSmsReportToMail } from './bigReport';
import { downloadReport } from './download';
import { getSmsRequestCount } from './requestCount';

export const messageReportHandlers: HandlerMap = {
  getSmsRequestCount,
  checkExistReport,
  sendBigSmsReportToMail,
  downloadReport,
};
