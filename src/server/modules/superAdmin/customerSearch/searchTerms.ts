/**
 * What a typed query looks for in each indexed search key (migration 0039): the prefixes to
 * find, as byte-order ranges, so `%` and `_` are letters like any other and nothing is a
 * pattern. Pure: the query side of the search, tested without a database.
 */
import type { CustomerSearchKey } from '../../../db/migrations/0039_customer_search';

export const searchFields = ['all', 'username', 'name', 'userId', 'phone', 'email', 'customerNumber', 'nationalId', 'companyName'] as const;
export type SearchField = (typeof searchFields)[number];

/** One prefix to look up in one indexed key: keys from `from` (inclusive) to `to` (exclusive). */
export interface PrefixRange {
  key: CustomerSearchKey;
  from: string;
  to: string;
}

export interface SearchPlan {
  ranges: PrefixRange[];
  /** A user id typed whole (search by userId, or digits under "all"). */
  userId?: number;
}

/** The least string greater than every string that starts with `prefix`, in code point (UTF-8 byte) order. */
export function afterPrefix(prefix: string): string {
  const points = Array.from(prefix);
  const last = points.pop()!.codePointAt(0)!;
  // Past the surrogate block, which no stored text holds.
  const next = last === 0xd7ff ? 0xe000 : last + 1;
  return points.join('') + String.fromCodePoint(next);
}

/** SQLite's lower() folds only A-Z (without ICU), as does PostgreSQL under the C locale. */
const asciiLower = (s: string): string => s.replace(/[A-Z]/g, (c) => c.toLowerCase());

/**
 * The forms of a text query the index may hold: the database folds A-Z, and other letters
 * (Cyrillic) only where its locale knows them, so a lowered query is also tried capitalized
 * ("иван" finds "Иван" on SQLite too). Hebrew and Arabic have no case: one form.
 */
export function textForms(query: string): string[] {
  const lowered = query.toLowerCase();
  const capitalized = Array.from(lowered);
  if (capitalized.length) capitalized[0] = capitalized[0].toUpperCase();
  return [...new Set([asciiLower(query), asciiLower(lowered), asciiLower(capitalized.join(''))])];
}

export const phonePrefixMinDigits = 3;

/**
 * A phone as a person types it, brought to the stored form without the trunk 0:
 * 0501234567, 501234567, 972501234567, +972-50-123-4567 all give 501234567. Null when the
 * query is not a phone (letters in it) or has fewer than 3 digits once so brought (0501 is the
 * shortest that searches).
 */
export function phonePrefix(query: string): string | null {
  if (!/^[\d\s\-+().]+$/.test(query)) return null;
  let digits = query.replace(/\D/g, '');
  if (/^(00)?972./.test(digits)) digits = digits.replace(/^(00)?972/, '');
  digits = digits.replace(/^0+/, '');
  // Every mobile starts 5 and most 50-58: fewer digits would match a good part of all customers.
  return digits.length >= phonePrefixMinDigits ? digits : null;
}

const digitsOnly = (query: string): string | null => {
  const digits = query.replace(/[\s-]/g, '');
  return /^\d+$/.test(digits) ? digits : null;
};

/** What to look up for a query searched by a field. */
export function searchPlan(rawQuery: string, field: SearchField): SearchPlan {
  const query = rawQuery.trim();
  if (!query) return { ranges: [] };
  const ranges: PrefixRange[] = [];
  const text = (key: CustomerSearchKey) => {
    for (const form of textForms(query)) ranges.push({ key, from: form, to: afterPrefix(form) });
  };
  const exact = (key: CustomerSearchKey, value: string | null) => {
    if (value) ranges.push({ key, from: value, to: afterPrefix(value) });
  };
  const wants = (f: SearchField) => field === 'all' || field === f;
  if (wants('username')) text('username');
  if (wants('name')) {
    text('fullName');
    text('lastName');
  }
  if (wants('email')) text('email');
  if (wants('companyName')) text('companyName');
  if (wants('customerNumber')) text('customerNumber');
  if (wants('nationalId')) exact('nationalId', digitsOnly(query));
  if (wants('phone')) exact('phone', phonePrefix(query));
  const id = wants('userId') && /^\d{1,9}$/.test(query) ? Number(query) : undefined;
  return { ranges, ...(id !== undefined && id > 0 && { userId: id }) };
}
