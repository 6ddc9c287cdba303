/**
 * Reads every row of the WhatsApp log the filters show, in slices of the most rows the contract
 * allows (low..high, 1,000), reporting progress and stopping when cancelled: the WhatsApp log's
 * counterpart of shared/readWholeReport for the export buttons.
 */
import type { GetWaLogsApiArg, GetWaLogsApiResponse, ReportsWaLogFilters, ReportsWaLogRow } from '../../../api/generated/reports';
import { ExportCancelled, exportPageSize } from '../shared/readWholeReport';

interface SliceRead {
  unwrap: () => Promise<GetWaLogsApiResponse>;
}

export interface WholeWaLogRead {
  filters: ReportsWaLogFilters;
  readSlice: (arg: GetWaLogsApiArg) => SliceRead;
  onProgress: (read: number, total: number) => void;
  isCancelled: () => boolean;
}

export async function readWholeWaLog(read: WholeWaLogRead): Promise<ReportsWaLogRow[]> {
  const rows: ReportsWaLogRow[] = [];
  for (;;) {
    if (read.isCancelled()) throw new ExportCancelled();
    const answer = await read.readSlice({ ...read.filters, low: rows.length, high: rows.length + exportPageSize }).unwrap();
    if (read.isCancelled()) throw new ExportCancelled();
    const slice = answer.data?.rows ?? [];
    rows.push(...slice);
    const total = answer.data?.count ?? rows.length;
    read.onProgress(rows.length, total);
    if (!slice.length || rows.length >= total) return rows;
  }
}
