/**
 * Where imports write: the account's list (or a new one), contacts inserted in multi-row
 * batches inside the caller's transaction, duplicates merged by the (list, phone) unique key,
 * and the list's count and headers kept right.
 */
import { CompiledQuery, sql, type Transaction } from 'kysely';
import { listNameKey } from '../../../domain/contactFields';
import type { Db } from '../../db/database';
import { BatchWriter } from '../../db/batchWriter';
import type { Database } from '../../db/schema';
import type { NewContact } from './importRows';
import { ownList } from './lists';

type Executor = Db | Transaction<Database>;

export interface ImportList {
  id: number;
  name: string;
  headers: string[];
}

const parseHeaders = (json: string): string[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.map((v) => String(v ?? '')) : [];
  } catch {
    return [];
  }
};

/** A live list of the account (lists.ts's ownList: 404 for another account's), with its headers read. */
export async function importListOf(db: Db, account: number, id: number): Promise<ImportList> {
  const row = await ownList(db, account, id);
  return { id: row.id, name: row.name, headers: parseHeaders(row.headers) };
}

export async function listNameTaken(db: Executor, account: number, name: string): Promise<boolean> {
  const row = await db
    .selectFrom('contact_lists')
    .select('id')
    .where('account_id', '=', account)
    .where('name_key', '=', listNameKey(name))
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Boolean(row);
}

export async function createImportList(db: Executor, input: { account: number; userId: number; name: string; headers: string[]; now: number }): Promise<number> {
  const row = await db
    .insertInto('contact_lists')
    .values({
      account_id: input.account,
      created_by: input.userId,
      name: input.name.trim(),
      name_key: listNameKey(input.name),
      headers: JSON.stringify(input.headers),
      created_at: input.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Titles given with an import name the list's fields only when it has none yet. */
export async function setHeadersIfNone(db: Executor, list: ImportList, headers: readonly string[] | undefined): Promise<void> {
  if (!headers?.some((h) => h.trim()) || list.headers.some((h) => h.trim())) return;
  await db.updateTable('contact_lists').set({ headers: JSON.stringify(headers.slice(0, 6)) }).where('id', '=', list.id).execute();
}

/**
 * Rows per INSERT. Constant columns are inlined, leaving 8 bound values a row: 4000 rows stay
 * under SQLite's 32766 parameters (and PostgreSQL's 65535).
 */
export const rowsPerInsert = 4000;

/** Inserts contacts in batches; a number already in the list (or repeated) is merged, and counted. */
export class ContactBatchWriter extends BatchWriter<NewContact> {
  private readonly sqlBySize = new Map<number, string>();

  constructor(
    private readonly db: Executor,
    private readonly listId: number,
    private readonly source: string,
    private readonly now: number,
  ) {
    super(rowsPerInsert);
  }

  protected async insert(batch: NewContact[]): Promise<number> {
    const params: (string | null)[] = [];
    for (const c of batch) params.push(c.phone, c.fields[0], c.fields[1], c.fields[2], c.fields[3], c.fields[4], c.fields[5], c.email);
    const result = await this.db.executeQuery(CompiledQuery.raw(this.insertSql(batch.length), params));
    return Number(result.numAffectedRows ?? 0n);
  }

  /**
   * The INSERT for a batch size, built by Kysely once (so it is right for either database)
   * and reused with each batch's values: building a 4000-row query object each time cost
   * as much as the insert itself.
   */
  private insertSql(rows: number): string {
    let text = this.sqlBySize.get(rows);
    if (text) return text;
    const listId = sql.lit(this.listId);
    const source = sql.lit(this.source);
    const createdAt = sql.lit(this.now);
    const row = { list_id: listId, phone: '', field1: '', field2: '', field3: '', field4: '', field5: '', field6: '', email: '', source, created_at: createdAt };
    text = this.db
      .insertInto('contacts')
      .values(Array.from({ length: rows }, () => row))
      .onConflict((oc) => oc.columns(['list_id', 'phone']).doNothing())
      .compile().sql;
    this.sqlBySize.set(rows, text);
    return text;
  }
}
