/**
 * Finding a customer as the support person types (super-admin/search/main-autocomplete,
 * issue 18): every field it searches by prefix has an index on the very expression the query
 * compares, so a prefix over 100,000 users is one index range, never a scan of the table.
 * - The query compares `expression >= prefix and expression < next(prefix)` (byte order), which
 *   SQLite answers from an expression index; on PostgreSQL the same range is written with the
 *   pattern operators (~>=~, ~<~), which a text_pattern_ops index answers whatever the
 *   database's collation.
 * - A phone is searched by its first profile phone without the trunk 0 (0501234567 → 501234567),
 *   so every form a person types finds it once the query is brought to the same form.
 * - company_name: the customer's company, written by the billing details (save-user-details);
 *   empty until then.
 * The expressions live here, and the search imports them, so the two can never drift apart.
 */
import { sql, type Kysely } from 'kysely';
import { dialectOf, type DialectName } from '../database';

export const customerSearchKeys = ['username', 'fullName', 'lastName', 'email', 'customerNumber', 'nationalId', 'companyName', 'phone'] as const;
export type CustomerSearchKey = (typeof customerSearchKeys)[number];

/** The indexed expression of each search key, as SQL text over the users table's columns. */
export function customerSearchExpression(key: CustomerSearchKey, dialect: DialectName): string {
  switch (key) {
    case 'username':
      return 'lower(username)';
    case 'fullName':
      return "lower(first_name || ' ' || last_name)";
    case 'lastName':
      return 'lower(last_name)';
    case 'email':
      return 'lower(email)';
    case 'customerNumber':
      return 'lower(customer_number)';
    case 'nationalId':
      return 'national_id';
    case 'companyName':
      return 'lower(company_name)';
    case 'phone':
      return dialect === 'postgres' ? "ltrim((phones::jsonb) ->> 0, '0')" : "ltrim(json_extract(phones, '$[0]'), '0')";
  }
}

/** The order results come in after exact matches: by name, then username (the search's ORDER BY). */
export const customerNameOrder = "lower(first_name || ' ' || last_name)";
export const customerUsernameOrder = 'lower(username)';

const indexName = (key: CustomerSearchKey) => `users_search_${key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`;

/** The columns a key's expression reads (PostgreSQL answers from an index alone only when it holds them). */
const columnsOf: Record<CustomerSearchKey, string[]> = {
  username: ['username'],
  fullName: ['first_name', 'last_name'],
  lastName: ['last_name'],
  email: ['email'],
  customerNumber: ['customer_number'],
  nationalId: ['national_id'],
  companyName: ['company_name'],
  phone: ['phones'],
};

export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  await db.schema.alterTable('users').addColumn('company_name', 'text', (c) => c.notNull().defaultTo('')).execute();
  for (const key of customerSearchKeys) {
    const expression = customerSearchExpression(key, dialect);
    // The name order beside the key (and the id): a one-letter prefix matching thousands is
    // ranked from the index alone, without reading their rows. Deleted users are in no search,
    // so not in the index either. SQLite reads indexed expressions from the index itself;
    // PostgreSQL recomputes them, so it holds the columns they read (INCLUDE).
    const ordered = key === 'fullName' ? `(${customerUsernameOrder}), id` : `(${customerNameOrder}), (${customerUsernameOrder}), id`;
    const definition =
      dialect === 'postgres'
        ? `(${expression}) text_pattern_ops, ${ordered}) include (${[...new Set([...columnsOf[key], 'first_name', 'last_name', 'username', 'deleted_at'])].join(', ')}`
        : `(${expression}), ${ordered}, deleted_at`;
    await sql.raw(`create index ${indexName(key)} on users (${definition}) where deleted_at is null`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const key of customerSearchKeys) await sql.raw(`drop index ${indexName(key)}`).execute(db);
  await db.schema.alterTable('users').dropColumn('company_name').execute();
}
