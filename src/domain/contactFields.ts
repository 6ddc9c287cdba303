/**
 * Contact-list rules beside phones (sections 3, 5, 9): dates, dynamic fields, list names.
 */
import { format } from 'date-fns';

/** Dynamic fields 1 to 5 are free text; the sixth is the birth date. */
export const dynamicFieldCount = 5;
export const birthDateField = 6;

/** A field a message can name: DYNAMIC_FIELD1..6 (6 the birth date). */
export interface TitledField {
  field: `DYNAMIC_FIELD${1 | 2 | 3 | 4 | 5 | 6}`;
  title: string;
  isDate: boolean;
}

/**
 * The titled fields, in field order, of a list's or a file's titles (field n at index n - 1):
 * a message names a field by its title ([First name]); an untitled field has no name. The
 * e-mail is not a message field (domain/messageText.ts fills 1 to 6).
 */
export function titledFields(titles: readonly string[]): TitledField[] {
  return titles.slice(0, birthDateField).flatMap((title, i) =>
    title.trim() ? [{ field: `DYNAMIC_FIELD${(i + 1) as 1 | 2 | 3 | 4 | 5 | 6}` as const, title: title.trim(), isDate: i + 1 === birthDateField }] : [],
  );
}
/** A pasted or uploaded field longer than this fails its row. */
export const maxFieldLength = 1005;
/** Lists above this many numbers are downloaded, not viewed. */
export const viewCap = 10_000;
/** Expanding a parent list loads this many more sub-lists at a time. */
export const subListsPage = 50;
export const maxListNameLength = 50;

/**
 * A date typed as dd/mm/yy or dd/mm/yyyy (dots and dashes too), as DD/MM/YYYY, or null when
 * it is not a real calendar day. Two-digit years up to this year's are this century's.
 */
export function parseListDate(raw: string, today = new Date()): string | null {
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(raw.trim());
  if (!m) return null;
  const day = Number(m[1]);
  const month = Number(m[2]);
  let year = Number(m[3]);
  if (m[3].length === 2) {
    const thisYear = today.getFullYear() % 100;
    year += year <= thisYear ? 2000 : 1900;
  }
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
}

/** Date-times are shown DD/MM/YYYY HH:mm everywhere. */
export const formatDateTime = (when: Date | number): string => format(when, 'dd/MM/yyyy HH:mm');

/** Why a list name cannot be used, as an i18n key, or null. Uniqueness is the server's. */
export function listNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'errors.lists.nameRequired';
  if (trimmed.length > maxListNameLength) return 'errors.lists.nameTooLong';
  return null;
}

/** List names are unique per account whatever their case (and surrounding spaces). */
export const listNameKey = (name: string): string => name.trim().toLocaleLowerCase();

/** Display name of a contact: field 1 and field 2. */
export const contactDisplayName = (field1?: string | null, field2?: string | null): string =>
  [field1, field2].map((f) => f?.trim()).filter(Boolean).join(' ');

/**
 * The name a restored list gets when a live list took its name meanwhile: "Name (2)",
 * "Name (3)"... the first one free, shortened so it stays within the name length.
 */
export function restoredListName(name: string, isTaken: (key: string) => boolean): string {
  if (!isTaken(listNameKey(name))) return name;
  for (let n = 2; ; n += 1) {
    const suffix = ` (${n})`;
    const candidate = name.trim().slice(0, maxListNameLength - suffix.length) + suffix;
    if (!isTaken(listNameKey(candidate))) return candidate;
  }
}
