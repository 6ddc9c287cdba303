/**
 * get-contacts-page-data: every list of the account (parents with one page of their
 * sub-lists), the deleted lists for the restore screen, and the chosen list's contacts up to
 * the view cap.
 */
import type { GetContactsPageDataApiArg, GetContactsPageDataApiResponse } from '../../../contract/contacts';
import { formatDateTime, subListsPage, viewCap } from '../../../domain/contactFields';
import type { Handler } from '../../http/handler';
import { accountOf } from '../../http/account';
import { contactsQuery, toContact } from './contactRows';
import { blockedCounts, memberListIds, ownList, toContactList, withSubs } from './lists';

export const getContactsPageData: Handler<GetContactsPageDataApiArg> = async ({ body }, { db, user }): Promise<GetContactsPageDataApiResponse> => {
  const account = accountOf(user!);
  const subsOffset = body.subsOffset ?? 0;
  const subsLimit = body.subsLimit ?? subListsPage;

  // Expanding a parent asks only for the next page of its sub-lists.
  if (body.expandParentId !== undefined) {
    const parent = await ownList(db, account, body.expandParentId);
    const blocked = await blockedCounts(db, account);
    return { data: { lists: [await withSubs(db, toContactList(parent, blocked.get(parent.id) ?? 0, user!.userId), blocked, subsOffset, subsLimit)] } };
  }

  const chosen = body.contactListId === -1 ? null : await ownList(db, account, body.contactListId);
  const [rows, deleted, blocked] = await Promise.all([
    db.selectFrom('contact_lists').selectAll().where('account_id', '=', account).where('deleted_at', 'is', null).orderBy('created_at', 'desc').orderBy('id', 'desc').execute(),
    db.selectFrom('contact_lists').select(['id', 'name', 'deleted_at']).where('account_id', '=', account).where('deleted_at', 'is not', null).orderBy('deleted_at', 'desc').execute(),
    blockedCounts(db, account),
  ]);
  const lists = await Promise.all(rows.map((row) => withSubs(db, toContactList(row, blocked.get(row.id) ?? 0, user!.userId), blocked, 0, subsLimit)));
  const deletedLists = deleted.map((d) => ({ id: d.id, name: d.name, deleteDate: formatDateTime(Number(d.deleted_at)) }));
  if (!chosen) return { data: { lists, deletedLists, viewCap } };

  const contactList = lists.find((l) => l.id === chosen.id)!;
  const members = await memberListIds(db, chosen.id);
  const total = contactList.allTotalDestinationsCount ?? 0;
  if (total > viewCap) {
    return { data: { lists, deletedLists, viewCap, contactList, contacts: [], totalContacts: total, tooLargeToView: true } };
  }
  const contacts = await contactsQuery(db, account)
    .where('contacts.list_id', 'in', members)
    .orderBy('contacts.id')
    .offset(body.contactsOffset ?? 0)
    .limit(body.contactsLimit ?? viewCap)
    .execute();
  return { data: { lists, deletedLists, viewCap, contactList, contacts: contacts.map(toContact), totalContacts: total, tooLargeToView: false } };
};
