/**
 * super-admin/get-groups-history. Decision (issue 18): the history of the verified-number
 * groups is read from the audit log, not kept twice. Every change to a group is its own
 * audited operation (verified-groups-add, -remove, -add-member, -remove-member; listed in
 * auditedOperations.ts), written in the change's own transaction with the request and the
 * result code, so the log already holds who changed which group, when and from where. Only
 * changes that were made (result 1) are history; refusals are not. Newest first, at most
 * 1,000. Until the group operations themselves are built (they answer 501 today) the history
 * is truthfully empty; each change they make appears here the day they land.
 */
import { sql, type SqlBool } from 'kysely';
import type { GetGroupsHistoryApiArg, GetGroupsHistoryApiResponse } from '../../../contract/superAdmin';
import { dialectOf, type DialectName } from '../../db/database';
import { HttpError } from '../../http/envelope';
import type { Handler } from '../../http/handler';
import { periodOf } from '../reports/period';

type GroupChange = NonNullable<GetGroupsHistoryApiResponse['data']>[number];

/** The audited operation of each kind of change. */
export const groupChangeOf: Record<string, GroupChange['change']> = {
  addVerifiedGroup: 'groupCreated',
  removeVerifiedGroup: 'groupRemoved',
  addVerifiedGroupMember: 'memberAdded',
  removeVerifiedGroupMember: 'memberRemoved',
};

export const maxGroupChanges = 1_000;

/** A field of the audited request's body (summary.request.body.<field>), as SQL on either database. */
function requestField(dialect: DialectName, field: string) {
  return dialect === 'postgres' ? sql`(summary::jsonb #>> ${`{request,body,${field}}`})` : sql`json_extract(summary, ${`$.request.body.${field}`})`;
}

interface Summary {
  status?: unknown;
  request?: { body?: { groupId?: unknown; name?: unknown; userId?: unknown } };
}

const numberOr = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null);

export const getGroupsHistory: Handler<GetGroupsHistoryApiArg> = async ({ body }, ctx): Promise<GetGroupsHistoryApiResponse> => {
  const period = periodOf(body, ctx.now(), { byDefault: { days: 30 } });
  if (period === 'invalid' || period === 'tooLong') {
    // The field named is the date that cannot be read, or the end of a period longer than a year.
    const fromUnreadable = period === 'invalid' && periodOf({ fromDate: body.fromDate }, ctx.now(), { byDefault: { days: 30 } }) === 'invalid';
    throw new HttpError(400, 'errors.generic.badRequest', { field: fromUnreadable ? 'body.fromDate' : 'body.toDate' });
  }
  const db = ctx.db;
  const dialect = dialectOf(db);
  const succeeded = dialect === 'postgres' ? sql<SqlBool>`(summary::jsonb ->> 'status') = '1'` : sql<SqlBool>`json_extract(summary, '$.status') = 1`;
  let query = db
    .selectFrom('audit_log')
    .select(['id', 'at', 'operation', 'actor_user_id', 'subject_user_id', 'ip', 'summary'])
    .where('operation', 'in', Object.keys(groupChangeOf))
    .where('at', '>=', period.from)
    .where('at', '<', period.to)
    .where(succeeded);
  if (body.userId !== undefined) query = query.where('subject_user_id', '=', body.userId);
  if (body.groupId !== undefined) {
    const groupId = requestField(dialect, 'groupId');
    query = query.where(dialect === 'postgres' ? sql<SqlBool>`${groupId} = ${String(body.groupId)}` : sql<SqlBool>`${groupId} = ${body.groupId}`);
  }
  const rows = await query.orderBy('at', 'desc').orderBy('id', 'desc').limit(maxGroupChanges).execute();
  return {
    data: rows.map((row) => {
      const summary = JSON.parse(row.summary) as Summary;
      const request = summary.request?.body ?? {};
      return {
        id: row.id,
        at: Number(row.at),
        change: groupChangeOf[row.operation]!,
        actorUserId: row.actor_user_id,
        groupId: numberOr(request.groupId),
        groupName: typeof request.name === 'string' ? request.name : null,
        userId: row.subject_user_id ?? numberOr(request.userId),
        ip: row.ip,
      };
    }),
  };
};
