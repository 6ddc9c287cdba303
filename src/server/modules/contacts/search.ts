/**
 * Finding contacts and lists across the account: the composer's pickers (get-contacts,
 * get-contacts-lists) and the contact-list page's general search with its save.
 */
import type {
  ContactList,
  FailedRow,
  GeneralSearchApiArg,
  GeneralSearchApiResponse,
  GeneralSearchSaveChangesApiArg,
  GeneralSearchSaveChangesApiResponse,
  GetContactsApiArg,
  GetContactsApiResponse,
  GetContactsListsApiArg,
  GetContactsListsApiResponse,
} from '../../../contract/contacts';
import { listNameKey } from '../../../domain/contactFields';
import { accountOf } from '../../http/account';
import { notFound } from '../../http/envelope';
import type { Handler } from '../../http/handler';
import { checkContact, containsText, contactMatches, contactsQuery, toContact } from './contactRows';
import { blockedCounts, recount, toContactList } from './lists';
import { GeneralSearchSaveChanges } from '../../../contract/statusCodes';

export const getContacts: Handler<GetContactsApiArg> = async ({ body }, { db, user }): Promise<GetContactsApiResponse> => {
  const rows = await contactsQuery(db, accountOf(user!))
    .where(contactMatches(body.q))
    .orderBy('contacts.id', 'desc')
    .limit(body.limit ?? 20)
    .execute();
  return { data: rows.map(toContact) };
};

export const getContactsLists: Handler<GetContactsListsApiArg> = async ({ body }, { db, user }): Promise<GetContactsListsApiResponse> => {
  const account = accountOf(user!);
  let query = db.selectFrom('contact_lists').selectAll().where('account_id', '=', account).where('deleted_at', 'is', null);
  if (body.q.trim()) query = query.where(containsText('name_key', listNameKey(body.q)));
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(body.limit ?? 20).execute();
  const blocked = await blockedCounts(db, account, rows.map((r) => r.id));
  const lists: ContactList[] = rows.map((r) => toContactList(r, blocked.get(r.id) ?? 0, user!.userId));
  return { data: lists };
};

export const generalSearch: Handler<GeneralSearchApiArg> = async ({ body }, { db, user }): Promise<GeneralSearchApiResponse> => {
  const limit = body.limit ?? 200;
  const matching = contactsQuery(db, accountOf(user!)).where(contactMatches(body.q, body.searchBy));
  // One row more than the limit tells whether the answer was cut.
  const rows = await matching.orderBy('contact_lists.name').orderBy('contacts.id').limit(limit + 1).execute();
  const { n } = await matching.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { data: { contacts: rows.slice(0, limit).map(toContact), total: Number(n), truncated: rows.length > limit } };
};

/**
 * Saves contacts edited in the search results. Each must be the account's (404 otherwise,
 * before anything is written); a row that breaks a rule or takes a number its list already
 * has is not saved and comes back with why.
 */
export const generalSearchSaveChanges: Handler<GeneralSearchSaveChangesApiArg> = async ({ body }, { db, user }): Promise<GeneralSearchSaveChangesApiResponse> => {
  const account = accountOf(user!);
  const ids = [...new Set(body.contacts.map((c) => c.ID))];
  const owned = await contactsQuery(db, account).where('contacts.id', 'in', ids).execute();
  const listOf = new Map(owned.map((o) => [o.id, o.list_id]));
  if (body.contacts.some((c) => listOf.get(c.ID) !== c.CONTACT_LIST_ID)) throw notFound();

  const failedRows: FailedRow[] = [];
  const saved = await db.transaction().execute(async (trx) => {
    let n = 0;
    for (const [i, change] of body.contacts.entries()) {
      const checked = checkContact(change, i + 1);
      if ('failed' in checked) {
        failedRows.push(checked.failed);
        continue;
      }
      const clash = await trx.selectFrom('contacts').select('id').where('list_id', '=', change.CONTACT_LIST_ID).where('phone', '=', checked.ok.phone).where('id', '!=', change.ID).executeTakeFirst();
      if (clash) {
        failedRows.push({ row: i + 1, phone: change.PHONE, reason: 'duplicate' });
        continue;
      }
      await trx.updateTable('contacts').set(checked.ok).where('id', '=', change.ID).execute();
      n += 1;
    }
    await recount(trx, [...new Set(listOf.values())]);
    return n;
  });
  return { data: { status: failedRows.length ? GeneralSearchSaveChanges.partlySaved : GeneralSearchSaveChanges.saved, saved, failed: failedRows.length, failedRows } };
};
