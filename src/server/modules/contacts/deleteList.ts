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
import { holdsPermission } from '../../../domain/access';
import { listNameKey, restoredListName } from '../../../domain/contactFields';
import { Permission } from '../../../domain/permissions';
import { accountOf } from '../../http/account';
import { notFound } from '../../http/envelope';
import type { Handler } from '../../http/handler';
import { blockedCounts, ownList, toContactList } from './lists';
import { DeleteContactList, RestoreContactLists } from '../../../contract/statusCodes';

export const deleteContactList: Handler<DeleteContactListApiArg> = async ({ contactListId }, { db, user, now }): Promise<DeleteContactListApiResponse> => {
  const list = await ownList(db, accountOf(user!), contactListId);
  const mayDeleteParent = holdsPermission(user!, Permission.deleteParentContactList);
  if (list.is_parent === 1 && !mayDeleteParent) return { data: { status: DeleteContactList.parentDeletionRefused } };
  await db.updateTable('contact_lists').set({ deleted_at: now() }).where('id', '=', list.id).execute();
  return { data: { status: DeleteContactList.deleted } };
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
