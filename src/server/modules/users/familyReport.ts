/**
 * users/all-sub-users/{id} (the family under a user) and users/all-users (everyone the caller
 * manages): the users report. Search, sort and paging run in the database so a family of ten
 * thousand answers its first page at once (bench users.family-report-10k-p95); the balances,
 * messages sent this month and last sign-in are read for the page's users only, unless the
 * sort needs them.
 */
import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { BalanceCredits, GetAllSubUsersApiArg, GetAllSubUsersApiResponse, GetAllUsersApiArg, GetAllUsersApiResponse, SubUser } from '../../../contract/users';
import { Group, isPrimaryUser, isSystemGroup, managesFamily, type AccessSubject } from '../../../domain/access';
import { descendantsUpperBound, storedFamilyPath } from '../../../domain/family';
import { fromIsraelWallTime, israelWallTime } from '../../../domain/israelTime';
import { displayPhone } from '../../../domain/phones';
import { parseSendingHours } from '../../../domain/sendingRules';
import type { Db } from '../../db/database';
import { balanceServices, type Database } from '../../db/schema';
import { managedUserOf } from '../../http/account';
import { forbidden } from '../../http/envelope';
import type { Handler, RequestContext } from '../../http/handler';
import { familyStandingOf } from './familyStanding';

type UsersQuery = SelectQueryBuilder<Database, 'users', object>;
type Family = { kind: 'all' } | { kind: 'account'; account: number } | { kind: 'descendants'; path: string } | { kind: 'administrator'; administrator: number; account: number };

/** Who a family is, as a WHERE on users: one indexed condition each. */
function whereFamily(query: UsersQuery, family: Family): UsersQuery {
  const live = query.where('users.deleted_at', 'is', null);
  switch (family.kind) {
    case 'all':
      return live;
    case 'account':
      return live.where('users.admin_id', '=', family.account);
    case 'descendants':
      return live.where('users.family_path', '>', family.path).where('users.family_path', '<', descendantsUpperBound(family.path));
    case 'administrator':
      return live.where((eb) => eb.or([eb('users.administrator_id', '=', family.administrator), eb('users.admin_id', '=', family.account)])).where('users.id', '<>', family.administrator);
  }
}

/** The family under a user: a primary user's is its whole account, a sub-user's its descendants. */
const familyUnder = (user: { userId: number; adminId: number; familyPath?: string }): Family =>
  user.adminId === 0 ? { kind: 'account', account: user.userId } : { kind: 'descendants', path: storedFamilyPath(user) };

/** Everyone a caller manages (domain/access.ts managesUser, as one query). */
function managedBy(caller: AccessSubject): Family {
  if (isSystemGroup(caller)) return { kind: 'all' };
  if (caller.group === Group.administrator) return { kind: 'administrator', administrator: caller.userId, account: caller.userId };
  if (isPrimaryUser(caller)) return { kind: 'account', account: caller.userId };
  return { kind: 'descendants', path: storedFamilyPath(caller) };
}

/** The first instant of this month in Israel time. */
function monthStart(now: number): number {
  const wall = israelWallTime(now);
  return fromIsraelWallTime(wall.year, wall.month, 1);
}

const sentSince = (since: number) => (eb: ExpressionBuilder<Database, 'users'>) =>
  eb
    .selectFrom('messages')
    .innerJoin('campaigns', 'campaigns.id', 'messages.campaign_id')
    .select((m) => m.fn.countAll<number>().as('n'))
    .whereRef('campaigns.user_id', '=', 'users.id')
    .where('messages.submitted_at', '>=', since);

const lastSignIn = (eb: ExpressionBuilder<Database, 'users'>) =>
  eb
    .selectFrom('sessions')
    .select((s) => s.fn.max('sessions.created_at').as('at'))
    .whereRef('sessions.user_id', '=', 'users.id')
    .where('sessions.impersonator_id', 'is', null);

interface ReportParams {
  q?: string;
  active?: boolean;
  sortField?: GetAllSubUsersApiArg['sortField'];
  sortOrder?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
}

function filtered(db: Db, family: Family, p: ReportParams): UsersQuery {
  let query = whereFamily(db.selectFrom('users'), family);
  if (p.active !== undefined) query = query.where('users.active', '=', p.active ? 1 : 0);
  const q = p.q?.trim().toLowerCase();
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or(
        (['username', 'first_name', 'last_name', 'email', 'phones', 'customer_number'] as const).map((column) => eb(sql`lower(${sql.ref(`users.${column}`)})`, 'like', sql`${like} escape '\\'`)),
      ),
    );
  }
  return query;
}

function sorted(query: UsersQuery, p: ReportParams, now: number) {
  const direction = p.sortOrder === 'desc' ? 'desc' : 'asc';
  const field = p.sortField ?? 'name';
  if (field.startsWith('balance.')) {
    const service = field.slice('balance.'.length);
    return query
      .leftJoin('balances', (join) => join.onRef('balances.user_id', '=', 'users.id').on('balances.service', '=', service))
      .orderBy(sql`coalesce(balances.amount, 0)`, direction)
      .orderBy('users.id', 'asc');
  }
  const order = (eb: ExpressionBuilder<Database, 'users'>) =>
    field === 'username' ? sql`lower(users.username)`
    : field === 'status' ? sql`case when users.blocked = 1 then 2 when users.active = 0 then 1 else 0 end`
    : field === 'sentThisMonth' ? sql`(${sentSince(monthStart(now))(eb)})`
    : field === 'lastSignIn' ? sql`coalesce((${lastSignIn(eb)}), 0)`
    : sql`lower(users.first_name || ' ' || users.last_name)`;
  return query.orderBy(order, direction).orderBy('users.id', 'asc');
}

