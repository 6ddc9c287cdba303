/**
 * Reports too large for the page, produced on the server: the CSV is written under the data
 * folder (reports/<file>.csv, first as .part so a half-written file is never served), the row
 * in produced_reports goes producing → ready (or failed), and the account is e-mailed a
 * download link through the outbox. A producer that dies leaves its row "producing" with an
 * updated_at that stops moving; such a row counts as failed from then on (markStalled).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../../../db/database';
import { sendSystemMail } from '../../../messaging/outbox';
import { messageReportCsv, writeCsvFile } from './csv';
import type { MessageFilters } from './filters';

/** How long an e-mailed report can be downloaded (the spec's received-link lifetime). */
export const producedReportLifetimeMs = 30 * 86_400_000;
/** A producing row not moved on for this long belongs to a producer that died. */
export const stalledAfterMs = 5 * 60_000;

export const reportsDir = (dataDir: string): string => join(dataDir, 'reports');
export const reportPath = (dataDir: string, file: string): string => join(reportsDir(dataDir), `${file}.csv`);

/** Producing rows whose producer stopped moving them are failed: the crash is visible, and the report may be asked again. */
export async function markStalled(db: Db, now: number): Promise<void> {
  await db
    .updateTable('produced_reports')
    .set({ status: 'failed', error: 'stopped while producing', finished_at: now })
    .where('status', '=', 'producing')
    .where('updated_at', '<', now - stalledAfterMs)
    .execute();
}

export async function isBeingProduced(db: Db, account: number, reportName: string, key: string, now: number): Promise<boolean> {
  await markStalled(db, now);
  const row = await db
    .selectFrom('produced_reports')
    .select('id')
    .where('account_id', '=', account)
    .where('report_name', '=', reportName)
    .where('filters_key', '=', key)
    .where('status', '=', 'producing')
    .executeTakeFirst();
  return row !== undefined;
}

export interface ReportOrder {
  account: number;
  userId: number;
  reportName: string;
  key: string;
  email: string;
  now: number;
}

/** Records the order; null when the same report is already being produced (the unique index says so). */
export async function orderReport(db: Db, order: ReportOrder): Promise<{ id: number; file: string } | null> {
  const file = randomBytes(16).toString('hex');
  try {
    const row = await db
      .insertInto('produced_reports')
      .values({
        account_id: order.account,
        user_id: order.userId,
        report_name: order.reportName,
        filters_key: order.key,
        email: order.email,
        status: 'producing',
        file,
        created_at: order.now,
        updated_at: order.now,
        expires_at: order.now + producedReportLifetimeMs,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, file };
  } catch (error) {
    if (await isBeingProduced(db, order.account, order.reportName, order.key, order.now)) return null;
    throw error;
  }
}

/** A file produced for e-mail: where it goes, and what it holds. */
export interface ProducedFile {
  db: Db;
  dataDir: string;
  id: number;
  file: string;
  email: string;
  userId: number;
  /** The download link the e-mail carries. */
  link: string;
  now: () => number;
  /** The CSV text, a chunk at a time; it counts its rows into `counted.rows`. */
  csv: (counted: { rows: number }) => AsyncIterable<string>;
  /** The e-mail once the file is written, knowing how many rows it holds. */
  mail: (rows: number) => { subject: string; text: string };
}

/**
 * Writes the file and e-mails the link; every outcome ends in the row, never in a thrown error.
 * The message reports and the management exports (superAdmin/exports) are produced by it.
 */
export async function produceReport(p: ProducedFile): Promise<void> {
  const dir = reportsDir(p.dataDir);
  const final = reportPath(p.dataDir, p.file);
  const partial = `${final}.part`;
  const counted = { rows: 0 };
  try {
    mkdirSync(dir, { recursive: true });
    const moveOn = () => p.db.updateTable('produced_reports').set({ rows: counted.rows, updated_at: p.now() }).where('id', '=', p.id).execute().then(() => undefined);
    await writeCsvFile(partial, p.csv(counted), moveOn);
    renameSync(partial, final);
    await p.db.transaction().execute(async (tx) => {
      await tx.updateTable('produced_reports').set({ status: 'ready', rows: counted.rows, updated_at: p.now(), finished_at: p.now() }).where('id', '=', p.id).execute();
      await sendSystemMail(tx, { to: p.email, ...p.mail(counted.rows), userId: p.userId, now: p.now() });
    });
  } catch (error) {
    rmSync(partial, { force: true });
    const message = error instanceof Error ? error.message : String(error);
    await p.db
      .updateTable('produced_reports')
      .set({ status: 'failed', error: message.slice(0, 500), finished_at: p.now(), updated_at: p.now() })
      .where('id', '=', p.id)
      .execute()
      .catch(() => undefined);
  }
}

export interface Production extends Omit<ProducedFile, 'csv' | 'mail'> {
  filters: MessageFilters;
  operator: string;
}

export async function produceSmsReport(p: Production): Promise<void> {
  const what = p.filters.kind === 'voice' ? 'voice' : 'SMS';
  await produceReport({
    ...p,
    csv: (counted) => messageReportCsv(p.db, p.filters, p.operator, counted),
    mail: (rows) => ({
      subject: `Your ${what} report is ready`,
      text: `The ${what} report you asked for (${rows.toLocaleString('en-US')} ${p.filters.kind === 'voice' ? 'calls' : 'messages'}) is ready. Download it within 30 days: ${p.link}`,
    }),
  });
}
