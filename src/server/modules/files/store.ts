/**
 * Where destination files live: the file row (per account, named by its content hash), its
 * bytes, and its checked recipients. Every lookup is by the caller's account, so another
 * account's hash is simply not found.
 */
import { createHash } from 'node:crypto';
import type { Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database';
import { BatchWriter } from '../../db/batchWriter';
import type { Database, DestinationFilesTable } from '../../db/schema';
import { notFound } from '../../http/envelope';
import type { NewContact } from '../contacts/importRows';

export type Executor = Db | Transaction<Database>;
export type DestinationFile = Selectable<DestinationFilesTable>;

export const contentHash = (data: Buffer | string): string => createHash('sha256').update(data).digest('hex');

export async function findFile(db: Executor, account: number, hash: string): Promise<DestinationFile | undefined> {
  return db.selectFrom('destination_files').selectAll().where('account_id', '=', account).where('hash', '=', hash).executeTakeFirst();
}

/** The account's file by hash; unknown (or another account's) is 404. */
export async function ownFile(db: Executor, account: number, hash: string): Promise<DestinationFile> {
  const file = await findFile(db, account, hash);
  if (!file) throw notFound();
  return file;
}

export interface NewFile {
  account: number;
  userId: number;
  hash: string;
  name: string;
  kind: DestinationFile['kind'];
  status: DestinationFile['status'];
  campaignId?: number;
  size: number;
  headers: string[];
  now: number;
}

export async function insertFile(db: Executor, file: NewFile): Promise<DestinationFile> {
  return db
    .insertInto('destination_files')
    .values({
      account_id: file.account,
      user_id: file.userId,
      hash: file.hash,
      name: file.name,
      kind: file.kind,
      status: file.status,
      campaign_id: file.campaignId ?? null,
      size: file.size,
      headers: JSON.stringify(file.headers),
      created_at: file.now,
      updated_at: file.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function fileBytes(db: Executor, fileId: number): Promise<Buffer> {
  const row = await db.selectFrom('destination_file_blobs').select('data').where('file_id', '=', fileId).executeTakeFirstOrThrow();
  return Buffer.from(row.data);
}

/** Rows and bytes go first: the file row is what names them. */
export async function deleteFileRows(db: Executor, fileId: number): Promise<void> {
  await db.deleteFrom('destination_file_rows').where('file_id', '=', fileId).execute();
}

export async function deleteWholeFile(db: Executor, fileId: number): Promise<void> {
  await deleteFileRows(db, fileId);
  await db.deleteFrom('destination_file_blobs').where('file_id', '=', fileId).execute();
  await db.deleteFrom('destination_files').where('id', '=', fileId).execute();
}

/**
 * Recipients per INSERT: 7 bound values a row keeps 4000 rows under SQLite's 32766
 * parameters (and PostgreSQL's 65535).
 */
const rowsPerInsert = 4000;

/** Inserts a file's recipients in batches; a repeated number is merged by the key, and counted. */
export class RecipientBatchWriter extends BatchWriter<NewContact> {
  constructor(
    private readonly db: Executor,
    private readonly fileId: number,
  ) {
    super(rowsPerInsert);
  }

  protected async insert(batch: NewContact[]): Promise<number> {
    const result = await this.db
      .insertInto('destination_file_rows')
      .values(
        batch.map((c) => ({
          file_id: this.fileId,
          phone: c.phone,
          field1: c.fields[0],
          field2: c.fields[1],
          field3: c.fields[2],
          field4: c.fields[3],
          field5: c.fields[4],
          field6: c.fields[5],
        })),
      )
      .onConflict((oc) => oc.columns(['file_id', 'phone']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n);
  }
}
