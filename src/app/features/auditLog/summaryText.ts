/**
 * A row's summary as people read it: each of before, after and the details as indented JSON
 * (what the administrator changed is small, never a secret: audit/summary.ts), and one line
 * for the table and the export.
 */
import type { AuditEntry } from './auditLogApi';

export const readable = (value: unknown): string => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 2));

/** One line: "before → after", for the export's cell. */
export const oneLine = (summary: AuditEntry['summary']): string => `${JSON.stringify(summary.before ?? null)} → ${JSON.stringify(summary.after ?? null)}`;
