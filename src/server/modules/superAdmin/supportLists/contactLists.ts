/**
 * A customer's contact lists as support sees them (section 6, /user-profile/:userId): with
 * their sub-lists, flat with each list's parent, and deleting chosen ones. Lists belong to the
 * customer's account; the user named must be one the caller manages (managedUserOf: an
 * administrator its assigned customers, system groups everyone), any other id is 404, and so
 * is a list id that is not a live list of that account. A deletion is the customer's own
 * (contacts/deleteList): the lists can be restored from the customer's contacts page.
 */
import type {
  GetAllUserContactListsApiArg,
  GetAllUserContactListsApiResponse,
  GetUserContactListsWithSubsApiArg,
  GetUserContactListsWithSubsApiResponse,
  SuperAdminDeleteContactListsApiArg,
  SuperAdminDeleteContactListsApiResponse,
} from '../../../../contract/superAdmin';
import { SuperAdminDeleteContactLists } from '../../../../contract/statusCodes';
import { accountOf } from '../../../../domain/access';
import { formatDateTime } from '../../../../domain/contactFields';
import { managedUserOf } from '../../../http/account';
import type { Handler } from '../../../http/handler';
import { deleteLists } from '../../contacts/deleteList';
import { blockedCounts, toContactList, withSubs } from '../../contacts/lists';

/** Support sees a parent's sub-lists at once, up to this many (the customer's page pages them by 50). */
const subListsShown = 1000;

/** The account of a customer the caller manages, or 404. */
async function customerAccount(ctx: Parameters<Handler>[1], userId: number): Promise<{ account: number; userId: number }> {
  const customer = await managedUserOf(ctx, userId);
  return { account: accountOf(customer), userId: customer.userId };
}

export const getUserContactListsWithSubs: Handler<GetUserContactListsWithSubsApiArg> = async ({ body }, ctx): Promise<GetUserContactListsWithSubsApiResponse> => {
  const { account, userId } = await customerAccount(ctx, body.userId);
  const [rows, blocked] = await Promise.all([
    ctx.db.selectFrom('contact_lists').selectAll().where('account_id', '=', account).where('deleted_at', 'is', null).orderBy('created_at', 'desc').orderBy('id', 'desc').execute(),
    blockedCounts(ctx.db, account),
  ]);
  const lists = await Promise.all(rows.map((row) => withSubs(ctx.db, toContactList(row, blocked.get(row.id) ?? 0, userId), blocked, 0, subListsShown)));
  // The customer page's paging fields are not this contract's.
  return { data: lists.map(({ subsTotal: _total, subsOffset: _offset, ...list }) => list) };
};

export const getAllUserContactLists: Handler<GetAllUserContactListsApiArg> = async ({ body }, ctx): Promise<GetAllUserContactListsApiResponse> => {
  const { account } = await customerAccount(ctx, body.userId);
  const rows = await ctx.db
    .selectFrom('contact_lists')
    .select(['id', 'name', 'contacts_count', 'created_at'])
    .where('account_id', '=', account)
    .where('deleted_at', 'is', null)
    .orderBy('name')
    .orderBy('id')
    .execute();
  const ids = rows.map((r) => r.id);
  const links = ids.length ? await ctx.db.selectFrom('contact_list_subs').select(['parent_id', 'sub_id']).where('sub_id', 'in', ids).where('parent_id', 'in', ids).orderBy('parent_id').execute() : [];
  // A list may sit under several parents; the flat view names the first (lowest id).
  const parentOf = new Map<number, number>();
  for (const link of links) if (!parentOf.has(link.sub_id)) parentOf.set(link.sub_id, link.parent_id);
  return {
    data: rows.map((r) => ({ id: r.id, name: r.name, parentId: parentOf.get(r.id) ?? -1, totalLength: r.contacts_count, creationDate: formatDateTime(Number(r.created_at)) })),
  };
};

export const superAdminDeleteContactLists: Handler<SuperAdminDeleteContactListsApiArg> = async ({ body }, ctx): Promise<SuperAdminDeleteContactListsApiResponse> => {
  const { account } = await customerAccount(ctx, body.userId);
  // The caller's permission decides a parent list: support deletes as itself, not as the customer.
  const outcome = await ctx.db.transaction().execute((trx) => deleteLists(trx, account, body.contactListIds, ctx.user!, ctx.now()));
  return { data: { status: SuperAdminDeleteContactLists[outcome], deleted: outcome === 'deleted' ? body.contactListIds.length : 0 } };
};
