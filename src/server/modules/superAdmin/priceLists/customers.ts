/**
 * super-admin/change-price-list and restore-default-price-list: which list a customer pays by.
 * Prices are an account's (src/server/pricing reads the primary user's list), so naming a
 * sub-user moves its account; its sub-users follow unless includeSubUsers is false. Campaigns
 * already accepted keep the rates they were accepted with.
 */
import type { ChangePriceListApiArg, ChangePriceListApiResponse, RestoreDefaultPriceListApiArg, RestoreDefaultPriceListApiResponse } from '../../../../contract/superAdmin';
import { ChangePriceList, RestoreDefaultPriceList } from '../../../../contract/statusCodes';
import { accountOf } from '../../../../domain/access';
import type { Db } from '../../../db/database';
import { managedUserOf } from '../../../http/account';
import type { Handler, RequestContext } from '../../../http/handler';

/** Puts the account of `userId` (and its sub-users when asked) on `priceListId`; null is the default list. */
async function putOnList(ctx: Pick<RequestContext, 'db' | 'user'>, trx: Db, userId: number, priceListId: number | null, includeSubUsers: boolean): Promise<void> {
  const user = await managedUserOf({ ...ctx, db: trx }, userId);
  const account = accountOf(user);
  let users = trx.updateTable('users').set({ price_list_id: priceListId });
  users = includeSubUsers ? users.where((eb) => eb.or([eb('id', '=', account), eb('admin_id', '=', account)])) : users.where('id', '=', account);
  await users.execute();
}

export const changePriceList: Handler<ChangePriceListApiArg> = async ({ body }, ctx): Promise<ChangePriceListApiResponse> =>
  ctx.db.transaction().execute(async (trx): Promise<ChangePriceListApiResponse> => {
    const list = await trx.selectFrom('price_lists').select('id').where('id', '=', body.priceListId).executeTakeFirst();
    // The user first: another account's id is 404 whichever list is named.
    await managedUserOf({ ...ctx, db: trx }, body.userId);
    if (!list) return { data: { status: ChangePriceList.notFound } };
    await putOnList(ctx, trx, body.userId, list.id, body.includeSubUsers ?? true);
    return { data: { status: ChangePriceList.changed } };
  });

export const restoreDefaultPriceList: Handler<RestoreDefaultPriceListApiArg> = async ({ body }, ctx): Promise<RestoreDefaultPriceListApiResponse> =>
  ctx.db.transaction().execute(async (trx): Promise<RestoreDefaultPriceListApiResponse> => {
    // No list of its own is the default list (src/server/pricing), so a later default change reaches it too.
    await putOnList(ctx, trx, body.userId, null, true);
    return { data: { status: RestoreDefaultPriceList.defaultRestored } };
  });
