/**
 * The file side of an upload: what the browser refuses before sending (section 9: xls,
 * xlsx or CSV, up to 15MB like every sheet upload), the list name a file suggests, the import key, and the
 * bodies of the two upload calls.
 */
import type { ContactsColumnMapping, CreateListFromExcelApiArg, ReadFileColumnsApiArg } from '../../../api/generated/contacts';
import { maxListNameLength } from '../../../../domain/contactFields';
import { maxSheetUploadBytes, maxSheetUploadText } from '../../../../domain/uploads';

export const acceptedFiles = '.xls,.xlsx,.csv';
export const maxWorkbookBytes = maxSheetUploadBytes;

const extensionOf = (name: string): string => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** Why the browser will not send this file, as an i18n key with its values, or null. */
export function fileProblem(file: File): { key: string; values?: Record<string, string> } | null {
  const extension = extensionOf(file.name);
  if (!['xls', 'xlsx', 'csv'].includes(extension)) return { key: 'errors.files.unsupportedType' };
  if (file.size > maxWorkbookBytes) return { key: 'errors.files.tooLarge', values: { max: maxSheetUploadText } };
  return null;
}

/** "Customers 2025.xlsx" suggests the list name "Customers 2025". */
export const listNameOfFile = (fileName: string): string => fileName.replace(/\.[^.]+$/, '').trim().slice(0, maxListNameLength);

/** A key the server's progress table knows this import by (letters, digits and dashes). */
export function newImportKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const readColumnsBody = (file: File): ReadFileColumnsApiArg => ({ body: { file } });

export interface ImportRequest {
  file: File;
  mapping: ContactsColumnMapping;
  /** -1 creates a new list named `name`. */
  contactListId: number;
  name?: string;
}

/** The base query sends it as a form, fields in this order: the file last, so a streaming server knows the mapping before the rows. */
export function createListBody({ file, mapping, contactListId, name }: ImportRequest, importKey: string): CreateListFromExcelApiArg {
  return { body: { mapping, contactListId, ...(contactListId === -1 && name ? { name: name.trim() } : {}), importKey, file } };
}
