/** Test helpers for the composer suites: a list with contacts, a sub-list under a parent, a paste. */
import { listNameKey } from '../../../domain/contactFields';
import type { Db } from '../../db/database';
import { bearer } from '../../test/signIn';
import type { TestApp } from '../../test/testApp';

/** A list of the account with these contacts (phone and fields 1..6). */
export async function listWith(db: Db, account: number, name: string, headers: string[], contacts: { phone: string; fields?: (string | null)[] }[]): Promise<number> {
  const list = await db
    .insertInto('contact_lists')
    .values({ account_id: account, created_by: account, name, name_key: listNameKey(name), headers: JSON.stringify(headers), contacts_count: contacts.length, created_at: Date.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (contacts.length) {
    await db
      .insertInto('contacts')
      .values(contacts.map((c) => ({ list_id: list.id, phone: c.phone, field1: c.fields?.[0] ?? null, field2: c.fields?.[1] ?? null, field3: c.fields?.[2] ?? null, field4: c.fields?.[3] ?? null, field5: c.fields?.[4] ?? null, field6: c.fields?.[5] ?? null, created_at: Date.now(), source: 'test' })))
      .execute();
  }
  return list.id;
}

export async function makeSub(db: Db, parentId: number, subId: number): Promise<void> {
  await db.updateTable('contact_lists').set({ is_parent: 1 }).where('id', '=', parentId).execute();
  await db.insertInto('contact_list_subs').values({ parent_id: parentId, sub_id: subId }).execute();
}

/** Pasted numbers, as the composer uploads them; answers the destination's upload_id. */
export async function paste(t: TestApp, token: string, rows: { phone: string; fields?: string[] }[], headers: string[] = []): Promise<{ upload_id: number; file_unique_hash: string }> {
  const res = await t.app.inject({ method: 'POST', url: '/api/upload-pasted-numbers', headers: bearer(token), payload: { rows, headers } });
  return res.json().data;
}

export const post = (t: TestApp, token: string, url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/campaigns/${url}`, headers: bearer(token), payload });
