/**
 * Writing the audit log: one row per action, in the action's own transaction (so an action
 * that rolls back leaves no row), chained to the row before it by hash.
 *
 * Two actions committing at once must not chain off the same previous row, or the chain would
 * fork and verification fail on a log nobody tampered with. On PostgreSQL a transaction-level
 * advisory lock, taken before the last row is read, orders the writers (it is held until the
 * action commits or rolls back, which is short: the row is written last). On SQLite the write
 * transaction (BEGIN IMMEDIATE, db/transactionGuard.ts) already admits one writer at a time.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { dialectOf, type Db } from '../db/database';
import type { AuditLogTable } from '../db/schema';

/** The previous hash of the first row. */
export const genesisHash = '0'.repeat(64);

/** Any number will do as long as nothing else locks it: "audit" in ASCII. */
const chainLockKey = 0x61756469;

export interface AuditActor {
  /** The person at the keyboard: under a sign-in-as, the administrator, not the user. */
  userId: number;
  group: number;
}

export interface AuditedAction {
  actor: AuditActor;
  ip: string;
  /** The contract's operationId. */
  operation: string;
  /** On whom; null when the action is on no user (a prohibited word). */
  subjectUserId: number | null;
  /** The subject's account (its primary user), when there is a subject. */
  account: number | null;
  before: unknown;
  after: unknown;
  /** Anything else worth keeping (the request, the result code), already free of secrets. */
  details?: Record<string, unknown>;
  now: number;
}

type ChainedFields = Omit<AuditLogTable, 'prev_hash' | 'hash'>;

/** The row's own fields in one fixed order: what its hash covers besides the previous hash. */
export function canonicalFields(row: ChainedFields): string {
  return JSON.stringify([row.id, Number(row.at), row.actor_user_id, row.actor_group, row.ip, row.operation, row.subject_user_id, row.account, row.summary]);
}

export const chainHash = (prevHash: string, row: ChainedFields): string => createHash('sha256').update(`${prevHash}\n${canonicalFields(row)}`).digest('hex');

/** Writes the action's row; `tx` must be the action's transaction. */
export async function recordAction(tx: Db, action: AuditedAction): Promise<number> {
  if (!tx.isTransaction) throw new Error('recordAction needs the action\'s transaction');
  if (dialectOf(tx) === 'postgres') await sql`select pg_advisory_xact_lock(${chainLockKey})`.execute(tx);
  const last = await tx.selectFrom('audit_log').select(['id', 'hash']).orderBy('id', 'desc').limit(1).executeTakeFirst();
  const row: ChainedFields = {
    id: (last?.id ?? 0) + 1,
    at: action.now,
    actor_user_id: action.actor.userId,
    actor_group: action.actor.group,
    ip: action.ip,
    operation: action.operation,
    subject_user_id: action.subjectUserId,
    account: action.account,
    summary: JSON.stringify({ before: action.before ?? null, after: action.after ?? null, ...action.details }),
  };
  const prevHash = last?.hash ?? genesisHash;
  await tx.insertInto('audit_log').values({ ...row, prev_hash: prevHash, hash: chainHash(prevHash, row) }).execute();
  return row.id;
}
