/**
 * The share-verified-numbers screen: groups of customers who share their verified sender
 * numbers (verified-groups-*). A member is an account (a sub-user named is its account); every
 * member may send from any member's verified numbers, checked where every sender check asks
 * (senders/queries.ts verifiedNumberAccounts). Each change is audited, and get-groups-history
 * reads those audit rows.
 */
import type {
  AddVerifiedGroupApiArg,
  AddVerifiedGroupApiResponse,
  AddVerifiedGroupMemberApiArg,
  AddVerifiedGroupMemberApiResponse,
  GetVerifiedGroupsApiArg,
  GetVerifiedGroupsApiResponse,
  RemoveVerifiedGroupApiArg,
  RemoveVerifiedGroupApiResponse,
  RemoveVerifiedGroupMemberApiArg,
  RemoveVerifiedGroupMemberApiResponse,
} from '../../../../contract/superAdmin';
import { AddVerifiedGroup, AddVerifiedGroupMember, RemoveVerifiedGroup, RemoveVerifiedGroupMember } from '../../../../contract/statusCodes';
import { accountOf } from '../../../../domain/access';
import { displayPhone } from '../../../../domain/phones';
import type { Db } from '../../../db/database';
import { notFound } from '../../../http/envelope';
import { managedUserOf } from '../../../http/account';
import type { Handler, RequestContext } from '../../../http/handler';

const groupOf = async (db: Db, groupId: number) => {
  const group = await db.selectFrom('verified_groups').select(['id', 'name']).where('id', '=', groupId).executeTakeFirst();
  if (!group) throw notFound();
  return group;
};

const memberAccountOf = async (ctx: RequestContext, userId: number) => accountOf(await managedUserOf(ctx, userId));

export const getVerifiedGroups: Handler<GetVerifiedGroupsApiArg> = async ({ body }, ctx): Promise<GetVerifiedGroupsApiResponse> => {
  let groups = ctx.db.selectFrom('verified_groups').select(['id', 'name']).orderBy('name');
  if (body.userId !== undefined) {
    const account = await memberAccountOf(ctx, body.userId);
    groups = groups.where('id', 'in', ctx.db.selectFrom('verified_group_members').select('group_id').where('user_id', '=', account));
  }
  const found = await groups.execute();
  if (found.length === 0) return { data: [] };
  const members = await ctx.db
    .selectFrom('verified_group_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.group_id', 'm.user_id', 'u.username'])
    .where('m.group_id', 'in', found.map((g) => g.id))
    .orderBy('m.user_id')
    .execute();
  const phones = await ctx.db
    .selectFrom('sender_identities')
    .select(['account_id', 'value'])
    .where('kind', '=', 'verified')
    .where('status', '=', 'approved')
    .where('account_id', 'in', members.length ? [...new Set(members.map((m) => m.user_id))] : [0])
    .orderBy('id')
    .execute();
  return {
    data: found.map((g) => {
      const ofGroup = members.filter((m) => m.group_id === g.id);
      const ids = ofGroup.map((m) => m.user_id);
      return {
        id: g.id,
        name: g.name,
        members: ids,
        memberNames: ofGroup.map((m) => m.username),
        phones: [...new Set(phones.filter((p) => ids.includes(p.account_id)).map((p) => displayPhone(p.value)))],
      };
    }),
  };
};

export const addVerifiedGroup: Handler<AddVerifiedGroupApiArg> = async ({ body }, ctx): Promise<AddVerifiedGroupApiResponse> => {
  const name = body.name.trim();
  if (!name) return { data: { status: AddVerifiedGroup.saveError } };
  const accounts: number[] = [];
  for (const userId of body.members ?? []) accounts.push(await memberAccountOf(ctx, userId));
  const exists = await ctx.db.selectFrom('verified_groups').select('id').where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase())).executeTakeFirst();
  if (exists) return { data: { status: AddVerifiedGroup.nameExists } };
  const { id } = await ctx.db.insertInto('verified_groups').values({ name, created_at: ctx.now() }).returning('id').executeTakeFirstOrThrow();
  for (const account of new Set(accounts)) await ctx.db.insertInto('verified_group_members').values({ group_id: id, user_id: account }).execute();
  return { data: { status: AddVerifiedGroup.created, id } };
};

export const removeVerifiedGroup: Handler<RemoveVerifiedGroupApiArg> = async ({ body }, ctx): Promise<RemoveVerifiedGroupApiResponse> => {
  const group = await groupOf(ctx.db, body.groupId);
  await ctx.db.deleteFrom('verified_group_members').where('group_id', '=', group.id).execute();
  await ctx.db.deleteFrom('verified_groups').where('id', '=', group.id).execute();
  return { data: { status: RemoveVerifiedGroup.removed } };
};

export const addVerifiedGroupMember: Handler<AddVerifiedGroupMemberApiArg> = async ({ body }, ctx): Promise<AddVerifiedGroupMemberApiResponse> => {
  const group = await groupOf(ctx.db, body.groupId);
  const account = await memberAccountOf(ctx, body.userId);
  const member = await ctx.db.selectFrom('verified_group_members').select('user_id').where('group_id', '=', group.id).where('user_id', '=', account).executeTakeFirst();
  if (member) return { data: { status: AddVerifiedGroupMember.alreadyMember } };
  await ctx.db.insertInto('verified_group_members').values({ group_id: group.id, user_id: account }).execute();
  return { data: { status: AddVerifiedGroupMember.memberAdded } };
};

export const removeVerifiedGroupMember: Handler<RemoveVerifiedGroupMemberApiArg> = async ({ body }, ctx): Promise<RemoveVerifiedGroupMemberApiResponse> => {
  const group = await groupOf(ctx.db, body.groupId);
  const account = await memberAccountOf(ctx, body.userId);
  const removed = await ctx.db.deleteFrom('verified_group_members').where('group_id', '=', group.id).where('user_id', '=', account).executeTakeFirst();
  if (removed.numDeletedRows === 0n) throw notFound();
  return { data: { status: RemoveVerifiedGroupMember.memberRemoved } };
};
