/** Test kit of the audit log: rows written straight, and the append-only triggers taken away as an attacker with the database would. */
import { sql } from 'kysely';
import { dialectOf, type Db } from '../db/database';
import { recordAction } from './auditLog';

/** Writes n rows, one transaction each. */
export async function writeRows(db: Db, n: number, subjectUserId: number | null = null): Promise<void> {
  for (let i = 0; i < n; i += 1) {
    await db.transaction().execute((tx) =>
      recordAction(tx, { actor: { userId: 1, group: 5 }, ip: '10.0.0.1', operation: 'enforcementUser', subjectUserId, account: subjectUserId, before: { i }, after: { i: i + 1 }, now: 1_700_000_000_000 + i }),
    );
  }
}

/** Drops the triggers that refuse UPDATE and DELETE of audit_log. */
export async function dropAppendOnlyTriggers(db: Db): Promise<void> {
  if (dialectOf(db) === 'postgres') await sql`drop trigger audit_log_no_change on audit_log`.execute(db);
  else {
    await sql`drop trigger audit_log_no_update`.execute(db);
    await sql`drop trigger audit_log_no_delete`.execute(db);
  }
}

export async function auditRows(db: Db) {
  const rows = await db.selectFrom('audit_log').selectAll().orderBy('id').execute();
  return rows.map((row) => ({ ...row, summary: JSON.parse(row.summary) as Record<string, unknown> }));
}
