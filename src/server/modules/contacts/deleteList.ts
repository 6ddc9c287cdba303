/**
 * Deleting a list only marks it (deleted_at) so it can be restored with its contacts; a
 * restored list whose name a live list took meanwhile comes back renamed.
 */
import type {
  ContactList,
  DeleteContactListApiArg,
  DeleteContactListApiResponse,
  RestoreContactListsApiArg,
  RestoreContactListsApiResponse,
} from '../../../contract/contacts';
import { holdsPermission, type PermissionHolder } from '../../../domain/access';
import { listNameKey, restoredListName } from '../../../domain/contactFields';
import { Permission } from '../../../domain/permissions';
import { accountOf } from '../../http/account';
import type { Db } from '../../db/database';
import { notFound } from '../../http/envelope';
import type { Handler } from '../../http/handler';
import { blockedCounts, ownLists, toContactList } from './lists';
import { DeleteContactList, RestoreContactLists } from '../../../contract/statusCodes';

/**
 * Marks live lists of an account deleted (restorable), all or none: any id not a live list of
 * the account is 404, and a parent list needs the deleter's permission (section 6). The
 * customer's own delete and support's (super-admin/delete-contact-lists) both go through it.
 */
export async function deleteLists(db: Db, account: number, ids: readonly number[], deleter: PermissionHolder, now: number): Promise<'deleted' | 'parentDeletionRefused'> {
  const lists = await ownLists(db, account, ids);
  if (lists.some((l) => l.is_parent === 1) && !holdsPermission(deleter, Permission.deleteParentContactList)) return 'parentDeletionRefused';
  await db.updateTable('contact_lists').set({ deleted_at: now }).where('id', 'in', lists.map((l) => l.id)).execute();
  return 'deleted';
}

export const deleteContactList: Handler<DeleteContactListApiArg> = async ({ contactListId }, { db, user, now }): Promise<DeleteContactListApiResponse> => {
  const outcome = await deleteLists(db, accountOf(user!), [contactListId], user!, now());
  return { data: { status: DeleteContactList[outcome] } };
};

export const restoreContactLists: Handler<RestoreContactListsApiArg> = async ({ body }, { db, user }): Promise<RestoreContactListsApiResponse> => {
  const account = accountOf(user!);
  const ids = [...new Set(body.all_cl)];
  return db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('contact_lists').selectAll().where('id', 'in', ids).where('account_id', '=', account).execute();
    if (rows.length !== ids.length) throw notFound();
    const live = await trx.selectFrom('contact_lists').select('name_key').where('account_id', '=', account).where('deleted_at', 'is', null).execute();
    const taken = new Set(live.map((l) => l.name_key));
    let renamed = false;
    const restoredIds: number[] = [];
    // Oldest deletion first: when two deleted lists share a name, the older keeps it.
    for (const row of rows.filter((r) => r.deleted_at !== null).sort((a, b) => Number(a.deleted_at) - Number(b.deleted_at))) {
      const name = restoredListName(row.name, (key) => taken.has(key));
      renamed ||= name !== row.name;
      taken.add(listNameKey(name));
      await trx.updateTable('contact_lists').set({ deleted_at: null, name, name_key: listNameKey(name) }).where('id', '=', row.id).execute();
      restoredIds.push(row.id);
    }
    const blocked = await blockedCounts(trx, account, restoredIds);
    const after = restoredIds.length ? await trx.selectFrom('contact_lists').selectAll().where('id', 'in', restoredIds).execute() : [];
    const restored: ContactList[] = after.map((r) => toContactList(r, blocked.get(r.id) ?? 0, user!.userId));
    return { data: { status: renamed ? RestoreContactLists.restoredRenamed : RestoreContactLists.restored, restored } };
  });
};
