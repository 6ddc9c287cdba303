/** Blacklist rows and report answers for the page's tests. */
import type { BlacklistEntry, GetReportPageApiResponse } from '../../api/generated/reports';
import { GetReportPage } from '../../../contract/statusCodes';

export const entries: BlacklistEntry[] = [
  { BLACKLIST_ID: 1, PHONE: '501234567', source: 'user', user: 'demo', createdOn: '03/02/2025 10:15' },
  { BLACKLIST_ID: 2, PHONE: '0521111111', source: 'remove page', user: '', createdOn: '04/02/2025 08:00' },
  { BLACKLIST_ID: 3, PHONE: '036001234', source: 'upload', user: 'dana', createdOn: '05/02/2025 12:30' },
];

export const reportAnswer = (rows: BlacklistEntry[], page = 1, total = rows.length): GetReportPageApiResponse => ({
  data: { status: GetReportPage.ready, rows, pageInfo: { total, page, pageSize: 500 } },
});
