/**
 * Reading the account's contact lists: finding one (or refusing with 404), the members of a
 * parent list, the counts the page shows, and keeping contacts_count right after a change.
 */
import type { Selectable } from 'kysely';
import type { ContactList, ContactListSub, ContactsPageList, MobileData } from '../../../contract/contacts';
import { formatDateTime, subListsPage } from '../../../domain/contactFields';
import type { Db } from '../../db/database';
import type { ContactListsTable } from '../../db/schema';
import { notFound } from '../../http/envelope';

export type ListRow = Selectable<ContactListsTable>;

/** A live list of the account, or 404 (another account's id says nothing about it). */
export async function ownList(db: Db, account: number, id: number): Promise<ListRow> {
  const row = await db
    .selectFrom('contact_lists')
    .selectAll()
    .where('id', '=', id)
    .where('account_id', '=', account)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** Every id must be a live list of the account, or the whole request is 404. */
export async function ownLists(db: Db, account: number, ids: readonly number[]): Promise<ListRow[]> {
  const unique = [...new Set(ids)];
  const rows = await db
    .selectFrom('contact_lists')
    .selectAll()
    .where('id', 'in', unique)
    .where('account_id', '=', account)
    .where('deleted_at', 'is', null)
    .execute();
  if (rows.length !== unique.length) throw notFound();
  return rows;
}

/** A list and every live list below it (parents may hold parents), each once. */
export async function memberListIds(db: Db, rootId: number): Promise<number[]> {
  const seen = new Set([rootId]);
  let frontier = [rootId];
  while (frontier.length) {
    const subs = await db
      .selectFrom('contact_list_subs')
      .innerJoin('contact_lists', 'contact_lists.id', 'contact_list_subs.sub_id')
      .select('contact_list_subs.sub_id')
      .where('contact_list_subs.parent_id', 'in', frontier)
      .where('contact_lists.deleted_at', 'is', null)
      .execute();
    frontier = subs.map((s) => s.sub_id).filter((id) => !seen.has(id));
    frontier.forEach((id) => seen.add(id));
  }
  return [...seen];
}

/** contacts_count follows the rows, recounted inside the transaction that changed them. */
export async function recount(db: Db, listIds: readonly number[]): Promise<void> {
  for (const id of new Set(listIds)) {
    const { n } = await db.selectFrom('contacts').select((eb) => eb.fn.countAll<number>().as('n')).where('list_id', '=', id).executeTakeFirstOrThrow();
    await db.updateTable('contact_lists').set({ contacts_count: Number(n) }).where('id', '=', id).execute();
  }
}

/** Per list, how many of its numbers are in the account's blacklist. */
export async function blockedCounts(db: Db, account: number, listIds?: readonly number[]): Promise<Map<number, number>> {
  if (listIds && listIds.length === 0) return new Map();
  let query = db
    .selectFrom('contacts')
    .innerJoin('contact_lists', 'contact_lists.id', 'contacts.list_id')
    .innerJoin('blacklist', (join) => join.onRef('blacklist.phone', '=', 'contacts.phone').on('blacklist.account_id', '=', account))
    .select(['contacts.list_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('contact_lists.account_id', '=', account)
    .where('contact_lists.deleted_at', 'is', null)
    .groupBy('contacts.list_id');
  if (listIds) query = query.where('contacts.list_id', 'in', [...listIds]);
  const rows = await query.execute();
  return new Map(rows.map((r) => [r.list_id, Number(r.n)]));
}

export function parseHeaders(json: string): string[] {
  const value: unknown = JSON.parse(json || '[]');
  return Array.isArray(value) ? value.map(String) : [];
}

export function parseMobileData(json: string | null): MobileData | undefined {
  return json ? (JSON.parse(json) as MobileData) : undefined;
}

/** A list as every answer shows it; parents get their counts and subs from the caller. */
export function toContactList(row: ListRow, blocked: number, userId: number): ContactList {
  const mobileData = parseMobileData(row.mobile_data);
  return {
    id: row.id,
    name: row.name,
    parentId: -1,
    isParent: row.is_parent === 1,
    creationDate: formatDateTime(Number(row.created_at)),
    totalLength: row.contacts_count,
    allTotalDestinationsCount: row.contacts_count,
    totalBlocked: blocked,
    isThisUserCl: row.created_by === userId,
    headers: parseHeaders(row.headers),
    ...(mobileData ? { mobileData } : {}),
    ...(mobileData?.attachedNumber ? { attachedNumber: mobileData.attachedNumber } : {}),
  };
}

/**
 * A parent with one page of its direct sub-lists; its totals add up all its members' (each
 * member once, however deep).
 */
export async function withSubs(db: Db, list: ContactList, blocked: Map<number, number>, offset = 0, limit = subListsPage): Promise<ContactsPageList> {
  if (!list.isParent) return list;
  const direct = db
    .selectFrom('contact_list_subs')
    .innerJoin('contact_lists', 'contact_lists.id', 'contact_list_subs.sub_id')
    .where('contact_list_subs.parent_id', '=', list.id)
    .where('contact_lists.deleted_at', 'is', null);
  const [{ n }, page, members] = await Promise.all([
    direct.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    direct.select(['contact_lists.id', 'contact_lists.name', 'contact_lists.contacts_count']).orderBy('contact_lists.name').orderBy('contact_lists.id').offset(offset).limit(limit).execute(),
    memberListIds(db, list.id),
  ]);
  const counts = await db.selectFrom('contact_lists').select(['id', 'contacts_count']).where('id', 'in', members).execute();
  const subs: ContactListSub[] = page.map((s) => ({ id: s.id, name: s.name, parentId: list.id, destinations: s.contacts_count, isDirectSub: true }));
  return {
    ...list,
    allTotalDestinationsCount: counts.reduce((sum, c) => sum + c.contacts_count, 0),
    totalBlocked: members.reduce((sum, id) => sum + (blocked.get(id) ?? 0), 0),
    subs,
    subsTotal: Number(n),
    subsOffset: offset,
  };
}
