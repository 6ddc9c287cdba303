/**
 * The composer's view of the account's lists: every live list with its sub-lists and totals
 * for choosing recipients (campaigns/get-user-all-contact-lists), and the dynamic fields a
 * message may name for the chosen list, upload or file (campaigns/get-dynamic-fields-headers).
 */
import type {
  ContactList,
  GetDynamicFieldsHeadersApiArg,
  GetDynamicFieldsHeadersApiResponse,
  GetUserAllContactListsApiResponse,
} from '../../../contract/campaigns';
import { titledFields } from '../../../domain/contactFields';
import type { Db } from '../../db/database';
import { accountOf } from '../../http/account';
import { notFound } from '../../http/envelope';
import type { Handler } from '../../http/handler';
import { blockedCounts, ownList, parseHeaders, toContactList, withSubs } from '../contacts/lists';
import { ownFile } from '../files/store';

export const getUserAllContactLists: Handler = async (_arg, ctx): Promise<GetUserAllContactListsApiResponse> => {
  const account = accountOf(ctx.user!);
  const rows = await ctx.db.selectFrom('contact_lists').selectAll().where('account_id', '=', account).where('deleted_at', 'is', null).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  const blocked = await blockedCounts(ctx.db, account);
  const lists: ContactList[] = [];
  // The picker shows a parent's every direct sub-list, not a page of them.
  for (const row of rows) lists.push(await withSubs(ctx.db, toContactList(row, blocked.get(row.id) ?? 0, ctx.user!.userId), blocked, 0, rows.length));
  return { data: lists };
};

async function titlesOf(db: Db, account: number, body: GetDynamicFieldsHeadersApiArg['body']): Promise<string[]> {
  if (body.contactListId !== undefined) return parseHeaders((await ownList(db, account, body.contactListId)).headers);
  if (body.file_unique_hash !== undefined) return parseHeaders((await ownFile(db, account, body.file_unique_hash)).headers);
  if (body.upload_id !== undefined) {
    const file = await db.selectFrom('destination_files').select('headers').where('id', '=', body.upload_id).where('account_id', '=', account).executeTakeFirst();
    if (!file) throw notFound();
    return parseHeaders(file.headers);
  }
  return [];
}

export const getDynamicFieldsHeaders: Handler<GetDynamicFieldsHeadersApiArg> = async ({ body }, ctx): Promise<GetDynamicFieldsHeadersApiResponse> => ({
  data: titledFields(await titlesOf(ctx.db, accountOf(ctx.user!), body)),
});
