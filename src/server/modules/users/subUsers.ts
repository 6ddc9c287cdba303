/**
 * users/create-sub-user, update-sub-user/{id}, delete-sub-user/{id}: a family's users, each
 * change in one transaction so a refused or failed one writes nothing.
 */
import type {
  CreateSubUserApiArg,
  CreateSubUserApiResponse,
  DeleteSubUserApiArg,
  DeleteSubUserApiResponse,
  UpdateSubUserApiArg,
  UpdateSubUserApiResponse,
} from '../../../contract/users';
import { CreateSubUser, DeleteSubUser, UpdateSubUser } from '../../../contract/statusCodes';
import { accountOf, Group, isAdmin, managesFamily } from '../../../domain/access';
import { descendantsUpperBound, familyPathOf, storedFamilyPath } from '../../../domain/family';
import { sql } from 'kysely';
import { managedUserOf } from '../../http/account';
import { forbidden, notFound } from '../../http/envelope';
import type { Handler, RequestContext } from '../../http/handler';
import { balanceServices } from '../../db/schema';
import { announceSessionsEnded } from '../../events/sessionsEnded';
import { refundCredits, reserveCredits } from '../../messaging/credits';
import { formRefusal, saveGrantsAndNames, userColumnsOf } from './subUserForm';
import { approveRecoveryRequests } from './recoveryRequest';

interface Parent {
  userId: number;
  adminId: number;
  familyPath: string;
  administratorId: number | null;
}

/** Who the new user's parent is: the caller, or for an administrator a user it manages (parentId). */
async function parentOf(ctx: RequestContext, parentId: number | undefined): Promise<Parent | null> {
  const caller = ctx.user!;
  if (!managesFamily(caller)) throw forbidden();
  if (parentId !== undefined && parentId !== caller.userId) {
    const managed = await managedUserOf(ctx, parentId);
    return { userId: managed.userId, adminId: managed.adminId, familyPath: managed.familyPath, administratorId: managed.administratorId };
  }
  // An administrator's own account is no customer family: it names the parent.
  if (isAdmin(caller)) return null;
  const row = await ctx.db.selectFrom('users').select('administrator_id').where('id', '=', caller.userId).executeTakeFirstOrThrow();
  return { userId: caller.userId, adminId: caller.adminId, familyPath: storedFamilyPath(caller), administratorId: row.administrator_id };
}

export const createSubUser: Handler<CreateSubUserApiArg> = async ({ body }, ctx): Promise<CreateSubUserApiResponse> => {
  const parent = await parentOf(ctx, body.parentId);
  if (!parent) return { data: { status: CreateSubUser.saveError } };
  const account = accountOf(parent);
  const refusal = await formRefusal(ctx.db, ctx.user!, account, body, parent.userId);
  if (refusal) return { data: { status: CreateSubUser[refusal] } };
  const columns = await userColumnsOf(body);
  const now = ctx.now();
  // 1 (a customer user, who may manage a family of its own with permission 2) or 4 (a child).
  const group = body.group === Group.customer ? Group.customer : Group.subUser;
  const userId = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('users')
      .values({
        ...columns,
        username: body.username!,
        password_hash: columns.password_hash!,
        admin_id: account,
        parent_id: parent.userId,
        administrator_id: parent.administratorId,
        group_id: group,
        customer_number: '',
        password_changed_at: now,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('users')
      .set({ family_path: familyPathOf(parent.familyPath, row.id), customer_number: String(100000 + row.id) })
      .where('id', '=', row.id)
      .execute();
    await trx.insertInto('password_history').values({ user_id: row.id, password_hash: columns.password_hash!, created_at: now }).execute();
    await saveGrantsAndNames(trx, row.id, body);
    return row.id;
  });
  return { data: { status: CreateSubUser.created, userId } };
};

