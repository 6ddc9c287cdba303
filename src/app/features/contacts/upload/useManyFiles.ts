/**
 * The files of /upload-lists: each becomes a new list named after its file, mapped on its
 * own (files differ), then sent one after another so each gets its own progress and result.
 */
import { useCallback, useRef, useState } from 'react';
import type { ContactsColumnMapping, ContactsImportResult } from '../../../api/generated/contacts';
import { listNameKey, listNameProblem } from '../../../../domain/contactFields';
import { fileProblem, listNameOfFile } from './uploadFile';
import { importSaved, useImportRun } from './useImportRun';

export interface FileEntry {
  id: number;
  file: File;
  name: string;
  /** Why the browser refuses the file (i18n key and values), when it does. */
  refused?: { key: string; values?: Record<string, string> };
  rows?: string[][];
  mapping?: ContactsColumnMapping;
  state: 'pending' | 'uploading' | 'saved' | 'notSaved';
  result?: ContactsImportResult;
}

/** Why an entry's name cannot be used (i18n key), against the account's lists and the other files. */
export function nameProblemOf(entry: FileEntry, entries: readonly FileEntry[], takenNames: readonly string[]): string | null {
  const problem = listNameProblem(entry.name);
  if (problem) return problem;
  const key = listNameKey(entry.name);
  const taken = takenNames.some((name) => listNameKey(name) === key) || entries.some((other) => other.id !== entry.id && other.state !== 'notSaved' && listNameKey(other.name) === key);
  return taken ? 'errors.lists.contactListNameExist' : null;
}

export function useManyFiles(takenNames: readonly string[]) {
  const [entries, setEntries] = useState<FileEntry[]>([]);
  const [running, setRunning] = useState(false);
  const nextId = useRef(1);
  const { run, progress } = useImportRun();

  const update = useCallback((id: number, change: Partial<FileEntry>) => setEntries((all) => all.map((e) => (e.id === id ? { ...e, ...change } : e))), []);

  const add = useCallback((file: File) => {
    const entry: FileEntry = { id: nextId.current++, file, name: listNameOfFile(file.name), refused: fileProblem(file) ?? undefined, state: 'pending' };
    setEntries((all) => [...all, entry]);
  }, []);

  const remove = useCallback((id: number) => setEntries((all) => all.filter((e) => e.id !== id)), []);

  /** The files still to send, when every one of them is mapped and well named; else null. */
  const readyToSend = (): FileEntry[] | null => {
    const waiting = entries.filter((e) => e.state === 'pending' || e.state === 'notSaved');
    const ok = waiting.every((e) => !e.refused && e.mapping && !nameProblemOf(e, entries, takenNames));
    return ok && waiting.length ? waiting : null;
  };

  const sendAll = async (): Promise<boolean> => {
    const toSend = readyToSend();
    if (!toSend) return false;
    setRunning(true);
    for (const entry of toSend) {
      update(entry.id, { state: 'uploading', result: undefined });
      const result = await run({ file: entry.file, mapping: entry.mapping!, contactListId: -1, name: entry.name });
      update(entry.id, importSaved(result) ? { state: 'saved', result } : { state: 'notSaved', result: result ?? undefined });
    }
    setRunning(false);
    return true;
  };

  return { entries, add, remove, update, sendAll, running, progress };
}
