/** Incoming-message rows and report answers for the page's tests. */
import type { GetReportPageApiResponse, ReportsIncomingSmsRow } from '../../../api/generated/reports';
import { GetReportPage } from '../../../../contract/statusCodes';

export const incomingRows: ReportsIncomingSmsRow[] = [
  { id: 1, phone: '501234567', destination: '0529990000', message: 'כן, מעוניין', receivedOn: '2025-02-03T10:15:00', campaignId: 7, campaignName: 'Spring sale', isUnsubscribe: false },
  { id: 2, phone: '0521111111', destination: '0529990000', message: 'STOP', receivedOn: '04/02/2025 08:00', campaignId: 7, campaignName: 'Spring sale', isUnsubscribe: true },
  { id: 3, phone: '0543333333', destination: '0529990001', message: 'Who is this?', receivedOn: '05/02/2025 12:30' },
];

export const incomingAnswer = (rows: ReportsIncomingSmsRow[], page = 1, total = rows.length): GetReportPageApiResponse => ({
  data: { status: GetReportPage.ready, rows, pageInfo: { total, page, pageSize: 50 } },
});
