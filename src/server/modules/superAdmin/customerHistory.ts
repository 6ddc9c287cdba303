/**
 * super-admin/customer-history/{id}: what happened on a customer — the audit log's rows about
 * it (administrators' actions, sign-ins-as), its sign-ins, campaigns and payments — newest
 * first, a page at a time. For a primary user the account is the customer: the actions on any
 * of its users, its campaigns and payments; for a sub-user, what is its own.
 *
 * Paging is by keyset on (time, kind, id), never by offset: each of the four sources is read
 * from its index after the cursor, `limit + 1` rows at most, and the merge keeps the newest
 * `limit`; a page deep in a long history costs what the first does. The cursor names a kind's
 * rank so that events at the same millisecond from two sources are neither lost nor repeated.
 */
import { sql, type SqlBool, type RawBuilder } from 'kysely';
import type { CustomerHistoryEntry, GetCustomerHistoryApiArg, GetCustomerHistoryApiResponse } from '../../../contract/superAdmin';
import { accountOf } from '../../../domain/access';
import { managedUserOf } from '../../http/account';
import { HttpError } from '../../http/envelope';
import type { Handler } from '../../http/handler';

type Kind = CustomerHistoryEntry['kind'];

/** Ties at one millisecond go in this order, newest-first reading: an action before the sign-in it may follow. */
const rankOf: Record<Kind, number> = { action: 4, signIn: 3, campaign: 2, payment: 1 };

interface Cursor {
  at: number;
  rank: number;
  id: number;
}

const cursorText = (c: Cursor): string => `${c.at}_${c.rank}_${c.id}`;

function parseCursor(text: string | undefined): Cursor | null {
  if (text === undefined) return null;
  const match = /^(\d{1,15})_([1-4])_(\d{1,12})$/.exec(text);
  if (!match) throw new HttpError(400, 'errors.generic.badRequest', { field: 'before' });
  return { at: Number(match[1]), rank: Number(match[2]), id: Number(match[3]) };
}

/** The rows of a source (of rank `rank`) that come after the cursor in newest-first order. */
function afterCursor(cursor: Cursor | null, rank: number, at: string, id: string): RawBuilder<SqlBool> {
  if (!cursor) return sql<SqlBool>`1 = 1`;
  if (rank < cursor.rank) return sql<SqlBool>`${sql.ref(at)} <= ${cursor.at}`;
  if (rank > cursor.rank) return sql<SqlBool>`${sql.ref(at)} < ${cursor.at}`;
  return sql<SqlBool>`(${sql.ref(at)} < ${cursor.at} or (${sql.ref(at)} = ${cursor.at} and ${sql.ref(id)} < ${cursor.id}))`;
}

function summaryOf(text: string): Record<string, unknown> {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return {};
  }
}

export const getCustomerHistory: Handler<GetCustomerHistoryApiArg> = async ({ id, before, limit = 50 }, ctx): Promise<GetCustomerHistoryApiResponse> => {
  // 404 for a user outside the caller's reach: an administrator sees only the customers assigned to it.
  const customer = await managedUserOf(ctx, id);
  const cursor = parseCursor(before);
  const wholeAccount = customer.adminId === 0;
  const take = limit + 1;
  const { db } = ctx;

  let actions = db.selectFrom('audit_log').select(['id', 'at', 'operation', 'actor_user_id', 'ip', 'subject_user_id', 'summary']).where(afterCursor(cursor, rankOf.action, 'at', 'id'));
  actions = wholeAccount ? actions.where('account', '=', id) : actions.where('subject_user_id', '=', id);
  let campaigns = db.selectFrom('campaigns').select(['id', 'created_at', 'status', 'name', 'user_id']).where(afterCursor(cursor, rankOf.campaign, 'created_at', 'id'));
  // By the account's index, a sub-user's own among them.
  const account = accountOf(customer);
  campaigns = campaigns.where('account_id', '=', account);
  if (!wholeAccount) campaigns = campaigns.where('user_id', '=', id);
  let payments = db.selectFrom('package_payments').select(['id', 'created_at', 'state', 'amount', 'total', 'credits', 'service', 'user_id']).where(afterCursor(cursor, rankOf.payment, 'created_at', 'id'));
  payments = payments.where('account_id', '=', account);
  if (!wholeAccount) payments = payments.where('user_id', '=', id);
  const signIns = db.selectFrom('login_audit').select(['id', 'created_at', 'outcome', 'ip']).where('user_id', '=', id).where(afterCursor(cursor, rankOf.signIn, 'created_at', 'id'));

  const [actionRows, signInRows, campaignRows, paymentRows] = await Promise.all([
    actions.orderBy('at', 'desc').orderBy('id', 'desc').limit(take).execute(),
    signIns.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(take).execute(),
    campaigns.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(take).execute(),
    payments.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(take).execute(),
  ]);
  const entries: (CustomerHistoryEntry & { id: number })[] = [
    ...actionRows.map((r) => ({
      id: r.id, key: `action-${r.id}`, kind: 'action' as const, at: Number(r.at), userId: r.subject_user_id ?? id,
      operation: r.operation, actorUserId: r.actor_user_id, ip: r.ip, details: summaryOf(r.summary),
    })),
    ...signInRows.map((r) => ({ id: r.id, key: `signIn-${r.id}`, kind: 'signIn' as const, at: Number(r.created_at), userId: id, operation: r.outcome, ip: r.ip })),
    ...campaignRows.map((r) => ({ id: r.id, key: `campaign-${r.id}`, kind: 'campaign' as const, at: Number(r.created_at), userId: r.user_id, operation: r.status, details: { campaignId: r.id, name: r.name } })),
    ...paymentRows.map((r) => ({
      id: r.id, key: `payment-${r.id}`, kind: 'payment' as const, at: Number(r.created_at), userId: r.user_id,
      operation: r.state, details: { amount: Number(r.amount), total: Number(r.total), credits: Number(r.credits), service: r.service },
    })),
  ];
  entries.sort((a, b) => b.at - a.at || rankOf[b.kind] - rankOf[a.kind] || b.id - a.id);
  const page = entries.slice(0, limit);
  const last = page.at(-1);
  const next = entries.length > limit && last ? cursorText({ at: last.at, rank: rankOf[last.kind], id: last.id }) : null;
  return { data: { entries: page.map(({ id: _rowId, ...entry }) => entry), next } };
};
