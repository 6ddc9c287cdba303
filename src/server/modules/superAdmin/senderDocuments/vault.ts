/**
 * Documents kept encrypted at rest: AES-256-GCM under one key the installation makes on first use
 * and keeps in DATA_DIR (keptSecret), a fresh 12-byte nonce per file, stored as nonce | tag | ciphertext.
 * A document read back whose tag does not match (changed on disk, or not ours) is no document: null.
 * Files are named by the server (random letters); a name asked for is only ever looked up inside
 * its own folder, so "../" or an absolute path never reaches another file.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, resolve, sep } from 'node:path';
import { keptSecret } from '../../../keptSecret';
import { sniffMedia } from '../../files/mediaKind';

const keyFile = 'documents.key';

const keyOf = (dataDir: string): Buffer => Buffer.from(keptSecret(dataDir, keyFile, () => randomBytes(32).toString('hex')), 'hex');

export function encryptDocument(dataDir: string, plain: Buffer): Buffer {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(dataDir), nonce);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([nonce, cipher.getAuthTag(), body]);
}

export function decryptDocument(dataDir: string, kept: Buffer): Buffer | null {
  if (kept.length < 28) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(dataDir), kept.subarray(0, 12));
    decipher.setAuthTag(kept.subarray(12, 28));
    return Buffer.concat([decipher.update(kept.subarray(28)), decipher.final()]);
  } catch {
    return null;
  }
}

/** A request's documents as they arrive (the local folder) and the secure store of each customer's documents. */
export const localFolderOf = (dataDir: string, account: number): string => join(dataDir, 'sender-documents', String(account));
export const secureFolderOf = (dataDir: string, account: number): string => join(dataDir, 'secure-server', String(account));

/** The path of `name` inside `folder`, or null when the name would leave it. */
export function pathInside(folder: string, name: string): string | null {
  if (!name || name !== basename(name) || name === '.' || name === '..' || name.includes('\0')) return null;
  const root = resolve(folder);
  const path = resolve(root, name);
  return path.startsWith(root + sep) ? path : null;
}

/** What a document really is, by its first bytes: only a PDF or a photo (JPEG, PNG) is a document. */
export function documentTypeOf(data: Buffer): string | null {
  const sniffed = sniffMedia(data);
  return sniffed && ['application/pdf', 'image/jpeg', 'image/png'].includes(sniffed.mimeType) ? sniffed.mimeType : null;
}

export function writeEncrypted(dataDir: string, folder: string, name: string, plain: Buffer): void {
  const path = pathInside(folder, name);
  if (!path) throw new Error('a document name must stay in its folder');
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  writeFileSync(path, encryptDocument(dataDir, plain), { mode: 0o600 });
}

/** The decrypted document `name` of `folder`; null when it is absent, outside it or not one we encrypted. */
export function readDecrypted(dataDir: string, folder: string, name: string): Buffer | null {
  const path = pathInside(folder, name);
  if (!path || !existsSync(path)) return null;
  return decryptDocument(dataDir, readFileSync(path));
}

export function removeFile(folder: string, name: string): void {
  const path = pathInside(folder, name);
  if (path) rmSync(path, { force: true });
}
