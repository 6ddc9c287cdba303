/**
 * Issue 21, legal quiet hours in the recipient's own time zone (domain/quietHours.ts):
 * - brands.quiet_hours: the brand's rules as JSON (daily span, countries' own hours and
 *   advertising rest); null is the defaults (21:00-08:00, Israel's Friday-Saturday rest);
 * - messages.quiet_until: when a message made inside its recipient's quiet hours may go. It
 *   waits as any due-later message does (queued with next_attempt_at, which the dispatcher's
 *   claim already honours); this column only says why, so the reports show "waiting: quiet hours".
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('brands').addColumn('quiet_hours', 'text').execute();
  await db.schema.alterTable('messages').addColumn('quiet_until', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('messages').dropColumn('quiet_until').execute();
  await db.schema.alterTable('brands').dropColumn('quiet_hours').execute();
}
