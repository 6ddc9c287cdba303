/**
 * Writing checked contacts into a list: a number repeated in the input or already in the
 * list is merged into the one contact (the later non-empty fields win) and counted as a
 * duplicate. Batches keep each statement under SQLite's bound-parameter limit; the caller
 * runs this in its transaction so a failure writes nothing.
 */
import type { Db } from '../../db/database';
import { type ContactValues, fieldColumns } from './contactRows';
import { recount } from './lists';

/** 13 columns a row: 2000 rows stay well under 32766 parameters. */
const batchSize = 2000;

export interface SaveOutcome {
  saved: number;
  duplicates: number;
}

const merge = (older: ContactValues, newer: ContactValues): ContactValues => {
  const merged = { ...older };
  for (const column of [...fieldColumns, 'email'] as const) if (newer[column]) merged[column] = newer[column];
  return merged;
};

export async function saveContacts(trx: Db, listId: number, contacts: readonly ContactValues[], source: string, now: number): Promise<SaveOutcome> {
  const byPhone = new Map<string, ContactValues>();
  for (const c of contacts) byPhone.set(c.phone, byPhone.has(c.phone) ? merge(byPhone.get(c.phone)!, c) : c);
  let duplicates = contacts.length - byPhone.size;
  let saved = 0;
  const unique = [...byPhone.values()];
  for (let i = 0; i < unique.length; i += batchSize) {
    const batch = unique.slice(i, i + batchSize);
    const existing = await trx
      .selectFrom('contacts')
      .selectAll()
      .where('list_id', '=', listId)
      .where('phone', 'in', batch.map((c) => c.phone))
      .execute();
    const inList = new Map(existing.map((e) => [e.phone, e]));
    const fresh = batch.filter((c) => !inList.has(c.phone));
    if (fresh.length) {
      await trx
        .insertInto('contacts')
        .values(fresh.map((c) => ({ ...c, list_id: listId, source, created_at: now })))
        .execute();
    }
    for (const c of batch.filter((b) => inList.has(b.phone))) {
      const old = inList.get(c.phone)!;
      const { field1, field2, field3, field4, field5, field6, email } = merge(old, c);
      await trx.updateTable('contacts').set({ field1, field2, field3, field4, field5, field6, email }).where('id', '=', old.id).execute();
    }
    saved += fresh.length;
    duplicates += batch.length - fresh.length;
  }
  await recount(trx, [listId]);
  return { saved, duplicates };
}
