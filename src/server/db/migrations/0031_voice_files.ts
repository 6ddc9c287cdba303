/**
 * The recordings voice campaigns play (issue 16): an upload (mp3 or wav) or a text read by
 * text-to-speech, converted ONCE when it arrives to what a call sends — 8 kHz mono G.711 µ-law,
 * one byte a sample — and kept in the data folder under its hash. The row is the account's
 * claim on that file: another account's hash is not found, a deleted one is not played.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('voice_files')
    .addColumn('hash', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    // upload | tts
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('original_name', 'text', (c) => c.notNull())
    // The text and its language, for a recording made by text-to-speech.
    .addColumn('tts_text', 'text')
    .addColumn('language', 'text')
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    // Relative to the data folder: the converted µ-law samples.
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute();
  await db.schema.createIndex('voice_files_account').on('voice_files').columns(['account_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('voice_files').execute();
}
