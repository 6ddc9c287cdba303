/** Usage rows, overseas billing and answers for the usage pages' tests. */
import type { GetReportPageApiResponse, ReportsOverseasBilling, ReportsUsageRow } from '../../../api/generated/reports';
import { GetReportPage } from '../../../../contract/statusCodes';

export const usageRows: ReportsUsageRow[] = [
  { userId: 10, username: 'demo', name: 'Dana Levi', month: 1, year: 2025, sms: 12345, smsParts: 20000, overseasSms: 10, voice: 0, whatsapp: 5, credits: 20010 },
  { userId: 11, username: 'sub1', name: 'Avi Cohen', month: 1, year: 2025, sms: 3000, smsParts: 3000, overseasSms: 0, voice: 7, whatsapp: 0, credits: 3007 },
  { userId: 10, username: 'demo', name: 'Dana Levi', month: 2, year: 2025, sms: 1000, smsParts: 1500, overseasSms: 2, voice: 0, whatsapp: 0, credits: 1502 },
];

export const usageTotals = { sms: 16345, smsParts: 24500, overseasSms: 12, voice: 7, whatsapp: 5, credits: 24519 };

export const usageAnswer = (rows: ReportsUsageRow[], page = 1, total = rows.length): GetReportPageApiResponse => ({
  data: { status: GetReportPage.ready, rows, pageInfo: { total, page, pageSize: 50 }, totals: usageTotals },
});

export const overseasBilling: ReportsOverseasBilling = {
  rows: [
    { country: 'United States', prefix: '1', operator: 'AT&T', messages: 1200, parts: 1500, rate: 0.35, amount: 525 },
    { country: 'Germany', prefix: '49', operator: 'Telekom', messages: 300, parts: 300, rate: 0.4, amount: 120 },
  ],
  totalMessages: 1500,
  totalParts: 1800,
  totalAmount: 645,
};
