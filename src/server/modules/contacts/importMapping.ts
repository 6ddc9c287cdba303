/**
 * The user's column mapping of an uploaded sheet (ContactsColumnMapping): which column holds
 * the mobile, fields 1 to 6 and the e-mail. The browser checks it; the server checks again.
 */
import type { ContactsColumnMapping } from '../../../contract/contacts';
import { HttpError } from '../../http/envelope';
import type { RawContactRow } from './importRows';

const fieldKeys = ['field1', 'field2', 'field3', 'field4', 'field5', 'field6'] as const;
const columnKeys = ['mobile', ...fieldKeys, 'email'] as const;

const badMapping = () => new HttpError(400, 'errors.generic.badRequest', { field: 'body.mapping' });

/** The mapping form field (JSON); a column that is not a whole number from 0 is a bad request. */
export function parseMapping(json: string | undefined): Partial<ContactsColumnMapping> {
  if (json === undefined || json === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw badMapping();
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw badMapping();
  const mapping = value as Record<string, unknown>;
  for (const key of columnKeys) {
    const column = mapping[key];
    if (column !== undefined && column !== null && !(Number.isInteger(column) && (column as number) >= 0)) throw badMapping();
  }
  if (mapping.headers !== undefined && !(Array.isArray(mapping.headers) && mapping.headers.every((h) => typeof h === 'string'))) throw badMapping();
  return mapping as Partial<ContactsColumnMapping>;
}

/** Why a mapping cannot be used: no mobile column, or one column chosen twice. */
export function mappingProblem(mapping: Partial<ContactsColumnMapping>): 'noMobile' | 'columnTwice' | null {
  if (typeof mapping.mobile !== 'number') return 'noMobile';
  const chosen = columnKeys.map((k) => mapping[k]).filter((c): c is number => typeof c === 'number');
  return new Set(chosen).size === chosen.length ? null : 'columnTwice';
}

const at = (values: readonly string[], column: number | undefined): string => (column === undefined ? '' : (values[column] ?? '').trim());

export function rawRowOf(values: readonly string[], mapping: Partial<ContactsColumnMapping>): RawContactRow {
  return {
    phone: at(values, mapping.mobile),
    fields: fieldKeys.map((k) => at(values, mapping[k])),
    email: at(values, mapping.email),
  };
}

/** The header row's titles of the mapped fields 1 to 6, which name the list's columns. */
export const titlesOf = (values: readonly string[], mapping: Partial<ContactsColumnMapping>): string[] =>
  fieldKeys.map((k) => at(values, mapping[k]).slice(0, 50));
