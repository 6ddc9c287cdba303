/**
 * How far each running file import has come, so the browser can draw a real progress bar
 * while create-list-from-excel runs. It lives in the memory of the process doing the import:
 * the import holds the database's write transaction, so progress written to the database
 * would wait behind it. With several API processes, a sticky session by account keeps the
 * polling on the importing process.
 */
import type { ContactsImportProgress, GetImportProgressApiArg } from '../../../app/api/generated/contacts';
import { accountOf } from '../../http/account';
import { HttpError } from '../../http/envelope';
import type { Handler } from '../../http/handler';

/** How long a finished import's last state is still answered. */
const keptMs = 10 * 60 * 1000;

interface Entry extends ContactsImportProgress {
  updatedAt: number;
}

const imports = new Map<string, Entry>();
const keyOf = (accountId: number, importKey: string) => `${accountId}:${importKey}`;

function forget(now: number): void {
  for (const [key, entry] of imports) if (now - entry.updatedAt > keptMs) imports.delete(key);
}

/** The handle an import reports through; a no-op when the browser did not ask to follow it. */
export interface ImportTracker {
  read(fraction: number, rowsRead: number): void;
  saving(): void;
  done(): void;
}

const untracked: ImportTracker = { read: () => undefined, saving: () => undefined, done: () => undefined };

/** The contract's form of an import key (the multipart form is not checked by the binding). */
const importKeyForm = /^[A-Za-z0-9-]{8,64}$/;

export function trackImport(accountId: number, importKey: string | undefined, now: () => number): ImportTracker {
  if (!importKey) return untracked;
  if (!importKeyForm.test(importKey)) throw new HttpError(400, 'errors.generic.badRequest', { field: 'body.importKey' });
  forget(now());
  const key = keyOf(accountId, importKey);
  const set = (stage: Entry['stage'], percent: number, rowsRead: number) => imports.set(key, { stage, percent, rowsRead, updatedAt: now() });
  set('reading', 0, 0);
  let rows = 0;
  return {
    // Never 100 while reading: the list is not committed until the stage says done.
    read: (fraction, rowsRead) => set('reading', Math.min(99, Math.floor(fraction * 100)), (rows = rowsRead)),
    saving: () => set('saving', 99, rows),
    done: () => set('done', 100, rows),
  };
}

export const getImportProgress: Handler<GetImportProgressApiArg> = async ({ importKey }, ctx) => {
  const entry = imports.get(keyOf(accountOf(ctx.user!), importKey));
  const { stage, percent, rowsRead } = entry ?? { stage: 'waiting' as const, percent: 0, rowsRead: 0 };
  return { data: { stage, percent, rowsRead } };
};