export const updateSubUser: Handler<UpdateSubUserApiArg> = async ({ id, body }, ctx): Promise<UpdateSubUserApiResponse> => {
  const user = await managedUserOf(ctx, id);
  const refusal = await formRefusal(ctx.db, ctx.user!, accountOf(user), body, user.parentId, user.userId);
  if (refusal) return { data: { status: UpdateSubUser[refusal] } };
  const columns = await userColumnsOf(body);
  const now = ctx.now();
  // Only a customer user or a child: an edit never makes a user an administrator.
  const group = body.group === undefined ? {} : { group_id: body.group === Group.customer ? Group.customer : Group.subUser };
  await ctx.db.transaction().execute(async (trx) => {
    if (Object.keys(columns).length || 'group_id' in group) {
      await trx
        .updateTable('users')
        .set({ ...columns, ...group, ...(columns.password_hash && { password_changed_at: now, password_valid_until: null }) })
        .where('id', '=', user.userId)
        .execute();
    }
    if (columns.password_hash) await trx.insertInto('password_history').values({ user_id: user.userId, password_hash: columns.password_hash, created_at: now }).execute();
    await saveGrantsAndNames(trx, user.userId, body);
    // Making a frozen user active again is the answer to its recovery request.
    if (body.active === true && !user.active) await approveRecoveryRequests(trx, user.userId, ctx.user!.userId, now);
  });
  return { data: { status: UpdateSubUser.saved, userId: user.userId } };
};

/**
 * Deleting a user (the decision is in the contract's description): its credits go back to its
 * parent through the ledger, its sub-users move up to its parent with their whole families,
 * its lists and campaigns stay in the account. The row stays, marked deleted, signed out for
 * good, its username and e-mail freed, because campaigns, lists and reports name it.
 */
export const deleteSubUser: Handler<DeleteSubUserApiArg> = async ({ id }, ctx): Promise<DeleteSubUserApiResponse> => {
  const user = await managedUserOf(ctx, id);
  if (user.adminId === 0) throw notFound();
  const sending = await ctx.db.selectFrom('campaigns').select('id').where('user_id', '=', user.userId).where('status', '=', 'sending').executeTakeFirst();
  if (sending) return { data: { status: DeleteSubUser.campaignSending } };
  const now = ctx.now();
  const by = ctx.user!.userId;
  await ctx.db.transaction().execute(async (trx) => {
    const parent = await trx.selectFrom('users').select(['id', 'family_path', 'admin_id']).where('id', '=', user.parentId || user.adminId).executeTakeFirstOrThrow();
    const parentPath = storedFamilyPath({ userId: parent.id, adminId: parent.admin_id, familyPath: parent.family_path });
    const balances = await trx.selectFrom('balances').select(['service', 'amount']).where('user_id', '=', user.userId).where('amount', '>', 0).execute();
    for (const { service, amount } of balances) {
      if (!(balanceServices as readonly string[]).includes(service)) continue;
      const move = { service: service as (typeof balanceServices)[number], amount: Number(amount), reason: 'user.delete', reference: String(user.userId), userId: by, now };
      const taken = await reserveCredits(trx, { ...move, account: user.userId });
      if (taken.ok) await refundCredits(trx, { ...move, account: parent.id });
    }
    // Its descendants keep their place below it, one level up: the path loses its id.
    const oldPrefix = user.familyPath;
    await trx
      .updateTable('users')
      .set({ family_path: sql<string>`${parentPath} || substr(family_path, ${oldPrefix.length + 1})` })
      .where('family_path', '>', oldPrefix)
      .where('family_path', '<', descendantsUpperBound(oldPrefix))
      .execute();
    await trx.updateTable('users').set({ parent_id: parent.id }).where('parent_id', '=', user.userId).execute();
    await trx
      .updateTable('users')
      .set({ deleted_at: now, active: 0, blocked: 1, blocked_reason: 'deleted', username: `deleted-${user.userId}`, email: '', family_path: '', parent_id: 0 })
      .where('id', '=', user.userId)
      .execute();
    await trx.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', user.userId).where('revoked_at', 'is', null).execute();
  });
  await announceSessionsEnded(ctx.db, [user.userId]);
  return { data: { status: DeleteSubUser.deleted } };
};
