/**
 * A list's contacts in chunks (scrolling, searching inside a list), all of them up to the
 * view cap, and a list's details. A parent's contacts are those of all its members.
 */
import type {
  CheckContactListInfoApiArg,
  CheckContactListInfoApiResponse,
  GetBulkContactApiArg,
  GetBulkContactApiResponse,
  GetFullListApiArg,
  GetFullListApiResponse,
} from '../../../contract/contacts';
import { viewCap } from '../../../domain/contactFields';
import type { Db } from '../../db/database';
import { accountOf } from '../../http/account';
import type { Handler } from '../../http/handler';
import { contactMatches, contactsQuery, toContact } from './contactRows';
import { blockedCounts, memberListIds, ownList, toContactList, withSubs } from './lists';

async function membersTotal(db: Db, members: number[]): Promise<number> {
  const rows = await db.selectFrom('contact_lists').select('contacts_count').where('id', 'in', members).execute();
  return rows.reduce((sum, r) => sum + r.contacts_count, 0);
}

export const getBulkContact: Handler<GetBulkContactApiArg> = async ({ body }, { db, user }): Promise<GetBulkContactApiResponse> => {
  const account = accountOf(user!);
  const list = await ownList(db, account, body.contactListId);
  const members = await memberListIds(db, list.id);
  const size = await membersTotal(db, members);
  // Above the cap the list is downloaded, not scrolled: the chunks would add up to the whole.
  if (size > viewCap) return { data: { contacts: [], total: size, tooLargeToView: true } };
  let query = contactsQuery(db, account).where('contacts.list_id', 'in', members);
  if (body.search?.trim()) query = query.where(contactMatches(body.search));
  const [rows, { n }] = await Promise.all([
    query.orderBy('contacts.id').offset(body.offset ?? 0).limit(body.limit ?? 500).execute(),
    query.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { data: { contacts: rows.map(toContact), total: Number(n), tooLargeToView: false } };
};

export const getFullList: Handler<GetFullListApiArg> = async ({ body }, { db, user }): Promise<GetFullListApiResponse> => {
  const account = accountOf(user!);
  const list = await ownList(db, account, body.contactListId);
  const members = await memberListIds(db, list.id);
  const total = await membersTotal(db, members);
  if (total > viewCap) return { data: { contacts: [], total, tooLargeToView: true } };
  const rows = await contactsQuery(db, account).where('contacts.list_id', 'in', members).orderBy('contacts.id').limit(viewCap).execute();
  return { data: { contacts: rows.map(toContact), total, tooLargeToView: false } };
};

export const checkContactListInfo: Handler<CheckContactListInfoApiArg> = async ({ body }, { db, user }): Promise<CheckContactListInfoApiResponse> => {
  const account = accountOf(user!);
  const list = await ownList(db, account, body.contactListId);
  const members = await memberListIds(db, list.id);
  const blocked = await blockedCounts(db, account, members);
  const shown = await withSubs(db, toContactList(list, blocked.get(list.id) ?? 0, user!.userId), blocked);
  const dated = await db.selectFrom('contacts').select('id').where('list_id', 'in', members).where('field6', 'is not', null).where('field6', '!=', '').limit(1).executeTakeFirst();
  return { data: { ...shown, tooLargeToView: (shown.allTotalDestinationsCount ?? 0) > viewCap, hasBirthDates: dated !== undefined } };
};
