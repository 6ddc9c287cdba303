/**
 * A voice campaign's recipients are message rows like an SMS campaign's (issue 16): the same
 * shipments, scheduler, fair lanes, claims and credits. What a call adds is kept beside them:
 * its call status (queued, ringing, in-progress, completed, busy, no-answer, failed, canceled),
 * when it was answered, how long the recipient listened, who hung up, and the SIP final code.
 * The message's own status stays the pipeline's (queued → submitting → delivered/failed).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('messages').addColumn('call_status', 'text').execute();
  await db.schema.alterTable('messages').addColumn('answered_at', 'bigint').execute();
  await db.schema.alterTable('messages').addColumn('listened_ms', 'integer').execute();
  await db.schema.alterTable('messages').addColumn('hangup_by', 'text').execute();
  await db.schema.alterTable('messages').addColumn('sip_code', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['call_status', 'answered_at', 'listened_ms', 'hangup_by', 'sip_code']) {
    await db.schema.alterTable('messages').dropColumn(column).execute();
  }
}
