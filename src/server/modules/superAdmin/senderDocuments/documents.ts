/**
 * A sender-name request's documents: kept on arrival (checked by their bytes, encrypted, written to
 * the local folder and to the customer's secure store), listed, and read back decrypted.
 */
import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { SuperAdminSourceNameFile } from '../../../../contract/superAdmin';
import { formatIsraelDateTime } from '../../../../domain/israelTime';
import type { Db } from '../../../db/database';
import type { SenderNameDocumentsTable } from '../../../db/schema';
import { documentTypeOf, localFolderOf, readDecrypted, secureFolderOf, writeEncrypted } from './vault';

export type SenderNameDocument = Selectable<SenderNameDocumentsTable>;

/** Largest document kept: a scan of an identity card or a signed declaration fits well under it. */
export const documentMaxBytes = 10 * 1024 * 1024;

export class DocumentRefused extends Error {}

/**
 * Keeps a document of the request (in the caller's transaction). Refused when its bytes are not a
 * PDF, JPEG or PNG, whatever its name says, or when it is empty or too large.
 */
export async function keepSenderNameDocument(
  trx: Db,
  dataDir: string,
  input: { identityId: number; account: number; fileName: string; data: Buffer; now: number },
): Promise<SenderNameDocument> {
  const mimeType = documentTypeOf(input.data);
  if (!mimeType || input.data.length > documentMaxBytes) throw new DocumentRefused('not a pdf or photo document');
  const extension = mimeType === 'application/pdf' ? 'pdf' : mimeType === 'image/png' ? 'png' : 'jpg';
  const storedName = `${randomBytes(16).toString('hex')}.${extension}`;
  // The shown name keeps no path: only its last part, at most 255 characters.
  const fileName = (input.fileName.split(/[\\/]/).pop() || storedName).slice(0, 255);
  writeEncrypted(dataDir, localFolderOf(dataDir, input.account), storedName, input.data);
  writeEncrypted(dataDir, secureFolderOf(dataDir, input.account), storedName, input.data);
  return trx
    .insertInto('sender_name_documents')
    .values({ identity_id: input.identityId, account_id: input.account, file_name: fileName, stored_name: storedName, mime_type: mimeType, size: input.data.length, uploaded_at: input.now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export const documentView = (row: SenderNameDocument): SuperAdminSourceNameFile => ({
  id: row.id,
  requestId: row.identity_id,
  fileName: row.file_name,
  size: Number(row.size),
  uploadedOn: formatIsraelDateTime(Number(row.uploaded_at)),
  isLocal: row.is_local === 1,
});

/** The document's plain bytes: its local copy while there is one, else the secure store's. */
export function documentBytes(dataDir: string, row: SenderNameDocument): Buffer | null {
  const local = row.is_local === 1 ? readDecrypted(dataDir, localFolderOf(dataDir, row.account_id), row.stored_name) : null;
  return local ?? (row.is_secure === 1 ? readDecrypted(dataDir, secureFolderOf(dataDir, row.account_id), row.stored_name) : null);
}
