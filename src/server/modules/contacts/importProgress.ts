/**
 * How far each running file import has come, so the browser can draw a real progress bar
 * while create-list-from-excel runs. On PostgreSQL several API processes may share the work,
 * so progress is a row any of them can read, written through the pool beside the import's own
 * transaction. On SQLite there is one process and the import's transaction holds the only
 * connection (a write beside it would wait for it), so progress stays in that process's memory.
 */
import { AsyncResource } from 'node:async_hooks';
import type { ContactsImportProgress, GetImportProgressApiArg } from '../../../contract/contacts';
import { dialectOf, type Db } from '../../db/database';
import { accountOf } from '../../http/account';
import { HttpError } from '../../http/envelope';
import type { Handler } from '../../http/handler';

/** How long a finished import's last state is still answered. */
const keptMs = 10 * 60 * 1000;
/** Progress rows are written at most this often per import: the import itself comes first. */
const writeEveryMs = 250;

type Progress = ContactsImportProgress;
const waiting: Progress = { stage: 'waiting', percent: 0, rowsRead: 0 };

interface ProgressStore {
  write(account: number, key: string, progress: Progress, now: number): Promise<void>;
  read(account: number, key: string, now: number): Promise<Progress | undefined>;
}

const inMemory = new Map<string, Progress & { updatedAt: number }>();
const memoryStore: ProgressStore = {
  async write(account, key, progress, now) {
    for (const [k, entry] of inMemory) if (now - entry.updatedAt > keptMs) inMemory.delete(k);
    inMemory.set(`${account}:${key}`, { ...progress, updatedAt: now });
  },
  async read(account, key) {
    const entry = inMemory.get(`${account}:${key}`);
    return entry && { stage: entry.stage, percent: entry.percent, rowsRead: entry.rowsRead };
  },
};

const tableStore = (db: Db): ProgressStore => ({
  async write(account, key, { stage, percent, rowsRead }, now) {
    await db
      .insertInto('import_progress')
      .values({ account_id: account, import_key: key, stage, percent, rows_read: rowsRead, updated_at: now })
      .onConflict((oc) => oc.columns(['account_id', 'import_key']).doUpdateSet({ stage, percent, rows_read: rowsRead, updated_at: now }))
      .execute();
    if (stage === 'done') await db.deleteFrom('import_progress').where('updated_at', '<', now - keptMs).execute();
  },
  async read(account, key, now) {
    const row = await db.selectFrom('import_progress').selectAll().where('account_id', '=', account).where('import_key', '=', key).where('updated_at', '>=', now - keptMs).executeTakeFirst();
    return row && { stage: row.stage as Progress['stage'], percent: row.percent, rowsRead: row.rows_read };
  },
});

const storeOf = (db: Db): ProgressStore => (dialectOf(db) === 'postgres' ? tableStore(db) : memoryStore);

/** The handle an import reports through; a no-op when the browser did not ask to follow it. */
export interface ImportTracker {
  read(fraction: number, rowsRead: number): Promise<void>;
  saving(): Promise<void>;
  done(): Promise<void>;
}

const untracked: ImportTracker = { read: async () => undefined, saving: async () => undefined, done: async () => undefined };

/** The contract's form of an import key (the multipart form is not checked by the binding). */
const importKeyForm = /^[A-Za-z0-9-]{8,64}$/;

export async function trackImport(db: Db, accountId: number, importKey: string | undefined, now: () => number): Promise<ImportTracker> {
  if (!importKey) return untracked;
  if (!importKeyForm.test(importKey)) throw new HttpError(400, 'errors.generic.badRequest', { field: 'body.importKey' });
  const store = storeOf(db);
  let rows = 0;
  let lastWrite = 0;
  // Bound to the request's context from before the import's transaction: on PostgreSQL the
  // progress row is written beside that transaction on purpose (other processes read it while
  // it runs), and the outer-db guard (db/transactionGuard) then sees a write outside it.
  const write = AsyncResource.bind(async (progress: Progress, force: boolean) => {
    const at = now();
    if (!force && at - lastWrite < writeEveryMs) return;
    lastWrite = at;
    await store.write(accountId, importKey, progress, at);
  });
  await write({ stage: 'reading', percent: 0, rowsRead: 0 }, true);
  return {
    // Never 100 while reading: the list is not committed until the stage says done.
    read: (fraction, rowsRead) => write({ stage: 'reading', percent: Math.min(99, Math.floor(fraction * 100)), rowsRead: (rows = rowsRead) }, false),
    saving: () => write({ stage: 'saving', percent: 99, rowsRead: rows }, true),
    done: () => write({ stage: 'done', percent: 100, rowsRead: rows }, true),
  };
}

export const getImportProgress: Handler<GetImportProgressApiArg> = async ({ importKey }, ctx) => {
  const progress = await storeOf(ctx.db).read(accountOf(ctx.user!), importKey, ctx.now());
  return { data: progress ?? waiting };
};
