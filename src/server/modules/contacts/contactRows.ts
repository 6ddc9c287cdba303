/**
 * Contacts between the wire (PHONE, DYNAMIC_FIELD1..6, EMAIL) and the table (phone,
 * field1..6, email): checking a typed contact by the shared rules, and showing a stored one.
 */
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Contact, ContactsContactInput, FailedRow } from '../../../contract/contacts';
import { birthDateField, maxFieldLength, parseListDate } from '../../../domain/contactFields';
import { displayPhone, normalizeListPhone } from '../../../domain/phones';
import type { Db } from '../../db/database';

export const fieldColumns = ['field1', 'field2', 'field3', 'field4', 'field5', 'field6'] as const;
export type FieldColumn = (typeof fieldColumns)[number];

export interface ContactValues {
  phone: string;
  field1: string | null;
  field2: string | null;
  field3: string | null;
  field4: string | null;
  field5: string | null;
  field6: string | null;
  email: string | null;
}

export type CheckedContact = { ok: ContactValues } | { failed: FailedRow };

const wireField = (n: number) => `DYNAMIC_FIELD${n}` as keyof ContactsContactInput;

/** A typed contact in its stored form, or the reason its row fails (section 5). */
export function checkContact(input: ContactsContactInput, row: number): CheckedContact {
  const texts = fieldColumns.map((_, i) => input[wireField(i + 1)]?.trim() ?? '');
  const email = input.EMAIL?.trim() ?? '';
  const values = [input.PHONE, ...texts, email];
  const fail = (reason: FailedRow['reason']): CheckedContact => ({ failed: { row, phone: input.PHONE, reason, values } });
  if ([...texts, email].some((t) => t.length > maxFieldLength)) return fail('fieldTooLong');
  const phone = normalizeListPhone(input.PHONE);
  if (!phone) return fail('invalidPhone');
  const birth = texts[birthDateField - 1];
  const date = birth ? parseListDate(birth) : null;
  if (birth && !date) return fail('invalidDate');
  const [field1, field2, field3, field4, field5] = texts.map((t) => t || null);
  return { ok: { phone, field1, field2, field3, field4, field5, field6: date, email: email || null } };
}

export interface StoredContact {
  id: number;
  list_id: number;
  phone: string;
  field1: string | null;
  field2: string | null;
  field3: string | null;
  field4: string | null;
  field5: string | null;
  field6: string | null;
  email: string | null;
  source: string;
  list_name?: string;
  blocked_id?: number | null;
}

/** A stored contact as the page shows it; empty fields are left out, not sent as null. */
export function toContact(row: StoredContact): Contact {
  const contact: Contact = { ID: row.id, PHONE: displayPhone(row.phone), CONTACT_LIST_ID: row.list_id, source: row.source, isBlocked: row.blocked_id != null };
  fieldColumns.forEach((column, i) => {
    const value = row[column];
    if (value) contact[`DYNAMIC_FIELD${i + 1}` as 'DYNAMIC_FIELD1'] = value;
  });
  if (row.email) contact.EMAIL = row.email;
  if (row.list_name) contact.CL_NAME = row.list_name;
  return contact;
}

/** Contacts with their list's name and whether the account blacklisted the number. */
export function contactsQuery(db: Db, account: number) {
  return db
    .selectFrom('contacts')
    .innerJoin('contact_lists', 'contact_lists.id', 'contacts.list_id')
    .leftJoin('blacklist', (join) => join.onRef('blacklist.phone', '=', 'contacts.phone').on('blacklist.account_id', '=', account))
    .select([
      'contacts.id',
      'contacts.list_id',
      'contacts.phone',
      'contacts.field1',
      'contacts.field2',
      'contacts.field3',
      'contacts.field4',
      'contacts.field5',
      'contacts.field6',
      'contacts.email',
      'contacts.source',
      'contact_lists.name as list_name',
      'blacklist.id as blocked_id',
    ])
    .where('contact_lists.account_id', '=', account)
    .where('contact_lists.deleted_at', 'is', null);
}

/** `column` contains `text`, ignoring case, with % and _ taken literally (both dialects). */
export function containsText(column: string, text: string): Expression<SqlBool> {
  const escaped = text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${`%${escaped}%`} escape '\\'`;
}

/** The digits a typed phone fragment matches in stored phones (stored without a leading 0). */
export function phoneFragment(q: string): string | null {
  const digits = q.replace(/[\s\-().+]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  return normalizeListPhone(digits) ?? digits.replace(/^0+/, '').replace(/^972/, '');
}

/** Search inside contacts: a phone fragment, or any field holding the text. */
export function contactMatches(q: string, by: 'any' | 'phone' | 'name' = 'any'): (eb: { or: (e: Expression<SqlBool>[]) => Expression<SqlBool> }) => Expression<SqlBool> {
  const phone = phoneFragment(q);
  return (eb) => {
    const terms: Expression<SqlBool>[] = [];
    if (by !== 'name' && phone) terms.push(containsText('contacts.phone', phone));
    if (by !== 'phone') for (const column of fieldColumns) terms.push(containsText(`contacts.${column}`, q.trim()));
    if (by !== 'phone') terms.push(containsText('contacts.email', q.trim()));
    if (!terms.length) terms.push(sql<SqlBool>`1 = 0`);
    return eb.or(terms);
  };
}
