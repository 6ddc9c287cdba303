/** Messages-report rows, counts and an msw handler that records what the page asked. */
import { http, HttpResponse } from 'msw';
import type { GetReportPageApiArg, GetSmsRequestCountApiArg, ReportRow, ReportsRequestCount } from '../../../api/generated/reports';
import { apiUrl, server } from '../../../test/server';
import { GetReportPage } from '../../../../contract/statusCodes';

export const messages: ReportRow[] = [
  { id: 1, status: 'delivered', parts: 1, operator: 'Cellcom', sender: 'Shop', destination: '0501234567', message: 'Sale today', campaignId: 7, campaignName: 'Spring', sentOn: '03/02/2025 10:15', deliveredOn: '03/02/2025 10:16' },
  { id: 2, status: 'notDelivered', parts: 2, operator: 'Partner', sender: 'Shop', destination: '0521111111', message: 'Sale, "today"', campaignId: 7, campaignName: 'Spring', sentOn: '03/02/2025 10:15' },
  { id: 3, status: 'kosherNumber', parts: 1, operator: 'Pelephone', sender: 'Shop', destination: '0531234567', message: 'Sale today', campaignId: 7, campaignName: 'Spring', sentOn: '03/02/2025 10:15' },
];

export const counts: ReportsRequestCount = { total: 12345, parts: 23456, byStatus: { delivered: 12000, notDelivered: 300, kosherNumber: 45 } };

export interface SmsServed {
  pages: GetReportPageApiArg['body'][];
  counts: GetSmsRequestCountApiArg['body'][];
}

/** Answers the report (every row on any page, or pages of `perPage` rows whatever size was asked) and the counts. */
export function serveSmsReport(options: { rows?: ReportRow[]; count?: ReportsRequestCount; perPage?: number; status?: number } = {}): SmsServed {
  const { rows = messages, count = counts, perPage, status = GetReportPage.ready } = options;
  const served: SmsServed = { pages: [], counts: [] };
  server.use(
    http.post(apiUrl('/reports/sms-report'), async ({ request }) => {
      const body = (await request.json()) as GetReportPageApiArg['body'];
      served.pages.push(body);
      const page = body.page ?? 1;
      const slice = status !== GetReportPage.ready ? [] : perPage ? rows.slice((page - 1) * perPage, page * perPage) : rows;
      return HttpResponse.json({ data: { status, rows: slice, pageInfo: { total: status === GetReportPage.ready ? rows.length : 0, page, pageSize: body.pageSize ?? 50 } } });
    }),
    http.post(apiUrl('/reports/get-sms-request-count'), async ({ request }) => {
      served.counts.push((await request.json()) as GetSmsRequestCountApiArg['body']);
      return HttpResponse.json({ data: count });
    }),
  );
  return served;
}
