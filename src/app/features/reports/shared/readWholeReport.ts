/**
 * Reads every row a report's filters show, page by page in the largest pages the contract
 * allows, reporting progress and stopping when cancelled.
 */
import type { GetReportPageApiArg, GetReportPageApiResponse, ReportsRouteName } from '../../../api/generated/reports';
import type { ReportFilterRequest } from './useReportParams';
import { GetReportPage } from '../../../../contract/statusCodes';

export const exportPageSize = 1000;

/** A running read of one page: what the lazy query trigger returns. */
interface PageRead {
  unwrap: () => Promise<GetReportPageApiResponse>;
  abort: () => void;
}

export interface WholeReportRead<Row> {
  routeName: ReportsRouteName;
  filters: ReportFilterRequest;
  sort?: { sortField?: string; sortOrder?: 'asc' | 'desc' };
  readPage: (arg: GetReportPageApiArg) => PageRead;
  rowsOf: (answer: GetReportPageApiResponse) => Row[];
  onProgress: (read: number, total: number) => void;
  /** Asked before each page; true stops the read (and aborts the page being read). */
  isCancelled: () => boolean;
}

export class ExportCancelled extends Error {}

export async function readWholeReport<Row>(read: WholeReportRead<Row>): Promise<Row[]> {
  const rows: Row[] = [];
  const sort = read.sort?.sortField && read.sort.sortOrder ? read.sort : {};
  for (let page = 1; ; page++) {
    if (read.isCancelled()) throw new ExportCancelled();
    const running = read.readPage({ routeName: read.routeName, body: { ...read.filters, ...sort, page, pageSize: exportPageSize } });
    const answer = await running.unwrap();
    if (read.isCancelled()) throw new ExportCancelled();
    // A refused page (period too long, too large) was already explained by the base query.
    if (answer.data?.status !== GetReportPage.ready) throw new ExportCancelled();
    const pageRows = read.rowsOf(answer);
    rows.push(...pageRows);
    const total = answer.data?.pageInfo?.total ?? rows.length;
    read.onProgress(rows.length, total);
    if (!pageRows.length || rows.length >= total) return rows;
  }
}
