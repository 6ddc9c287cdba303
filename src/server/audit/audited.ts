/**
 * The one hook that audits an operation: the handler runs inside a transaction that ends by
 * writing the audit row, so the action and its row commit together or not at all (a handler
 * that throws — 404, a failure — rolls both back). Only the calls of an administrator, system
 * manager or super-administrator are actions of the log, and every call made under a
 * sign-in-as (the administrator at the keyboard); a customer managing its own family is not.
 *
 * The summary is generic: the subject user's standing before and after (flags, balances,
 * permissions), the request without anything secret, and the result code of the answer.
 */
import { accountOf, isAdmin } from '../../domain/access';
import type { Db } from '../db/database';
import type { Envelope } from '../http/envelope';
import type { AnyHandler, RequestContext } from '../http/handler';
import { recordAction, type AuditActor } from './auditLog';
import { withNestedTransactions } from './nestedTransactions';
import { requestSummary } from './summary';

export type AuditArg = Record<string, unknown> & { body?: Record<string, unknown> };

export interface AuditRule {
  /**
   * The user the action is on, found before it runs (null: none). When it names none, the
   * answer's `userId` is used (a user just created).
   */
  subject?: (arg: AuditArg, db: Db) => Promise<number | null> | number | null;
  /** What of the request to keep; by default all of it but what looks secret (summary.ts). */
  request?: (arg: AuditArg) => unknown;
}

/** A user's standing, as small as tells what an administrator changed. */
export async function standingOf(db: Db, userId: number, now: number): Promise<Record<string, unknown> | null> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'admin_id', 'group_id', 'active', 'blocked', 'cant_send_campaign', 'terms_required_since', 'password_valid_until', 'deleted_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return null;
  const balances = await db.selectFrom('balances').select(['service', 'amount']).where('user_id', '=', userId).orderBy('service').execute();
  const permissions = await db.selectFrom('user_permissions').select(['permission_id', 'mode']).where('user_id', '=', userId).orderBy('permission_id').execute();
  const sessions = await db.selectFrom('sessions').select((eb) => eb.fn.countAll<number>().as('open')).where('user_id', '=', userId).where('revoked_at', 'is', null).where('expires_at', '>', now).executeTakeFirstOrThrow();
  return {
    group: user.group_id,
    active: user.active,
    blocked: user.blocked,
    cantSendCampaign: user.cant_send_campaign,
    termsRequiredSince: user.terms_required_since,
    passwordValidUntil: user.password_valid_until,
    deletedAt: user.deleted_at,
    balances: Object.fromEntries(balances.map((b) => [b.service, Number(b.amount)])),
    permissions: permissions.map((p) => (p.mode === 'enable' ? p.permission_id : `${p.permission_id}:${p.mode}`)),
    openSessions: Number(sessions.open),
  };
}

async function accountOfUser(db: Db, userId: number): Promise<number | null> {
  const row = await db.selectFrom('users').select(['id', 'admin_id']).where('id', '=', userId).executeTakeFirst();
  return row ? accountOf({ userId: row.id, adminId: row.admin_id }) : null;
}

/** The person at the keyboard: under a sign-in-as, the administrator who signed in. */
async function actorOf(db: Db, ctx: RequestContext): Promise<AuditActor> {
  const user = ctx.user!;
  if (user.impersonatorId === null) return { userId: user.userId, group: user.group };
  const row = await db.selectFrom('users').select('group_id').where('id', '=', user.impersonatorId).executeTakeFirst();
  return { userId: user.impersonatorId, group: row?.group_id ?? 0 };
}

const answeredUserId = (answer: Envelope | void): number | null => {
  const data = (answer as { data?: { userId?: unknown } } | undefined)?.data;
  return typeof data?.userId === 'number' ? data.userId : null;
};

const answeredStatus = (answer: Envelope | void): unknown => (answer as { data?: { status?: unknown } } | undefined)?.data?.status ?? null;

/** Whether a call is an action of the audit log. */
export const isAuditedCaller = (ctx: RequestContext): boolean => ctx.user !== null && (isAdmin(ctx.user) || ctx.user.impersonatorId !== null);

export function audited(operation: string, handler: AnyHandler, rule: AuditRule): AnyHandler {
  return async (arg, ctx) => {
    if (!isAuditedCaller(ctx)) return handler(arg, ctx);
    const input = arg as unknown as AuditArg;
    return ctx.db.transaction().execute(async (trx) => {
      const db = withNestedTransactions(trx);
      const named = (await rule.subject?.(input, db)) ?? null;
      const before = named === null ? null : await standingOf(db, named, ctx.now());
      const answer = await handler(arg, { ...ctx, db });
      const subject = named ?? answeredUserId(answer);
      const now = ctx.now();
      await recordAction(db, {
        actor: await actorOf(db, ctx),
        ip: ctx.request.ip,
        operation,
        subjectUserId: subject,
        account: subject === null ? null : await accountOfUser(db, subject),
        before,
        after: subject === null ? null : await standingOf(db, subject, now),
        details: {
          request: rule.request ? rule.request(input) : requestSummary(input),
          status: answeredStatus(answer),
          ...(ctx.user!.impersonatorId !== null ? { signedInAs: ctx.user!.userId } : {}),
        },
        now,
      });
      return answer;
    });
  };
}
