/**
 * Sends one file to create-list-from-excel and follows it with get-import-progress while the
 * call runs. One import at a time per hook: the many-files page runs its files one after
 * another through the same hook.
 */
import { useCallback, useState } from 'react';
import type { ContactsImportProgress, ContactsImportResult } from '../../../api/generated/contacts';
import { useCreateListFromExcelMutation, useGetImportProgressQuery } from '../../../api/generated/contacts';
import './uploadApi';
import { createListBody, newImportKey, type ImportRequest } from './uploadFile';
import { CreateListFromExcel } from '../../../../contract/statusCodes';

/** How often the progress is asked while a file is imported. */
export const progressPollMs = 500;

export function useImportRun() {
  const [importKey, setImportKey] = useState<string | null>(null);
  const [create] = useCreateListFromExcelMutation();
  // currentData, not data: a new import must not show the last one's percent.
  const { currentData } = useGetImportProgressQuery({ importKey: importKey ?? '' }, { skip: !importKey, pollingInterval: progressPollMs });

  /** The server's result, or null when the call failed (the base query has said why). */
  const run = useCallback(
    async (request: ImportRequest): Promise<ContactsImportResult | null> => {
      const key = newImportKey();
      setImportKey(key);
      try {
        const answer = await create(createListBody(request, key)).unwrap();
        return answer.data ?? null;
      } catch {
        return null;
      } finally {
        setImportKey(null);
      }
    },
    [create],
  );

  const progress: ContactsImportProgress | undefined = importKey ? (currentData?.data ?? { stage: 'waiting', percent: 0, rowsRead: 0 }) : undefined;
  return { run, importing: importKey !== null, progress };
}

/** Saved, or partly saved: the list exists and holds the good rows. */
export const importSaved = (result: ContactsImportResult | null): result is ContactsImportResult => result?.status === CreateListFromExcel.saved || result?.status === CreateListFromExcel.partlySaved;
