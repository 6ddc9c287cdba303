/** What the click report asks for and how it reads the answer. */
import type { GetReportPageApiResponse, ReportsClickRow } from '../../../api/generated/reports';
import { GetReportPage } from '../../../../contract/statusCodes';

export const clickRouteName = 'click-report' as const;

/** The search param naming the campaign whose details are open (kept in the URL, so they can be shared). */
export const detailsParam = 'details';
export const clickersPageParam = 'clickersPage';
export const clickersPageSize = 20;

/** The click-report route answers ReportsClickRow rows (contract); the generated type is every report's union. */
export const clickRowsOf = (answer: GetReportPageApiResponse | undefined): ReportsClickRow[] =>
  (answer?.data?.status === GetReportPage.ready ? answer.data.rows ?? [] : []) as ReportsClickRow[];
