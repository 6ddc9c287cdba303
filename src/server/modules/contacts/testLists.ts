/** Test helpers for the contacts suites: signed-in account holders and lists made directly. */
import { Permission } from '../../../domain/permissions';
import type { Db } from '../../db/database';
import { createSession } from '../../http/session';
import { bearer } from '../../test/signIn';
import { insertUser, type TestApp, type TestUserInput } from '../../test/testApp';
import { listNameKey } from '../../../domain/contactFields';

export interface Caller {
  userId: number;
  account: number;
  headers: Record<string, string>;
}

/** A user who may work with contact lists (permission 4), signed in. */
export async function caller(db: Db, input: TestUserInput = {}): Promise<Caller> {
  const userId = await insertUser(db, { ...input, permissions: [Permission.createContactLists, ...(input.permissions ?? [])] });
  const session = await createSession(db, { userId, lifetimeMs: 3_600_000, keepLoggedIn: false, now: Date.now() });
  return { userId, account: input.adminId || userId, headers: bearer(session.token) };
}

export async function insertListWith(db: Db, owner: Caller, name: string, phones: string[] = [], createdAt = Date.now()): Promise<number> {
  const { id } = await db
    .insertInto('contact_lists')
    .values({ account_id: owner.account, created_by: owner.userId, name, name_key: listNameKey(name), created_at: createdAt, contacts_count: phones.length })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (phones.length) await db.insertInto('contacts').values(phones.map((phone, i) => ({ list_id: id, phone, field1: `Name${i}`, created_at: createdAt }))).execute();
  return id;
}

export const contactIds = async (db: Db, listId: number): Promise<number[]> =>
  (await db.selectFrom('contacts').select('id').where('list_id', '=', listId).orderBy('id').execute()).map((r) => r.id);

export const phonesOf = async (db: Db, listId: number): Promise<string[]> =>
  (await db.selectFrom('contacts').select('phone').where('list_id', '=', listId).orderBy('phone').execute()).map((r) => r.phone);

export const countOf = async (db: Db, listId: number): Promise<number> =>
  (await db.selectFrom('contact_lists').select('contacts_count').where('id', '=', listId).executeTakeFirstOrThrow()).contacts_count;

/** Calls a contacts operation; answers the status code and the envelope's data. */
export function call(t: TestApp, who: Caller) {
  return async (method: 'POST' | 'DELETE', path: string, payload?: object) => {
    const res = await t.app.inject({ method, url: `/api/contacts/${path}`, headers: who.headers, ...(payload ? { payload } : {}) });
    return { code: res.statusCode, data: res.json().data };
  };
}
