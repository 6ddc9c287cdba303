/**
 * Mail delivery (issue 17): the outbox's mail rows are delivered over SMTP when SMTP_URL is
 * set (messaging/mail/mailSender.ts). Each row now says how far it got:
 * - status: pending (waits for its try), sending (taken by a sender, claimed_by/claimed_at),
 *   sent, failed (given up after its tries), kept (written before delivery existed: codes and
 *   notices long stale, never mailed late when SMTP is turned on).
 * - attempts, next_attempt_at (a failed try waits longer each time), sent_at, error (the last
 *   refusal, short).
 * - html: an HTML part beside the text (SMS-to-mail sets its direction there); null is text only.
 */
import { type Kysely, sql } from 'kysely';

const columns = ['status', 'attempts', 'next_attempt_at', 'sent_at', 'error', 'claimed_by', 'claimed_at', 'html'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('outbox')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'sending', 'sent', 'failed', 'kept')`))
    .execute();
  await db.schema.alterTable('outbox').addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('outbox').addColumn('next_attempt_at', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('outbox').addColumn('sent_at', 'bigint').execute();
  await db.schema.alterTable('outbox').addColumn('error', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('claimed_by', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('claimed_at', 'bigint').execute();
  await db.schema.alterTable('outbox').addColumn('html', 'text').execute();
  await sql`update outbox set status = 'kept'`.execute(db);
  await db.schema.createIndex('outbox_due').on('outbox').columns(['channel', 'status', 'next_attempt_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('outbox_due').execute();
  for (const column of [...columns].reverse()) await db.schema.alterTable('outbox').dropColumn(column).execute();
}
