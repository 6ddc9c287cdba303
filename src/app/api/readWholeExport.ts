/**
 * Reads every row of a management export (super-admin/export-*: the exports panel, a
 * customer's contact lists), a page at a time, reporting progress and stopping
 * when cancelled. More than 100,000 rows are refused by the server (tooLarge): those are sent
 * by e-mail instead, as the reports do.
 */
import type { SuperAdminExportTable } from './generated/superAdmin';
import { ExportUsers } from '../../contract/statusCodes';

/** The largest page the contract allows: fewest calls. */
export const exportPageSize = 5000;

export type ExportRow = SuperAdminExportTable['rows'][number];

export type WholeExport =
  | { outcome: 'ready'; headers: SuperAdminExportTable['headers']; rows: ExportRow[] }
  | { outcome: 'tooLarge'; total: number }
  /** A refusal: the base query already told it. */
  | { outcome: 'refused' }
  | { outcome: 'cancelled' };

export async function readWholeExport(
  readPage: (page: number) => Promise<SuperAdminExportTable | undefined>,
  onProgress: (read: number, total: number) => void,
  isCancelled: () => boolean,
): Promise<WholeExport> {
  const rows: ExportRow[] = [];
  for (let page = 1; ; page++) {
    if (isCancelled()) return { outcome: 'cancelled' };
    const answer = await readPage(page);
    if (isCancelled()) return { outcome: 'cancelled' };
    // The four exports share their result codes (the contract's x-status-codes).
    if (answer?.status === ExportUsers.tooLarge) return { outcome: 'tooLarge', total: answer.total ?? 0 };
    if (!answer || answer.status !== ExportUsers.ready) return { outcome: 'refused' };
    rows.push(...answer.rows);
    const total = answer.total ?? rows.length;
    onProgress(rows.length, total);
    if (!answer.rows.length || rows.length >= total) return { outcome: 'ready', headers: answer.headers, rows };
  }
}
