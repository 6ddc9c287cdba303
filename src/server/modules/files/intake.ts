/**
 * Taking rows (pasted or read from a file) into a destination file: each row checked by the
 * list rules of section 5 (contacts/importRows), the good ones written, the bad ones kept
 * with their reason, and the file's counts and answer made from the outcome.
 */
import type { FilesUploadedDestinations } from '../../../contract/files';
import { checkContactRow, FailedRows, type RawContactRow } from '../contacts/importRows';
import { RecipientBatchWriter, type DestinationFile, type Executor } from './store';

/** Thrown inside the transaction to undo it when not one row could be kept. */
export class NothingSaved extends Error {}

export class RecipientIntake {
  readonly failed = new FailedRows();
  rows = 0;
  private readonly writer: RecipientBatchWriter;

  constructor(
    db: Executor,
    fileId: number,
    private readonly today: Date,
  ) {
    this.writer = new RecipientBatchWriter(db, fileId);
  }

  async offer(rowNumber: number, raw: RawContactRow): Promise<void> {
    // A wholly empty line is a slip of the paste (or a blank sheet row), not a failed row.
    if (!raw.phone.trim() && !raw.fields.some((f) => f.trim())) return;
    this.rows += 1;
    const checked = checkContactRow(raw, this.today);
    if (checked.ok) await this.writer.add(checked.contact);
    else this.failed.add(rowNumber, raw, checked.reason);
  }

  /**
   * Writes what is pending and records the counts on the file. Without one good row the
   * transaction is undone: a rejected paste or file leaves no recipients behind.
   */
  async finish(db: Executor, file: DestinationFile, changes: { headers: string[]; mapping: string | null; campaignId?: number; now: number }): Promise<DestinationFile> {
    await this.writer.flush();
    if (this.writer.saved === 0) throw new NothingSaved();
    return db
      .updateTable('destination_files')
      .set({
        // A file a campaign already uses stays in use when it is checked again.
        status: file.status === 'inUse' ? 'inUse' : 'checked',
        headers: JSON.stringify(changes.headers),
        mapping: changes.mapping,
        campaign_id: changes.campaignId ?? file.campaign_id,
        total_rows: this.rows,
        saved: this.writer.saved,
        duplicates: this.writer.duplicates,
        failed: this.failed.count,
        updated_at: changes.now,
      })
      .where('id', '=', file.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
}

/** The two codes of a checked file in its operation's contract: every row kept, or some failed. */
export interface CheckedCodes {
  whole: number;
  partly: number;
}

/** The checked file as the composer adds it: the destination, its counts and the failed rows. */
export function checkedAnswer(file: DestinationFile, failed: FailedRows, type: 'upl_contacts' | 'upl_contact_big_file', codes: CheckedCodes): FilesUploadedDestinations {
  return {
    status: failed.count > 0 ? codes.partly : codes.whole,
    destination: { type, upload_id: file.id, count: file.saved, name: file.name },
    upload_id: file.id,
    file_unique_hash: file.hash,
    dynamicHeaders: JSON.parse(file.headers) as string[],
    totalRows: file.total_rows,
    saved: file.saved,
    duplicates: file.duplicates,
    failed: file.failed,
    failedRows: failed.rows,
  };
}

/** The answer when no row was good: nothing kept, and why each row failed. */
export const nothingSavedAnswer = (status: number, intake: RecipientIntake): FilesUploadedDestinations => ({
  status,
  totalRows: intake.rows,
  saved: 0,
  duplicates: 0,
  failed: intake.failed.count,
  failedRows: intake.failed.rows,
});
