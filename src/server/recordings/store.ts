/**
 * Where recordings are kept: the µ-law file in the data folder (recordings/<hash>.ul) and the
 * voice_files row, the account's claim on it. Everything that reads a recording goes through
 * the row: another account's hash, a deleted one or a missing file is not found.
 *
 * The hash is the sha-256 of the account and the converted sound. voice_files is keyed by the
 * hash alone, so two accounts uploading the same file must make two claims; within an account
 * the same sound uploaded again (as mp3 or wav, under any name) is the same recording.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db/database';
import { callAudioMs } from './convert';

export const recordingsFolder = 'recordings';

export const recordingHash = (accountId: number, audio: Buffer): string =>
  createHash('sha256').update(`account ${accountId}\n`).update(audio).digest('hex');

export interface RecordingClaim {
  accountId: number;
  userId: number;
  source: 'upload' | 'tts';
  originalName: string;
  ttsText?: string;
  language?: string;
  now: number;
}

export interface KeptRecording {
  hash: string;
  originalName: string;
  durationMs: number;
}

const exists = (path: string): Promise<boolean> =>
  stat(path).then(
    () => true,
    () => false,
  );

/**
 * Keeps converted call audio for an account: the file first (written aside and renamed, so a
 * reader never sees half of it), then the row. A row that cannot be written takes a file it
 * brought with it away again. The same sound kept again renews the claim (a deleted one
 * comes back) under the new name.
 */
export async function keepRecording(db: Db, dataDir: string, claim: RecordingClaim, audio: Buffer): Promise<KeptRecording> {
  const hash = recordingHash(claim.accountId, audio);
  const path = join(recordingsFolder, `${hash}.ul`);
  const fullPath = join(dataDir, path);
  await mkdir(join(dataDir, recordingsFolder), { recursive: true });
  const wasThere = await exists(fullPath);
  if (!wasThere) {
    const aside = `${fullPath}.${randomBytes(6).toString('hex')}.part`;
    await writeFile(aside, audio);
    await rename(aside, fullPath);
  }
  const durationMs = callAudioMs(audio);
  const row = {
    account_id: claim.accountId,
    user_id: claim.userId,
    source: claim.source,
    original_name: claim.originalName,
    tts_text: claim.ttsText ?? null,
    language: claim.language ?? null,
    duration_ms: durationMs,
    path,
    created_at: claim.now,
    deleted_at: null,
  };
  try {
    await db
      .insertInto('voice_files')
      .values({ hash, ...row })
      .onConflict((c) => c.column('hash').doUpdateSet(row))
      .execute();
  } catch (error) {
    if (!wasThere) await rm(fullPath, { force: true });
    throw error;
  }
  return { hash, originalName: claim.originalName, durationMs };
}

/** The account's recording, unless deleted; null for another account's hash. */
export async function recordingOf(db: Db, accountId: number, hash: string): Promise<(KeptRecording & { path: string }) | null> {
  const row = await db
    .selectFrom('voice_files')
    .select(['hash', 'original_name', 'duration_ms', 'path'])
    .where('hash', '=', hash)
    .where('account_id', '=', accountId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row ? { hash: row.hash, originalName: row.original_name, durationMs: Number(row.duration_ms), path: row.path } : null;
}

/**
 * The µ-law samples (8 kHz mono G.711, one byte a sample) of an account's recording, as the
 * pipeline plays them in calls; null when the hash is another account's, deleted, or its file
 * is gone.
 */
export async function recordingAudio(db: Db, dataDir: string, accountId: number, hash: string): Promise<Buffer | null> {
  const recording = await recordingOf(db, accountId, hash);
  if (!recording) return null;
  try {
    return await readFile(join(dataDir, recording.path));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Deletes an account's recording: the claim is marked deleted (campaigns that name it can no
 * longer play it) and the file is removed. False when the account has no such recording.
 */
export async function deleteRecording(db: Db, dataDir: string, accountId: number, hash: string, now: number): Promise<boolean> {
  const recording = await recordingOf(db, accountId, hash);
  if (!recording) return false;
  const marked = await db
    .updateTable('voice_files')
    .set({ deleted_at: now })
    .where('hash', '=', hash)
    .where('account_id', '=', accountId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (Number(marked.numUpdatedRows) === 0) return false;
  await rm(join(dataDir, recording.path), { force: true });
  return true;
}
