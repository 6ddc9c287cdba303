/**
 * The administrators' WhatsApp customers (section 7): the list of customers that use WhatsApp
 * (the permission, or a number), one customer's standing, and taking the permission away. An
 * administrator sees the customers assigned to it; the system groups see everyone; any other
 * customer's id is 404.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import type {
  DeleteWhatsappPermissionApiArg,
  DeleteWhatsappPermissionApiResponse,
  GetWaUserMetaDataApiArg,
  GetWaUserMetaDataApiResponse,
  GetWhatsappUsersApiArg,
  GetWhatsappUsersApiResponse,
  WhatsAppUserRow,
} from '../../../../contract/whatsapp';
import { DeleteWhatsappPermission } from '../../../../contract/statusCodes';
import { Group, isSystemGroup, type AccessSubject } from '../../../../domain/access';
import { Permission } from '../../../../domain/permissions';
import { managedUserOf } from '../../../http/account';
import { forbidden } from '../../../http/envelope';
import type { Handler } from '../../../http/handler';
import { userMetaDataOf } from '../numbers/metaData';
import { phoneStateOf } from '../numbers/store';

/** Which customers an administrator may list, as a condition on users (null: everyone). */
function reachOf(caller: AccessSubject): Expression<SqlBool> | null {
  if (isSystemGroup(caller)) return null;
  if (caller.group === Group.administrator) return sql<SqlBool>`(users.administrator_id = ${caller.userId} or users.admin_id = ${caller.userId}) and users.id <> ${caller.userId}`;
  throw forbidden();
}

const defaultPageSize = 50;

export const getWhatsappUsers: Handler<GetWhatsappUsersApiArg> = async ({ body }, ctx): Promise<GetWhatsappUsersApiResponse> => {
  const page = Math.max(1, body.page ?? 1);
  const pageSize = Math.min(500, Math.max(1, body.pageSize ?? defaultPageSize));
  const reach = reachOf(ctx.user!);
  const query = body.query?.trim().toLowerCase();
  let users = ctx.db
    .selectFrom('users')
    .where('users.deleted_at', 'is', null)
    .where('users.admin_id', '=', 0)
    .where((eb) =>
      eb.or([
        eb.exists(eb.selectFrom('wa_numbers').select('wa_numbers.id').whereRef('wa_numbers.account_id', '=', 'users.id').where('wa_numbers.deleted_at', 'is', null)),
        eb.exists(eb.selectFrom('user_permissions').select('user_permissions.user_id').whereRef('user_permissions.user_id', '=', 'users.id').where('user_permissions.permission_id', '=', Permission.whatsapp).where('user_permissions.mode', 'in', ['enable', 'enableAndBequeath'])),
      ]),
    );
  if (reach) users = users.where(reach);
  if (query) {
    const like = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    users = users.where((eb) =>
      eb.or([
        sql<SqlBool>`lower(users.username) like ${like} escape '\\'`,
        sql<SqlBool>`lower(users.company_name) like ${like} escape '\\'`,
        eb('users.customer_number', '=', query),
        eb.exists(eb.selectFrom('wa_numbers').select('wa_numbers.id').whereRef('wa_numbers.account_id', '=', 'users.id').where('wa_numbers.phone', 'like', like)),
      ]),
    );
  }
  if (body.state) users = users.where((eb) => eb.exists(eb.selectFrom('wa_numbers').select('wa_numbers.id').whereRef('wa_numbers.account_id', '=', 'users.id').where('wa_numbers.state', '=', body.state!).where('wa_numbers.deleted_at', 'is', null)));
  if (body.postpaidRequestsOnly) users = users.where((eb) => eb.exists(eb.selectFrom('postpaid_requests').select('postpaid_requests.id').whereRef('postpaid_requests.account_id', '=', 'users.id').where('postpaid_requests.service', '=', 'whatsapp').where('postpaid_requests.state', '=', 'open')));

  const total = Number((await users.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const rows = await users
    .select(['users.id', 'users.username', 'users.company_name', 'users.payment_type', 'users.created_at'])
    .orderBy('users.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const ids = rows.map((r) => r.id);
  const [numbers, balances, postpaid] = ids.length
    ? await Promise.all([
        ctx.db.selectFrom('wa_numbers').selectAll().where('account_id', 'in', ids).where('deleted_at', 'is', null).orderBy('id').execute(),
        ctx.db.selectFrom('balances').select(['user_id', 'amount']).where('user_id', 'in', ids).where('service', '=', 'whatsapp').execute(),
        ctx.db.selectFrom('postpaid_requests').select('account_id').where('account_id', 'in', ids).where('service', '=', 'whatsapp').where('state', '=', 'open').execute(),
      ])
    : [[], [], []];
  const answer: WhatsAppUserRow[] = rows.map((r) => {
    const own = numbers.filter((n) => n.account_id === r.id);
    return {
      userId: r.id,
      userName: r.username,
      companyName: r.company_name,
      phones: own.map(phoneStateOf),
      creditsLeft: Number(balances.find((b) => b.user_id === r.id)?.amount ?? 0),
      isPostpaid: r.payment_type === 'postpaid',
      hasOpenPostpaidRequest: postpaid.some((p) => p.account_id === r.id),
      isBlockedByMeta: own.some((n) => n.is_blocked_by_meta === 1),
      createdOn: new Date(r.created_at).toISOString(),
    };
  });
  return { data: { rows: answer, pageInfo: { total, page, pageSize } } };
};

export const getWaUserMetaData: Handler<GetWaUserMetaDataApiArg> = async ({ id }, ctx): Promise<GetWaUserMetaDataApiResponse> => {
  await managedUserOf(ctx, id);
  return { data: await userMetaDataOf(ctx.db, id) };
};

export const deleteWhatsappPermission: Handler<DeleteWhatsappPermissionApiArg> = async ({ body }, ctx): Promise<DeleteWhatsappPermissionApiResponse> => {
  await managedUserOf(ctx, body.userId);
  // Blocked, not only not granted: the permission may otherwise still come down from the account's primary user.
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('user_permissions').where('user_id', '=', body.userId).where('permission_id', '=', Permission.whatsapp).execute();
    await trx.insertInto('user_permissions').values({ user_id: body.userId, permission_id: Permission.whatsapp, mode: 'block' }).execute();
  });
  return { data: { status: DeleteWhatsappPermission.removed } };
};