async function report(ctx: RequestContext, family: Family, p: ReportParams): Promise<SubUser[]> {
  const now = ctx.now();
  const base = filtered(ctx.db, family, p);
  let page = sorted(base, p, now).select([
    'users.id',
    'users.admin_id',
    'users.parent_id',
    'users.family_path',
    'users.username',
    'users.first_name',
    'users.last_name',
    'users.email',
    'users.phones',
    'users.active',
    'users.blocked',
    'users.group_id',
    'users.sending_hours',
    'users.mail_limit',
    'users.allowed_emails',
    'users.created_at',
  ]);
  if (p.page !== undefined) {
    const size = p.pageSize ?? 50;
    page = page.limit(size).offset((p.page - 1) * size);
    const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    void ctx.reply.header('X-Total-Count', String(Number(total.n)));
  }
  const rows = await page.execute();
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const standing = await familyStandingOf(ctx.db, ids);
  const [balances, sent, signIns, grants, names, numbers] = await Promise.all([
    ctx.db.selectFrom('balances').select(['user_id', 'service', 'amount']).where('user_id', 'in', ids).execute(),
    ctx.db
      .selectFrom('messages')
      .innerJoin('campaigns', 'campaigns.id', 'messages.campaign_id')
      .select(['campaigns.user_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('campaigns.user_id', 'in', ids)
      .where('messages.submitted_at', '>=', monthStart(now))
      .groupBy('campaigns.user_id')
      .execute(),
    ctx.db.selectFrom('sessions').select(['user_id', (eb) => eb.fn.max('created_at').as('at')]).where('user_id', 'in', ids).where('impersonator_id', 'is', null).groupBy('user_id').execute(),
    ctx.db.selectFrom('user_permissions').select(['user_id', 'permission_id', 'mode']).where('user_id', 'in', ids).orderBy('permission_id').execute(),
    ctx.db.selectFrom('user_source_names').select(['user_id', 'name']).where('user_id', 'in', ids).orderBy('name').execute(),
    ctx.db.selectFrom('user_verified_numbers').select(['user_id', 'phone']).where('user_id', 'in', ids).orderBy('phone').execute(),
  ]);
  return rows.map((r): SubUser => {
    const credits: BalanceCredits = {};
    for (const service of balanceServices) credits[service] = { amount: 0, hasPermissions: true };
    for (const b of balances) if (b.user_id === r.id && b.service in credits) credits[b.service as keyof BalanceCredits] = { amount: Number(b.amount), hasPermissions: true };
    const signedIn = signIns.find((s) => s.user_id === r.id)?.at;
    const hours = parseSendingHours(r.sending_hours);
    const phones = JSON.parse(r.phones || '[]') as unknown;
    const path = storedFamilyPath({ userId: r.id, adminId: r.admin_id, familyPath: r.family_path });
    return {
      userId: r.id,
      adminId: r.admin_id,
      parentId: r.parent_id,
      depth: path.split('/').filter(Boolean).length - 1,
      username: r.username,
      firstName: r.first_name,
      lastName: r.last_name,
      email: r.email,
      phone: Array.isArray(phones) && typeof phones[0] === 'string' ? phones[0] : '',
      active: r.active === 1,
      status: r.blocked === 1 ? 'blocked' : r.active === 1 ? 'active' : 'inactive',
      group: r.group_id,
      balanceCredits: credits,
      sentThisMonth: Number(sent.find((s) => s.user_id === r.id)?.n ?? 0),
      ...(signedIn !== undefined && signedIn !== null && { lastSignInAt: new Date(Number(signedIn)).toISOString() }),
      permissions: grants.filter((g) => g.user_id === r.id).map((g) => ({ permissionId: g.permission_id, mode: g.mode as 'enable' })),
      ...(hours && { allowedHours: { days: [...(hours.days ?? [])], fromHour: hours.from, toHour: hours.to } }),
      sourceNames: names.filter((n) => n.user_id === r.id).map((n) => n.name),
      // Shown as get-verified-numbers lists them, so the form's choices match.
      verifiedNumbers: numbers.filter((n) => n.user_id === r.id).map((n) => displayPhone(n.phone)),
      ...(r.mail_limit !== null && { mailLimit: r.mail_limit }),
      allowedEmails: JSON.parse(r.allowed_emails || '[]') as string[],
      createdOn: new Date(Number(r.created_at)).toISOString(),
      ...standing.get(r.id),
    };
  });
}

export const getAllSubUsers: Handler<GetAllSubUsersApiArg> = async ({ id, ...params }, ctx): Promise<GetAllSubUsersApiResponse> => {
  const caller = ctx.user!;
  if (id === caller.userId) {
    if (!managesFamily(caller)) throw forbidden();
    return { data: await report(ctx, familyUnder(caller), params) };
  }
  const user = await managedUserOf(ctx, id);
  return { data: await report(ctx, familyUnder(user), params) };
};

export const getAllUsers: Handler<GetAllUsersApiArg> = async (params, ctx): Promise<GetAllUsersApiResponse> => {
  const caller = ctx.user!;
  if (!managesFamily(caller)) throw forbidden();
  return { data: await report(ctx, managedBy(caller), params) };
};
