/**
 * add-new-contacts: contacts typed in by hand. Each row is checked by the shared rules; the
 * rows that fail come back with why, the others are saved (merged with numbers already in
 * the list) in one transaction.
 */
import type { AddNewContactsApiArg, AddNewContactsApiResponse, ContactsImportResult, FailedRow } from '../../../contract/contacts';
import { accountOf } from '../../http/account';
import type { Handler } from '../../http/handler';
import { checkContact, type ContactValues } from './contactRows';
import { ownList } from './lists';
import { saveContacts, type SaveOutcome } from './saveContacts';
import { AddNewContacts } from '../../../contract/statusCodes';

/** The answer lists at most this many failed rows (the counts cover them all). */
export const failedRowsShown = 1000;

/** The status of a many-row save: saved, partly saved, all already in the list, or none valid. */
export function importStatus(outcome: SaveOutcome, failed: number): number {
  if (failed && !outcome.saved && !outcome.duplicates) return AddNewContacts.noValidRows;
  if (failed) return AddNewContacts.partlySaved;
  if (!outcome.saved && outcome.duplicates) return AddNewContacts.numberInList;
  return AddNewContacts.saved;
}

export function importResult(listId: number, outcome: SaveOutcome, failedRows: FailedRow[]): ContactsImportResult {
  return {
    status: importStatus(outcome, failedRows.length),
    contactListId: listId,
    saved: outcome.saved,
    duplicates: outcome.duplicates,
    failed: failedRows.length,
    failedRows: failedRows.slice(0, failedRowsShown),
  };
}

export const addNewContacts: Handler<AddNewContactsApiArg> = async ({ body }, { db, user, now }): Promise<AddNewContactsApiResponse> => {
  const list = await ownList(db, accountOf(user!), body.contact_list_id);
  const valid: ContactValues[] = [];
  const failedRows: FailedRow[] = [];
  body.arr.forEach((input, i) => {
    const checked = checkContact(input, i + 1);
    if ('ok' in checked) valid.push(checked.ok);
    else failedRows.push(checked.failed);
  });
  const outcome = valid.length ? await db.transaction().execute((trx) => saveContacts(trx, list.id, valid, 'manual', now())) : { saved: 0, duplicates: 0 };
  return { data: importResult(list.id, outcome, failedRows) };
};
