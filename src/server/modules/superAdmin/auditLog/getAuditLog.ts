/**
 * super-admin/get-audit-log: the audit log (audit/auditLog.ts) for the super-administrator's
 * audit page and its export: a period of Israel days, optionally one actor, one subject, one
 * operation; newest first, a page at a time, with whether the whole chain still verifies.
 *
 * Paging is by offset: the page shows page numbers and a total, and the export reads pages
 * of 5,000. A subject filter is served by the audit_log_subject index (subject_user_id, at, id);
 * the rest by the primary key, as ids grow with time.
 */
import type { AuditLogEntry, AuditSummary, GetAuditLogApiArg, GetAuditLogApiResponse } from '../../../../contract/superAdmin';
import { GetAuditLog } from '../../../../contract/statusCodes';
import { verifyChain } from '../../../audit/chain';
import type { Db } from '../../../db/database';
import type { Handler } from '../../../http/handler';
import { datesOf, periodOf, type Period } from '../../reports/period';

/** Without dates: the last 30 days. */
export const defaultAuditDays = 30;

/** The period asked for; a long one is not refused (an audit may need a year and more), only an unreadable date. */
function auditPeriod(body: GetAuditLogApiArg['body'], now: number): Period | 'invalid' {
  const period = periodOf(body, now, { byDefault: { days: defaultAuditDays } });
  if (period !== 'tooLong') return period;
  const dates = datesOf(body);
  return dates === 'invalid' ? dates : { from: dates.from ?? 0, to: dates.to ?? now + 1 };
}

/** The row's summary JSON ({ before, after, ...details }) as the contract shows it. */
export function summaryOf(text: string): AuditSummary {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return { before: null, after: null, details: { raw: text } };
  const { before = null, after = null, ...details } = parsed as Record<string, unknown>;
  return { before, after, details };
}

interface Filters {
  period: Period;
  actorUserId?: number;
  subjectUserId?: number;
  operation?: string;
}

function filtered(db: Db, f: Filters) {
  let q = db.selectFrom('audit_log as a').where('a.at', '>=', f.period.from).where('a.at', '<', f.period.to);
  if (f.subjectUserId !== undefined) q = q.where('a.subject_user_id', '=', f.subjectUserId);
  if (f.actorUserId !== undefined) q = q.where('a.actor_user_id', '=', f.actorUserId);
  if (f.operation) q = q.where('a.operation', '=', f.operation);
  return q;
}

export const getAuditLog: Handler<GetAuditLogApiArg> = async ({ body }, ctx): Promise<GetAuditLogApiResponse> => {
  const page = body.page ?? 1;
  const pageSize = body.pageSize ?? 50;
  const period = auditPeriod(body, ctx.now());
  // The whole chain is checked on the first page only (a page turn or an export's next pages
  // do not pay it again): about 10 ms per 1,000 rows, so it grows with the log.
  const chainOk = page === 1 ? (await verifyChain(ctx.db)).ok : undefined;
  if (period === 'invalid') return { data: { status: GetAuditLog.invalidPeriod, total: 0, rows: [], chainOk } };
  const filters: Filters = { period, actorUserId: body.actorUserId, subjectUserId: body.subjectUserId, operation: body.operation?.trim() };
  const counted = await filtered(ctx.db, filters).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  const rows = await filtered(ctx.db, filters)
    .leftJoin('users as actor', 'actor.id', 'a.actor_user_id')
    .leftJoin('users as subject', 'subject.id', 'a.subject_user_id')
    .select(['a.id', 'a.at', 'a.operation', 'a.actor_user_id', 'a.actor_group', 'a.ip', 'a.subject_user_id', 'a.account', 'a.summary', 'actor.username as actor_username', 'subject.username as subject_username'])
    .orderBy('a.at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const entries: AuditLogEntry[] = rows.map((r) => ({
    id: r.id,
    at: new Date(Number(r.at)).toISOString(),
    operation: r.operation,
    actorUserId: r.actor_user_id,
    actorUsername: r.actor_username ?? null,
    actorGroup: r.actor_group,
    ip: r.ip,
    subjectUserId: r.subject_user_id,
    subjectUsername: r.subject_username ?? null,
    account: r.account,
    summary: summaryOf(r.summary),
  }));
  return { data: { status: GetAuditLog.found, total: Number(counted?.n ?? 0), rows: entries, chainOk } };
};
