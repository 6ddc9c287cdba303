/**
 * Wallets of a customer's account, by user id (section 6, super-admin functions): listed with
 * who may spend from each, added and funded, renamed or refilled, frozen (no spending) and
 * thawed, deleted with what is left returned to the account's balance. Moves of credits are
 * walletStore's; every change is audited in its transaction (auditedOperations.ts).
 */
import type {
  AddWalletApiArg,
  AddWalletApiResponse,
  DeleteWalletApiArg,
  DeleteWalletApiResponse,
  GetWalletsApiArg,
  GetWalletsApiResponse,
  SetWalletPermissionsApiArg,
  SetWalletPermissionsApiResponse,
  UpdateWalletApiArg,
  UpdateWalletApiResponse,
  UpdateWalletStatusApiArg,
  UpdateWalletStatusApiResponse,
} from '../../../../contract/superAdmin';
import { AddWallet, DeleteWallet, SetWalletPermissions, UpdateWallet, UpdateWalletStatus } from '../../../../contract/statusCodes';
import { notFound } from '../../../http/envelope';
import type { Handler } from '../../../http/handler';
import { creditsOf, customerAccountOf, lockedWalletOf, moveToBalance, nameTaken, NotEnoughCredits, walletsOf } from './walletStore';

export const getWallets: Handler<GetWalletsApiArg> = async ({ body }, ctx): Promise<GetWalletsApiResponse> => {
  const account = await customerAccountOf(ctx, body.userId);
  return { data: await walletsOf(ctx.db, account) };
};

export const addWallet: Handler<AddWalletApiArg> = async ({ body }, ctx): Promise<AddWalletApiResponse> => {
  const account = await customerAccountOf(ctx, body.userId);
  const name = body.name.trim();
  const balance = creditsOf(body.balance, 'body.balance') ?? 0;
  if (!name) return { data: { status: AddWallet.saveError } };
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      if (await nameTaken(trx, account, name)) return { data: { status: AddWallet.nameExists } };
      const { id } = await trx.insertInto('wallets').values({ account_id: account, name, created_at: ctx.now() }).returning('id').executeTakeFirstOrThrow();
      await moveToBalance(trx, ctx, account, { id, balance: 0 }, balance);
      return { data: { status: AddWallet.added, id } };
    });
  } catch (error) {
    if (error instanceof NotEnoughCredits) return { data: { status: AddWallet.notEnoughCredits } };
    throw error;
  }
};

export const updateWallet: Handler<UpdateWalletApiArg> = async ({ body }, ctx): Promise<UpdateWalletApiResponse> => {
  const account = await customerAccountOf(ctx, body.userId);
  const name = body.name?.trim();
  const balance = creditsOf(body.balance, 'body.balance');
  if (name === '') return { data: { status: UpdateWallet.saveError } };
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const wallet = await lockedWalletOf(trx, account, body.walletId);
      if (name !== undefined && name !== wallet.name) {
        if (await nameTaken(trx, account, name, wallet.id)) return { data: { status: UpdateWallet.nameExists } };
        await trx.updateTable('wallets').set({ name }).where('id', '=', wallet.id).execute();
      }
      if (balance !== undefined) await moveToBalance(trx, ctx, account, wallet, balance);
      return { data: { status: UpdateWallet.updated } };
    });
  } catch (error) {
    if (error instanceof NotEnoughCredits) return { data: { status: UpdateWallet.notEnoughCredits } };
    throw error;
  }
};

export const updateWalletStatus: Handler<UpdateWalletStatusApiArg> = async ({ body }, ctx): Promise<UpdateWalletStatusApiResponse> => {
  const account = await customerAccountOf(ctx, body.userId);
  const changed = await ctx.db.updateTable('wallets').set({ status: body.status }).where('id', '=', body.walletId).where('account_id', '=', account).executeTakeFirst();
  if (Number(changed.numUpdatedRows) === 0) throw notFound();
  return { data: { status: UpdateWalletStatus.statusUpdated } };
};

export const deleteWallet: Handler<DeleteWalletApiArg> = async ({ body }, ctx): Promise<DeleteWalletApiResponse> => {
  const account = await customerAccountOf(ctx, body.userId);
  await ctx.db.transaction().execute(async (trx) => {
    const wallet = await lockedWalletOf(trx, account, body.walletId);
    // What is left goes back to the account's balance before the wallet is gone.
    await moveToBalance(trx, ctx, account, wallet, 0);
    await trx.deleteFrom('wallet_permissions').where('wallet_id', '=', wallet.id).execute();
    await trx.deleteFrom('wallets').where('id', '=', wallet.id).execute();
  });
  return { data: { status: DeleteWallet.deleted } };
};

export const setWalletPermissions: Handler<SetWalletPermissionsApiArg> = async ({ body }, ctx): Promise<SetWalletPermissionsApiResponse> => {
  const account = await customerAccountOf(ctx, body.userId);
  const userIds = [...new Set(body.permissions)];
  await ctx.db.transaction().execute(async (trx) => {
    const wallet = await lockedWalletOf(trx, account, body.walletId);
    // Only the account's own sub-users spend from its wallets; any other id is as unknown.
    const subUsers = userIds.length
      ? await trx.selectFrom('users').select('id').where('id', 'in', userIds).where('admin_id', '=', account).where('deleted_at', 'is', null).execute()
      : [];
    if (subUsers.length !== userIds.length) throw notFound();
    await trx.deleteFrom('wallet_permissions').where('wallet_id', '=', wallet.id).execute();
    if (userIds.length) await trx.insertInto('wallet_permissions').values(userIds.map((user_id) => ({ wallet_id: wallet.id, user_id }))).execute();
  });
  return { data: { status: SetWalletPermissions.permissionsSaved } };
};
