/**
 * A recipients file's columns for the composer: the sheet as the mapping shows it, the titles
 * its fields get (the header cells unless the user wrote others), the mapping sent with them,
 * and the first rows kept for the per-recipient preview.
 */
import { normalizeListPhone } from '../../../../domain/phones';
import type { ContactsColumnMapping } from '../../../api/generated/contacts';
import { toColumnMapping, type ColumnChoice, type MappingDraft } from '../../../ui/columnMapping/columnRoles';
import type { PreviewRecipient } from '../campaignForm';
import { previewSize } from '../message/RecipientPreview';

export const fieldRoles = ['field1', 'field2', 'field3', 'field4', 'field5', 'field6'] as const;
export type FieldRole = (typeof fieldRoles)[number];
export const isFieldRole = (choice: ColumnChoice): choice is FieldRole => (fieldRoles as readonly string[]).includes(choice);

/** What the server numbers a column it found no title for (files/sheet.ts). */
const untitled = (header: string, column: number) => header === `Column ${column + 1}`;

/**
 * The file's first rows as a sheet: with the titles row first when the server found one (its
 * sampleRows then leave it out), so "the first row is a header" can be unticked.
 */
export function sheetOf(headers: readonly string[], sampleRows: readonly string[][]): string[][] {
  const titled = headers.some((h, i) => !untitled(h, i));
  return titled ? [[...headers], ...sampleRows.map((r) => [...r])] : sampleRows.map((r) => [...r]);
}

/** Titles the user wrote, by field; a field without one takes its column's header cell. */
export type TitleEdits = Partial<Record<FieldRole, string>>;

/** Field n's title at index n - 1 ('' for a field no column holds); at most 50 characters, as a list's. */
export function fieldTitles(sheet: readonly string[][], draft: MappingDraft, edits: TitleEdits): string[] {
  return fieldRoles.map((role) => {
    const column = draft.choices.indexOf(role);
    if (column < 0) return '';
    const header = draft.hasHeaderRow ? (sheet[0]?.[column] ?? '') : '';
    return (edits[role] ?? header).trim().slice(0, 50);
  });
}

/** The contract's mapping with the titles of fields 1 to 6. */
export const fileMapping = (draft: MappingDraft, titles: string[]): ContactsColumnMapping => ({ ...toColumnMapping(draft), headers: titles });

/** The first rows with a mobile number, their mapped fields as a list's contact has them (the server leaves the others out). */
export function firstRowsOf(sheet: readonly string[][], draft: MappingDraft): PreviewRecipient[] {
  const at = (row: readonly string[], choice: ColumnChoice) => {
    const column = draft.choices.indexOf(choice);
    return column < 0 ? undefined : (row[column] ?? '').trim() || undefined;
  };
  return sheet
    .slice(draft.hasHeaderRow ? 1 : 0)
    .flatMap((row) => {
      const phone = normalizeListPhone(at(row, 'mobile') ?? '');
      if (!phone) return [];
      const fields = fieldRoles.map((role) => at(row, role));
      const [DYNAMIC_FIELD1, DYNAMIC_FIELD2, DYNAMIC_FIELD3, DYNAMIC_FIELD4, DYNAMIC_FIELD5, DYNAMIC_FIELD6] = fields;
      return [{ PHONE: phone, DYNAMIC_FIELD1, DYNAMIC_FIELD2, DYNAMIC_FIELD3, DYNAMIC_FIELD4, DYNAMIC_FIELD5, DYNAMIC_FIELD6 }];
    })
    .slice(0, previewSize);
}
