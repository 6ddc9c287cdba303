/**
 * Parent lists: a parent holds sub-lists (which stay lists of their own). A list cannot
 * contain itself, directly or through the lists below it. A list is a parent while it holds
 * sub-lists.
 */
import type {
  AddNewSubContactsApiArg,
  AddNewSubContactsApiResponse,
  DeleteSubContactsApiArg,
  DeleteSubContactsApiResponse,
} from '../../../contract/contacts';
import type { Db } from '../../db/database';
import { accountOf } from '../../http/account';
import type { Handler } from '../../http/handler';
import { blockedCounts, memberListIds, ownList, ownLists, toContactList, withSubs } from './lists';
import { AddNewSubContacts, DeleteSubContacts } from '../../../contract/statusCodes';

async function markParent(db: Db, parentId: number): Promise<void> {
  const any = await db.selectFrom('contact_list_subs').select('sub_id').where('parent_id', '=', parentId).limit(1).executeTakeFirst();
  await db.updateTable('contact_lists').set({ is_parent: any ? 1 : 0 }).where('id', '=', parentId).execute();
}

export const addNewSubContacts: Handler<AddNewSubContactsApiArg> = async ({ body }, { db, user }): Promise<AddNewSubContactsApiResponse> => {
  const account = accountOf(user!);
  const parent = await ownList(db, account, body.parentId);
  const subs = await ownLists(db, account, body.subIds);
  for (const sub of subs) {
    if ((await memberListIds(db, sub.id)).includes(parent.id)) return { data: { status: AddNewSubContacts.cannotContainItself } };
  }
  const existing = await db.selectFrom('contact_list_subs').select('sub_id').where('parent_id', '=', parent.id).execute();
  const already = new Set(existing.map((e) => e.sub_id));
  const added = subs.filter((s) => !already.has(s.id));
  if (!added.length) return { data: { status: AddNewSubContacts.alreadySubs } };
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('contact_list_subs').values(added.map((s) => ({ parent_id: parent.id, sub_id: s.id }))).execute();
    await markParent(trx, parent.id);
  });
  const row = await ownList(db, account, parent.id);
  const blocked = await blockedCounts(db, account, await memberListIds(db, parent.id));
  return { data: { status: AddNewSubContacts.added, contactList: await withSubs(db, toContactList(row, blocked.get(row.id) ?? 0, user!.userId), blocked) } };
};

export const deleteSubContacts: Handler<DeleteSubContactsApiArg> = async ({ body }, { db, user }): Promise<DeleteSubContactsApiResponse> => {
  const account = accountOf(user!);
  const parent = await ownList(db, account, body.parentId);
  await ownLists(db, account, body.subIds);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('contact_list_subs').where('parent_id', '=', parent.id).where('sub_id', 'in', body.subIds).execute();
    await markParent(trx, parent.id);
  });
  return { data: { status: DeleteSubContacts.removed } };
};
