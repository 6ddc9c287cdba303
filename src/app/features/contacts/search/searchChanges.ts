/**
 * Inline edits of general-search results. The save replaces every field of a contact
 * (general-search-save-changes writes the whole row), so a change carries the row as the
 * server sent it with the user's edits laid over it.
 */
import type { Contact, ContactsContactChange } from '../../../api/generated/contacts';

export const editableFields = ['PHONE', 'DYNAMIC_FIELD1', 'DYNAMIC_FIELD2', 'DYNAMIC_FIELD3', 'DYNAMIC_FIELD4', 'DYNAMIC_FIELD5', 'DYNAMIC_FIELD6', 'EMAIL'] as const;
export type EditableField = (typeof editableFields)[number];

/** The user's edits by contact id; only the fields they touched. */
export type Drafts = Record<number, Partial<Record<EditableField, string>>>;

export const valueOf = (row: Contact, drafts: Drafts, field: EditableField): string => drafts[row.ID ?? 0]?.[field] ?? row[field] ?? '';

const isChanged = (row: Contact, drafts: Drafts): boolean => editableFields.some((f) => (row[f] ?? '') !== valueOf(row, drafts, f));

/** The rows the user really changed (typing and undoing is no change), in table order. */
export function changesOf(rows: readonly Contact[], drafts: Drafts): ContactsContactChange[] {
  return rows
    .filter((row) => row.ID !== undefined && row.CONTACT_LIST_ID !== undefined && isChanged(row, drafts))
    .map((row) => {
      const change: ContactsContactChange = { ID: row.ID!, CONTACT_LIST_ID: row.CONTACT_LIST_ID!, PHONE: valueOf(row, drafts, 'PHONE').trim() };
      for (const field of editableFields.slice(1)) {
        const value = valueOf(row, drafts, field).trim();
        if (value) change[field] = value;
      }
      return change;
    });
}

/**
 * The drafts left after a save: the rows the server did not save stay as the user typed
 * them (failed rows are numbered 1.. in the order they were sent), the rest are done.
 */
export function draftsAfterSave(sent: readonly ContactsContactChange[], drafts: Drafts, failedRowNumbers: readonly number[]): Drafts {
  const kept: Drafts = {};
  for (const n of failedRowNumbers) {
    const id = sent[n - 1]?.ID;
    if (id !== undefined && drafts[id]) kept[id] = drafts[id];
  }
  return kept;
}
